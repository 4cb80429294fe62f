/**
 * Seed promotions (issue #6): checkout-gift campaigns, campaign item promotions (campaign prices
 * with limit_per_unit, a members-only one, an outlet one, a producer gift), progressive discounts
 * and a choose-your-gift promotion — each with active, upcoming and ended examples. Dates are São
 * Paulo dates relative to the seed's `now`, so the running store always has active ones.
 *
 * Skus are taken from the seeded catalogue, from its end (highest ids), so the cheap "first
 * product with trait X" picks of tests and benches are not promotion products. The promotion
 * rows are replaced when the catalogue is (their skus change with it) and otherwise inserted only
 * when the tables are empty (an operator's changes are kept).
 */
import { count, sql } from 'drizzle-orm';
import { producerUrl } from '@adega/domain/urls';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import {
  campaignItemPromotions,
  checkoutGiftCampaigns,
  chooseGiftOptions,
  chooseGiftPromotions,
  progressiveDiscountPromotions,
  progressiveDiscountTiers,
} from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;
/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60_000;

/** The São Paulo calendar date `days` after `now`, as 'YYYY-MM-DD'. */
export function saoPauloDate(now: Date, days: number): string {
  return new Date(now.getTime() + SAO_PAULO_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The campaign code the seeded progressive discount counts (carried by the campaign items). */
export const SEED_PROGRESSIVE_CODE = 'progressivo-wine';
export const SEED_ITEM_CAMPAIGN = 'esquenta-black';

interface PickedProduct {
  code: string;
  name: string;
  sale_price: number;
  club_price: number;
}

async function pick(tx: Tx, condition: string, limit: number, order = 'p.id desc') {
  return queryRows<PickedProduct>(
    tx,
    sql.raw(`select code, name, sale_price, club_price from products p
      where ${condition} order by ${order} limit ${String(limit)}`),
  );
}

const PLAIN_WINE = `p.in_wine and p.available and p.list_price > 0 and p.stock >= 20
  and p.promotion is null and p.pendura_promotion is null and p.category = 'vinho'`;

async function hasPromotions(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(campaignItemPromotions);
  const [gift] = await tx.select({ n: count() }).from(checkoutGiftCampaigns);
  return (row?.n ?? 0) + (gift?.n ?? 0) > 0;
}

async function clear(tx: Tx): Promise<void> {
  await tx.delete(campaignItemPromotions);
  await tx.delete(checkoutGiftCampaigns);
  await tx.delete(progressiveDiscountPromotions);
  await tx.delete(chooseGiftPromotions);
}

/**
 * Seeds the promotions. `replace` (a fresh catalogue) replaces every promotion row; otherwise
 * rows are inserted only when there are none. Returns the number of records inserted.
 */
export async function seedPromotions(tx: Tx, now: Date, replace: boolean): Promise<number> {
  if (!replace && (await hasPromotions(tx))) return 0;
  await clear(tx);
  const wines = await pick(tx, PLAIN_WINE, 12);
  const outlet = await pick(
    tx,
    `p.in_outlet and not p.in_wine and p.available and p.list_price > 0 and p.stock >= 20
      and p.promotion is null and p.pendura_promotion is null`,
    1,
  );
  const extras = await pick(
    tx,
    `p.in_wine and p.available and p.list_price > 0 and p.stock >= 20
      and p.category in ('gourmet', 'azeite', 'revista')`,
    1,
    'p.sale_price asc, p.id desc',
  );
  const cheap = await pick(tx, PLAIN_WINE, 3, 'p.sale_price asc, p.id desc');
  if (wines.length < 12 || cheap.length < 3) return 0; // a tiny test catalogue: no promotions

  const day = (n: number) => saoPauloDate(now, n);
  const active = { dateInit: day(-7), dateEnd: day(60) };
  const upcoming = { dateInit: day(10), dateEnd: day(20) };
  const ended = { dateInit: day(-40), dateEnd: day(-10) };
  const wine = ['WINE'];
  const w = (i: number) => wines[i] as PickedProduct;
  /** 85 % of the lower of the two prices, so the campaign beats both club and sale prices. */
  const campaignPrice = (p: PickedProduct) =>
    Math.round(Math.min(p.sale_price, p.club_price) * 0.85);
  const giftItem = extras[0] ?? (cheap[2] as PickedProduct);

  /** A campaign price on `p` for the Wine store, `limitPerUnit` per unit, in `window`. */
  const priced = (
    campaignCode: string,
    p: PickedProduct,
    limitPerUnit: number | null,
    window: { dateInit: string; dateEnd: string },
  ) => ({
    campaignCode,
    sku: p.code,
    campaignPrice: campaignPrice(p),
    limitPerUnit,
    storeCodes: wine,
    ...window,
  });

  let inserted = 0;
  const itemRows: (typeof campaignItemPromotions.$inferInsert)[] = [
    ...[0, 1, 2, 3].map((i) => ({
      ...priced(SEED_PROGRESSIVE_CODE, w(i), i % 2 === 0 ? 3 : null, active),
      redirectWeb: '/loja/vinhos',
    })),
    { ...priced(SEED_ITEM_CAMPAIGN, w(4), 2, active), membersOnly: true },
    { ...priced(SEED_ITEM_CAMPAIGN, w(5), 6, upcoming), startHour: '10:00' },
    priced(SEED_ITEM_CAMPAIGN, w(6), 6, ended),
    // SPEC §3 producer gift: the parent w(7) brings giftItem at price 0 from R$ 200.
    {
      campaignCode: 'presente-do-produtor',
      sku: w(7).code,
      itemSku: giftItem.code,
      itemDescription: giftItem.name,
      minLimitValue: 20_000,
      storeCodes: wine,
      ...active,
      redirectWeb: producerUrl(),
      producer: {
        producerLink: producerUrl(),
        valuePromotion: giftItem.sale_price,
        description: `Compre este vinho e ganhe **${giftItem.name}** de presente do produtor.`,
        itemInfo: 'Brinde limitado a 1 unidade por pedido, enquanto durar o estoque.',
        title: 'Presente do produtor',
        availableText: 'Adicionar o presente à WineBox',
        disableText: 'Faltam itens para liberar o presente: compre a partir de R$ 200,00.',
        imgPresentation: null,
      },
    },
  ];
  if (outlet[0]) {
    itemRows.push({ ...priced('outlet-queima', outlet[0], 4, active), storeCodes: ['OUTLET'] });
  }
  await tx.insert(campaignItemPromotions).values(itemRows);
  inserted += itemRows.length;

  const giftCampaigns: (typeof checkoutGiftCampaigns.$inferInsert)[] = [
    {
      title: 'Brinde no checkout',
      wonText: 'Você ganhou! O brinde vai junto com o seu pedido.',
      redirectWeb: '/loja/vinhos',
      gifts: [
        { sku: cheap[0]?.code ?? w(8).code, name: cheap[0]?.name ?? w(8).name, minValue: 30_000 },
        { sku: w(8).code, name: w(8).name, minValue: 60_000 },
      ],
      storeCodes: wine,
      ...active,
      finishHour: '23:59:59',
    },
    {
      title: 'Brinde de Natal',
      wonText: null,
      redirectWeb: null,
      gifts: [{ sku: w(9).code, name: w(9).name, minValue: 40_000 }],
      storeCodes: wine,
      ...upcoming,
    },
    {
      title: 'Brinde de inverno',
      wonText: null,
      redirectWeb: null,
      gifts: [{ sku: w(9).code, name: w(9).name, minValue: 25_000 }],
      storeCodes: wine,
      ...ended,
    },
  ];
  await tx.insert(checkoutGiftCampaigns).values(giftCampaigns);
  inserted += giftCampaigns.length;

  const progressive = await tx
    .insert(progressiveDiscountPromotions)
    .values([
      {
        title: 'Desconto progressivo',
        description: 'Quanto mais vinhos da seleção, maior o desconto.',
        redirect: '/loja/vinhos',
        progressText: 'Leve mais vinhos da seleção e ganhe até 15% de desconto',
        wonText: 'Você ganhou o desconto máximo!',
        applyToAllProducts: false,
        campaignCode: SEED_PROGRESSIVE_CODE,
        valueType: 'porcentagem' as const,
        discountBy: 'value' as const,
        storeCodes: wine,
        ...active,
      },
      {
        title: 'Leve mais, pague menos',
        description: 'Desconto por garrafa.',
        applyToAllProducts: true,
        valueType: 'money' as const,
        discountBy: 'garrafas' as const,
        storeCodes: wine,
        ...upcoming,
      },
      {
        title: 'Progressivo de inverno',
        description: 'Encerrado.',
        applyToAllProducts: true,
        valueType: 'porcentagem' as const,
        discountBy: 'value' as const,
        storeCodes: wine,
        ...ended,
      },
    ])
    .returning({ id: progressiveDiscountPromotions.id });
  const [current, next, past] = progressive.map((row) => row.id);
  // The tiers: [promotion, minimum (centavos or bottles), discount, its label].
  const tiers: [number | undefined, number, number, string][] = [
    [current, 30_000, 5, '5% OFF'],
    [current, 50_000, 10, '10% OFF'],
    [current, 80_000, 15, '15% OFF'],
    [next, 6, 3_000, 'R$ 30 OFF'],
    [next, 12, 8_000, 'R$ 80 OFF'],
    [past, 20_000, 10, '10% OFF'],
  ];
  await tx.insert(progressiveDiscountTiers).values(
    tiers.map(([promotionId, minLimitValue, discountValue, discountValueText]) => ({
      promotionId: promotionId as number,
      minLimitValue,
      discountValue,
      discountValueText,
    })),
  );
  inserted += progressive.length;

  const chosen = await tx
    .insert(chooseGiftPromotions)
    .values([
      {
        title: 'Escolha o seu Vinho!',
        description: 'Compras a partir de R$ 400,00 ganham um vinho à sua escolha.',
        winDescription: 'Pronto! Escolha o vinho que vai junto com o seu pedido.',
        value: 40_000,
        expression: 'Faltam R$ VALOR para liberar',
        colors: { background: '#5b0e2d', text: '#ffffff', progress: '#c9a227' },
        storeCodes: wine,
        ...active,
      },
      {
        title: 'Escolha o seu presente de Natal',
        description: 'Em breve.',
        value: 50_000,
        storeCodes: wine,
        ...upcoming,
      },
    ])
    .returning({ id: chooseGiftPromotions.id });
  const [chooseNow, chooseNext] = chosen.map((row) => row.id);
  await tx.insert(chooseGiftOptions).values([
    ...cheap.map((p, index) => ({
      promotionId: chooseNow as number,
      sku: p.code,
      name: p.name,
      img: `/img/products/${encodeURIComponent(p.code)}`,
      isDefault: index === 1,
      position: index,
    })),
    {
      promotionId: chooseNext as number,
      sku: w(10).code,
      name: w(10).name,
      img: null,
      isDefault: true,
      position: 0,
    },
  ]);
  inserted += chosen.length;
  return inserted;
}
