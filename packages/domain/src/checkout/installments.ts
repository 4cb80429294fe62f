/**
 * Card installments (issue #13): 1 to 10 'sem juros', as data. The count is capped so that each
 * installment is at least the minimum (R$ 50,00); 1× is always offered. Amounts are split in
 * whole centavos and the first installment takes the remainder, so the installments add up to
 * the total exactly.
 */
import { formatBRL, type Centavos } from '../money.ts';

export const INSTALLMENT_RULES = {
  maxInstallments: 10,
  /** The smallest installment (centavos). */
  minimumInstallment: 5000,
} as const;

export interface InstallmentOption {
  count: number;
  /** The first installment (it carries the remainder). */
  first: Centavos;
  /** Each of the other installments. */
  amount: Centavos;
  total: Centavos;
  label: string;
}

export const INSTALLMENT_TEXTS = {
  invalidCount: 'Escolha um número de parcelas disponível para este pedido.',
} as const;

/** How many installments this total allows (1 at least). */
export function maxInstallmentsFor(
  total: Centavos,
  rules: { maxInstallments: number; minimumInstallment: Centavos } = INSTALLMENT_RULES,
): number {
  if (!Number.isSafeInteger(total) || total <= 0) return 1;
  const byMinimum = Math.floor(total / Math.max(1, rules.minimumInstallment));
  return Math.max(1, Math.min(rules.maxInstallments, byMinimum));
}

/** `count` installments of `total`: the first takes the remainder ('3x de R$ 33,34 sem juros'). */
export function splitInstallments(total: Centavos, count: number): InstallmentOption {
  const safeTotal = Math.max(0, total);
  const amount = Math.floor(safeTotal / count);
  const first = safeTotal - amount * (count - 1);
  return {
    count,
    first,
    amount,
    total: safeTotal,
    label: `${String(count)}x de ${formatBRL(first)} sem juros`,
  };
}

/** The installment table for an amount: 1× up to the allowed count. */
export function installmentTable(
  total: Centavos,
  rules: { maxInstallments: number; minimumInstallment: Centavos } = INSTALLMENT_RULES,
): InstallmentOption[] {
  const max = maxInstallmentsFor(total, rules);
  return Array.from({ length: max }, (_, index) => splitInstallments(total, index + 1));
}

/** Whether `count` installments may be used for this total. */
export function isInstallmentCountAllowed(total: Centavos, count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= maxInstallmentsFor(total);
}

/**
 * The installments a product page offers for a price (issue #34): 'em até 10x de R$ 29,99 sem
 * juros', from the same rule as the checkout (the count allowed by the minimum installment, the
 * first installment carrying the remainder, so the amount shown is never below what is charged).
 * Null when only 1× is possible.
 */
export function installmentsOffer(price: Centavos): string | null {
  const max = maxInstallmentsFor(price);
  if (max <= 1) return null;
  return `em até ${splitInstallments(price, max).label}`;
}
