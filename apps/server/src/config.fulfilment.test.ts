import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('issue #14 settings (PAYMENT_ENV, SANDBOX_FULFILMENT_MINUTES, OPS_EMAIL)', () => {
  it('defaults to the sandbox, 2,3,5 minutes and ops@adega.dev', () => {
    const config = loadConfig({});
    expect(config.payments.env).toBe('sandbox');
    expect(config.sandboxFulfilment).toEqual({ PAGO: 2, FATURADO: 3, ENVIADO: 5 });
    expect(config.opsEmail).toBe('ops@adega.dev');
  });

  it('reads them', () => {
    const config = loadConfig({
      PAYMENT_ENV: 'production',
      PAYMENTS_WEBHOOK_SECRET: 'a-production-webhook-secret',
      SANDBOX_FULFILMENT_MINUTES: '0, 1,60',
      OPS_EMAIL: 'operacao@adega.dev',
    });
    expect(config.payments.env).toBe('production');
    expect(config.sandboxFulfilment).toEqual({ PAGO: 0, FATURADO: 1, ENVIADO: 60 });
    expect(config.opsEmail).toBe('operacao@adega.dev');
  });

  it('stops the boot with a readable message on bad values', () => {
    expect(() => loadConfig({ PAYMENT_ENV: 'test' })).toThrow(/PAYMENT_ENV/);
    expect(() => loadConfig({ SANDBOX_FULFILMENT_MINUTES: '5' })).toThrow(
      /SANDBOX_FULFILMENT_MINUTES: informe três números/,
    );
    expect(() => loadConfig({ OPS_EMAIL: 'operacao' })).toThrow(/OPS_EMAIL deve ser/);
  });
});
