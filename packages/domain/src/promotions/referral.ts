/**
 * Member-get-member (SPEC §7 POST /api/v1/club/promotions/coupon_mgm {code}; ADR 0010): each club
 * member has a referral code; a friend who is not a member yet enters it and gets a discount on the
 * first club subscription. The check returns a typed result with the pt-BR text (STYLE §3).
 */
import { formatBRL, type Centavos } from '../money.ts';

export const REFERRAL_TEXTS = {
  required: 'Informe o código de indicação.',
  format:
    'O código de indicação só aceita letras, números, hífen e sublinhado (até 40 caracteres).',
  unknown: 'Código de indicação inválido. Confira o código e tente novamente.',
  inactive: 'Este código de indicação não está mais ativo.',
  own: 'Você não pode usar o seu próprio código de indicação.',
  alreadyMember: 'Você já é sócio do clube. Os códigos de indicação são para novos sócios.',
} as const;

export interface ReferralCode {
  code: string;
  ownerCustomerId: number;
  ownerFirstName: string;
  /** The owner is an active club member now (a code of a former member no longer works). */
  ownerIsMember: boolean;
  active: boolean;
  /** The friend's discount on the first club subscription. */
  benefit: Centavos;
}

export interface ReferralCaller {
  customerId: number | null;
  /** The caller already has a subscription on the record. */
  subscriber: boolean;
}

export interface ReferralBenefit {
  code: string;
  referrer: string;
  benefit: Centavos;
  description: string;
}

export type ReferralCheck =
  | { ok: true; benefit: ReferralBenefit }
  | { ok: false; reason: 'unknown' | 'inactive' | 'own' | 'already-member'; message: string };

export function benefitText(amount: Centavos, referrer: string): string {
  return `Indicação de ${referrer}: você ganha ${formatBRL(amount)} de desconto na primeira mensalidade do clube.`;
}

export function checkReferral(code: ReferralCode | null, caller: ReferralCaller): ReferralCheck {
  if (!code) return { ok: false, reason: 'unknown', message: REFERRAL_TEXTS.unknown };
  if (caller.customerId !== null && caller.customerId === code.ownerCustomerId) {
    return { ok: false, reason: 'own', message: REFERRAL_TEXTS.own };
  }
  if (!code.active || !code.ownerIsMember) {
    return { ok: false, reason: 'inactive', message: REFERRAL_TEXTS.inactive };
  }
  if (caller.subscriber) {
    return { ok: false, reason: 'already-member', message: REFERRAL_TEXTS.alreadyMember };
  }
  return {
    ok: true,
    benefit: {
      code: code.code,
      referrer: code.ownerFirstName,
      benefit: code.benefit,
      description: benefitText(code.benefit, code.ownerFirstName),
    },
  };
}
