/**
 * Promotion widgets of the WineBox drawer (issue #6; SPEC §3 cart promotions, §4 chosen gift,
 * producer gift toggle, gift progress, progressive discount, pendura; §7 promotion calls; §8 gift
 * and coupon errors; §9 texts and the 8000 ms producer gift timeout) against the real server and
 * its seeded promotions. Each change is checked on the server's cart too; failures are forced
 * with page.route and must leave the cart as it was.
 *
 * The seeded promotions (apps/server/src/seed/promotions.ts) take their skus from the catalogue
 * by a query; `seedPromotionWines` repeats that query on the regenerated catalogue.
 */
import type { Locator, Page } from '@playwright/test';
import type { CartDto } from '@adega/server/contract';
import { GIFT_FAILURE } from '@adega/domain/errors';
import { formatBRL, fromReais } from '@adega/domain/money';
import { COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { REQUIRED } from '@adega/domain/validation/messages';
import { expect, isSellable, test, type Catalogue, type SeedProduct } from './fixtures.ts';
import {
  addViaApi,
  cartLine,
  dataLayer,
  drawer,
  failWith,
  openDrawer,
  plainWine,
  quantityOf,
  serverCart,
  toast,
} from './cart.ts';
import {
  campaignPromotion,
  cartDocument,
  cartItem,
  choseYourGift,
  discountTier,
  penduraOffer,
  producerData,
  progressivePromotion,
} from '../apps/web/app/features/cart/promotions/test-fixtures.ts';

/** The seed's PLAIN_WINE picks, highest id first (seed/promotions.ts `pick(tx, PLAIN_WINE, 12)`). */
function seedPromotionWines(catalogue: Catalogue): SeedProduct[] {
  return catalogue.products
    .filter(
      (p) =>
        p.inWine &&
        p.available &&
        p.listPrice > 0 &&
        p.stock >= 20 &&
        p.promotion === null &&
        p.penduraPromotion === null &&
        p.category === 'vinho',
    )
    .reverse();
}

/** The plain wine of W1's helpers with a price that makes quantities small. */
function priceyPlainWine(catalogue: Catalogue): SeedProduct {
  // Not one of the seed's promotion picks: the 12 highest ids and the 3 cheapest plain wines.
  const wines = seedPromotionWines(catalogue);
  const cheapest = [...wines].sort((a, b) => a.salePrice - b.salePrice).slice(0, 3);
  const promoted = new Set([...wines.slice(0, 12), ...cheapest].map((p) => p.code));
  for (let index = 0; index < 50; index += 1) {
    const wine = plainWine(catalogue, index);
    if (wine.salePrice >= 8_000 && wine.stock >= 30 && !promoted.has(wine.code)) return wine;
  }
  throw new Error('sem vinho simples de R$ 80,00 ou mais no seed');
}

/** Units of `product` whose sale price total reaches `centavos`. */
function unitsFor(product: SeedProduct, centavos: number): number {
  return Math.ceil(centavos / product.salePrice);
}

/** The sku of the chosen-gift line of a cart document (priced 0), else null. */
function chosenGiftLine(cart: CartDto): string | null {
  return cart.cartItems.find((i) => i.promotionGift === 'CHOSEN_GIFT')?.productSku.skuCode ?? null;
}

async function openHomeDrawer(page: Page) {
  await page.goto('/');
  return openDrawer(page);
}

/** One unit of a pricey plain wine put in the cart (the server's answer), then the home drawer. */
async function oneUnitInDrawer(page: Page, catalogue: Catalogue) {
  const wine = priceyPlainWine(catalogue);
  const cart = await addViaApi(page, wine.code, 1);
  await openHomeDrawer(page);
  return { wine, cart };
}

/** The drawer's coupon widget, for a cart of a pricey wine worth at least `centavos`. */
async function couponWidget(page: Page, catalogue: Catalogue, centavos: number) {
  const wine = priceyPlainWine(catalogue);
  await addViaApi(page, wine.code, unitsFor(wine, centavos));
  await openHomeDrawer(page);
  return promotions(page).getByTestId('coupon');
}

/**
 * A producer-gift switch turned on while its add never answers (clock paused): on and disabled
 * until the 8 s timer ends the wait, then off and enabled again.
 */
async function expectSwitchTimesOut(page: Page, toggle: Locator) {
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeDisabled();
  await page.clock.runFor(7_900);
  await expect(toggle).toBeDisabled();
  await page.clock.runFor(200);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
}

/** The drawer again after a reload (the page reads the cart the server now has). */
async function reopenDrawer(page: Page) {
  await page.reload();
  return openDrawer(page);
}

/** Adds the units of `wine` that take a cart holding one of it to `reais` (its value in R$). */
function topUpTo(page: Page, wine: SeedProduct, reais: number) {
  return addViaApi(page, wine.code, unitsFor(wine, reais * 100) - 1);
}

function promotions(page: Page) {
  return drawer(page).getByTestId('cart-promotions');
}

test.describe('WineBox promotions', () => {
  test('gift progress: missing value, then the won text once the last gift is reached', async ({
    page,
    catalogue,
  }) => {
    const { wine, cart: first } = await oneUnitInDrawer(page, catalogue);
    const campaign = first.campaignPromotion;
    expect(campaign, 'the seed has an active checkout-gift campaign').not.toBeNull();
    const widget = promotions(page).getByTestId('gift-progress');
    await expect(widget.getByRole('heading', { name: campaign!.title })).toBeVisible();
    await expect(widget.getByTestId('gift-progress-text')).toHaveText(campaign!.progress.text);
    expect(campaign!.progress.text).toMatch(/^Faltam R\$ [\d.]+,\d{2} para liberar$/);
    await expect(widget.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(campaign!.progress.percent),
    );

    const last = Math.max(...campaign!.gifts.map((g) => g.min_value));
    const cart = await topUpTo(page, wine, last);
    expect(cart.campaignPromotion?.progress.reached).toBe(true);
    await reopenDrawer(page);
    const won = promotions(page).getByTestId('gift-progress');
    // SPEC §4: 'Você ganhou!' or the campaign's won text.
    await expect(won.getByTestId('gift-progress-text')).toHaveText(
      cart.campaignPromotion!.wonText ?? 'Você ganhou!',
    );
    await expect(won.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('choose-your-gift: locked while value is missing, then preselected with gift-chosen', async ({
    page,
    catalogue,
  }) => {
    const { wine, cart } = await oneUnitInDrawer(page, catalogue);
    const promotion = cart.choseYourGiftPromotion;
    expect(promotion, 'the seed has an active choose-your-gift promotion').not.toBeNull();
    const widget = promotions(page).getByTestId('choose-gift');
    await expect(widget).toHaveAttribute('data-locked', 'true');
    await expect(widget.getByRole('heading', { name: 'Escolha o seu Vinho!' })).toBeVisible();
    await expect(widget.getByTestId('choose-gift-status')).toHaveText(promotion!.missingText);
    expect(promotion!.missingText).toMatch(/^Faltam R\$ [\d.]+,\d{2} para liberar$/);
    for (const option of promotion!.skus) {
      await expect(widget.getByRole('radio', { name: option.name })).toBeDisabled();
    }

    const unlocked = await topUpTo(page, wine, promotion!.value);
    expect(unlocked.choseYourGiftPromotion?.locked).toBe(false);
    await reopenDrawer(page);
    const open = promotions(page).getByTestId('choose-gift');
    await expect(open).toHaveAttribute('data-locked', 'false');
    const preselected =
      unlocked.giftStatusAtCart?.selectedSku ??
      promotion!.skus.find((o) => o.isDefault)?.sku ??
      null;
    const option = promotion!.skus.find((o) => o.sku === preselected);
    expect(option, 'a default gift is preselected').toBeDefined();
    await expect(open.getByRole('radio', { name: option!.name })).toBeChecked();
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'gift-chosen'))
      .toEqual([{ event: 'gift-chosen', sku: preselected }]);
    expect(chosenGiftLine(await serverCart(page))).toBe(preselected);
  });

  test('choose-your-gift: choosing another gift saves it; a failure restores the choice', async ({
    page,
    catalogue,
  }) => {
    const wine = priceyPlainWine(catalogue);
    const first = await addViaApi(page, wine.code, 1);
    const value = first.choseYourGiftPromotion!.value;
    const cart = await topUpTo(page, wine, value);
    const promotion = cart.choseYourGiftPromotion!;
    const saved = chosenGiftLine(cart);
    const other = promotion.skus.find((o) => o.sku !== saved)!;
    const previous = promotion.skus.find((o) => o.sku === saved)!;
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('choose-gift');
    await expect(widget.getByRole('radio', { name: previous.name })).toBeChecked();

    // Error path first: the server refuses, the prior choice comes back with the §8 toast.
    await failWith(page, '**/api/v4/cart/promotion/gift/**', 500, {
      message: 'falhou',
      code: 'INTERNAL',
    });
    // click, not check: the refused choice snaps back at once, which check() would call a failure.
    await widget.getByRole('radio', { name: other.name }).click();
    await expect(toast(page, GIFT_FAILURE.message)).toBeVisible();
    await expect(toast(page, GIFT_FAILURE.title)).toBeVisible();
    await expect(widget.getByRole('radio', { name: previous.name })).toBeChecked();
    expect(chosenGiftLine(await serverCart(page))).toBe(saved);

    await page.unroute('**/api/v4/cart/promotion/gift/**');
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/v4/cart/promotion/gift/'),
    );
    await widget.getByRole('radio', { name: other.name }).check();
    await put;
    await expect
      .poll(async () => (await serverCart(page)).giftStatusAtCart?.selectedSku)
      .toBe(other.sku);
    await expect(widget.getByRole('radio', { name: other.name })).toBeChecked();
    const events = (await dataLayer(page)).filter((e) => e.event === 'gift-chosen');
    expect(events.at(-1)).toEqual({ event: 'gift-chosen', sku: other.sku });
  });

  test('coupon: required, server message on a bad code, apply and remove', async ({
    page,
    catalogue,
  }) => {
    const widget = await couponWidget(page, catalogue, 10_000);
    const field = widget.getByLabel('Cupom de desconto ou vale-presente');
    const apply = widget.getByRole('button', { name: 'Aplicar' });

    await apply.click();
    await expect(widget.getByRole('alert')).toHaveText(REQUIRED);

    await field.fill('NAOEXISTE123');
    await apply.click();
    // SPEC §8: the server's message, as it says it.
    await expect(widget.getByRole('alert')).toHaveText(COUPON_TEXTS.unknown);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await serverCart(page)).shoppingCart.promotionCodes).toEqual([]);

    await field.fill('BEMVINDO10');
    await apply.click();
    const chip = widget.getByTestId('applied-code');
    await expect(chip).toContainText('Cupom aplicado: BEMVINDO10');
    await expect(field).toHaveValue('');
    expect((await serverCart(page)).shoppingCart.promotionCodes).toEqual(['BEMVINDO10']);

    await chip.getByRole('button', { name: 'Remover cupom BEMVINDO10' }).click();
    await expect(chip).toHaveCount(0);
    expect((await serverCart(page)).shoppingCart.promotionCodes).toEqual([]);
  });

  test('gift certificate: applied, listed with what it pays, removed', async ({
    page,
    catalogue,
  }) => {
    const widget = await couponWidget(page, catalogue, 20_000);
    await widget.getByLabel('Cupom de desconto ou vale-presente').fill('VALE-100');
    await widget.getByRole('button', { name: 'Aplicar' }).click();
    const chip = widget.getByTestId('applied-certificate');
    await expect(chip).toContainText('Vale-presente VALE-100');
    await expect(chip).toContainText('R$ 100,00');
    expect((await serverCart(page)).giftCertificates.map((c) => c.code)).toEqual(['VALE-100']);

    await chip.getByRole('button', { name: 'Remover vale-presente VALE-100' }).click();
    await expect(chip).toHaveCount(0);
    expect((await serverCart(page)).giftCertificates).toEqual([]);
  });

  test('gift packaging: options with price, choose, remove; a refused choice shows why', async ({
    page,
    catalogue,
  }) => {
    const wine = priceyPlainWine(catalogue);
    await addViaApi(page, wine.code, 1);
    const list = (await (await page.request.get('/api/v1/giftPackaging')).json()) as {
      options: { sku: string; name: string; price: number }[];
      eligible: boolean;
    };
    expect(list.eligible).toBe(true);
    const option = list.options[0]!;
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('gift-packaging');
    await expect(widget.getByRole('heading', { name: 'Embalagem para presente' })).toBeVisible();
    const row = widget.getByRole('listitem').filter({ hasText: option.name });
    await expect(row).toContainText(formatBRL(fromReais(option.price)));

    await failWith(page, '**/api/v1/giftPackaging/giftPackaging', 409, {
      message: 'Embalagem indisponível no momento.',
      code: 'CONFLICT',
    });
    await row.getByRole('button', { name: `Escolher ${option.name}` }).click();
    await expect(widget.getByRole('alert')).toHaveText('Embalagem indisponível no momento.');
    expect((await serverCart(page)).giftPackaging).toBeNull();
    await page.unroute('**/api/v1/giftPackaging/giftPackaging');

    await row.getByRole('button', { name: `Escolher ${option.name}` }).click();
    const remove = row.getByRole('button', { name: 'Remover embalagem' });
    await expect(remove).toBeVisible();
    expect((await serverCart(page)).giftPackaging?.sku).toBe(option.sku);
    await remove.click();
    await expect(row.getByRole('button', { name: `Escolher ${option.name}` })).toBeVisible();
    expect((await serverCart(page)).giftPackaging).toBeNull();
  });

  test('progressive discount: tiers marked as the server says, missing value shown', async ({
    page,
    catalogue,
  }) => {
    // The seed's progressive discount counts its campaign items (the first four picks).
    const items = seedPromotionWines(catalogue).slice(0, 4);
    let cart: CartDto | null = null;
    for (const item of items) cart = await addViaApi(page, item.code, 1);
    const promotion = cart!.progressiveDiscountPromotion;
    expect(promotion, 'the seed has an active progressive discount').not.toBeNull();
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('progressive-discount');
    await expect(widget.getByRole('heading', { name: promotion!.title })).toBeVisible();
    const tiers = widget.getByRole('listitem');
    await expect(tiers).toHaveCount(promotion!.discounts.length);
    const sorted = [...promotion!.discounts].sort((a, b) => a.minLimitValue - b.minLimitValue);
    for (const [index, tier] of sorted.entries()) {
      await expect(tiers.nth(index)).toHaveAttribute('data-mark', tier.mark ?? 'none');
      await expect(tiers.nth(index)).toContainText(tier.discountValueText);
    }
    if (promotion!.missing > 0) {
      await expect(widget.getByTestId('progressive-discount-text')).toHaveText(
        promotion!.missingText ?? '',
      );
    }
  });

  test('pendura: the offer on the line and Adicionar 1 adds one unit', async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.find(
      'a sellable wine-store product with a default pendura',
      (p) =>
        p.inWine &&
        isSellable(p) &&
        !p.promotion &&
        p.penduraPromotion?.type === 'PENDURA_DEFAULT' &&
        p.stock >= 20,
    );
    const trigger = product.penduraPromotion!.triggerDiscount;
    await addViaApi(page, product.code, 1);
    await openHomeDrawer(page);
    const line = cartLine(page, product.code);
    const offer = line.getByTestId('pendura');
    await expect(offer).toContainText(`Leve ${trigger} por`);
    await offer.getByRole('button', { name: /^Adicionar 1/ }).click();
    await expect.poll(async () => quantityOf(await serverCart(page), product.code)).toBe(2);
  });

  test('producer gift: on adds the gift, off removes it; a refused add turns it off', async ({
    page,
    catalogue,
  }) => {
    const parent = seedPromotionWines(catalogue)[7]!;
    const cart = await addViaApi(page, parent.code, unitsFor(parent, 20_000));
    const data = cart.cartItems.find(
      (i) => i.productSku.skuCode === parent.code,
    )?.producerCampaignData;
    expect(data, 'the seed has a producer gift on this wine').toBeTruthy();
    await openHomeDrawer(page);
    const widget = cartLine(page, parent.code).getByTestId('producer-gift');
    await expect(widget.locator('strong').first()).toBeVisible();
    const toggle = widget.getByRole('switch');
    await expect(toggle).not.toBeChecked();

    await failWith(page, '**/rpc/addToCart', 409, {
      message: 'Produto sem estoque',
      code: 'CONFLICT',
    });
    // The refusal turns the switch back off at once, so this is a click, not `check()` (which
    // would demand that the switch stays on).
    await toggle.click();
    await expect(toast(page, 'O produto não foi adicionado')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(quantityOf(await serverCart(page), data!.itemSku)).toBe(0);
    await page.unroute('**/rpc/addToCart');

    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(quantityOf(await serverCart(page), data!.itemSku)).toBe(1);
    // Issue #34: the gift's line says 'Brinde', not R$ 0,00.
    await expect(cartLine(page, data!.itemSku).locator('.cart-item__total')).toHaveText('Brinde');

    await toggle.uncheck();
    await expect.poll(async () => quantityOf(await serverCart(page), data!.itemSku)).toBe(0);
    await expect(toggle).not.toBeChecked();
  });

  test('producer gift: disabled while waiting, back to off after 8 s without the gift', async ({
    page,
    catalogue,
  }) => {
    const parent = seedPromotionWines(catalogue)[7]!;
    await addViaApi(page, parent.code, unitsFor(parent, 20_000));
    await page.clock.install();
    await openHomeDrawer(page);
    // Time flows on its own after install: stop it, so only runFor moves it below.
    await page.clock.pauseAt(Date.now() + 5_000);
    const toggle = cartLine(page, parent.code).getByTestId('producer-gift').getByRole('switch');
    // The add never answers: only the 8 s timer can end the wait.
    await page.route('**/rpc/addToCart', () => undefined);
    await expectSwitchTimesOut(page, toggle);
  });
});

// ---- The same widgets on cart documents built by the factories (deterministic states the seed
// does not reach quickly: every tier mark at once, a choice refused, the 8 s timeout). Only the
// cart calls are answered by the test; the page itself is the real server's. ----

/** The gift status of a cart whose default gift, GIFT-B, is the chosen one. */
const GIFT_B_CHOSEN: CartDto['giftStatusAtCart'] = {
  active: true,
  selectedSku: 'GIFT-B',
  defaultSku: 'GIFT-B',
  requestStamp: null,
  hadError: false,
};

const CART_RPCS = new Set([
  'getShoppingCart',
  'addToCart',
  'removeCartItem',
  'updateCartItemQuantity',
  'applyCode',
  'removeAllPromotionCodes',
  'removeGiftCertificate',
]);

interface FakeCart {
  current: CartDto;
  /** Requests the page sent to the promotion and cart endpoints, in order. */
  calls: { method: string; path: string; body: unknown; key: string | null }[];
}

/** Answers the cart document calls from `fake.current`; `handle` may answer others first. */
async function fakeCartServer(
  page: Page,
  initial: CartDto,
  handle: (
    fake: FakeCart,
    call: { method: string; path: string; body: unknown },
  ) => { status: number; body: unknown } | null = () => null,
): Promise<FakeCart> {
  const fake: FakeCart = { current: initial, calls: [] };
  const paths = ['**/rpc/**', '**/api/v1/cart', '**/api/v4/cart/**', '**/api/v1/giftPackaging**'];
  for (const path of paths) {
    await page.route(path, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const body: unknown = request.postData() ? JSON.parse(request.postData() ?? 'null') : null;
      const call = { method: request.method(), path: url.pathname, body };
      // Other RPCs (customer lookups…) go to the real server.
      if (url.pathname.startsWith('/rpc/') && !CART_RPCS.has(url.pathname.slice(5))) {
        return route.fallback();
      }
      fake.calls.push({ ...call, key: (await request.allHeaders())['idempotency-key'] ?? null });
      const answer = handle(fake, call);
      if (answer) {
        return route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        });
      }
      if (url.pathname === '/rpc/getShoppingCart') {
        return route.fulfill({ json: { data: fake.current } });
      }
      if (url.pathname === '/api/v1/cart' && call.method === 'GET') {
        return route.fulfill({ json: fake.current });
      }
      return route.fallback();
    });
  }
  return fake;
}

test.describe('WineBox promotions (cart documents from factories)', () => {
  test('progressive discount: reached, outdated and active tiers; the won text at the top', async ({
    page,
  }) => {
    const promotion = progressivePromotion({
      measure: 450,
      missing: 50,
      missingText: 'Faltam R$ 50,00 para liberar',
      progressText: 'Leve mais vinhos da seleção e ganhe até 15% de desconto',
      discounts: [
        discountTier(1, 200, 5, 'outdated'),
        discountTier(2, 300, 10, 'reached'),
        discountTier(3, 500, 15, 'active'),
      ],
    });
    await fakeCartServer(page, cartDocument({ progressiveDiscountPromotion: promotion }));
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('progressive-discount');
    await expect(widget.getByRole('listitem')).toHaveCount(3);
    const marks = await widget
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-mark')));
    expect(marks).toEqual(['outdated', 'reached', 'active']);
    await expect(widget.getByRole('listitem').nth(1)).toContainText('10% OFF');
    await expect(widget.getByRole('listitem').nth(1)).toContainText('R$ 300,00');
    await expect(widget.getByTestId('progressive-discount-text')).toHaveText(
      'Faltam R$ 50,00 para liberar',
    );
    await expect(widget).toContainText('Leve mais vinhos da seleção e ganhe até 15% de desconto');
    await expect(widget.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
  });

  test('progressive discount and gift progress are absent without their promotions', async ({
    page,
  }) => {
    await fakeCartServer(page, cartDocument());
    await openHomeDrawer(page);
    await expect(promotions(page)).toBeVisible();
    await expect(promotions(page).getByTestId('progressive-discount')).toHaveCount(0);
    await expect(promotions(page).getByTestId('gift-progress')).toHaveCount(0);
    await expect(promotions(page).getByTestId('choose-gift')).toHaveCount(0);
  });

  test('gift progress: Faltam R$ x para liberar, then Você ganhou!', async ({ page }) => {
    const fake = await fakeCartServer(
      page,
      cartDocument({ campaignPromotion: campaignPromotion() }),
    );
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('gift-progress');
    await expect(widget.getByTestId('gift-progress-text')).toHaveText(
      'Faltam R$ 10,00 para liberar',
    );
    fake.current = cartDocument({
      campaignPromotion: campaignPromotion({
        progress: { missing: 0, percent: 100, reached: true, text: 'Você ganhou!' },
        gifts: [{ sku: 'BRINDE-1', name: 'Saca-rolhas', min_value: 100, reached: true }],
      }),
    });
    await reopenDrawer(page);
    await expect(widget.getByTestId('gift-progress-text')).toHaveText('Você ganhou!');
    await expect(widget.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('choose-your-gift: unlock preselects the default, a choice is PUT through the queue', async ({
    page,
  }) => {
    const unlocked = choseYourGift({ locked: false, unlocked: true, missing: 0 });
    const withIds = {
      ...unlocked,
      skus: unlocked.skus.map((o, i) => ({ ...o, uidPk: 71 + i })),
    };
    const fake = await fakeCartServer(
      page,
      cartDocument({
        choseYourGiftPromotion: withIds,
        giftStatusAtCart: GIFT_B_CHOSEN,
      }),
      (state, call) => {
        if (call.method === 'PUT' && call.path === '/api/v4/cart/promotion/gift/71') {
          state.current = {
            ...state.current,
            giftStatusAtCart: { ...state.current.giftStatusAtCart!, selectedSku: 'GIFT-A' },
          };
          return { status: 200, body: state.current };
        }
        return null;
      },
    );
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('choose-gift');
    await expect(widget).toHaveAttribute('data-locked', 'false');
    await expect(widget.getByRole('radio', { name: 'Branco da casa' })).toBeChecked();
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'gift-chosen'))
      .toEqual([{ event: 'gift-chosen', sku: 'GIFT-B' }]);
    // Already in the cart: nothing was sent for the preselection.
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await widget.getByRole('radio', { name: 'Tinto da casa' }).check();
    await expect(widget.getByRole('radio', { name: 'Tinto da casa' })).toBeChecked();
    await expect.poll(() => fake.calls.filter((c) => c.method === 'PUT').length).toBe(1);
    const put = fake.calls.find((c) => c.method === 'PUT')!;
    expect(put.key).toBeTruthy();
    // SPEC §4: the cart is re-fetched after the change (the read may still be on its way).
    await expect
      .poll(() =>
        fake.calls
          .slice(fake.calls.indexOf(put) + 1)
          .some((c) => c.path === '/rpc/getShoppingCart' || c.path === '/api/v1/cart'),
      )
      .toBe(true);
    expect((await dataLayer(page)).filter((e) => e.event === 'gift-chosen').at(-1)).toEqual({
      event: 'gift-chosen',
      sku: 'GIFT-A',
    });
  });

  test('choose-your-gift: a refused choice restores the prior one with the §8 toast', async ({
    page,
  }) => {
    const unlocked = choseYourGift({ locked: false, unlocked: true, missing: 0 });
    await fakeCartServer(
      page,
      cartDocument({
        choseYourGiftPromotion: unlocked,
        giftStatusAtCart: GIFT_B_CHOSEN,
      }),
      (_state, call) =>
        call.method === 'PUT'
          ? { status: 422, body: { message: 'O brinde ainda não foi liberado.', code: 'X' } }
          : null,
    );
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('choose-gift');
    await expect(widget.getByRole('radio', { name: 'Branco da casa' })).toBeChecked();
    await widget.getByRole('radio', { name: 'Tinto da casa' }).click();
    await expect(toast(page, GIFT_FAILURE.message)).toBeVisible();
    await expect(toast(page, GIFT_FAILURE.title)).toBeVisible();
    await expect(widget.getByRole('radio', { name: 'Branco da casa' })).toBeChecked();
  });

  test('choose-your-gift: locked while value is missing', async ({ page }) => {
    await fakeCartServer(page, cartDocument({ choseYourGiftPromotion: choseYourGift() }));
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('choose-gift');
    await expect(widget).toHaveAttribute('data-locked', 'true');
    await expect(widget.getByTestId('choose-gift-status')).toHaveText(
      'Faltam R$ 60,00 para liberar',
    );
    await expect(widget.getByRole('radio', { name: 'Tinto da casa' })).toBeDisabled();
    expect((await dataLayer(page)).filter((e) => e.event === 'gift-chosen')).toEqual([]);
  });

  test('coupon and gift certificate: server message, listed, removed', async ({ page }) => {
    const fake = await fakeCartServer(page, cartDocument(), (state, call) => {
      if (call.path === '/rpc/applyCode') {
        const code = (call.body as { code: string }).code;
        if (code !== 'BEMVINDO10')
          return { status: 422, body: { message: 'Este cupom expirou em 10/01/2026.', code: 'X' } };
        state.current = cartDocument({
          promotionCodes: ['BEMVINDO10'],
          giftCertificates: [{ code: 'VALE-100', balance: 100, applied: 90, message: null }],
        });
        return { status: 200, body: { data: state.current } };
      }
      if (call.path === '/rpc/removeAllPromotionCodes') {
        state.current = {
          ...state.current,
          promotionCodes: [],
          shoppingCart: { promotionCodes: [] },
        };
        return { status: 200, body: { data: state.current } };
      }
      if (call.path === '/rpc/removeGiftCertificate') {
        state.current = { ...state.current, giftCertificates: [] };
        return { status: 200, body: { data: state.current } };
      }
      return null;
    });
    await openHomeDrawer(page);
    const widget = promotions(page).getByTestId('coupon');
    const field = widget.getByLabel('Cupom de desconto ou vale-presente');
    await field.fill('NATAL2025');
    await widget.getByRole('button', { name: 'Aplicar' }).click();
    await expect(widget.getByRole('alert')).toHaveText('Este cupom expirou em 10/01/2026.');
    await field.fill('BEMVINDO10');
    await widget.getByRole('button', { name: 'Aplicar' }).click();
    await expect(widget.getByTestId('applied-code')).toContainText('Cupom aplicado: BEMVINDO10');
    await expect(widget.getByTestId('applied-certificate')).toContainText('R$ 90,00');
    expect(fake.calls.find((c) => c.path === '/rpc/applyCode')?.key).toBeTruthy();
    await widget.getByRole('button', { name: 'Remover cupom BEMVINDO10' }).click();
    await expect(widget.getByTestId('applied-code')).toHaveCount(0);
    await widget.getByRole('button', { name: 'Remover vale-presente VALE-100' }).click();
    await expect(widget.getByTestId('applied-certificate')).toHaveCount(0);
  });

  test('gift packaging: shown only when eligible; choose, remove, and why a choice failed', async ({
    page,
  }) => {
    const option = { sku: 'EMB-1', name: 'Caixa presente', price: 19.9, image: '/x.svg' };
    let eligible = false;
    let selected: typeof option | null = null;
    const fake = await fakeCartServer(page, cartDocument(), (state, call) => {
      if (call.path === '/api/v1/giftPackaging' && call.method === 'GET') {
        return { status: 200, body: { options: [option], selected, eligible } };
      }
      if (call.path === '/api/v1/giftPackaging/giftPackaging') {
        if ((call.body as { skuGiftPackaging: string }).skuGiftPackaging !== 'EMB-1') return null;
        if (state.calls.filter((c) => c.path === call.path).length === 1) {
          return { status: 409, body: { message: 'Embalagem indisponível no momento.' } };
        }
        selected = option;
        state.current = { ...state.current, version: 2, giftPackaging: option };
        return { status: 200, body: state.current };
      }
      if (call.path === '/api/v1/giftPackaging' && call.method === 'DELETE') {
        selected = null;
        state.current = { ...state.current, version: 3, giftPackaging: null };
        return { status: 200, body: state.current };
      }
      return null;
    });
    await openHomeDrawer(page);
    await expect(promotions(page)).toBeVisible();
    await expect(promotions(page).getByTestId('gift-packaging')).toHaveCount(0);

    eligible = true;
    await reopenDrawer(page);
    const widget = promotions(page).getByTestId('gift-packaging');
    await expect(widget).toContainText('Caixa presente');
    await expect(widget).toContainText('R$ 19,90');
    const choose = widget.getByRole('button', { name: 'Escolher Caixa presente' });
    await choose.click();
    await expect(widget.getByRole('alert')).toHaveText('Embalagem indisponível no momento.');
    await choose.click();
    await expect(widget.getByRole('button', { name: 'Remover embalagem' })).toBeVisible();
    await widget.getByRole('button', { name: 'Remover embalagem' }).click();
    await expect(choose).toBeVisible();
    const mutations = fake.calls.filter((c) => c.method !== 'GET' && c.path.includes('giftPack'));
    expect(mutations.map((c) => [c.method, c.path, Boolean(c.key)])).toEqual([
      ['POST', '/api/v1/giftPackaging/giftPackaging', true],
      ['POST', '/api/v1/giftPackaging/giftPackaging', true],
      ['DELETE', '/api/v1/giftPackaging', true],
    ]);
  });

  test('producer gift: bold description; disabled up to 8 s, then off without the gift', async ({
    page,
  }) => {
    const parent = cartItem({
      sku: 'PAI-1',
      itemUidPk: 1,
      producerCampaignData: producerData(),
    });
    await fakeCartServer(page, cartDocument({ cartItems: [parent] }), (_state, call) =>
      call.path === '/rpc/addToCart' ? { status: 200, body: { data: _state.current } } : null,
    );
    await page.clock.install();
    await openHomeDrawer(page);
    // Time flows on its own after install: stop it, so only runFor moves it below.
    await page.clock.pauseAt(Date.now() + 5_000);
    const widget = cartLine(page, 'PAI-1').getByTestId('producer-gift');
    await expect(widget.locator('strong')).toHaveText('uma taça');
    const toggle = widget.getByRole('switch', { name: 'Taça do produtor' });
    await expectSwitchTimesOut(page, toggle);
  });
  test('producer gift: on adds the gift sku, enabled once it is in the cart; off removes it', async ({
    page,
  }) => {
    const data = producerData();
    const parent = cartItem({ sku: 'PAI-1', itemUidPk: 1, producerCampaignData: data });
    const gift = cartItem({
      sku: data.itemSku,
      itemUidPk: 2,
      promotionGift: 'PRODUCER_GIFT',
      quantityInput: 'locked',
    });
    const fake = await fakeCartServer(
      page,
      cartDocument({ cartItems: [parent] }),
      (state, call) => {
        if (call.path === '/rpc/addToCart') {
          state.current = cartDocument({
            cartItems: [{ ...parent, producerCampaignData: { ...data, itemInCart: true } }, gift],
          });
          return { status: 200, body: { data: state.current } };
        }
        if (call.path === '/rpc/removeCartItem') {
          state.current = cartDocument({ cartItems: [parent] });
          return { status: 200, body: { data: state.current } };
        }
        return null;
      },
    );
    await openHomeDrawer(page);
    const toggle = cartLine(page, 'PAI-1')
      .getByTestId('producer-gift')
      .getByRole('switch', { name: 'Taça do produtor' });
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(fake.calls.find((c) => c.path === '/rpc/addToCart')?.body).toEqual({
      skuCode: 'TACA-1',
      quantity: 1,
    });
    await toggle.uncheck();
    await expect(toggle).not.toBeChecked();
    await expect
      .poll(() => fake.calls.find((c) => c.path === '/rpc/removeCartItem')?.body)
      .toEqual({
        itemUidPk: 2,
      });
  });

  test("pendura: 'Leve N por' on the line; Adicionar 1 sets quantity + 1", async ({ page }) => {
    const pendura = penduraOffer();
    const line = cartItem({ sku: 'PEND-1', itemUidPk: 5, penduraPromotion: pendura });
    const fake = await fakeCartServer(page, cartDocument({ cartItems: [line] }), (state, call) => {
      if (call.path === '/rpc/updateCartItemQuantity') {
        state.current = cartDocument({ cartItems: [{ ...line, quantity: 2 }] });
        return { status: 200, body: { data: state.current } };
      }
      return null;
    });
    await openHomeDrawer(page);
    const offer = cartLine(page, 'PEND-1').getByTestId('pendura');
    await expect(offer).toContainText('Leve 2 por R$ 45,00 cada');
    await offer.getByRole('button', { name: /^Adicionar 1/ }).click();
    await expect
      .poll(() => fake.calls.find((c) => c.path === '/rpc/updateCartItemQuantity')?.body)
      .toEqual({ skuCode: 'PEND-1', itemUidPk: 5, quantity: 2 });
  });
});
