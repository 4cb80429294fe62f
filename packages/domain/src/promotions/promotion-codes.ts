/**
 * Promotion codes as the RPCs of SPEC §7 "Promotions" read them (ADR 0053): `getPromotionType`
 * and `getPromotionAmount {code}` say what a code is and what it is worth, and
 * `getRuleActionTypePromotion {code, modalidade, quantidadeCreditos, automaticRenovation}` says
 * what its rule does to a club subscription (the `coupon_mgm` side of the store). A code is a
 * coupon, a gift certificate or a member's referral code, looked up in that order (the order of
 * `applyCode`, then `coupon_mgm`). Nothing here applies a code: the cart does that.
 */
import { BILLING_PLANS, type BillingKind } from '../club/plans.ts';
import type { Coupon } from '../cart/coupons.ts';
import { checkCertificate, type GiftCertificate } from '../cart/gift-certificates.ts';
import type { PromotionStatus } from '../enums.ts';
import { formatBRL, type Centavos } from '../money.ts';
import type { Store } from '../store.ts';
import { REFERRAL_TEXTS } from './referral.ts';

export const PROMOTION_CODE_TEXTS = {
  required: 'Informe o código promocional.',
  format: 'O código promocional só aceita letras, números, hífen e sublinhado (até 40 caracteres).',
  unknown: 'Código promocional não encontrado. Confira o código digitado e tente novamente.',
  modalidade: 'Escolha a modalidade do clube: monthly (Mensal) ou annual (Anual pré-pago).',
  credits: 'Informe a quantidade de créditos: um número inteiro de 1 a 12.',
  renewal: 'Informe se a assinatura renova automaticamente (true ou false).',
  noManualRenewal: 'As assinaturas do clube renovam automaticamente até serem canceladas.',
  couponOnProducts: 'Este cupom vale para os produtos da WineBox, não para a assinatura do clube.',
} as const;

/** 'A modalidade Anual pré-pago tem 12 créditos por cobrança.' */
export function creditsText(kind: BillingKind): string {
  const { label, monthsPerPeriod: n } = BILLING_PLANS[kind];
  return `A modalidade ${label} tem ${String(n)} ${n === 1 ? 'crédito' : 'créditos'} por cobrança.`;
}

export type PromotionCode =
  | { source: 'coupon'; coupon: Coupon }
  | { source: 'certificate'; certificate: GiftCertificate }
  /** `active`: the code is on and its owner is a club member now (domain `checkReferral`). */
  | { source: 'referral'; code: string; active: boolean; benefit: Centavos };

export const PROMOTION_CODE_TYPES = [
  'PERCENT',
  'FIXED',
  'FREE_SHIPPING',
  'GIFT_CERTIFICATE',
  'REFERRAL',
] as const;
export type PromotionCodeType = (typeof PROMOTION_CODE_TYPES)[number];

export function codeOf(promotion: PromotionCode): string {
  if (promotion.source === 'coupon') return promotion.coupon.code;
  return promotion.source === 'certificate' ? promotion.certificate.code : promotion.code;
}

/** A coupon of value 0 that frees shipping is a free-shipping coupon; else its kind. */
export function promotionTypeOf(promotion: PromotionCode): PromotionCodeType {
  if (promotion.source === 'certificate') return 'GIFT_CERTIFICATE';
  if (promotion.source === 'referral') return 'REFERRAL';
  const { coupon } = promotion;
  return coupon.value <= 0 && coupon.freeShipping ? 'FREE_SHIPPING' : coupon.kind;
}

/** When and where a code is asked about. */
export interface CodeMoment {
  now: Date;
  store: Store;
}

/**
 * SPEC §3 promotion status of a code here and now: NEXT before its window, INACTIVE when off, over
 * or not valid in this store (a coupon's storeCodes).
 */
export function promotionCodeStatus(promotion: PromotionCode, at: CodeMoment): PromotionStatus {
  const { now } = at;
  if (promotion.source === 'referral') return promotion.active ? 'ACTIVE' : 'INACTIVE';
  if (promotion.source === 'certificate') {
    return checkCertificate(promotion.certificate, now).ok ? 'ACTIVE' : 'INACTIVE';
  }
  const { coupon } = promotion;
  const time = now.getTime();
  if (!coupon.active || !coupon.storeCodes.includes(at.store)) return 'INACTIVE';
  if (coupon.validUntil && time > coupon.validUntil.getTime()) return 'INACTIVE';
  return coupon.validFrom && time < coupon.validFrom.getTime() ? 'NEXT' : 'ACTIVE';
}

export interface PromotionAmount {
  code: string;
  type: PromotionCodeType;
  status: PromotionStatus;
  /** A percent coupon's whole percent; null for the others. */
  percent: number | null;
  /** Centavos: a fixed coupon's value, a certificate's balance, a referral's benefit. */
  amount: Centavos | null;
  freeShipping: boolean;
  /** Centavos the cart must reach for a coupon (0: none, and for the others). */
  minimum: Centavos;
}

export function promotionAmountOf(promotion: PromotionCode, at: CodeMoment): PromotionAmount {
  const base = {
    code: codeOf(promotion),
    type: promotionTypeOf(promotion),
    status: promotionCodeStatus(promotion, at),
  };
  if (promotion.source === 'certificate') {
    const { balance } = promotion.certificate;
    return { ...base, percent: null, amount: balance, freeShipping: false, minimum: 0 };
  }
  if (promotion.source === 'referral') {
    return { ...base, percent: null, amount: promotion.benefit, freeShipping: false, minimum: 0 };
  }
  const { coupon } = promotion;
  const percent = base.type === 'PERCENT' ? coupon.value : null;
  const amount = base.type === 'FIXED' ? coupon.value : null;
  return { ...base, percent, amount, freeShipping: coupon.freeShipping, minimum: coupon.minimum };
}

/** The club subscription the question is about. */
export interface ClubSubscriptionTerms {
  modalidade: BillingKind;
  /** Months (club credits) one charge buys: 1 monthly, 12 prepaid. */
  quantidadeCreditos: number;
  automaticRenovation: boolean;
}

/** Why the terms are not a subscription the store sells (its field and text), or null. */
export function clubTermsRefusal(
  terms: ClubSubscriptionTerms,
): { field: keyof ClubSubscriptionTerms; message: string } | null {
  if (terms.quantidadeCreditos !== BILLING_PLANS[terms.modalidade].monthsPerPeriod) {
    return { field: 'quantidadeCreditos', message: creditsText(terms.modalidade) };
  }
  if (!terms.automaticRenovation) {
    return { field: 'automaticRenovation', message: PROMOTION_CODE_TEXTS.noManualRenewal };
  }
  return null;
}

/** What a code's rule does: to the subscription's first charge, to the products, or pays. */
export type RuleActionType =
  | 'SUBSCRIPTION_FIRST_CHARGE_AMOUNT'
  | 'PRODUCTS_PERCENT'
  | 'PRODUCTS_AMOUNT'
  | 'FREE_SHIPPING'
  | 'PAYMENT';

export interface RuleAction extends PromotionAmount, ClubSubscriptionTerms {
  actionType: RuleActionType;
  /** The code lowers what this club subscription costs now. */
  appliesToSubscription: boolean;
  message: string;
}

const COUPON_ACTION: Record<'PERCENT' | 'FIXED' | 'FREE_SHIPPING', RuleActionType> = {
  PERCENT: 'PRODUCTS_PERCENT',
  FIXED: 'PRODUCTS_AMOUNT',
  FREE_SHIPPING: 'FREE_SHIPPING',
};

/**
 * The rule's action on a club subscription (terms already accepted by `clubTermsRefusal`): a
 * referral code takes its benefit off the first charge, once (capped at that charge when the cart
 * prices it); a coupon discounts the products only (ADR 0010: never the subscription line); a gift
 * certificate pays up to its balance, the subscription included.
 */
export function ruleActionOf(
  promotion: PromotionCode,
  terms: ClubSubscriptionTerms,
  at: CodeMoment,
): RuleAction {
  const amount = promotionAmountOf(promotion, at);
  const active = amount.status === 'ACTIVE';
  const label = BILLING_PLANS[terms.modalidade].label;
  if (promotion.source === 'referral') {
    return {
      ...amount,
      ...terms,
      actionType: 'SUBSCRIPTION_FIRST_CHARGE_AMOUNT',
      appliesToSubscription: active,
      message: active
        ? `Desconto de ${formatBRL(promotion.benefit)} na primeira cobrança da assinatura (${label}).`
        : REFERRAL_TEXTS.inactive,
    };
  }
  if (promotion.source === 'certificate') {
    const check = checkCertificate(promotion.certificate, at.now);
    return {
      ...amount,
      ...terms,
      actionType: 'PAYMENT',
      appliesToSubscription: check.ok,
      message: check.ok
        ? `O vale-presente paga até ${formatBRL(promotion.certificate.balance)} da compra, assinatura incluída.`
        : check.message,
    };
  }
  const type = amount.type === 'PERCENT' || amount.type === 'FIXED' ? amount.type : 'FREE_SHIPPING';
  return {
    ...amount,
    ...terms,
    actionType: COUPON_ACTION[type],
    appliesToSubscription: false,
    message: PROMOTION_CODE_TEXTS.couponOnProducts,
  };
}
