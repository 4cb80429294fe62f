/**
 * The choice of the next box's bottles on /winebox-do-seu-jeito/ (issue #15): distinct wines of
 * the curated selection, up to the line's bottles per box; saving needs exactly that many (the
 * server checks the same: 'Escolha exatamente N garrafas.').
 */
import type { NextBoxDto } from '@adega/server/contract';

/** Adds or removes a wine; adding beyond the limit changes nothing. */
export function toggleBottle(selected: readonly string[], sku: string, limit: number): string[] {
  if (selected.includes(sku)) return selected.filter((s) => s !== sku);
  if (selected.length >= limit) return [...selected];
  return [...selected, sku];
}

/** 'N de M garrafas escolhidas'. */
export function selectionCounter(count: number, limit: number): string {
  return `${String(count)} de ${String(limit)} garrafas escolhidas`;
}

/** Whether a not-yet-chosen wine can still be picked. */
export function canPickMore(selected: readonly string[], limit: number): boolean {
  return selected.length < limit;
}

/** The skus that start selected: the box's chosen bottles that are in its selection. */
export function initialSelection(box: Pick<NextBoxDto, 'chosen' | 'selection'>): string[] {
  const offered = new Set(box.selection.map((wine) => wine.sku));
  return box.chosen.map((wine) => wine.sku).filter((sku) => offered.has(sku));
}

/** Whether the choice may be saved: exactly the box's bottles, and different from what is saved. */
export function canSave(
  selected: readonly string[],
  box: Pick<NextBoxDto, 'bottlesPerBox' | 'chosen' | 'changeable' | 'skipped'>,
): boolean {
  if (!box.changeable || box.skipped || selected.length !== box.bottlesPerBox) return false;
  const saved = box.chosen.map((wine) => wine.sku);
  return saved.length !== selected.length || selected.some((sku) => !saved.includes(sku));
}

/** What the counter adds while the choice is incomplete. */
export function missingText(count: number, limit: number): string | null {
  const missing = limit - count;
  if (missing <= 0) return null;
  return missing === 1
    ? 'Falta escolher 1 garrafa.'
    : `Faltam escolher ${String(missing)} garrafas.`;
}
