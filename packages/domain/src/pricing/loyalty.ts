/**
 * Cashback earned and spent (SPEC §6 cashback lines, §9 "Unlogged-user cashback is 3.6 percent",
 * "Premium benefit: … 3x cashback"; ADR 0010).
 *
 * Rates: a customer earns 1.2 % of what the products cost after promotions and coupon; a premium
 * subscriber earns 3x that, 3.6 %. The anonymous line says 'Ganhe até X' ("up to"), so it shows
 * the best rate anyone can get — the premium rate, 3.6 % — which is exactly SPEC §9's rule.
 */
import { PREMIUM_CASHBACK_MULTIPLIER, UNLOGGED_CASHBACK_PERCENT } from '../constants.ts';
import { percentOf, type Centavos } from '../money.ts';

/** What a customer without premium earns, in percent. */
export const CUSTOMER_CASHBACK_PERCENT = 1.2;
/** Premium earns 3x: 3.6 %, the same as the anonymous 'Ganhe até' rate (its maximum). */
export const PREMIUM_CASHBACK_PERCENT = UNLOGGED_CASHBACK_PERCENT;

export const CASHBACK_TEXTS = {
  signInRequired: 'Entre na sua conta para ver o seu cashback.',
  useSignIn: 'Entre na sua conta para usar o seu cashback.',
  noBalance: 'Você não tem saldo de cashback.',
} as const;

/** The rate for this customer (percent): 1.2 %, or × 3 for premium. */
export function cashbackPercent(premium: boolean): number {
  return premium ? PREMIUM_CASHBACK_PERCENT : CUSTOMER_CASHBACK_PERCENT;
}

/** The multiplier of this customer (1 or SPEC §9's 3). */
export function cashbackMultiplier(premium: boolean): number {
  return premium ? PREMIUM_CASHBACK_MULTIPLIER : 1;
}

/** Cashback earned on `amount` (centavos, never negative), rounded once to whole centavos. */
export function cashbackEarned(amount: Centavos, premium: boolean): Centavos {
  return percentOf(Math.max(0, amount), cashbackPercent(premium));
}

/** Cashback spent on a total: the balance, never more than the total, never below 0. */
export function cashbackUsed(balance: Centavos, total: Centavos): Centavos {
  return Math.max(0, Math.min(balance, total));
}
