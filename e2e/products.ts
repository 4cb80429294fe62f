/** Seeded products with a trait that several specs look for. */
import { isSellable, type Catalogue, type SeedProduct } from './fixtures.ts';

/** A wine of the Wine store that can be bought (available, with a list price). */
export function isSellableWine(p: SeedProduct): boolean {
  return p.category === 'vinho' && p.inWine && isSellable(p);
}

/** A sellable wine whose active promotion sells it below its list price. */
export function discountedWine(catalogue: Catalogue): SeedProduct {
  return catalogue.find(
    'a sellable wine on promotion with a discount',
    (p) => isSellableWine(p) && p.promotion?.active === true && p.salePrice < p.listPrice,
  );
}

/** A sellable wine with an active members-only promotion ('Apenas para sócios' for a visitor). */
export function membersOnlyWine(catalogue: Catalogue): SeedProduct {
  return catalogue.find(
    'a sellable wine with an active members-only promotion',
    (p) =>
      isSellableWine(p) && p.promotion?.active === true && p.promotion.club_member_only === true,
  );
}
