/**
 * Factories of cart documents with promotions, for the unit tests of this folder and the
 * browser tests' route fixtures (e2e/winebox-promotions.spec.ts). Shapes: apps/server/src/contract.ts.
 */
import type {
  PenduraView,
  CampaignPromotionDto,
  CartDto,
  CartItemDto,
  ChoseYourGiftPromotionDto,
  ProducerCampaignDataDto,
  ProgressiveDiscountPromotionDto,
} from '@adega/server/contract';
import { cartItem as baseCartItem, cartOf } from '../../../test-support/cart';
import { factory } from '../../../test-support/factory';

export function cartItem(overrides: Partial<CartItemDto> & { sku?: string } = {}): CartItemDto {
  const { sku = 'SKU-1', ...rest } = overrides;
  const id = rest.itemUidPk ?? rest.uidPk ?? 1;
  return baseCartItem({
    uidPk: id,
    itemUidPk: id,
    displayName: `Vinho ${sku}`,
    imageUrl: `/img/products/${sku}`,
    productSeoUrl: `/prod${sku}.html`,
    productSku: {
      skuCode: sku,
      guid: `guid-${sku}`,
      product: {
        brand: { code: 'marca' },
        productType: { name: 'Vinho' },
        attributeValueMap: {},
      },
    },
    lowestPrice: { amount: 90 },
    lowestUnitPrice: { amount: 90 },
    total: { amount: 90 },
    cartItemTotal: 90,
    promotionGift: null,
    ...rest,
  });
}

export function cartDocument(overrides: Partial<CartDto> = {}): CartDto {
  const items = overrides.cartItems ?? [cartItem()];
  const codes = overrides.promotionCodes ?? [];
  return cartOf(items, {
    numItems: items.reduce((sum, line) => sum + line.quantity, 0),
    total: 90,
    subtotalMoney: { amount: 90 },
    promotionCodes: codes,
    shoppingCart: { promotionCodes: codes },
    coupon: null,
    referral: null,
    couponDiscountMoney: { amount: 0 },
    premiumDiscountMoney: { amount: 0 },
    giftPackaging: null,
    giftPackagingMoney: { amount: 0 },
    cashBack: null,
    cashbackPreview: { amount: 3.24, percent: 3.6, upTo: true, base: 90 },
    totalMoney: { amount: 90, currency: { currencyCode: 'BRL' } },
    clubePrimeOnCart: false,
    ...overrides,
  });
}

type DiscountTier = ProgressiveDiscountPromotionDto['discounts'][number];

/** A progressive discount's tier: its threshold and reward, '{n}% OFF' unless said. */
export function discountTier(
  id: number,
  minLimitValue: number,
  discountValue: number,
  mark: DiscountTier['mark'] = null,
  discountValueText = `${String(discountValue)}% OFF`,
): DiscountTier {
  return { id, minLimitValue, discountValue, discountValueText, mark };
}

/** A line's pendura (SPEC §3 penduraPromotion): 'Leve {triggerDiscount} por' at discountFactor %. */
export const penduraOffer = factory<PenduraView>({
  type: 'PENDURA_DEFAULT',
  discountFactor: 50,
  stampUrl: '',
  triggerDiscount: 2,
  quantityLimit: 12,
});

export const progressivePromotion = factory<ProgressiveDiscountPromotionDto>({
  id: 1,
  dateInit: '2026-11-01',
  dateEnd: '2026-12-31',
  title: 'Desconto progressivo',
  description: 'Quanto mais você leva, mais você ganha',
  redirect: null,
  progressText: null,
  wonText: null,
  storeCodes: ['WINE'],
  applyToAllProducts: true,
  campaignCode: null,
  imagePresentation: null,
  valueType: 'porcentagem',
  discountBy: 'value',
  discounts: [discountTier(1, 200, 5, 'active'), discountTier(2, 400, 10)],
  measure: 90,
  missing: 110,
  missingText: 'Faltam R$ 110,00 para liberar',
  discountApplied: 0,
});

export const campaignPromotion = factory<CampaignPromotionDto>({
  id: 1,
  title: 'Ganhe um brinde',
  gifts: [{ sku: 'BRINDE-1', name: 'Saca-rolhas', min_value: 100, reached: false }],
  endDateTime: '2026-12-31T23:59:59.000Z',
  redirectWeb: null,
  wonText: null,
  progress: { missing: 10, percent: 90, reached: false, text: 'Faltam R$ 10,00 para liberar' },
});

export const choseYourGift = factory<ChoseYourGiftPromotionDto>({
  id: 1,
  title: 'Escolha o seu Vinho!',
  description: 'Nas compras acima de R$ 150,00',
  winDescription: null,
  value: 150,
  expression: 'Faltam R$ VALOR para liberar',
  colors: {},
  storeCodes: ['WINE'],
  skus: [
    { uidPk: 101, sku: 'GIFT-A', name: 'Tinto da casa', img: null, isDefault: false },
    { uidPk: 102, sku: 'GIFT-B', name: 'Branco da casa', img: null, isDefault: true },
  ],
  missing: 60,
  missingText: 'Faltam R$ 60,00 para liberar',
  locked: true,
  unlocked: false,
});

export const producerData = factory<ProducerCampaignDataDto>({
  producerLink: '/loja/produtor/casa/',
  valuePromotion: 49.9,
  description: 'Ganhe **uma taça** do produtor',
  itemDescription: 'Taça do produtor',
  itemInfo: null,
  title: 'Presente do produtor',
  availableText: 'Adicione o presente à sua WineBox',
  disableText: 'Disponível nas compras acima de R$ 200,00',
  minLimitValue: 200,
  imgPresentation: null,
  redirectWeb: null,
  itemSku: 'TACA-1',
  unlocked: true,
  itemInCart: false,
});
