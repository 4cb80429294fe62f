/** Fixtures of the cart pricing tests: products, records and contexts (not shipped code). */
import type { CartProduct } from '../../cart/cart-rules.ts';
import type { CartAdjustmentRows } from '../../cart/pricing.ts';
import { NO_RECORDS, type ItemPromotionRecord, type PromotionRecordSet } from '../records.ts';
import {
  unpricedLine,
  type PricedLine,
  type PricingContext,
  type PricingProduct,
} from '../registry.ts';

export const NOW = new Date('2026-11-22T15:00:00-03:00');
export const SCOPE = {
  storeCodes: ['WINE'],
  dateInit: '2026-11-20',
  dateEnd: '2026-11-30',
  startHour: null,
  finishHour: null,
  membersOnly: false,
};

export type TestProduct = PricingProduct & { category: string };

export function product(code: string, over: Partial<TestProduct> = {}): TestProduct {
  return {
    code,
    productType: 'Vinho',
    category: 'vinho',
    attributes: {},
    listPrice: 12_000,
    salePrice: 10_000,
    clubPrice: 8_000,
    penduraPromotion: null,
    ...over,
  };
}

export const RULES: CartProduct = {
  productType: 'Vinho',
  available: true,
  listPrice: 12_000,
  stock: 50,
  promotion: null,
  inStore: true,
};

let nextId = 1;
export function line(
  p: TestProduct,
  quantity = 1,
  over: {
    available?: boolean;
    giftRecordId?: number;
    bottlesPerUnit?: number;
    itemId?: number;
  } = {},
): PricedLine<TestProduct> {
  nextId += 1;
  return unpricedLine({
    itemId: over.itemId ?? nextId,
    product: p,
    quantity,
    available: over.available ?? true,
    bottlesPerUnit: over.bottlesPerUnit ?? null,
    giftRecordId: over.giftRecordId ?? null,
  });
}

export function context(
  records: Partial<PromotionRecordSet> = {},
  over: Partial<PricingContext<TestProduct>> = {},
): PricingContext<TestProduct> {
  return {
    store: 'WINE',
    now: NOW,
    subscriber: false,
    buyer: { subscriber: false },
    records: { ...NO_RECORDS, ...records },
    chosen: null,
    giftProduct: () => undefined,
    ...over,
  };
}

export function itemRecord(over: Partial<ItemPromotionRecord> = {}): ItemPromotionRecord {
  return {
    id: 1,
    ...SCOPE,
    campaignCode: 'NATAL',
    sku: 'P1',
    campaignPrice: null,
    limitPerUnit: null,
    itemSku: null,
    itemDescription: null,
    minLimitValue: 0,
    producer: null,
    redirectWeb: null,
    ...over,
  };
}

export const PRODUCER = {
  producerLink: null,
  valuePromotion: 5_000,
  description: 'Leve **grátis**',
  itemInfo: null,
  title: 'Brinde do produtor',
  availableText: 'Disponível',
  disableText: 'Indisponível',
  imgPresentation: null,
};

export const NO_ADJUSTMENTS: CartAdjustmentRows = {
  customerId: null,
  subscriberOnRecord: false,
  premiumOnRecord: false,
  coupon: null,
  giftPackagingPrice: null,
  certificates: [],
  cashback: null,
};
