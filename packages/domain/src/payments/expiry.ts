/**
 * When an unpaid Pix or boleto stops being payable (issue #14, ADR 0017): a Pix 30 minutes after
 * issue; a boleto is due 3 business days after issue and expires at the end of the business day
 * after its due date (São Paulo time: 23:59:59.999 at UTC−3).
 */
import { addBankBusinessDays, saoPauloDate } from './business-days.ts';
import { pixExpiresAt } from './pix.ts';

export const BOLETO_DUE_BUSINESS_DAYS = 3;
export const BOLETO_GRACE_BUSINESS_DAYS = 1;

/** 'yyyy-mm-dd': 3 business days after the São Paulo day of issue. */
export function boletoDueDate(issuedAt: Date): string {
  return addBankBusinessDays(saoPauloDate(issuedAt), BOLETO_DUE_BUSINESS_DAYS);
}

/** The instant an unpaid boleto due on `dueDate` expires. */
export function boletoExpiresAt(dueDate: string): Date {
  const last = addBankBusinessDays(dueDate, BOLETO_GRACE_BUSINESS_DAYS);
  return new Date(`${last}T23:59:59.999-03:00`);
}

export type ChargeKind = 'PIX' | 'BOLETO';

/** When a charge issued at `issuedAt` expires (a boleto: after due date + 1 business day). */
export function chargeExpiresAt(kind: ChargeKind, issuedAt: Date): Date {
  return kind === 'PIX' ? pixExpiresAt(issuedAt) : boletoExpiresAt(boletoDueDate(issuedAt));
}
