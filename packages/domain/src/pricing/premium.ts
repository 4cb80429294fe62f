/**
 * Premium (prime/pass) subscription: benefits, simulated saving and the checkout offer
 * (SPEC §2 Checkout subscription offer and premium-benefits modal, §3 Offered subscription,
 * §9 "Premium benefit: 15% discount, 3x cashback", "Simulated saving = …").
 */
import {
  DESKTOP_BREAKPOINT_PX,
  PREMIUM_CASHBACK_MULTIPLIER,
  PREMIUM_DISCOUNT_PERCENT,
} from '../constants.ts';
import { formatBRL, formatBRLNumber, percentOf, type Centavos } from '../money.ts';
import { isPrimeItem, isSubscriptionItem, type TypedCartItem } from './prime-toggle.ts';

/** SPEC §9 "Premium benefit: 15% discount, 3x cashback". */
export const PREMIUM_BENEFIT = {
  discountPercent: PREMIUM_DISCOUNT_PERCENT,
  cashbackMultiplier: PREMIUM_CASHBACK_MULTIPLIER,
} as const;

export const PREMIUM_BENEFITS_MODAL_TITLE = 'O que estarei levando?';

/**
 * Issue #15: premium's discount on an amount of merchandise (15 %, rounded once). The cart takes
 * it off the merchandise after the promotions and before the coupon (cart/adjustments.ts).
 */
export function premiumDiscountOf(merchandise: Centavos): Centavos {
  return merchandise > 0 ? percentOf(merchandise, PREMIUM_DISCOUNT_PERCENT) : 0;
}

/**
 * The items of the 'O que estarei levando?' modal. SPEC §2 lists them in English; these pt-BR
 * wordings are ours. The monthly cashback credit shows only when the amount is above zero.
 */
export function premiumBenefits(monthlyCashback: Centavos | null | undefined): string[] {
  const benefits: string[] = [];
  if (typeof monthlyCashback === 'number' && monthlyCashback > 0) {
    benefits.push(`Crédito mensal de ${formatBRL(monthlyCashback)} em cashback`);
  }
  benefits.push(
    `${PREMIUM_BENEFIT.discountPercent}% de desconto em todas as compras no site ou app`,
    `${PREMIUM_BENEFIT.cashbackMultiplier}x mais cashback`,
    'Frete grátis para localidades elegíveis',
  );
  return benefits;
}

/** A cart item as the saving simulation reads it; amounts already in centavos (fromReais). */
export interface SavingCartItem extends TypedCartItem {
  discount?: { amount: Centavos } | null;
  total?: { amount: Centavos } | null;
}

/**
 * SPEC §9: simulated saving = (Σ over non-subscription items of discount.amount + total.amount)
 * × primeDiscountRate / 100. discount + total is the line before its discounts, which is what the
 * subscription discount would apply to. Rounded once, at the end.
 */
export function simulatedSaving(
  items: readonly SavingCartItem[],
  primeDiscountRate: number,
): Centavos {
  if (!Number.isFinite(primeDiscountRate) || primeDiscountRate <= 0) return 0;
  const base = items
    .filter((item) => !isSubscriptionItem(item))
    .reduce((sum, item) => sum + (item.discount?.amount ?? 0) + (item.total?.amount ?? 0), 0);
  return percentOf(base, primeDiscountRate);
}

/** SPEC §3 Offered subscription. price and cashBack in centavos (the payload's reais via fromReais). */
export interface OfferedSubscription {
  name?: string | null;
  descricao?: string | null;
  price: Centavos;
  /** Monthly cashback credit. */
  cashBack?: Centavos | null;
  skuCode?: string | null;
}

/** SPEC §3: "descricao (contains 'pass' for the pass variant)" — compared case-insensitively. */
export function isPassOffer(offer: Pick<OfferedSubscription, 'descricao'>): boolean {
  return (offer.descricao ?? '').toLowerCase().includes('pass');
}

export const PASS_NAME_PREFIX = 'winepass ';
export const DEFAULT_PASS_NAME = 'relax';

/**
 * The pass name that picks the logo: SPEC §3 "pass names are prefixed 'winepass '; default pass
 * 'relax'". 'Winepass Relax' → 'relax'; no name → 'relax'.
 */
export function passName(name: string | null | undefined): string {
  const normalised = `${(name ?? '').trim().toLowerCase()} `;
  const bare = normalised.startsWith(PASS_NAME_PREFIX)
    ? normalised.slice(PASS_NAME_PREFIX.length)
    : normalised;
  return bare.trim() === '' ? DEFAULT_PASS_NAME : bare.trim();
}

/** SPEC §2: the pass logo is vertical at 992px or more, horizontal below. */
export function passLogoOrientation(viewportWidth: number): 'vertical' | 'horizontal' {
  return viewportWidth >= DESKTOP_BREAKPOINT_PX ? 'vertical' : 'horizontal';
}

function formatRate(rate: number): string {
  return String(rate).replace('.', ',');
}

export const OFFER_TEXTS = {
  learnMore: 'Saiba mais',
  saveNow: 'Economize agora:',
  alreadySaving: 'Oba, você já está economizando!',
} as const;

/** 'Por apenas {price} por mês, você terá {rate}% de desconto em todas as suas compras.' */
export function discountOfferText(price: Centavos, rate: number): string {
  return `Por apenas ${formatBRL(price)} por mês, você terá ${formatRate(rate)}% de desconto em todas as suas compras.`;
}

/** 'Ative o desconto e garanta mais R$ {cashback} em cashback todo mês. Só {price} por mês.' */
export function passCashbackText(cashback: Centavos, price: Centavos): string {
  return `Ative o desconto e garanta mais R$ ${formatBRLNumber(cashback)} em cashback todo mês. Só ${formatBRL(price)} por mês.`;
}

/** 'Ative o desconto por apenas {price}/mês' */
export function passCardTitle(price: Centavos): string {
  return `Ative o desconto por apenas ${formatBRL(price)}/mês`;
}

/** 'Assine e economize agora {saving}' */
export function passCardFooter(saving: Centavos): string {
  return `Assine e economize agora ${formatBRL(saving)}`;
}

export interface CheckoutOfferVisibilityInputs {
  /** Subscriber by the customer record (roles.ts hasSubscription), not counting the cart. */
  subscriber: boolean;
  /** The subscription toggle is on (the subscription item is in the cart). */
  subscriptionActive: boolean;
  items: readonly TypedCartItem[];
}

/**
 * SPEC §2: shown only to non-subscribers; hidden when the customer is a subscriber, or when the
 * subscription is active and is the only cart item (switching it off would leave an empty cart).
 */
export function isCheckoutOfferVisible({
  subscriber,
  subscriptionActive,
  items,
}: CheckoutOfferVisibilityInputs): boolean {
  if (subscriber) return false;
  const onlySubscription = items.length > 0 && items.every(isPrimeItem);
  return !(subscriptionActive && onlySubscription);
}

export interface CheckoutOfferInputs {
  offer: OfferedSubscription;
  /** The cart's primeDiscountRate (percent). */
  rate: number;
  /** simulatedSaving() of the cart. */
  saving: Centavos;
  active: boolean;
}

export type CheckoutOfferView =
  | {
      variant: 'discount';
      text: string;
      learnMore: typeof OFFER_TEXTS.learnMore;
      saveNowLabel: typeof OFFER_TEXTS.saveNow;
      savingText: string;
      activeText: typeof OFFER_TEXTS.alreadySaving | null;
    }
  | {
      variant: 'pass';
      passName: string;
      title: string;
      cashbackText: string;
      footer: string;
      activeText: typeof OFFER_TEXTS.alreadySaving | null;
    };

/** The checkout offer texts, discount variant or pass card (SPEC §2 Checkout subscription offer). */
export function checkoutOfferView({
  offer,
  rate,
  saving,
  active,
}: CheckoutOfferInputs): CheckoutOfferView {
  const activeText = active ? OFFER_TEXTS.alreadySaving : null;
  if (isPassOffer(offer)) {
    return {
      variant: 'pass',
      passName: passName(offer.name),
      title: passCardTitle(offer.price),
      cashbackText: passCashbackText(offer.cashBack ?? 0, offer.price),
      footer: passCardFooter(saving),
      activeText,
    };
  }
  return {
    variant: 'discount',
    text: discountOfferText(offer.price, rate),
    learnMore: OFFER_TEXTS.learnMore,
    saveNowLabel: OFFER_TEXTS.saveNow,
    savingText: formatBRL(saving),
    activeText,
  };
}
