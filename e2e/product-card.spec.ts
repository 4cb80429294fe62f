/**
 * Card rules (SPEC §2–§6, §9) on real seeded products, found through the generator and located on
 * their narrow listing page. The visitor is anonymous, i.e. a non-member.
 */
import { formatBRL } from '@adega/domain/money';
import { discountTag } from '@adega/domain/pricing/discount';
import { kitPriceView } from '@adega/domain/pricing/kit';
import { normalisePendura, penduraOffer } from '@adega/domain/pendura';
import {
  expect,
  isSellable,
  normaliseSpaces,
  openCard,
  rgbOf,
  test,
  type SeedProduct,
} from './fixtures.ts';
import { isSellableWine, openMembersOnlyCard } from './products.ts';

const activePromotion = (p: SeedProduct) => p.promotion?.active === true;
const isWine = (p: SeedProduct) => p.category === 'vinho';
const sellableOnPromotion = (p: SeedProduct) => isSellableWine(p) && activePromotion(p);
/** The promotion's stock is down to its trigger: the card shows a stock line. */
const lowPromotionStock = (p: SeedProduct) =>
  (p.promotion?.stock ?? 0) > 0 &&
  (p.promotion?.stock ?? 0) <= (p.promotion?.trigger_stock_out ?? 0);

test.describe('product card', () => {
  test('Wine store: member price "Sócio Wine" and non-member price "Não Sócio"', async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.find(
      'a sellable wine in the Wine store with a club price below its sale price',
      (p) =>
        isSellableWine(p) && p.clubPrice > 0 && p.clubPrice < p.salePrice && !p.penduraPromotion,
    );
    const card = await openCard(page, product);
    await expect(card.locator('.product-card__name')).toHaveText(product.name);
    const member = card.locator('.price-box__member').filter({ hasText: 'Sócio Wine' });
    const nonMember = card.locator('.price-box__secondary').filter({ hasText: 'Não Sócio' });
    await expect(member).toHaveCount(1);
    await expect(nonMember).toHaveCount(1);
    expect(normaliseSpaces(await member.innerText())).toContain(
      normaliseSpaces(formatBRL(product.clubPrice)),
    );
    expect(normaliseSpaces(await nonMember.innerText())).toContain(
      normaliseSpaces(formatBRL(product.salePrice)),
    );
    await expect(card.getByRole('button', { name: `Adicionar: ${product.name}` })).toBeVisible();
  });

  test('Outlet hides the member price and its labels', async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine in the Outlet with a club price',
      (p) =>
        isWine(p) && p.inOutlet && isSellable(p) && p.clubPrice > 0 && p.clubPrice < p.salePrice,
      'OUTLET',
    );
    const card = await openCard(page, product, { store: 'OUTLET' });
    const box = card.locator('.price-box');
    await expect(box).toBeVisible();
    await expect(box).not.toContainText('Sócio Wine');
    await expect(box).not.toContainText('Não Sócio');
    await expect(box).not.toContainText(formatBRL(product.clubPrice));
    await expect(box).toContainText(formatBRL(product.salePrice));
  });

  for (const hmp of ['1', 'true']) {
    test(`?hmp=${hmp} hides the member price in the Wine store`, async ({ page, catalogue }) => {
      const product = catalogue.find(
        'a sellable wine in the Wine store with a club price',
        (p) =>
          isWine(p) && p.inWine && isSellable(p) && p.clubPrice > 0 && p.clubPrice < p.salePrice,
      );
      const card = await openCard(page, product, { search: { hmp } });
      const box = card.locator('.price-box');
      await expect(box).not.toContainText('Sócio Wine');
      await expect(box).not.toContainText(formatBRL(product.clubPrice));
      await expect(box).toContainText(formatBRL(product.salePrice));
    });
  }

  test('discount tag: truncated percentage with the colour of its tens', async ({
    page,
    catalogue,
  }) => {
    // The tag is of the visitor's price (the non-member sale price) against the list price.
    const candidates = catalogue.all(
      'sellable wines with a discount tag',
      (p) =>
        isWine(p) && p.inWine && isSellable(p) && discountTag(p.salePrice, p.listPrice) !== null,
    );
    // Two products whose tags have different colours, so a constant colour cannot pass.
    const first = candidates[0] as SeedProduct;
    const firstColour = discountTag(first.salePrice, first.listPrice)?.colour;
    const second = candidates.find(
      (p) => discountTag(p.salePrice, p.listPrice)?.colour !== firstColour,
    );
    for (const product of second ? [first, second] : [first]) {
      const tag = discountTag(product.salePrice, product.listPrice);
      if (!tag) throw new Error('unreachable');
      const card = await openCard(page, product);
      const element = card.locator('.discount-tag');
      // '-44%' plus, for screen readers, ' de desconto'.
      await expect(element).toHaveText(new RegExp(`^-${tag.percentage}%(\\s|$)`));
      await expect(element).toHaveCSS('background-color', rgbOf(tag.colour));
    }
  });

  test('no discount tag when the price equals the list price', async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine sold at its list price',
      (p) => isSellableWine(p) && p.salePrice === p.listPrice,
    );
    const card = await openCard(page, product);
    await expect(card.locator('.product-card__name')).toBeVisible();
    await expect(card.locator('.discount-tag')).toHaveCount(0);
  });

  test("stock line: 'Restam só {n} un.' at or below the trigger", async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine with a low-stock promotion showing the amount',
      (p) => sellableOnPromotion(p) && !p.promotion?.hide_stock_amount && lowPromotionStock(p),
    );
    const card = await openCard(page, product);
    await expect(card.locator('.promotion-strip__stock')).toHaveText(
      `Restam só ${product.promotion?.stock} un.`,
    );
  });

  test("stock line: 'Últimas unidades' when the amount is hidden", async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine with a hidden-stock promotion',
      (p) =>
        sellableOnPromotion(p) && p.promotion?.hide_stock_amount === true && lowPromotionStock(p),
    );
    const card = await openCard(page, product);
    await expect(card.locator('.promotion-strip__stock')).toHaveText('Últimas unidades');
  });

  test('no stock line above the trigger', async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine with an active promotion and plenty of stock',
      (p) =>
        sellableOnPromotion(p) && (p.promotion?.stock ?? 0) > (p.promotion?.trigger_stock_out ?? 0),
    );
    const card = await openCard(page, product);
    await expect(card.locator('.product-card__name')).toBeVisible();
    await expect(card.locator('.promotion-strip__stock')).toHaveCount(0);
  });

  test("countdown 'Acaba em hh:mm:ss' on a promotion ending within a day, and it ticks", async ({
    page,
    catalogue,
  }) => {
    const DAY = 86_400_000;
    const product = catalogue.find(
      'a sellable wine whose promotion ends within a day of the seed time',
      (p) =>
        sellableOnPromotion(p) &&
        p.promotion?.final_date != null &&
        Date.parse(p.promotion.final_date) - Date.parse('2026-01-15T12:00:00-03:00') < DAY,
    );
    const card = await openCard(page, product);
    const timer = card.getByRole('timer');
    await expect(timer).toHaveText(/^Acaba em \d{2}:\d{2}:\d{2}$/);
    // After hydration the countdown ticks every second (SPEC §4): the text changes.
    const first = await timer.innerText();
    await expect(timer).not.toHaveText(first, { timeout: 5_000 });
    await expect(timer).toHaveText(/^Acaba em \d{2}:\d{2}:\d{2}$/);
  });

  test("'Indisponível' (disabled) for a product flagged unavailable", async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.find(
      'a wine flagged unavailable with a list price',
      (p) => isWine(p) && p.inWine && !p.available && p.listPrice > 0,
    );
    const card = await openCard(page, product);
    await expect(card.getByRole('button', { name: 'Indisponível' })).toBeDisabled();
    await expect(card.getByText('Adicionar', { exact: true })).toHaveCount(0);
  });

  test("'Indisponível' (disabled) for a product with list price 0", async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a product with list price 0',
      (p) => p.inWine && p.available && p.listPrice === 0,
    );
    const card = await openCard(page, product);
    await expect(card.getByRole('button', { name: 'Indisponível' })).toBeDisabled();
  });

  test("members-only promotion: disabled 'Apenas para sócios' for a visitor", async ({
    page,
    catalogue,
  }) => {
    const { card } = await openMembersOnlyCard(page, catalogue);
    await expect(card.getByText('Adicionar', { exact: true })).toHaveCount(0);
  });

  test("kit: 'Kit por R$ …' and the price per bottle '/por garrafa'", async ({
    page,
    catalogue,
  }) => {
    const kit = catalogue.find(
      'a sellable kit in the Wine store',
      (p) => p.category === 'kit' && p.inWine && isSellable(p) && p.kitSize !== null,
    );
    const constituents = catalogue
      .constituentsOf(kit.code)
      .map((c) => ({ type: c.type, constituentQuantity: c.quantity }));
    const view = kitPriceView(kit.salePrice, constituents);
    if (!view) throw new Error(`o kit ${kit.code} não tem garrafas`);
    expect(view.bottles).toBe(kit.kitSize);
    const card = await openCard(page, kit);
    const line = card.locator('.price-box__kit');
    await expect(line).toContainText(view.kitText);
    expect(normaliseSpaces(await line.innerText())).toContain(
      normaliseSpaces(`${view.perBottleText}/por garrafa`),
    );
  });

  test("pendura: 'Leve {n} por' with the unit price and 'Preço normal', button 'Adicionar 1'", async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.find(
      'a sellable wine with a default pendura promotion',
      (p) =>
        isSellableWine(p) &&
        !(activePromotion(p) && p.promotion?.club_member_only) &&
        p.penduraPromotion?.type === 'PENDURA_DEFAULT',
    );
    const offer = penduraOffer({
      product: normalisePendura({ penduraPromotion: product.penduraPromotion }),
      listPrice: product.listPrice,
      customerPrice: product.salePrice,
      subscriber: false,
    });
    if (!offer) throw new Error(`sem oferta pendura para ${product.code}`);
    const card = await openCard(page, product);
    const pendura = card.locator('.pendura');
    expect(normaliseSpaces(await pendura.locator('.pendura__offer').innerText())).toContain(
      normaliseSpaces(`${offer.message} ${offer.unitPriceText}`),
    );
    expect(normaliseSpaces(await pendura.locator('.pendura__normal').innerText())).toBe(
      normaliseSpaces(`Preço normal ${offer.normalPriceText}`),
    );
    await expect(card.getByRole('button', { name: `Adicionar 1: ${product.name}` })).toBeVisible();
  });

  test('pendura of another type is dropped (no pendura message)', async ({ page, catalogue }) => {
    const product = catalogue.find(
      'a sellable wine with a pendura promotion of a non-default type',
      (p) =>
        isSellableWine(p) &&
        p.penduraPromotion !== null &&
        p.penduraPromotion.type !== 'PENDURA_DEFAULT' &&
        p.penduraPromotion.type !== 'PENDURA_DEFAULT_NEW',
    );
    const card = await openCard(page, product);
    await expect(card.locator('.product-card__name')).toBeVisible();
    await expect(card.locator('.pendura')).toHaveCount(0);
  });

  test(
    'card links to /prod{code}.html and shows flag, type dot and rating with one decimal',
    { tag: '@layout' },
    async ({ page, catalogue }) => {
      const product = catalogue.find(
        'a rated wine in the Wine store',
        (p) => isWine(p) && p.inWine && p.rating !== null && p.evaluations > 0,
      );
      const card = await openCard(page, product);
      await expect(card.locator('.product-card__name a')).toHaveAttribute(
        'href',
        `/prod${product.code}.html`,
      );
      await expect(card.getByRole('img', { name: product.countryName ?? '' })).toBeVisible();
      await expect(
        card.getByRole('img', { name: `Tipo: ${product.attributes.TIPO}` }),
      ).toBeVisible();
      const rating = (product.rating ?? 0).toFixed(1).replace('.', ',');
      await expect(card.locator('.rating')).toContainText(rating);
      await expect(card.locator('.rating')).toContainText(`(${product.evaluations})`);
    },
  );

  test('a click anywhere on the card that is not a control opens the product page', async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.find(
      'a sellable wine in the Wine store',
      (p) => isWine(p) && p.inWine && isSellable(p),
    );
    const card = await openCard(page, product);
    const listing = page.url();
    // The image and the prices are under the name's link (ADR 0043): the pointer lands on it.
    for (const part of ['.product-card__image img', '.price-box']) {
      await page.goto(listing);
      await card.locator(part).scrollIntoViewIfNeeded();
      const box = await card.locator(part).boundingBox();
      if (!box) throw new Error(`${part} sem caixa`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page, part).toHaveURL(new RegExp(`/prod${product.code}\\.html$`));
    }
    // The controls sit above it and keep their own names.
    await page.goto(listing);
    await expect(card.getByRole('link')).toHaveCount(2);
    await expect(card.getByRole('link', { name: `Favoritar ${product.name}` })).toBeVisible();
    await expect(card.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  });
});
