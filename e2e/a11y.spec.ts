/** axe-core: zero serious or critical violations on home, a listing and a product page (issue #3). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isSellable, outletURL, productCards, test } from './fixtures.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

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
