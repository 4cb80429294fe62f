/** The cart document (issue #6) and the cart-level RPC answers. */
import type { QuoteChangeKind } from '@adega/domain/checkout/quote-changes';
import type { Store } from '@adega/domain/store';
import type { PenduraView } from './catalog.ts';
import type {
  ProductPromotionCampaignDto,
  ProducerCampaignDataDto,
  CampaignPromotionDto,
  ProgressiveDiscountPromotionDto,
  ChoseYourGiftPromotionDto,
  ProductGiftPromotionDto,
  GiftStatusDto,
} from './promotions.ts';
import { AMOUNT, type MoneyFields } from '@adega/domain/money-json';
import {
  CART_CASHBACK_MONEY,
  CART_REFERRAL_MONEY,
  COUPON_MONEY,
  GIFT_CERTIFICATE_MONEY,
  GIFT_PACKAGING_MONEY,
  type CouponDto,
  type GiftCertificateDto,
  type GiftPackagingDto,
  type CartCashBackDto,
  type CartReferralDto,
  type ReferralBenefitDto,
} from './coupons.ts';
import type { CartCheckoutDto } from './checkout.ts';
import type { MoneyAmountDto } from './money.ts';

export type { MoneyAmountDto } from './money.ts';

// ---- Issue #6: cart. The cart document of `GET /api/v1/cart`, `GET /api/v4/cart` and every cart
// RPC / REST mutation (SPEC §3 Cart and Cart item). Public JSON: money is decimal reais here
// (ADR 0004), e.g. `total.amount: 89.9`; format it with `formatBRL(fromReais(amount))`. The cart
// service answers the fields of `CART_MONEY` in centavos, converted once (ADR 0051); the
// promotion sections and a line's campaign and producer data come from the domain in reais. ----

export interface CartItemDto {
  /** uidPk and itemUidPk are the same line id (SPEC §3 "uidPk or itemUidPk"). */
  uidPk: number;
  itemUidPk: number;
  quantity: number;
  /** False when the line cannot be bought now (unavailable, members-only…); it costs nothing. */
  available: boolean;
  displayName: string;
  imageUrl: string;
  productSeoUrl: string;
  productCategory: string;
  country: string | null;
  /** SPEC §5: 'editable', 'locked' (promotional items) or 'none' (the prime line). */
  quantityInput: 'editable' | 'locked' | 'none';
  productSku: {
    skuCode: string;
    guid: string;
    product: {
      brand: { code: string };
      productType: { name: string };
      attributeValueMap: Record<string, string>;
    };
  };
  /** The customer's unit price before cart promotions ("original price"). */
  lowestPrice: MoneyAmountDto;
  lowestUnitPrice: MoneyAmountDto;
  total: MoneyAmountDto;
  cartItemTotal: number;
  discount: MoneyAmountDto;
  penduraPromotion: PenduraView | null;
  /** A PENDURA_DEFAULT_NEW promotion (SPEC §4: moved to a bypass field; priced when active). */
  penduraPromotionBypass: PenduraView | null;
  /** SPEC §3 campaigns: the product's CAMPANHA codes plus the codes of the campaign item
   * promotions that apply to this line now. Empty for the chosen gift line. */
  campaigns: string[];
  /** The campaign price's per-unit limit (SPEC §5 limited-discount warning); null without one. */
  productPromotionCampaign: ProductPromotionCampaignDto | null;
  /** The producer gift offered with this (parent) line (SPEC §3); null without one. */
  producerCampaignData: ProducerCampaignDataDto | null;
  /** This line is a promotion gift at price 0: a chosen gift or a producer gift; else null. */
  promotionGift: 'CHOSEN_GIFT' | 'PRODUCER_GIFT' | null;
}

const CART_ITEM_MONEY: MoneyFields<CartItemDto> = {
  lowestPrice: AMOUNT,
  lowestUnitPrice: AMOUNT,
  total: AMOUNT,
  cartItemTotal: true,
  discount: AMOUNT,
};

/** RPC `validateShoppingCart`. */
export interface CartValidationDto {
  valid: boolean;
  /** skuCode null: a problem of the cart (coupon, gift certificate). */
  problems: { skuCode: string | null; message: string }[];
  cart: CartDto;
}

/** RPC `addOrderProductsToCart`. */
export interface OrderProductsResultDto {
  cart: CartDto;
  added: { skuCode: string; quantity: number }[];
  /** `message`: SPEC §8 add-to-cart text; `reason`: the rule's own text. */
  notAdded: { skuCode: string; quantity: number; message: string; reason: string }[];
}

/** Issue #13: the checkout fields (shipping address, levels, delivery method, order gift). */
export interface CartDto extends CartCheckoutDto {
  store: Store;
  /** Grows with every change of the cart (0 when there is no cart yet). */
  version: number;
  cartItems: CartItemDto[];
  /** Units in the WineBox; the ClubePrime line is not counted (SPEC §4). */
  numItems: number;
  total: number;
  subtotalMoney: MoneyAmountDto;
  subtotalDiscountMoney: MoneyAmountDto;
  giftCertificateDiscountMoney: MoneyAmountDto;
  /** Vale-presente codes applied, in order (ADR 0010); `applied` is what each pays now. */
  giftCertificates: GiftCertificateDto[];
  /** The coupon's code (one coupon per cart), also in `shoppingCart.promotionCodes`. */
  promotionCodes: string[];
  shoppingCart: { promotionCodes: string[] };
  /** The coupon of the cart (ADR 0010); listed with `applies: false` and why when it gives 0. */
  coupon: CouponDto | null;
  /** A friend's referral code on the club line (ADR 0023); part of `subtotalDiscountMoney`. */
  referral: CartReferralDto | null;
  /** The coupon's part of `subtotalDiscountMoney`. */
  couponDiscountMoney: MoneyAmountDto;
  /** Premium's 15 % off the merchandise (issue #15), part of `subtotalDiscountMoney`; 0 otherwise. */
  premiumDiscountMoney: MoneyAmountDto;
  /** The gift packaging chosen (SPEC §7 giftPackaging); its price is in the total when it applies. */
  giftPackaging: GiftPackagingDto | null;
  giftPackagingMoney: MoneyAmountDto;
  /** The customer's cashback (ledger balance, whether it is used, the part used); null for visitors. */
  cashBack: CartCashBackDto | null;
  /** Cashback earned on this cart: the customer's (1.2 %, premium 3.6 %) or, for a visitor, the
   * 'Ganhe até' estimate (3.6 %, `upTo`) of SPEC §6/§9; `base` = products after coupon. */
  cashbackPreview: { amount: number; percent: number; upTo: boolean; base: number };
  totalMoney: { amount: number; currency: { currencyCode: 'BRL' } };
  /** The chosen shipping level's price (issue #13), null without one; included in the totals. */
  shippingCostValue: MoneyAmountDto | null;
  paymentDetails: { type: string } | null;
  clubePrimeOnCart: boolean;
  wantsDropStop: boolean;
  /** Percent (SPEC §9 premium benefit). */
  primeDiscountRate: number;
  /** Issue #6 promotions, computed on the server (see the DTOs above). */
  campaignPromotion: CampaignPromotionDto | null;
  progressiveDiscountPromotion: ProgressiveDiscountPromotionDto | null;
  choseYourGiftPromotion: ChoseYourGiftPromotionDto | null;
  productGiftPromotion: ProductGiftPromotionDto | null;
  /** Null when no choose-your-gift promotion is active. */
  giftStatusAtCart: GiftStatusDto | null;
}

const SHIPPING_LEVEL_MONEY = { price: true, fullPrice: true } as const;

/** The money fields of the cart document (ADR 0051). */
export const CART_MONEY: MoneyFields<CartDto> = {
  cartItems: CART_ITEM_MONEY,
  total: true,
  subtotalMoney: AMOUNT,
  subtotalDiscountMoney: AMOUNT,
  giftCertificateDiscountMoney: AMOUNT,
  giftCertificates: GIFT_CERTIFICATE_MONEY,
  coupon: COUPON_MONEY,
  referral: CART_REFERRAL_MONEY,
  couponDiscountMoney: AMOUNT,
  premiumDiscountMoney: AMOUNT,
  giftPackaging: GIFT_PACKAGING_MONEY,
  giftPackagingMoney: AMOUNT,
  cashBack: CART_CASHBACK_MONEY,
  cashbackPreview: { amount: true, base: true },
  totalMoney: AMOUNT,
  shippingServiceLevels: SHIPPING_LEVEL_MONEY,
  selectedShippingServiceLevel: SHIPPING_LEVEL_MONEY,
  shippingCostValue: AMOUNT,
};

/** The answers that carry the cart document under `cart`. */
export const CART_VALIDATION_MONEY: MoneyFields<CartValidationDto> = { cart: CART_MONEY };
export const ORDER_PRODUCTS_MONEY: MoneyFields<OrderProductsResultDto> = { cart: CART_MONEY };

/**
 * `POST /api/v1/club/promotions/coupon_mgm` answers the benefit (as before) and the cart with the
 * code recorded (ADR 0023).
 */
export interface ReferralAppliedDto extends ReferralBenefitDto {
  cart: CartDto;
}

export const REFERRAL_APPLIED_MONEY: MoneyFields<ReferralAppliedDto> = {
  benefit: true,
  cart: CART_MONEY,
};

/**
 * Issue #33 F10 (ADR 0049): the 409 of `POST /api/v1/checkout/orders` / RPC `placeOrder` when the
 * cart changed since the customer last saw it (a certificate or cashback spent elsewhere, a coupon
 * gone, a price, a promotion, the shipping level). Nothing was placed, reserved or charged;
 * `message` names what changed and the total to pay, `cart` is the cart priced again (now seen:
 * placing again with the same cart is accepted).
 */
export interface OrderTotalChangedDto {
  message: string;
  code: 'CONFLICT';
  changes: { kind: QuoteChangeKind; message: string }[];
  cart: CartDto;
}
