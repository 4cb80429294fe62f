/**
 * Which storefront a request belongs to (SPEC §1: "The store is Wine (default) or Outlet. It is
 * Outlet when the page host starts with outlet or newoutlet"; SPEC §3 enumeration Stores).
 */

export const Stores = { WINE: 'WINE', OUTLET: 'OUTLET' } as const;
export type Store = (typeof Stores)[keyof typeof Stores];

const OUTLET_HOST_PREFIXES = ['outlet', 'newoutlet'] as const;

/**
 * Store of a host such as `outlet.example.com:3000`. Case-insensitive; the port is ignored. A full
 * URL is accepted too (scheme and path are ignored) because callers often hold `location.href`.
 */
export function storeFromHost(host: string | null | undefined): Store {
  const hostname = hostnameOf(host ?? '');
  return OUTLET_HOST_PREFIXES.some((prefix) => hostname.startsWith(prefix))
    ? Stores.OUTLET
    : Stores.WINE;
}

function hostnameOf(value: string): string {
  const withoutScheme = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const authority = withoutScheme.replace(/[/?#].*$/s, '');
  const withoutUser = authority.slice(authority.lastIndexOf('@') + 1);
  return withoutUser.replace(/:\d*$/, '');
}

export function isOutlet(store: Store): boolean {
  return store === Stores.OUTLET;
}
