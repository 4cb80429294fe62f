/**
 * The cart document of SPEC §3 (Cart, Cart item), mapped from one pricing run (issue #12 B2:
 * promotions/pricing.ts `priceState` → domain `priceCart`): prices are never stored, so a price
 * change, a new subscription or the prime line reprices the cart at once. Money is centavos here;
 * the HTTP layer shows `CART_MONEY`'s fields in reais (ADR 0004, ADR 0051). The promotion sections are whatever the registry's entries
 * produced: a new kind of promotion adds its section without a change here. The adjustments are
 * the domain pipeline's; what only a part knows (the coupon's and the packaging's rows) is the
 * part's `document` (parts.ts, ADR 0048).
 */
import type { Adjustments } from '@adega/domain/cart/adjustments';
import { PREMIUM_DISCOUNT_PERCENT } from '@adega/domain/constants';
import type { ShippingLevelOption } from '@adega/domain/checkout/shipping';
import { normalisePendura, type PenduraPromotion } from '@adega/domain/pendura';
import type { Store } from '@adega/domain/store';
import { quantityInputMode } from '@adega/domain/validation/quantity';
import { productImagePath, productPath } from '@adega/domain/urls';
import type { CartDto, CartItemDto, PenduraView, ShippingServiceLevelDto } from '../../contract.ts';
import type { CartPart, CartState, PartFields, PricedState } from './parts.ts';

/** SPEC §3 attributeValueMap keys the cart item carries. */
const ITEM_ATTRIBUTES = ['TIPO', 'CLASSIFICACAO', 'PAIS'] as const;

function money(centavos: number) {
  return { amount: centavos };
}

function penduraView(
  type: PenduraView['type'],
  promotion: PenduraPromotion | null,
): PenduraView | null {
  return promotion
    ? {
        type,
        discountFactor: promotion.discountFactor,
        stampUrl: promotion.stampUrl ?? '',
        triggerDiscount: promotion.triggerDiscount,
        quantityLimit: promotion.quantityLimit,
      }
    : null;
}

function itemOf(line: PricedState['lines'][number]): CartItemDto {
  const p = line.product;
  // SPEC §4/§7: only the default type is kept; a NEW type is moved to the bypass field.
  const pendura = normalisePendura({ penduraPromotion: p.penduraPromotion });
  const attributeValueMap: Record<string, string> = {};
  for (const key of ITEM_ATTRIBUTES) {
    const value = p.attributes[key];
    if (value !== undefined) attributeValueMap[key] = value;
  }
  return {
    uidPk: line.itemId,
    itemUidPk: line.itemId,
    quantity: line.quantity,
    available: line.available,
    displayName: p.name,
    imageUrl: productImagePath(p.code),
    productSeoUrl: productPath(p.code),
    productCategory: p.category,
    country: p.countryName,
    // SPEC §5: quantity locked for promotional items (campaign-priced and gift lines).
    quantityInput: quantityInputMode({ productType: p.productType, promotional: line.locked }),
    productSku: {
      skuCode: p.code,
      guid: p.guid,
      product: {
        brand: { code: p.brand },
        productType: { name: p.productType },
        attributeValueMap,
      },
    },
    lowestPrice: money(line.lowestPrice),
    lowestUnitPrice: money(line.lowestPrice),
    total: money(line.total),
    cartItemTotal: line.total,
    discount: money(line.discount),
    penduraPromotion: penduraView('PENDURA_DEFAULT', pendura.penduraPromotion),
    penduraPromotionBypass: penduraView('PENDURA_DEFAULT_NEW', pendura.penduraBypass),
    campaigns: line.campaigns,
    productPromotionCampaign: line.productPromotionCampaign,
    producerCampaignData: line.producerCampaignData,
    promotionGift: line.promotionGift,
  };
}

/** A shipping level on the wire (the cart's levels and the product page's quote). */
export function shippingLevelDto(level: ShippingLevelOption): ShippingServiceLevelDto {
  return {
    uidPk: level.uidPk,
    code: level.code,
    name: level.name,
    price: level.price,
    fullPrice: level.fullPrice,
    deliveryDays: level.deliveryDays,
    freeShippingReason: level.freeShippingReason,
  };
}

/** The adjustment fields of the priced cart (ADR 0010); the rows' own fields are the parts'. */
function adjustmentFields(result: Adjustments) {
  const referral = result.referral;
  return {
    // A referral without its club line is dropped by the change that removed the line.
    referral:
      referral && !referral.stale
        ? {
            code: referral.code,
            referrer: referral.referrer,
            benefit: referral.benefit,
            discount: { amount: referral.discount },
            applies: referral.applies,
            message: referral.message,
          }
        : null,
    coupon: null,
    couponDiscountMoney: money(result.couponDiscount),
    premiumDiscountMoney: money(result.premiumDiscount),
    giftPackaging: null,
    giftPackagingMoney: money(result.giftPackaging),
    giftCertificates: result.certificates.map((certificate) => ({
      code: certificate.code,
      balance: certificate.balance,
      applied: certificate.applied,
      message: certificate.message,
    })),
    giftCertificateDiscountMoney: money(result.giftCertificateDiscount),
    cashBack: result.cashback
      ? {
          balance: result.cashback.balance,
          useCashBack: result.cashback.use,
          used: money(result.cashback.used),
        }
      : null,
    cashbackPreview: {
      amount: result.cashbackPreview.amount,
      percent: result.cashbackPreview.percent,
      upTo: result.cashbackPreview.upTo,
      base: result.cashbackPreview.base,
    },
  } satisfies PartFields;
}

/** The cart document of one priced cart: lines, totals, promotion sections, adjustments, parts. */
export function cartDocument(
  store: Store,
  state: CartState,
  priced: PricedState,
  parts: readonly CartPart[],
): CartDto {
  const { totals, adjustmentsApplied: adjusted } = priced;
  const fields: PartFields = {};
  for (const part of parts) {
    if (part.document) Object.assign(fields, part.document(state.parts[part.key], priced));
  }
  const promotionCodes = fields.promotionCodes ?? [];
  const total = adjusted.total;
  return {
    store,
    version: state.cart?.version ?? 0,
    cartItems: priced.lines.map(itemOf),
    numItems: totals.numItems,
    total,
    subtotalMoney: money(totals.subtotal),
    subtotalDiscountMoney: money(
      totals.subtotalDiscount +
        adjusted.referralDiscount +
        adjusted.premiumDiscount +
        adjusted.couponDiscount,
    ),
    shoppingCart: { promotionCodes },
    totalMoney: { amount: total, currency: { currencyCode: 'BRL' } },
    // Issue #13 (ADR 0013): the levels for the destination and bottles, the chosen one, its price.
    shippingAddress: state.checkout.shippingAddress,
    deliveryMethod: state.checkout.deliveryMethod,
    shippingServiceLevels: priced.shipping.levels.map(shippingLevelDto),
    selectedShippingServiceLevel: priced.shipping.selected
      ? shippingLevelDto(priced.shipping.selected)
      : null,
    shippingCostValue: priced.shipping.selected ? money(priced.shipping.selected.price) : null,
    orderGift: state.checkout.orderGift,
    paymentDetails: null,
    clubePrimeOnCart: priced.clubePrimeOnCart,
    wantsDropStop: state.cart?.wantsDropStop ?? false,
    primeDiscountRate: PREMIUM_DISCOUNT_PERCENT,
    ...(priced.sections as Pick<
      CartDto,
      | 'campaignPromotion'
      | 'progressiveDiscountPromotion'
      | 'choseYourGiftPromotion'
      | 'productGiftPromotion'
      | 'giftStatusAtCart'
    >),
    ...adjustmentFields(adjusted),
    promotionCodes,
    ...fields,
  };
}
