/**
 * The cart document of SPEC §3 (Cart, Cart item), computed from the stored lines by the
 * `packages/domain` rules at every read: prices are never stored, so a price change, a new
 * subscription or the prime line reprices the cart at once. Money is decimal reais here, converted
 * once (ADR 0004). Fields of later issues (campaigns, gifts, coupons) are present and empty.
 */
import { cartTotals } from '@adega/domain/cart/cart-totals';
import { isLineAvailable, type CartProduct } from '@adega/domain/cart/cart-rules';
import { linePrice } from '@adega/domain/cart/line-price';
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

export function cartDocument(
  store: Store,
  cart: CartState | null,
  lines: readonly CartLineRow[],
  flags: CustomerFlags | null,
): CartDto {
  const buyer = buyerOf(flags);
  const clubePrimeOnCart = lines.some((line) => isSubscriptionItem(line.product));
  const priceAsSubscriber = isSubscriber(flags, clubePrimeOnCart);
  const priced = lines.map((line) => {
    const available = isLineAvailable(cartProductOf(line.product, store), line.quantity, buyer);
    return { line, available, price: linePrice(line.product, line.quantity, priceAsSubscriber) };
  });
  const totals = cartTotals(
    priced.map(({ line, available, price }) => ({
      productType: line.product.productType,
      quantity: line.quantity,
      available,
      ...price,
    })),
  );
  const cartItems = priced.map(({ line, available, price }): CartItemDto => {
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
      available,
      displayName: p.name,
      imageUrl: productImageUrl(p.code),
      productSeoUrl: productUrl(p.code),
      productCategory: p.category,
      country: p.countryName,
      quantityInput: quantityInputMode({ productType: p.productType, promotional: false }),
      productSku: {
        skuCode: p.code,
        guid: p.guid,
        product: {
          brand: { code: p.brand },
          productType: { name: p.productType },
          attributeValueMap,
        },
      },
      lowestPrice: money(price.lowestPrice),
      lowestUnitPrice: money(price.lowestPrice),
      total: money(price.total),
      cartItemTotal: toReais(price.total),
      discount: money(price.discount),
      penduraPromotion: penduraView('PENDURA_DEFAULT', pendura.penduraPromotion),
      penduraPromotionBypass: penduraView('PENDURA_DEFAULT_NEW', pendura.penduraBypass),
      campaigns: [],
      productPromotionCampaign: null,
      producerCampaignData: null,
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
    campaignPromotion: null,
    progressiveDiscountPromotion: null,
    choseYourGiftPromotion: null,
    productGiftPromotion: null,
    giftStatusAtCart: null,
  };
}
