/**
 * Issue #6 cart promotions through the HTTP app on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): campaign prices with limit_per_unit, the progressive discount, the checkout-gift
 * progress, the chosen gift (PUT /api/v4/cart/promotion/gift/{id}, RPC addChosenGiftToCart),
 * producer gifts, members-only and outlet scoping, the date/hour window with an injected clock,
 * the /dynamicpages lists and GET /api/v1/promotion/pendura. The promotion records are the seeded
 * ones, found by trait, never by a hard-coded sku.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_GIFT_ID_MESSAGE } from '@adega/domain/errors';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import {
  GIFT_ALREADY_IN_CART,
  GIFT_LOCKED_MESSAGE,
  GIFT_OPTION_NOT_FOUND,
} from '@adega/domain/promotions/cart-promotions';
import { saoPauloInstant } from '@adega/domain/promotions/campaign-status';
import { toReais } from '@adega/domain/money';
import { queryRows } from '../src/db/client.ts';
import {
  campaignItemPromotions,
  checkoutGiftCampaigns,
  chooseGiftOptions,
  chooseGiftPromotions,
  products,
} from '../src/db/schema.ts';
import type { CartDto } from '../src/contract.ts';
import { GIFT_QUANTITY_LOCKED } from '@adega/domain/cart/cart-rules';
import { DYNAMIC_PAGES_CACHE } from '../src/modules/promotions/routes.ts';
import { SEED_PROGRESSIVE_CODE, saoPauloDate } from '../src/seed/promotions.ts';
import { TEST_NOW } from './support/app.ts';
import { loginAs, type TestSession } from './support/auth.ts';
import { client, type Answer, type Visitor } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW.getTime();

type ItemRecord = typeof campaignItemPromotions.$inferSelect;
interface Prices {
  listPrice: number;
  salePrice: number;
  clubPrice: number;
}

let records: ItemRecord[];
let limited: ItemRecord;
let unlimited: ItemRecord;
let membersOnly: ItemRecord;
let outletRecord: ItemRecord;
let producer: ItemRecord;
let upcoming: ItemRecord;
let chooseGift: { id: number; value: number };
let options: (typeof chooseGiftOptions.$inferSelect)[];
let upcomingOption: typeof chooseGiftOptions.$inferSelect;
let plainSku: string;
const prices = new Map<string, Prices>();

const today = () => saoPauloDate(TEST_NOW, 0);

async function pricesOf(sku: string): Promise<Prices> {
  const cached = prices.get(sku);
  if (cached) return cached;
  const [row] = await t.deps.db
    .select({
      listPrice: products.listPrice,
      salePrice: products.salePrice,
      clubPrice: products.clubPrice,
    })
    .from(products)
    .where(eq(products.code, sku));
  if (!row) throw new Error(`no product ${sku}`);
  prices.set(sku, row);
  return row;
}

const t = useTestApp({ products: 300, now: () => new Date(clock) });
beforeAll(async () => {
  records = await t.deps.db.select().from(campaignItemPromotions);
  const find = (predicate: (r: ItemRecord) => boolean, what: string) => {
    const found = records.find(predicate);
    if (!found) throw new Error(`no seeded ${what}`);
    return found;
  };
  const isActive = (r: ItemRecord) => r.dateInit <= today() && r.dateEnd >= today();
  limited = find(
    (r) => r.campaignCode === SEED_PROGRESSIVE_CODE && r.limitPerUnit === 3,
    'limited campaign price',
  );
  unlimited = find(
    (r) => r.campaignCode === SEED_PROGRESSIVE_CODE && r.limitPerUnit === null,
    'unlimited campaign price',
  );
  membersOnly = find((r) => r.membersOnly && isActive(r), 'members-only record');
  outletRecord = find((r) => r.storeCodes.includes('OUTLET'), 'outlet record');
  producer = find((r) => r.itemSku !== null, 'producer gift');
  upcoming = find((r) => r.dateInit > today() && r.campaignPrice !== null, 'upcoming record');
  const [promotion] = await t.deps.db
    .select({ id: chooseGiftPromotions.id, value: chooseGiftPromotions.value })
    .from(chooseGiftPromotions)
    .where(sql`${chooseGiftPromotions.dateInit} <= ${today()}`);
  if (!promotion) throw new Error('no active choose-your-gift promotion');
  chooseGift = promotion;
  const allOptions = await t.deps.db.select().from(chooseGiftOptions);
  options = allOptions.filter((o) => o.promotionId === promotion.id);
  upcomingOption = allOptions.find((o) => o.promotionId !== promotion.id) as typeof upcomingOption;
  const used = new Set([
    ...records.flatMap((r) => [r.sku, r.itemSku ?? '']),
    ...allOptions.map((o) => o.sku),
  ]);
  const plain = await queryRows<{ code: string }>(
    t.deps.db,
    sql.raw(`select code from products p where p.in_wine and p.available and p.list_price > 0
      and p.stock >= 40 and p.promotion is null and p.pendura_promotion is null
      and p.category = 'vinho' and p.sale_price between 3000 and 15000 order by id limit 40`),
  );
  plainSku = (plain.find((row) => !used.has(row.code)) as { code: string }).code;
});

// ---- A visitor is a cookie jar with only `adega_cart`. ----

/** Requests through the shared cart test client (a visitor is a cookie jar with `adega_cart`). */
const send: ReturnType<typeof client>['send'] = (...args) => client(t).send(...args);

const cartOf = (answer: Answer): CartDto => answer.body.data ?? answer.body;
const getCart = async (who: Visitor | TestSession, host?: string) =>
  cartOf(await send(who, 'GET', '/api/v4/cart', undefined, {}, host));
const addItem = (who: Visitor | TestSession, sku: string, quantity = 1, host?: string) =>
  send(who, 'POST', '/api/v1/cart/items', { sku, quantity }, {}, host);
const putGift = (who: Visitor | TestSession, id: string | number, headers = {}) =>
  send(who, 'PUT', `/api/v4/cart/promotion/gift/${String(id)}`, undefined, headers);
const rpc = (who: Visitor | TestSession, operation: string, body: unknown) =>
  send(who, 'POST', `/rpc/${operation}`, body);
const lineOf = (cart: CartDto, sku: string) =>
  cart.cartItems.find((item) => item.productSku.skuCode === sku && item.promotionGift === null);
const giftLine = (cart: CartDto) => cart.cartItems.find((i) => i.promotionGift === 'CHOSEN_GIFT');
const newVisitor = (): Visitor => ({ cookie: null });

/** Units of a plain product that bring a visitor's merchandise total to at least `centavos`. */
async function unitsFor(sku: string, centavos: number): Promise<number> {
  const unit = customerPrice(await pricesOf(sku), false);
  return Math.ceil(centavos / unit);
}

async function at<T>(instant: Date, run: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = instant.getTime();
  try {
    return await run();
  } finally {
    clock = saved;
  }
}

describe('campaign item prices (SPEC §3 limit_per_unit, §5 limited-discount warning)', () => {
  it('discounts only up to limit_per_unit, warns above it and locks the quantity', async () => {
    const visitor = newVisitor();
    const unit = customerPrice(await pricesOf(limited.sku), false);
    const price = limited.campaignPrice as number;
    const five = cartOf(await addItem(visitor, limited.sku, 5));
    const line = lineOf(five, limited.sku);
    expect(line?.total.amount).toBe(toReais(3 * price + 2 * unit));
    expect(line?.discount.amount).toBe(toReais(3 * (unit - price)));
    expect(line?.lowestPrice.amount).toBe(toReais(unit));
    expect(line?.productPromotionCampaign).toEqual({
      limit_per_unit: 3,
      campaignPrice: toReais(price),
      limitWarning: 'Desconto promocional limitado a 3 un.',
    });
    expect(line?.quantityInput).toBe('locked');
    expect(line?.campaigns).toContain(SEED_PROGRESSIVE_CODE);
    expect(five.subtotalMoney.amount).toBe(toReais(5 * unit));
  });

  it('prices every unit without a limit, with no warning', async () => {
    const visitor = newVisitor();
    const price = unlimited.campaignPrice as number;
    const cart = cartOf(await addItem(visitor, unlimited.sku, 2));
    expect(lineOf(cart, unlimited.sku)?.total.amount).toBe(toReais(2 * price));
    expect(lineOf(cart, unlimited.sku)?.productPromotionCampaign?.limitWarning).toBeNull();
  });

  it('an upcoming record does not price the line; it does once its start instant passes', async () => {
    const visitor = newVisitor();
    const unit = customerPrice(await pricesOf(upcoming.sku), false);
    const before = cartOf(await addItem(visitor, upcoming.sku, 1));
    expect(lineOf(before, upcoming.sku)?.total.amount).toBe(toReais(unit));
    expect(lineOf(before, upcoming.sku)?.productPromotionCampaign).toBeNull();
    const start = saoPauloInstant(upcoming.dateInit, upcoming.startHour ?? '00:00') as Date;
    await at(new Date(start.getTime() - 1000), async () => {
      t.services.promotions.invalidate();
      expect(lineOf(await getCart(visitor), upcoming.sku)?.productPromotionCampaign).toBeNull();
    });
    await at(start, async () => {
      t.services.promotions.invalidate();
      const cart = await getCart(visitor);
      expect(lineOf(cart, upcoming.sku)?.total.amount).toBe(
        toReais(upcoming.campaignPrice as number),
      );
    });
    t.services.promotions.invalidate();
  });

  it('members-only prices apply to subscribers only', async () => {
    const visitor = newVisitor();
    const asVisitor = cartOf(await addItem(visitor, membersOnly.sku, 1));
    expect(lineOf(asVisitor, membersOnly.sku)?.productPromotionCampaign).toBeNull();
    const member = await loginAs(t, 'socio@adega.dev');
    const cart = cartOf(await addItem(member, membersOnly.sku, 1));
    const line = lineOf(cart, membersOnly.sku);
    expect(line?.productPromotionCampaign?.limit_per_unit).toBe(membersOnly.limitPerUnit);
    expect(line?.total.amount).toBe(toReais(membersOnly.campaignPrice as number));
    await rpc(member, 'removeCartItem', { itemUidPk: line?.itemUidPk });
  });

  it('the outlet applies its own records and none of the WINE promotions', async () => {
    const visitor = newVisitor();
    const host = 'outlet.localhost';
    const cart = cartOf(await addItem(visitor, outletRecord.sku, 1, host));
    expect(lineOf(cart, outletRecord.sku)?.total.amount).toBe(
      toReais(outletRecord.campaignPrice as number),
    );
    expect(cart.campaignPromotion).toBeNull();
    expect(cart.choseYourGiftPromotion).toBeNull();
    expect(cart.progressiveDiscountPromotion).toBeNull();
    expect(cart.giftStatusAtCart).toBeNull();
    const wine = newVisitor();
    const inWine = await addItem(wine, outletRecord.sku, 1);
    expect(inWine.status).toBe(404);
  });
});

describe('progressive discount and checkout-gift progress (SPEC §3, §4, §9)', () => {
  it('applies the reached tier to the campaign lines and marks the tiers', async () => {
    const visitor = newVisitor();
    const price = unlimited.campaignPrice as number;
    const units = Math.ceil(30_000 / price);
    const cart = cartOf(await addItem(visitor, unlimited.sku, units));
    const merchandise = units * price;
    const progressive = cart.progressiveDiscountPromotion;
    expect(progressive?.discountBy).toBe('value');
    expect(progressive?.measure).toBe(toReais(merchandise));
    const reached = progressive?.discounts.filter((tier) => tier.mark === 'reached') ?? [];
    expect(reached).toHaveLength(1);
    const percent = reached[0]?.discountValue ?? 0;
    const discount = Math.round((merchandise * percent) / 100);
    expect(progressive?.discountApplied).toBe(toReais(discount));
    expect(cart.total).toBe(toReais(merchandise - discount));
    expect(cart.subtotalDiscountMoney.amount).toBe(
      toReais(units * customerPrice(await pricesOf(unlimited.sku), false) - merchandise + discount),
    );
    const next = progressive?.discounts.find((tier) => tier.mark === 'active');
    if (next) {
      expect(progressive?.missingText).toMatch(/^Faltam R\$ [\d.]+,\d{2} para liberar$/);
    }
  });

  it('a cart without campaign lines has the promotion at 0 and no discount', async () => {
    const visitor = newVisitor();
    const cart = cartOf(await addItem(visitor, plainSku, 1));
    expect(cart.progressiveDiscountPromotion?.measure).toBe(0);
    expect(cart.progressiveDiscountPromotion?.discountApplied).toBe(0);
    expect(cart.progressiveDiscountPromotion?.discounts[0]?.mark).toBe('active');
    expect(cart.total).toBe(lineOf(cart, plainSku)?.total.amount);
  });

  it('shows the checkout-gift progress to the next gift', async () => {
    const visitor = newVisitor();
    const cart = cartOf(await addItem(visitor, plainSku, 1));
    const campaign = cart.campaignPromotion;
    expect(campaign?.gifts.length).toBeGreaterThan(0);
    const first = campaign?.gifts[0];
    const total = cart.total;
    expect(campaign?.progress.reached).toBe(false);
    expect(campaign?.progress.missing).toBeCloseTo((first?.min_value ?? 0) - total, 2);
    expect(campaign?.progress.text).toMatch(/^Faltam R\$ [\d.]+,\d{2} para liberar$/);
    expect(new Date(campaign?.endDateTime ?? '').getTime()).toBeGreaterThan(TEST_NOW.getTime());
  });

  it('an empty cart shows no promotion widgets', async () => {
    const cart = await getCart(newVisitor());
    expect(cart.campaignPromotion).toBeNull();
    expect(cart.choseYourGiftPromotion).toBeNull();
  });
});

describe('chosen gift: PUT /api/v4/cart/promotion/gift/{giftUidpk} and addChosenGiftToCart', () => {
  it('is locked below value (422, hadError), unlocked with the default, then chosen', async () => {
    const visitor = newVisitor();
    const small = cartOf(await addItem(visitor, plainSku, 1));
    expect(small.choseYourGiftPromotion?.locked).toBe(true);
    expect(small.choseYourGiftPromotion?.missingText).toMatch(/^Faltam R\$ .+ para liberar$/);
    const defaultSku = options.find((o) => o.isDefault)?.sku ?? options[0]?.sku;
    expect(small.giftStatusAtCart).toEqual({
      active: false,
      selectedSku: null,
      defaultSku,
      requestStamp: null,
      hadError: false,
    });
    expect(giftLine(small)).toBeUndefined();

    const option = options.find((o) => o.sku !== defaultSku) as (typeof options)[number];
    const locked = await putGift(visitor, option.id);
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe(GIFT_LOCKED_MESSAGE);
    expect((await getCart(visitor)).giftStatusAtCart?.hadError).toBe(true);

    const units = await unitsFor(plainSku, chooseGift.value);
    const item = lineOf(small, plainSku);
    const big = cartOf(
      await rpc(visitor, 'updateCartItemQuantity', {
        skuCode: plainSku,
        itemUidPk: item?.itemUidPk,
        quantity: units,
      }),
    );
    expect(big.choseYourGiftPromotion?.unlocked).toBe(true);
    const gift = giftLine(big);
    expect(gift?.productSku.skuCode).toBe(defaultSku);
    expect(gift?.total.amount).toBe(0);
    expect(gift?.quantityInput).toBe('locked');
    expect(gift?.uidPk).toBeLessThan(0);
    expect(big.total).toBe(lineOf(big, plainSku)?.total.amount);

    clock = TEST_NOW.getTime() + 60_000;
    const chosen = await putGift(visitor, option.id);
    clock = TEST_NOW.getTime();
    expect(chosen.status).toBe(200);
    expect(chosen.response.headers.get('cache-control')).toBe('no-store');
    expect(giftLine(chosen.body)?.productSku.skuCode).toBe(option.sku);
    expect(chosen.body.giftStatusAtCart).toEqual({
      active: true,
      selectedSku: option.sku,
      defaultSku,
      requestStamp: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
      hadError: false,
    });

    const viaRpc = await rpc(visitor, 'addChosenGiftToCart', { giftUidpk: String(options[0]?.id) });
    expect(viaRpc.status).toBe(200);
    expect(cartOf(viaRpc).giftStatusAtCart?.selectedSku).toBe(options[0]?.sku);

    // Below the value again: the gift line goes, the choice is kept for later.
    const down = cartOf(
      await rpc(visitor, 'updateCartItemQuantity', {
        skuCode: plainSku,
        itemUidPk: item?.itemUidPk,
        quantity: 1,
      }),
    );
    expect(giftLine(down)).toBeUndefined();
    expect(down.giftStatusAtCart?.active).toBe(false);
    expect(down.giftStatusAtCart?.selectedSku).toBe(options[0]?.sku);
  });

  it('answers 400 without an id, 404 for an unknown or inactive option', async () => {
    const visitor = newVisitor();
    await addItem(visitor, plainSku, 1);
    for (const path of ['/api/v4/cart/promotion/gift', '/api/v4/cart/promotion/gift/']) {
      const answer = await send(visitor, 'PUT', path);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MISSING_GIFT_ID_MESSAGE);
    }
    for (const body of [{}, { giftUidpk: '' }, { giftUidpk: '  ' }, { giftUidpk: null }]) {
      const answer = await rpc(visitor, 'addChosenGiftToCart', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MISSING_GIFT_ID_MESSAGE);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '2147483647', String(upcomingOption.id)]) {
      const answer = await putGift(visitor, id);
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toBe(GIFT_OPTION_NOT_FOUND);
    }
    const wrongType = await rpc(visitor, 'addChosenGiftToCart', { giftUidpk: { id: 1 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.message).toBeTruthy();
  });

  it("never touches another visitor's cart", async () => {
    const owner = newVisitor();
    const units = await unitsFor(plainSku, chooseGift.value);
    await addItem(owner, plainSku, units);
    const option = options[2] as (typeof options)[number];
    expect((await putGift(owner, option.id)).status).toBe(200);
    const before = await getCart(owner);

    const intruder = newVisitor();
    const answer = await putGift(intruder, options[0]?.id ?? 0);
    expect(answer.status).toBe(422);
    expect(intruder.cookie).toBeNull();
    const after = await getCart(owner);
    expect(after.giftStatusAtCart).toEqual(before.giftStatusAtCart);
    expect(after.version).toBe(before.version);
  });

  it('replays a PUT with the same Idempotency-Key', async () => {
    const visitor = newVisitor();
    await addItem(visitor, plainSku, await unitsFor(plainSku, chooseGift.value));
    const key = { 'idempotency-key': 'gift-key-0001' };
    const first = await putGift(visitor, options[1]?.id ?? 0, key);
    const second = await putGift(visitor, options[1]?.id ?? 0, key);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await getCart(visitor)).version).toBe(first.body.version);
  });
});

describe('producer gift (SPEC §3 producerCampaignData, §4 toggle)', () => {
  it('adds the item at price 0 only with the parent in the cart and the minimum reached', async () => {
    const visitor = newVisitor();
    const itemSku = producer.itemSku as string;
    const parentUnit = customerPrice(await pricesOf(producer.sku), false);
    const first = cartOf(await addItem(visitor, producer.sku, 1));
    const data = lineOf(first, producer.sku)?.producerCampaignData;
    expect(data?.itemSku).toBe(itemSku);
    expect(data?.minLimitValue).toBe(toReais(producer.minLimitValue));
    expect(data?.description).toContain('**');
    if (parentUnit < producer.minLimitValue) {
      expect(data?.unlocked).toBe(false);
      const locked = await addItem(visitor, itemSku, 1);
      expect(locked.status).toBe(422);
      expect(locked.body.message).toBe(GIFT_LOCKED_MESSAGE);
    }
    const units = Math.ceil(producer.minLimitValue / parentUnit);
    const line = lineOf(first, producer.sku);
    await rpc(visitor, 'updateCartItemQuantity', {
      skuCode: producer.sku,
      itemUidPk: line?.itemUidPk,
      quantity: units,
    });
    const added = cartOf(await addItem(visitor, itemSku, 1));
    const gift = added.cartItems.find((i) => i.promotionGift === 'PRODUCER_GIFT');
    expect(gift?.productSku.skuCode).toBe(itemSku);
    expect(gift?.total.amount).toBe(0);
    expect(gift?.quantityInput).toBe('locked');
    expect(lineOf(added, producer.sku)?.producerCampaignData).toMatchObject({
      unlocked: true,
      itemInCart: true,
    });
    expect(added.productGiftPromotion).toEqual({
      active: true,
      offers: [{ sku: producer.sku, itemSku, unlocked: true, itemInCart: true }],
    });

    const again = await addItem(visitor, itemSku, 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GIFT_ALREADY_IN_CART);
    const quantity = await rpc(visitor, 'updateCartItemQuantity', {
      skuCode: itemSku,
      itemUidPk: gift?.itemUidPk,
      quantity: 2,
    });
    expect(quantity.status).toBe(422);
    expect(quantity.body.message).toBe(GIFT_QUANTITY_LOCKED);

    // The parent leaves: so does its gift, in the same answer.
    const removed = cartOf(await rpc(visitor, 'removeCartItem', { itemUidPk: line?.itemUidPk }));
    expect(removed.cartItems).toEqual([]);
  });

  it('without the parent the item is an ordinary product at its price', async () => {
    const visitor = newVisitor();
    const itemSku = producer.itemSku as string;
    const cart = cartOf(await addItem(visitor, itemSku, 1));
    expect(lineOf(cart, itemSku)?.total.amount).toBe(
      toReais(customerPrice(await pricesOf(itemSku), false)),
    );
  });
});

describe('/dynamicpages/campaign_wine_*.json (SPEC §7)', () => {
  it('lists the active WINE item promotions with a short public cache; v is ignored', async () => {
    const answer = await t.request('/dynamicpages/campaign_wine_item_promotion.json?v=123');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(DYNAMIC_PAGES_CACHE);
    const list = (await answer.json()) as { sku: string; storeCodes: string[] }[];
    const skus = list.map((entry) => entry.sku);
    expect(skus).toEqual(expect.arrayContaining([limited.sku, unlimited.sku, producer.sku]));
    expect(skus).not.toContain(upcoming.sku);
    expect(skus).not.toContain(outletRecord.sku);
    expect(list.every((entry) => entry.storeCodes.includes('WINE'))).toBe(true);
    const other = await t.request('/dynamicpages/campaign_wine_item_promotion.json?v=999');
    expect(await other.json()).toEqual(list);
  });

  it('lists the active progressive discount with its tiers in reais', async () => {
    const answer = await t.request('/dynamicpages/campaign_wine_progressive_discount.json');
    const list = (await answer.json()) as {
      title: string;
      discounts: { minLimitValue: number; discountValue: number }[];
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]?.discounts.map((d) => d.minLimitValue)).toEqual([300, 500, 800]);
  });

  it('lists a checkout-gift campaign only inside its date and hour window', async () => {
    const [row] = await t.deps.db
      .insert(checkoutGiftCampaigns)
      .values({
        title: 'Janela de teste',
        gifts: [{ sku: plainSku, name: 'Teste', minValue: 10_000 }],
        storeCodes: ['WINE'],
        dateInit: today(),
        dateEnd: today(),
        startHour: '16:00',
        finishHour: '17:00',
      })
      .returning({ id: checkoutGiftCampaigns.id });
    const listed = async (hour: string) =>
      at(saoPauloInstant(today(), hour) as Date, async () => {
        t.services.promotions.invalidate();
        const answer = await t.request('/dynamicpages/campaign_wine_checkout_gift.json');
        const list = (await answer.json()) as { id: number; endDateTime: string }[];
        return list.find((entry) => entry.id === row?.id);
      });
    try {
      expect(await listed('15:59:59')).toBeUndefined();
      expect((await listed('16:00:00'))?.endDateTime).toBe(
        (saoPauloInstant(today(), '17:00') as Date).toISOString(),
      );
      expect(await listed('17:00:00')).toBeDefined();
      expect(await listed('17:00:01')).toBeUndefined();
    } finally {
      await t.deps.db
        .delete(checkoutGiftCampaigns)
        .where(eq(checkoutGiftCampaigns.id, row?.id ?? 0));
      t.services.promotions.invalidate();
    }
  });
});

describe('GET /api/v1/promotion/pendura (SPEC §4 Pendura)', () => {
  it('lists the store pendura products normalised: default kept, NEW moved to the bypass', async () => {
    const answer = await t.request('/api/v1/promotion/pendura');
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as {
      code: string;
      penduraPromotion: { type: string } | null;
      penduraPromotionBypass: { type: string } | null;
      penduraBypassActive: boolean;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) {
      expect(entry.penduraPromotion === null).not.toBe(entry.penduraPromotionBypass === null);
      if (entry.penduraPromotion) expect(entry.penduraPromotion.type).toBe('PENDURA_DEFAULT');
      if (entry.penduraPromotionBypass) {
        expect(entry.penduraPromotionBypass.type).toBe('PENDURA_DEFAULT_NEW');
      }
    }
    const outlet = await t.request('/api/v1/promotion/pendura', { host: 'outlet.localhost' });
    const outletCodes = ((await outlet.json()) as { code: string }[]).map((e) => e.code);
    const inOutlet = await queryRows<{ code: string }>(
      t.deps.db,
      sql.raw(`select code from products where in_outlet`),
    );
    const allowed = new Set(inOutlet.map((row) => row.code));
    expect(outletCodes.every((code) => allowed.has(code))).toBe(true);
  });
});
