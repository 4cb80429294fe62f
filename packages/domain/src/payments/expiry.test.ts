import { describe, expect, it } from 'vitest';
import { addBankBusinessDays, isBankBusinessDay, saoPauloDate } from './business-days.ts';
import { boletoDueDate, boletoExpiresAt, chargeExpiresAt } from './expiry.ts';

describe('payment business days and expiry', () => {
  it('São Paulo calendar day', () => {
    expect(saoPauloDate(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
    expect(saoPauloDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('weekends and national holidays are not business days', () => {
    expect(isBankBusinessDay('2026-11-20')).toBe(false); // Consciência Negra (Friday)
    expect(isBankBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBankBusinessDay('2026-11-23')).toBe(true);
    expect(isBankBusinessDay('2026-12-25')).toBe(false);
    expect(addBankBusinessDays('2026-12-23', 2)).toBe('2026-12-28');
  });

  it('a boleto is due in 3 business days, skipping a holiday', () => {
    // Tuesday 17/11/2026: Wed 18, Thu 19, (Fri 20 holiday, weekend) Mon 23.
    expect(boletoDueDate(new Date('2026-11-17T15:00:00-03:00'))).toBe('2026-11-23');
    expect(boletoDueDate(new Date('2026-11-22T15:00:00-03:00'))).toBe('2026-11-25');
    // Expires at the end of the next business day.
    expect(boletoExpiresAt('2026-11-23').toISOString()).toBe('2026-11-25T02:59:59.999Z');
  });

  it('a Pix expires after 30 minutes; a boleto after due date + 1 business day', () => {
    const at = new Date('2026-11-17T15:00:00-03:00');
    expect(chargeExpiresAt('PIX', at).getTime() - at.getTime()).toBe(30 * 60_000);
    expect(chargeExpiresAt('BOLETO', at).toISOString()).toBe('2026-11-25T02:59:59.999Z');
  });
});
