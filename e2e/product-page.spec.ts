/** Product page /prod{code}.html (issue #3): name, prices, attributes, awards, JSON-LD, kits. */
import { awardsFromAttributes } from '@adega/domain/enums';
import { formatBRL } from '@adega/domain/money';
import { installmentsOffer } from '@adega/domain/checkout/installments';
import { expect, isSellable, normaliseSpaces, test, type SeedProduct } from './fixtures.ts';
import { isSellableWine, membersOnlyWine, unavailableWine } from './products.ts';
import type { Page } from '@playwright/test';

async function jsonLdProduct(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const product = parsed.find((block) => block['@type'] === 'Product');
  if (!product) throw new Error(`sem JSON-LD Product (${parsed.length} blocos)`);
  return product;
}

const awarded = (p: SeedProduct) => awardsFromAttributes(p.attributes).length > 0;

test(
  'wine: name, prices, attributes, awards and schema.org Product JSON-LD',
  { tag: '@layout' },
  async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable, awarded wine in the Wine store with a club price and a region',
      (p) => isSellableWine(p) && awarded(p) && p.clubPrice > 0 && p.region !== null,
    );
    const response = await page.goto(`/prod${product.code}.html`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const box = page.locator('.price-box');
    const boxText = normaliseSpaces(await box.innerText());
    expect(boxText).toContain('Sócio Wine');
    expect(boxText).toContain(normaliseSpaces(formatBRL(product.clubPrice)));
    expect(boxText).toContain('Não Sócio');
    expect(boxText).toContain(normaliseSpaces(formatBRL(product.salePrice)));

    // Ficha técnica: the attributes of the product.
    const sheet = page.locator('section[aria-labelledby="ficha"]');
    for (const value of [
      product.attributes.TIPO,
      product.countryName,
      product.region,
      product.code,
    ]) {
      if (value) await expect(sheet).toContainText(value);
    }
    if (product.vintage) await expect(sheet).toContainText(String(product.vintage));

    // Awards with the agency's name and score.
    const awards = awardsFromAttributes(product.attributes);
    const section = page.locator('section[aria-labelledby="premiacoes"]');
    await expect(section.getByRole('heading')).toHaveText(
      awards.length === 1 ? '1 premiação' : `${awards.length} premiações`,
    );
    await expect(section.getByRole('listitem')).toHaveCount(awards.length);
    for (const award of awards) {
      const item = section.getByRole('listitem').filter({ hasText: award.label });
      await expect(item).toContainText(`${award.score} pontos`);
    }

    const ld = await jsonLdProduct(page);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld.name).toBe(product.name);
    expect(ld.sku).toBe(product.code);
    const offers = ld.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(offers.priceCurrency).toBe('BRL');
    expect(Number(offers.price)).toBeCloseTo(product.salePrice / 100, 2);
    expect(offers.availability).toBe('https://schema.org/InStock');

    // SEO: canonical of the product page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/prod${product.code}\\.html$`),
    );
  },
);

test('unavailable product: the page says so and JSON-LD is OutOfStock', async ({
  page,
  catalogue,
}) => {
  const product = unavailableWine(catalogue);
  await page.goto(`/prod${product.code}.html`);
  await expect(page.getByRole('status').filter({ hasText: 'Indisponível' })).toContainText(
    'Produto sem estoque',
  );
  await expect(page.getByText('Adicionar', { exact: true })).toHaveCount(0);
  expect((await jsonLdProduct(page)).offers).toMatchObject({
    availability: 'https://schema.org/OutOfStock',
  });
});

test('members-only promotion: the page shows "Apenas para sócios" to a visitor', async ({
  page,
  catalogue,
}) => {
  const product = membersOnlyWine(catalogue);
  await page.goto(`/prod${product.code}.html`);
  await expect(page.getByRole('button', { name: 'Apenas para sócios' })).toBeDisabled();
});

test("subscribers see the 'Desconto de Sócio' tag; visitors do not", async ({
  page,
  catalogue,
}) => {
  const product = catalogue.find(
    'a sellable wine in the Wine store whose club price is below its list price',
    (p) =>
      isSellableWine(p) &&
      p.clubPrice > 0 &&
      p.clubPrice < p.listPrice &&
      !p.promotion?.club_member_only,
  );
  await page.goto(`/prod${product.code}.html`);
  await expect(page.locator('.product-page__media').getByText('Desconto de Sócio')).toHaveCount(0);
  const login = await page.request.post('/api/v1/login', {
    data: { username: 'socio@adega.dev', password: 'Adega@2026' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`/prod${product.code}.html`);
  await expect(page.locator('.product-page__media').getByText('Desconto de Sócio')).toBeVisible();
});

test('kit: constituents with quantities and links, per-bottle price', async ({
  page,
  catalogue,
}) => {
  const kit = catalogue.find(
    'a sellable kit in the Wine store',
    (p) => p.category === 'kit' && p.inWine && isSellable(p),
  );
  const constituents = catalogue.constituentsOf(kit.code);
  expect(constituents.length).toBeGreaterThan(0);
  const response = await page.goto(`/prod${kit.code}.html`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kit.name);
  const section = page.locator('section[aria-labelledby="composicao"]');
  await expect(section.getByRole('listitem')).toHaveCount(constituents.length);
  for (const constituent of constituents) {
    const item = section
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/prod${constituent.productCode}.html"]`) });
    await expect(item).toContainText(`${constituent.quantity}×`);
    await expect(item.getByRole('link')).toHaveText(constituent.product.name);
  }
  await expect(page.locator('.price-box__kit')).toContainText('/por garrafa');
  // A constituent link opens its product page.
  const first = constituents[0]!;
  await section.getByRole('link', { name: first.product.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/prod${first.productCode}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.product.name);
});

test('Outlet product page hides the member price and the member line of the tax banner', async ({
  page,
  catalogue,
  outletURL,
}) => {
  const product = catalogue.find(
    'a sellable wine in the Outlet (and the Wine store) with a club price',
    (p) =>
      p.category === 'vinho' &&
      p.inOutlet &&
      p.inWine &&
      isSellable(p) &&
      p.clubPrice > 0 &&
      p.clubPrice < p.salePrice,
    'OUTLET',
  );
  const response = await page.goto(outletURL(`/prod${product.code}.html`));
  expect(response?.status()).toBe(200);
  const box = page.locator('.price-box');
  await expect(box).toContainText(formatBRL(product.salePrice));
  await expect(box).not.toContainText('Sócio Wine');
  // Issue #34: the tax banner keeps its saving but not 'Sócio Wine paga menos' (no members here).
  const banner = page.locator('.tax-banner');
  await expect(banner).toBeVisible();
  await expect(banner).not.toContainText('Sócio Wine paga menos');
  await page.goto(`/prod${product.code}.html`);
  await expect(page.locator('.tax-banner')).toContainText('Sócio Wine paga menos');
});

test("installments: 'em até Nx de R$ … sem juros' from the checkout's rule (issue #34)", async ({
  page,
  catalogue,
}) => {
  const product = catalogue.find(
    'a sellable wine without promotion priced from R$ 100',
    (p) => isSellableWine(p) && !p.promotion && !p.penduraPromotion && p.salePrice >= 10_000,
  );
  await page.goto(`/prod${product.code}.html`);
  const expected = installmentsOffer(product.salePrice);
  expect(expected).not.toBeNull();
  await expect(page.locator('.product-page__installments')).toHaveText(expected!);
});
