/**
 * Issue #33 F18 (ADR 0050): a wine whose last units were sold shows unavailable on its card and
 * its page, as anonymous visitors get them from the page cache (SPEC §4 'Indisponível', §9
 * 'Produto sem estoque'), with no enabled 'Adicionar'.
 */
import {
  cardOf,
  expect,
  isSellable,
  listingPathFor,
  openCard,
  test,
  type SeedProduct,
} from './fixtures.ts';
import { signUpViaApi } from './accounts.ts';
import { purchaseViaApi } from './orders.ts';

/** Units the cart sells: the product's, no more than its active promotion's. */
const unitsOf = (p: SeedProduct) => Math.min(p.stock, p.promotion?.stock ?? p.stock);

/** A wine on sale whose card and page show 'Restam só {n} un.' with n ≤ 3. */
function lowStockLine(p: SeedProduct): boolean {
  const promotion = p.promotion;
  const shown = promotion?.active === true && !promotion.club_member_only;
  const line = shown && !promotion.hide_stock_amount && unitsOf(p) >= 1 && unitsOf(p) <= 3;
  const wine = p.category === 'vinho' && p.inWine && isSellable(p) && !p.penduraPromotion;
  return line && wine && listingPathFor(p, 'WINE') !== null;
}

test('a sold-out wine shows unavailable on its card and its page, with no enabled Adicionar', async ({
  browser,
  page,
  catalogue,
}) => {
  // The last of its kind: the other specs take the first product with a trait.
  const wine = catalogue
    .all("a wine with a 'Restam só' line of at most 3 units and a listing page", lowStockLine)
    .at(-1) as SeedProduct;
  const units = unitsOf(wine);
  const visitor = await (await browser.newContext()).newPage();
  const productPage = `/prod${wine.code}.html`;

  // On sale: the stock line, 'Disponível em estoque' and 'Adicionar' (cached for visitors).
  await visitor.goto(productPage);
  await expect(visitor.getByText(`Restam só ${String(units)} un.`)).toBeVisible();
  await expect(visitor.getByText('Disponível em estoque')).toBeVisible();
  const card = await openCard(visitor, wine);
  await expect(card.getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  const listing = visitor.url();

  // A customer buys every unit left.
  await signUpViaApi(page);
  await purchaseViaApi(page, wine.code, units, 1);

  // The visitor's page and card say so at once.
  await visitor.goto(productPage);
  await expect(visitor.getByText('Produto sem estoque').first()).toBeVisible();
  await expect(visitor.getByText(/Restam só/)).toHaveCount(0);
  await expect(visitor.getByText('Disponível em estoque')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Adicionar', exact: true })).toHaveCount(0);
  await visitor.goto(listing);
  const soldOut = cardOf(visitor, wine.code);
  await expect(soldOut).toHaveCount(1);
  await expect(soldOut.getByRole('button', { name: 'Indisponível' })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await expect(soldOut.getByText(/Restam só/)).toHaveCount(0);
  await visitor.context().close();
});
