/**
 * Cashback estimate and lines (SPEC §6 cashback lines, §9 "Unlogged-user cashback is 3.6 percent of
 * the amount, to 2 decimals").
 */
import { UNLOGGED_CASHBACK_PERCENT } from '../constants.ts';
import { formatBRL, percentOf, type Centavos } from '../money.ts';

/** 3.6 % of the amount, to 2 decimals of reais = whole centavos (rounded once). */
export function unloggedCashback(amount: Centavos): Centavos {
  return percentOf(Math.max(0, amount), UNLOGGED_CASHBACK_PERCENT);
}

/** 'Ganhe até X de cashback nesta compra' (anonymous visitors). */
export function anonymousCashbackLine(cashback: Centavos): string {
  return `Ganhe até ${formatBRL(cashback)} de cashback nesta compra`;
}

/** 'Você vai ganhar X de cashback!' (logged customers). */
export function loggedCashbackLine(cashback: Centavos): string {
  return `Você vai ganhar ${formatBRL(cashback)} de cashback!`;
}

/**
 * The line for whoever is looking: anonymous visitors see the 3.6 % estimate of the amount;
 * logged customers see the loyalty dry-run value (SPEC §7 POST /api/v1/me/loyalty/dry_run).
 */
export function cashbackLine(
  input: { logged: false; amount: Centavos } | { logged: true; cashback: Centavos },
): string {
  return input.logged
    ? loggedCashbackLine(input.cashback)
    : anonymousCashbackLine(unloggedCashback(input.amount));
}
