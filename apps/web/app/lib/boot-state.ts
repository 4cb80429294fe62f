/**
 * `<html data-boot>` (ADR 0038): 'pending' from the deferred boot's script (deferred-boot.ts,
 * boot-asset.ts), once the document is parsed and before its `load` event, until the root layout's first effect makes it 'hydrated': whether the page's
 * JavaScript has taken over yet. The e2e suite waits for it after every navigation before it
 * interacts (e2e/fixtures.ts); a page without JavaScript never has it.
 */
export const BOOT_ATTRIBUTE = 'data-boot';

export function markHydrated(): void {
  document.documentElement.setAttribute(BOOT_ATTRIBUTE, 'hydrated');
}
