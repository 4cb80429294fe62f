/** SPEC §2 label of a list that already holds the product (its entry is disabled). */
export const PRODUCT_ALREADY_ADDED = 'Produto já adicionado';

export interface WinelistSkus {
  readonly skus: readonly string[];
}

/** SPEC §5 "A product already in a winelist cannot be added again." */
export function canAddToWinelist(list: WinelistSkus, sku: string): boolean {
  return !list.skus.includes(sku);
}
