/**
 * The cart document of SPEC §3 (Cart, Cart item), computed from the stored lines by the
 * `packages/domain` rules at every read: prices are never stored, so a price change, a new
 * subscription or the prime line reprices the cart at once. Money is decimal reais here, converted
 * once (ADR 0004). Fields of later issues (campaigns, gifts, coupons) are present and empty.
 */
import {
  applyCartAdjustments,
  cartTotals,
  type CartAdjustment,
} from '@adega/domain/cart/cart-totals';
import { isLineAvailable, type CartProduct } from '@adega/domain/cart/cart-rules';
import { linePrice, type LinePrice } from '@adega/domain/cart/line-price';
import type { PromotionAudience } from '@adega/domain/promotions/cart-promotions';
import { PREMIUM_DISCOUNT_PERCENT } from '@adega/domain/constants';
import { toReais } from '@adega/domain/money';
import { normalisePendura, type PenduraPromotion } from '@adega/domain/pendura';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { hasSubscription, isSubscriber } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { quantityInputMode } from '@adega/domain/validation/quantity';
import type { CartDto, CartItemDto, PenduraView } from '../../contract.ts';
import { productImageUrl, productUrl } from '../catalog/service.ts';
import { isSoldIn, type CartLineRow, type CartProductRow, type CustomerFlags } from './repo.ts';
import {
  adjustCartDocument,
  type CartExtras,
  type PromotionsCartDto,
} from '../coupons/document.ts';
import {
  campaignCodesOf,
  campaignPromotion,
  choseYourGift,
  itemPromotions,
  progressivePromotion,
  type CartPromotionContext,
  type LinePromotion,
} from '../promotions/cart.ts';

/** SPEC §3 attributeValueMap keys the cart item carries. */
const ITEM_ATTRIBUTES = ['TIPO', 'CLASSIFICACAO', 'PAIS'] as const;

export function cartProductOf(product: NonNullable<CartProductRow>, store: Store): CartProduct {
  return {
    productType: product.productType,
    available: product.available,
    listPrice: product.listPrice,
    stock: product.stock,
    promotion: product.promotion,
    inStore: isSoldIn(product, store),
  };
}

/** Who buys: members-only needs a subscription on the record; prices also count prime in cart. */
export function buyerOf(flags: CustomerFlags | null) {
  return { subscriber: hasSubscription(flags), primeSubscriber: flags?.socioPrime === true };
}

function money(centavos: number) {
  return { amount: toReais(centavos) };
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

export interface CartState {
  wantsDropStop: boolean;
  version: number;
}

/**
 * The cart document: the lines and promotion totals, then the adjustments of ADR 0010 (coupon,
 * gift packaging, gift certificates, cashback) applied in `adjustCartDocument`.
 */
export function cartDocument(
  store: Store,
  cart: CartState | null,
  lines: readonly CartLineRow[],
  flags: CustomerFlags | null,
  extras: CartExtras | null = null,
  promotions: CartPromotionContext | null = null,
): CartDto {
  return adjustCartDocument(
    promotionsDocument(store, cart, lines, flags, promotions),
    { store, flags },
    extras,
  );
}

function promotionsDocument(
  store: Store,
  cart: CartState | null,
  lines: readonly CartLineRow[],
  flags: CustomerFlags | null,
  promotions: CartPromotionContext | null = null,
): PromotionsCartDto {
  const buyer = buyerOf(flags);
  const clubePrimeOnCart = lines.some((line) => isSubscriptionItem(line.product));
  const priceAsSubscriber = isSubscriber(flags, clubePrimeOnCart);
  const priced = lines.map((line) => {
    const available = isLineAvailable(cartProductOf(line.product, store), line.quantity, buyer);
    return { line, available, price: linePrice(line.product, line.quantity, priceAsSubscriber) };
  });
  const promoted = cartPromotions(priced, promotions, {
    store,
    now: promotions?.now ?? new Date(0),
    subscriber: priceAsSubscriber,
    buyer,
  });
  const totals = applyCartAdjustments(
    cartTotals(
      promoted.lines.map(({ line, promotion }) => ({
        productType: line.product.productType,
        quantity: line.quantity,
        available: promotion.available,
        lowestPrice: promotion.lowestPrice,
        total: promotion.total,
        discount: promotion.discount,
      })),
    ),
    promoted.adjustments,
  );
  const cartItems = promoted.lines.map(({ line, promotion }): CartItemDto => {
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
      available: promotion.available,
      displayName: p.name,
      imageUrl: productImageUrl(p.code),
      productSeoUrl: productUrl(p.code),
      productCategory: p.category,
      country: p.countryName,
      // SPEC §5: quantity locked for promotional items (campaign-priced and gift lines).
      quantityInput: quantityInputMode({
        productType: p.productType,
        promotional: promotion.locked,
      }),
      productSku: {
        skuCode: p.code,
        guid: p.guid,
        product: {
          brand: { code: p.brand },
          productType: { name: p.productType },
          attributeValueMap,
        },
      },
      lowestPrice: money(promotion.lowestPrice),
      lowestUnitPrice: money(promotion.lowestPrice),
      total: money(promotion.total),
      cartItemTotal: toReais(promotion.total),
      discount: money(promotion.discount),
      penduraPromotion: penduraView('PENDURA_DEFAULT', pendura.penduraPromotion),
      penduraPromotionBypass: penduraView('PENDURA_DEFAULT_NEW', pendura.penduraBypass),
      campaigns: promotion.campaigns,
      productPromotionCampaign: promotion.productPromotionCampaign,
      producerCampaignData: promotion.producerCampaignData,
      promotionGift: promotion.promotionGift,
    };
  });
  return {
    store,
    version: cart?.version ?? 0,
    cartItems,
    numItems: totals.numItems,
    total: toReais(totals.total),
    subtotalMoney: money(totals.subtotal),
    subtotalDiscountMoney: money(totals.subtotalDiscount),
    giftCertificateDiscountMoney: money(0),
    giftCertificates: [],
    promotionCodes: [],
    shoppingCart: { promotionCodes: [] },
    totalMoney: { amount: toReais(totals.total), currency: { currencyCode: 'BRL' } },
    shippingCostValue: null,
    paymentDetails: null,
    clubePrimeOnCart: totals.clubePrimeOnCart,
    wantsDropStop: cart?.wantsDropStop ?? false,
    primeDiscountRate: PREMIUM_DISCOUNT_PERCENT,
    ...promoted.sections,
  };
}

// ---- Issue #6 promotions (modules/promotions/cart.ts computes them; this maps the lines). ----

interface PricedCartLine {
  line: CartLineRow;
  available: boolean;
  price: LinePrice;
}

type PromotionSections = Pick<
  CartDto,
  | 'campaignPromotion'
  | 'progressiveDiscountPromotion'
  | 'choseYourGiftPromotion'
  | 'productGiftPromotion'
  | 'giftStatusAtCart'
>;

const NO_PROMOTIONS: PromotionSections = {
  campaignPromotion: null,
  progressiveDiscountPromotion: null,
  choseYourGiftPromotion: null,
  productGiftPromotion: null,
  giftStatusAtCart: null,
};

export interface CartPromotionsResult {
  /** The stored lines, then the chosen gift line (uidPk −option id) when there is one. */
  lines: { line: CartLineRow; promotion: LinePromotion }[];
  /** Cart-level discounts for applyCartAdjustments (the progressive discount). */
  adjustments: CartAdjustment[];
  sections: PromotionSections;
  /** Producer gift lines whose campaign no longer holds (removed at the next change). */
  staleGiftItemIds: number[];
}

function plainPromotion({ line, available, price }: PricedCartLine): LinePromotion {
  return {
    available,
    lowestPrice: price.lowestPrice,
    total: price.total,
    discount: price.discount,
    campaigns: campaignCodesOf(line.product.attributes),
    productPromotionCampaign: null,
    producerCampaignData: null,
    promotionGift: null,
    locked: false,
  };
}

/**
 * SPEC §3/§4 cart promotions: item campaign prices and producer gifts, the progressive discount
 * (an adjustment on the total), the checkout-gift progress and the chosen gift line at price 0.
 * Without a promotion context (no promotions service) or without lines, nothing is computed.
 */
export function cartPromotions(
  priced: readonly PricedCartLine[],
  context: CartPromotionContext | null,
  audience: PromotionAudience & { buyer: ReturnType<typeof buyerOf> },
): CartPromotionsResult {
  // An empty WineBox shows its empty state: no promotion widgets until the first line.
  if (!context || priced.length === 0) {
    return {
      lines: priced.map((entry) => ({ line: entry.line, promotion: plainPromotion(entry) })),
      adjustments: [],
      sections: NO_PROMOTIONS,
      staleGiftItemIds: [],
    };
  }
  const items = itemPromotions(
    priced.map(({ line, available, price }) => ({
      itemId: line.itemId,
      sku: line.product.code,
      quantity: line.quantity,
      available,
      subscription: isSubscriptionItem(line.product),
      attributes: line.product.attributes,
      lowestPrice: price.lowestPrice,
      total: price.total,
      discount: price.discount,
    })),
    context.records.itemPromotions,
    context.gifts,
    audience,
  );
  const lines = priced.map((entry, index) => ({
    line: entry.line,
    promotion: items.lines[index] ?? plainPromotion(entry),
  }));
  const progressive = progressivePromotion(
    context.records,
    audience,
    lines.map(({ line, promotion }) => ({
      counts:
        promotion.available &&
        promotion.promotionGift === null &&
        !isSubscriptionItem(line.product),
      campaigns: promotion.campaigns,
      quantity: line.quantity,
      bottlesPerUnit: context.gifts.bottlesPerUnit.get(line.itemId) ?? null,
      total: promotion.total,
    })),
  );
  const giftProduct = (sku: string) => {
    const product = context.giftProducts.get(sku);
    return product && isLineAvailable(cartProductOf(product, audience.store), 1, audience.buyer)
      ? product
      : undefined;
  };
  const chosen = choseYourGift(
    context.records,
    audience,
    context.gifts,
    items.merchandiseTotal,
    (sku) => giftProduct(sku) !== undefined,
  );
  const giftLine = chosen?.line;
  const giftProductRow = giftLine ? giftProduct(giftLine.sku) : undefined;
  if (giftLine && giftProductRow) {
    lines.push({
      line: { itemId: -giftLine.optionId, quantity: 1, product: giftProductRow },
      promotion: {
        available: true,
        lowestPrice: 0,
        total: 0,
        discount: 0,
        campaigns: [],
        productPromotionCampaign: null,
        producerCampaignData: null,
        promotionGift: 'CHOSEN_GIFT',
        locked: true,
      },
    });
  }
  return {
    lines,
    adjustments: progressive
      ? [{ source: 'progressive-discount', amount: progressive.discount }]
      : [],
    sections: {
      campaignPromotion: campaignPromotion(context.records, audience, items.merchandiseTotal),
      progressiveDiscountPromotion: progressive?.dto ?? null,
      choseYourGiftPromotion: chosen?.dto ?? null,
      productGiftPromotion: items.productGiftPromotion,
      giftStatusAtCart: chosen?.status ?? null,
    },
    staleGiftItemIds: items.staleGiftItemIds,
  };
}

/** The merchandise total and stale producer gifts of a cart (for the gift checks of service.ts). */
export function cartPromotionState(
  store: Store,
  lines: readonly CartLineRow[],
  flags: CustomerFlags | null,
  context: CartPromotionContext,
): { merchandiseTotal: number; staleGiftItemIds: number[]; subscriber: boolean } {
  const buyer = buyerOf(flags);
  const clubePrimeOnCart = lines.some((line) => isSubscriptionItem(line.product));
  const subscriber = isSubscriber(flags, clubePrimeOnCart);
  const priced = lines.map((line) => ({
    line,
    available: isLineAvailable(cartProductOf(line.product, store), line.quantity, buyer),
    price: linePrice(line.product, line.quantity, subscriber),
  }));
  const result = cartPromotions(priced, context, { store, now: context.now, subscriber, buyer });
  const merchandiseTotal = result.lines.reduce(
    (sum, { line, promotion }) =>
      promotion.available && !isSubscriptionItem(line.product) ? sum + promotion.total : sum,
    0,
  );
  return { merchandiseTotal, staleGiftItemIds: result.staleGiftItemIds, subscriber };
}
