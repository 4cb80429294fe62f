/**
 * The recommendation page (issue #34, SPEC §2 /recomendacao/) at 1280 px and 390 px: a visitor's
 * best rated of each type with the way to sign in, a customer's shelves explained by their
 * favourite (never the favourite itself), the link from 'Minha conta', and axe with no serious
 * or critical violation. Favourites, not orders, make the taste here: no stock is touched.
 */
import type { Page } from '@playwright/test';
import { countryWithPreposition } from '@adega/domain/country-names';
import { signUpViaApi } from './accounts';
import { csrfHeaders, plainWine } from './cart';
import { cardOf, expect, productCards, test, type Catalogue } from './fixtures';
import { expectNoSeriousViolations, sidewaysOverflow } from './payments';

const TITLE = 'Recomendados para você';

function shelf(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** A plain red wine of a menu country (its listing exists): the customer's favourite. */
function redWine(catalogue: Catalogue) {
  for (let index = 0; index < 40; index += 1) {
    const wine = plainWine(catalogue, index);
    if (wine.wineType === 'tinto' && wine.countryCode) return wine;
  }
  throw new Error('sem vinho tinto simples no seed');
}

async function expectTidy(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

test.describe('recommendation page', { tag: '@layout' }, () => {
  test('a visitor: the best rated of each type and the way to sign in', async ({ page }) => {
    // axe over six shelves of cards: slow on a loaded machine.
    test.slow();
    const response = await page.goto('/recomendacao/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${TITLE} | Adega`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const reds = shelf(page, 'Tintos mais bem avaliados');
    await expect(reds).toBeVisible();
    await expect(reds.locator('article.product-card')).toHaveCount(4);
    await expect(shelf(page, 'Brancos mais bem avaliados')).toBeVisible();
    await expect(
      reds.getByRole('link', { name: /^Ver todos\s*: Tintos mais bem avaliados$/ }),
    ).toHaveAttribute('href', /^\/vinhos\/tinto\/cVINHOS-[^?]+\.html\?ordem=avaliacao$/);
    await expect(page.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute(
      'href',
      '/sign-in.ep?redirect=%2Frecomendacao%2F',
    );
    await expectTidy(page);
  });

  test('without the slash it is the same page', async ({ page }) => {
    const response = await page.goto('/recomendacao');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(shelf(page, 'Tintos mais bem avaliados')).toBeVisible();
  });

  test("a customer: shelves explained by their favourite, reached from 'Minha conta'", async ({
    page,
    catalogue,
  }) => {
    test.slow();
    await signUpViaApi(page);
    const wine = redWine(catalogue);
    const favourite = await page.request.post('/api/v1/me/wishlist/items', {
      data: { sku: wine.code },
      headers: await csrfHeaders(page),
    });
    expect(favourite.status(), await favourite.text()).toBe(201);

    await page.goto('/minha-wine');
    const link = page
      .getByRole('navigation', { name: 'Seções da minha conta' })
      .getByRole('link', { name: TITLE });
    await expect(link).toHaveAttribute('href', '/recomendacao/');
    await link.click();
    await expect(page).toHaveURL(/\/recomendacao\/$/);

    const country = countryWithPreposition(wine.countryCode ?? '', wine.countryName);
    const first = shelf(page, `Porque você favoritou tintos ${country}`);
    await expect(first).toBeVisible();
    await expect(first.locator('article.product-card').first()).toBeVisible();
    await expect(page.locator('[data-recommendation="personal"]')).toBeVisible();
    await expect(page.getByText(/Escolhemos estes vinhos a partir dos seus pedidos/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar na minha conta' })).toHaveCount(0);
    // The favourite itself is never recommended back.
    expect(await productCards(page).count()).toBeGreaterThan(0);
    await expect(cardOf(page, wine.code)).toHaveCount(0);
    await expectTidy(page);
  });
});
