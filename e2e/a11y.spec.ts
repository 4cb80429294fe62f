/** axe-core: zero serious or critical violations on home, a listing and a product page (issue #3). */
import { expect, outletURL, productCards, test } from './fixtures.ts';
import { discountedWine } from './products.ts';
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
  const product = discountedWine(catalogue);
  await page.goto(`/prod${product.code}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});
