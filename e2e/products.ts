/** Seeded products with a trait that several specs look for. */
import type { Page } from '@playwright/test';
import { expect, isSellable, openCard, type Catalogue, type SeedProduct } from './fixtures.ts';

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

/** A wine of the Wine store flagged unavailable (it still has a list price). */
export function unavailableWine(catalogue: Catalogue): SeedProduct {
  return catalogue.find(
    'a wine flagged unavailable',
    (p) => p.category === 'vinho' && p.inWine && !p.available && p.listPrice > 0,
  );
}

/** A visitor sees the members-only wine's card with a disabled 'Apenas para sócios'. */
export async function openMembersOnlyCard(page: Page, catalogue: Catalogue) {
  const product = membersOnlyWine(catalogue);
  const card = await openCard(page, product);
  await expect(card.getByRole('button', { name: 'Apenas para sócios' })).toBeDisabled();
  return { product, card };
}
