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
  noClubLine: 'Adicione uma linha do Clube Wine à WineBox para usar a indicação.',
  notApplied: 'Nenhum código de indicação aplicado à WineBox.',
  nonMember:
    'Assine o Clube Wine para ganhar o seu código de indicação: cada amigo que assinar com ele ganha desconto na primeira caixa e você ganha cashback.',
} as const;

/** The standard benefit of a member's code: the friend's discount on the first club box. */
export const REFERRAL_BENEFIT: Centavos = 5_000;
/** The member's cashback credit for each friend whose first club order is paid. */
export const REFERRAL_REWARD: Centavos = 5_000;
/** Letters of the random suffix: no 0/O nor 1/I, read aloud without doubt. */
const SUFFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_SUFFIX_LENGTH = 4;
const PREFIX_MAX = 12;

/** 'José Antônio' → 'JOSE': the first name, accents stripped, letters only, upper-case. */
export function referralCodePrefix(firstName: string): string {
  const letters = (firstName.trim().split(/\s+/)[0] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, PREFIX_MAX);
  return letters.length > 0 ? letters : 'SOCIO';
}

/**
 * A new referral code for a member: 'JOSE-7KQ2' (prefix from the first name, a short random
 * suffix; the caller retries with another suffix when it is taken). `random` in [0, 1).
 */
export function newReferralCode(firstName: string, random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < REFERRAL_SUFFIX_LENGTH; i += 1) {
    const index = Math.min(
      SUFFIX_ALPHABET.length - 1,
      Math.floor(random() * SUFFIX_ALPHABET.length),
    );
    suffix += SUFFIX_ALPHABET[index] ?? 'A';
  }
  return `${referralCodePrefix(firstName)}-${suffix}`;
}

/** The friend's discount: the code's benefit on the club line only, never above its price. */
export function referralDiscount(benefit: Centavos, clubLineTotal: Centavos): Centavos {
  return Math.max(0, Math.min(benefit, clubLineTotal));
}

/** The link a member shares: '{publicUrl}/clubewine?indicacao={code}'. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/clubewine?indicacao=${encodeURIComponent(code)}`;
}

/** The member's referral page text. */
export function referralDescription(benefit: Centavos, reward: Centavos): string {
  return `Compartilhe o seu código: cada amigo que assinar o Clube Wine com ele ganha ${formatBRL(benefit)} de desconto na primeira caixa, e você ganha ${formatBRL(reward)} de cashback quando o pedido dele for pago.`;
}

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
