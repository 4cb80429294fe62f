/**
 * The referral landing (issue #15, SPEC §7 coupon_mgm): `/clubewine?indicacao=CODE` (and the line
 * pages) remembers a friend's code for the visit; 'Assinar' on a box line sends it to
 * `POST /api/v1/club/promotions/coupon_mgm`, which checks it and records it on the cart. The code
 * never sets a price: the server recomputes the cart.
 */
import type { ReferralBenefitDto } from '@adega/server/contract';
import { CODE_PATTERN } from '@adega/domain/cart/coupons';
import { formatBRL, fromReais } from '@adega/domain/money';

export const REFERRAL_PARAM = 'indicacao';
export const REFERRAL_STORAGE_KEY = 'adega:indicacao';

/** The code of a landing URL's query, or null when absent or not a code (hostile input). */
export function referralCodeOf(search: string): string | null {
  const value = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? '';
  return CODE_PATTERN.test(value) ? value.toUpperCase() : null;
}

/** A remembered code read back from storage; anything else is dropped. */
export function storedCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** 'Indicação de Bruno: R$ 50,00 de desconto na primeira caixa'. */
export function referralBenefitText(benefit: Pick<ReferralBenefitDto, 'referrer' | 'benefit'>) {
  return `Indicação de ${benefit.referrer}: ${formatBRL(fromReais(benefit.benefit))} de desconto na primeira caixa`;
}

/** Before 'Assinar': the code is remembered, its benefit is checked when a line is added. */
export function pendingReferralText(code: string): string {
  return `Você chegou com a indicação ${code}. Escolha uma linha e assine: o desconto vale na primeira caixa.`;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage can be disabled (private mode): the landing then forgets the code
  }
}

/** Remembers the landing's code (a new one replaces the old) and answers the code in force. */
export function rememberReferral(search: string, storage = sessionStore()): string | null {
  const fromUrl = referralCodeOf(search);
  try {
    if (fromUrl) storage?.setItem(REFERRAL_STORAGE_KEY, fromUrl);
    return fromUrl ?? storedCode(storage?.getItem(REFERRAL_STORAGE_KEY));
  } catch {
    return fromUrl;
  }
}

/** Forgets the code (refused by the server: a code that cannot work is not sent again). */
export function forgetReferral(storage = sessionStore()): void {
  try {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
