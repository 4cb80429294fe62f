import { describe, expect, it } from 'vitest';
import {
  advanceDueAt,
  BOLETO_WAIT_THRESHOLD_MS,
  DEFAULT_SANDBOX_SCHEDULE,
  isAdvanceDue,
  EXPIRY_MARGIN_MS,
  isStuck,
  nextFulfilmentStatus,
  parseSandboxSchedule,
  reportDay,
  stuckThresholdMs,
  STUCK_THRESHOLDS_MS,
} from './fulfilment.ts';
import { itReturns } from '../test-support/examples.ts';

const T0 = new Date('2026-11-24T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('sandbox fulfilment schedule', () => {
  itReturns(
    'moves PAGO → FATURADO → ENVIADO → ENTREGUE and nothing else: %j → %j',
    nextFulfilmentStatus,
    [
      ['PAGO', 'FATURADO'],
      ['FATURADO', 'ENVIADO'],
      ['ENVIADO', 'ENTREGUE'],
      ['ENTREGUE', null],
      ['CANCELADO', null],
      ['AGUARDANDO_PAGAMENTO', null],
    ],
  );

  it('is due after the configured minutes of each state', () => {
    const schedule = DEFAULT_SANDBOX_SCHEDULE;
    expect(advanceDueAt('PAGO', T0, schedule)).toEqual(at(2));
    expect(isAdvanceDue('PAGO', T0, at(1), schedule)).toBe(false);
    expect(isAdvanceDue('PAGO', T0, at(2), schedule)).toBe(true);
    expect(isAdvanceDue('ENVIADO', T0, at(4), schedule)).toBe(false);
    expect(isAdvanceDue('ENVIADO', T0, at(5), schedule)).toBe(true);
    expect(advanceDueAt('ENTREGUE', T0, schedule)).toBeNull();
    expect(isAdvanceDue('ENTREGUE', T0, at(1000), schedule)).toBe(false);
  });

  it('parses SANDBOX_FULFILMENT_MINUTES', () => {
    expect(parseSandboxSchedule('1, 0,10080')).toEqual({
      ok: true,
      schedule: { PAGO: 1, FATURADO: 0, ENVIADO: 10080 },
    });
    for (const bad of ['', '1,2', '1,2,3,4', 'a,b,c', '1,-2,3', '1,2,10081', '1.5,2,3']) {
      const result = parseSandboxSchedule(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/minutos/);
    }
  });
});

describe('stuck orders', () => {
  itReturns(
    'uses each state threshold, and the boleto its own wait: %j, %j → %j',
    stuckThresholdMs,
    [
      ['PAGO', 'CREDITCARD', STUCK_THRESHOLDS_MS.PAGO],
      ['AGUARDANDO_PAGAMENTO', 'PIX', 2 * 3_600_000],
      ['AGUARDANDO_PAGAMENTO', 'BOLETO', BOLETO_WAIT_THRESHOLD_MS],
    ],
  );

  it('reports an order older than its threshold only', () => {
    const order = { state: 'PLACING' as const, since: T0, paymentType: 'CREDITCARD' };
    expect(isStuck(order, at(15))).toBe(false);
    expect(isStuck(order, at(16))).toBe(true);
    const paid = { state: 'PAGO' as const, since: T0, paymentType: 'PIX' };
    expect(isStuck(paid, at(60 * 47))).toBe(false);
    expect(isStuck(paid, at(60 * 49))).toBe(true);
  });

  it('lists every order in review at once, whatever its age (F14, ADR 0047)', () => {
    const review = { state: 'EM_ANALISE' as const, since: T0, paymentType: 'PIX' };
    expect(isStuck(review, T0)).toBe(true);
    expect(isStuck(review, at(60 * 24 * 30))).toBe(true);
  });

  it('has one report day per UTC day', () => {
    expect(reportDay(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });
});

describe('a waiting order with a known charge expiry', () => {
  it('is stuck only past its expiry and the margin, whatever the payment type', () => {
    const since = new Date('2026-11-20T12:00:00.000Z');
    const expiresAt = new Date('2026-11-25T23:59:59.000Z');
    const order = {
      state: 'AGUARDANDO_PAGAMENTO' as const,
      since,
      paymentType: 'BOLETO',
      expiresAt,
    };
    expect(isStuck(order, new Date(expiresAt.getTime() + EXPIRY_MARGIN_MS))).toBe(false);
    expect(isStuck(order, new Date(expiresAt.getTime() + EXPIRY_MARGIN_MS + 1))).toBe(true);
    const pix = {
      ...order,
      paymentType: 'PIX',
      expiresAt: new Date(since.getTime() + 30 * 60_000),
    };
    expect(isStuck(pix, new Date(since.getTime() + 60 * 60_000))).toBe(false);
    expect(isStuck(pix, new Date(since.getTime() + 61 * 60_000))).toBe(true);
  });
});
