/**
 * What the promotion widgets of the WineBox show, read from the cart document (SPEC §3 Cart and
 * Cart item; DTOs in apps/server/src/contract.ts). The server computes the promotions (tiers and
 * marks, missing values, texts); this file only turns them into display pieces and uses the
 * domain's rules for the rest (no price maths of its own).
 */
import type {
  CampaignPromotionDto,
  CartDto,
  CartItemDto,
  ChoseYourGiftPromotionDto,
  ProducerCampaignDataDto,
  ProgressiveDiscountPromotionDto,
} from '@adega/server/contract';
import { formatBRL, fromReais } from '@adega/domain/money';
import type { GiftOption } from '@adega/domain/promotions/chosen-gift';
import { GIFT_WON_TEXT, chosenGiftTitle } from '@adega/domain/promotions/gift-progress';
import { parseBoldMarkers, type TextSegment } from '@adega/domain/promotions/producer-gift';
import { missingValueText } from '@adega/domain/promotions/progressive-discount';
import { normalisePendura, penduraOffer } from '@adega/domain/pendura';

/** Money of the cart document (decimal reais, ADR 0004) as text: 'R$ 1.234,56'. */
export function reaisText(reais: number): string {
  return formatBRL(fromReais(reais));
}

/** 0..100 for a progress bar (a display proportion, not a price). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.floor(value)));
}

// ---- 1. Progressive discount ----

export interface ProgressiveTierView {
  id: number;
  /** What unlocks the tier: 'R$ 300,00' or '6 garrafas'. */
  threshold: string;
  /** What the tier gives: the promotion's discountValueText, else '10% OFF' / 'R$ 20,00 OFF'. */
  reward: string;
  mark: 'reached' | 'outdated' | 'active' | null;
  /** Where the tier sits on the bar (0..100). */
  position: number;
}

export interface ProgressiveView {
  title: string;
  description: string;
  tiers: ProgressiveTierView[];
  /** How far the cart is along the bar (0..100). */
  percent: number;
  /** 'Faltam R$ x para liberar' (or bottles), or the won text once every tier is reached. */
  text: string;
  /** The promotion's progressText when it is a sentence (no VALOR to fill), shown while going. */
  progressText: string | null;
  reached: boolean;
  imagePresentation: string | null;
  redirect: string | null;
}

function bottles(count: number): string {
  return count === 1 ? '1 garrafa' : `${count.toLocaleString('pt-BR')} garrafas`;
}

/** Bottles still missing: 'Falta 1 garrafa para liberar' / 'Faltam N garrafas para liberar'. */
export function bottlesMissingText(missing: number): string {
  return missing === 1 ? 'Falta 1 garrafa para liberar' : `Faltam ${bottles(missing)} para liberar`;
}

/**
 * The progress text: the promotion's own `progressText` when it has one (its VALOR is the
 * missing amount, as in the chosen-gift expression of SPEC §9), else the server's
 * 'Faltam R$ x para liberar' (SPEC §9), else the bottles still missing.
 */
export function progressiveText(promotion: ProgressiveDiscountPromotionDto): string {
  if (promotion.missing <= 0) {
    const reached = promotion.discounts.find((tier) => tier.mark === 'reached');
    if (promotion.wonText && promotion.wonText.trim() !== '') return promotion.wonText;
    return reached ? `${GIFT_WON_TEXT} ${rewardOf(promotion, reached)}` : GIFT_WON_TEXT;
  }
  const missing =
    promotion.discountBy === 'value'
      ? formatBRL(fromReais(promotion.missing)).replace('R$ ', '')
      : String(promotion.missing);
  if (promotion.progressText && promotion.progressText.includes('VALOR')) {
    return promotion.progressText.replaceAll('VALOR', missing);
  }
  if (promotion.discountBy === 'value') {
    return promotion.missingText ?? missingValueText(fromReais(promotion.missing));
  }
  return bottlesMissingText(promotion.missing);
}

function rewardOf(
  promotion: ProgressiveDiscountPromotionDto,
  tier: ProgressiveDiscountPromotionDto['discounts'][number],
): string {
  if (tier.discountValueText.trim() !== '') return tier.discountValueText;
  return promotion.valueType === 'porcentagem'
    ? `${tier.discountValue}% OFF`
    : `${reaisText(tier.discountValue)} OFF`;
}

export function progressiveView(promotion: ProgressiveDiscountPromotionDto): ProgressiveView {
  const tiers = [...promotion.discounts].sort((a, b) => a.minLimitValue - b.minLimitValue);
  const top = tiers.at(-1)?.minLimitValue ?? 0;
  const reached = tiers.length > 0 && promotion.missing <= 0;
  return {
    title: promotion.title,
    description: promotion.description,
    tiers: tiers.map((tier) => ({
      id: tier.id,
      threshold:
        promotion.discountBy === 'garrafas'
          ? bottles(tier.minLimitValue)
          : reaisText(tier.minLimitValue),
      reward: rewardOf(promotion, tier),
      mark: tier.mark,
      position: top > 0 ? clampPercent((tier.minLimitValue * 100) / top) : 100,
    })),
    percent: reached ? 100 : top > 0 ? clampPercent((promotion.measure * 100) / top) : 0,
    text: progressiveText(promotion),
    progressText:
      !reached && promotion.progressText && !promotion.progressText.includes('VALOR')
        ? promotion.progressText
        : null,
    reached,
    imagePresentation: promotion.imagePresentation,
    redirect: promotion.redirect,
  };
}

// ---- 2. Gift progress (checkout-gift campaign) ----

export interface GiftProgressView {
  title: string;
  percent: number;
  reached: boolean;
  text: string;
  gifts: { sku: string; name: string; threshold: string; reached: boolean }[];
  redirectWeb: string | null;
}

export function giftProgressView(campaign: CampaignPromotionDto): GiftProgressView {
  return {
    title: campaign.title,
    percent: clampPercent(campaign.progress.percent),
    reached: campaign.progress.reached,
    // SPEC §4: reached → 'Você ganhou!' or the won text; else 'Faltam R$ x para liberar'.
    text: campaign.progress.text,
    gifts: campaign.gifts.map((gift) => ({
      sku: gift.sku,
      name: gift.name,
      threshold: reaisText(gift.min_value),
      reached: gift.reached,
    })),
    redirectWeb: campaign.redirectWeb,
  };
}

// ---- 3. Choose-your-gift ----

export function chosenGiftOptions(promotion: ChoseYourGiftPromotionDto): GiftOption[] {
  return promotion.skus.map((option) => ({
    sku: option.sku,
    name: option.name,
    ...(option.img ? { img: option.img } : {}),
    isDefault: option.isDefault,
  }));
}

/**
 * The {giftUidpk} of an option (SPEC §7 PUT /api/v4/cart/promotion/gift/{giftUidpk}): the option's
 * uidPk. Null for a sku the promotion does not offer.
 */
export function giftUidpkOf(promotion: ChoseYourGiftPromotionDto, sku: string): string | null {
  const option = promotion.skus.find((candidate) => candidate.sku === sku);
  return option ? String(option.uidPk) : null;
}

/**
 * The chosen gift the cart holds now: its CHOSEN_GIFT line, else (the line not in this document)
 * the status's choice or default while the gift is active; null when the cart holds none.
 */
export function chosenGiftInCart(cart: CartDto): string | null {
  const line = cart.cartItems.find((item) => item.promotionGift === 'CHOSEN_GIFT');
  if (line) return line.productSku.skuCode;
  const status = cart.giftStatusAtCart;
  return status?.active ? (status.selectedSku ?? status.defaultSku) : null;
}

export interface ChosenGiftHeader {
  title: string;
  description: string;
  /** 'Faltam R$ VALOR para liberar' filled in while locked; the win description once unlocked. */
  status: string;
  percent: number;
}

export function chosenGiftHeader(promotion: ChoseYourGiftPromotionDto): ChosenGiftHeader {
  const percent =
    promotion.value > 0
      ? clampPercent(((promotion.value - promotion.missing) * 100) / promotion.value)
      : 100;
  return {
    title: chosenGiftTitle(promotion.title),
    description: promotion.description,
    status: promotion.locked ? promotion.missingText : (promotion.winDescription ?? GIFT_WON_TEXT),
    percent: promotion.locked ? Math.min(percent, 99) : 100,
  };
}

// ---- 4. Producer gift ----

export interface ProducerGiftView {
  title: string;
  segments: TextSegment[];
  itemDescription: string;
  itemInfo: string | null;
  /** availableText once unlocked, else disableText. */
  status: string;
  unlocked: boolean;
  image: string | null;
  link: string | null;
  value: string;
}

export function producerGiftView(data: ProducerCampaignDataDto): ProducerGiftView {
  return {
    title: data.title,
    segments: parseBoldMarkers(data.description),
    itemDescription: data.itemDescription,
    itemInfo: data.itemInfo,
    status: data.unlocked ? data.availableText : data.disableText,
    unlocked: data.unlocked,
    image: data.imgPresentation,
    link: data.producerLink ?? data.redirectWeb,
    value: reaisText(data.valuePromotion),
  };
}

/** Whether the producer's gift line is in the cart (the document's flag, or a line with its sku). */
export function producerGiftInCart(cart: CartDto, data: ProducerCampaignDataDto): boolean {
  return data.itemInCart || cart.cartItems.some((line) => line.productSku.skuCode === data.itemSku);
}

// ---- 5. Pendura ----

export interface PenduraItemView {
  /** 'Leve N por' or 'Sócio Wine leva N por' (SPEC §9). */
  message: string;
  unitPrice: string;
  /** 'Adicionar 1' is offered while one more unit still fits under the quantity limit. */
  canAddOne: boolean;
  /** Units to reach the next tier (0 when the quantity sits on a tier). */
  missingForTier: number;
}

/**
 * The pendura offer of a cart line (domain penduraOffer on the line's customer unit price).
 * Lines without a default pendura, gift lines and unavailable lines have none.
 */
export function penduraItemView(item: CartItemDto, subscriber: boolean): PenduraItemView | null {
  if (!item.penduraPromotion || !item.available || item.promotionGift !== null) return null;
  const unit = fromReais(item.lowestPrice.amount);
  const offer = penduraOffer({
    product: normalisePendura({ penduraPromotion: item.penduraPromotion }),
    listPrice: unit,
    customerPrice: unit,
    subscriber,
  });
  if (!offer) return null;
  const top = offer.tiers.at(-1)?.quantity ?? 0;
  const next = offer.tiers.find((tier) => tier.quantity > item.quantity);
  return {
    message: offer.message,
    unitPrice: offer.unitPriceText,
    canAddOne: item.quantityInput === 'editable' && item.quantity < top,
    missingForTier: next ? next.quantity - item.quantity : 0,
  };
}

// ---- 6. Coupons and gift certificates ----

/** The codes applied to the cart (SPEC §3 shoppingCart.promotionCodes). */
export function promotionCodesOf(cart: CartDto): string[] {
  return [...new Set(cart.shoppingCart.promotionCodes)];
}

export interface AppliedCertificate {
  code: string;
  /** What it pays in this cart ('R$ 50,00'). */
  amount: string;
  /** Why it pays nothing now (expired, no balance), else null. */
  message: string | null;
}

/** The gift certificates of the cart (SPEC §3 giftCertificates), in the order they were added. */
export function certificatesOf(cart: CartDto): AppliedCertificate[] {
  return cart.giftCertificates.map((certificate) => ({
    code: certificate.code,
    amount: reaisText(certificate.applied),
    message: certificate.message,
  }));
}

export interface AppliedCoupon {
  code: string;
  /** The coupon's description, when it has one. */
  description: string | null;
  /** Why the coupon gives nothing now (e.g. below its minimum), else null. */
  message: string | null;
}

/** The gift packaging in the cart, with the reason it does not apply (if it does not). */
export function giftPackagingChoiceOf(
  cart: CartDto,
): { sku: string; message: string | null } | null {
  const packaging = cart.giftPackaging;
  if (!packaging) return null;
  return {
    sku: packaging.sku,
    message: packaging.applies === false ? (packaging.message ?? null) : null,
  };
}

/** The coupon of the cart (one per cart), else the codes of shoppingCart.promotionCodes. */
export function couponsOf(cart: CartDto): AppliedCoupon[] {
  if (cart.coupon) {
    return [
      {
        code: cart.coupon.code,
        description: cart.coupon.description.trim() === '' ? null : cart.coupon.description,
        message: cart.coupon.applies ? null : cart.coupon.message,
      },
    ];
  }
  return promotionCodesOf(cart).map((code) => ({ code, description: null, message: null }));
}
