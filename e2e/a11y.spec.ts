/** axe-core: zero serious or critical violations on home, a listing and a product page (issue #3). */
import { expect, isSellable, outletURL, productCards, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

test('home (Wine)', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('home (Outlet)', { tag: '@layout' }, async ({ page }) => {
  await page.goto(outletURL('/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('listing', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/vinhos/cVINHOS.html?open-filters=true');
  await expect(productCards(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('product page', { tag: '@layout' }, async ({ page, catalogue }) => {
  const product = catalogue.find(
    'a sellable wine on promotion with a discount',
    (p) =>
      p.category === 'vinho' &&
      p.inWine &&
      isSellable(p) &&
      p.promotion?.active === true &&
      p.salePrice < p.listPrice,
  );
  await page.goto(`/prod${product.code}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});
