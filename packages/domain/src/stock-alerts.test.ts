import { describe, expect, it } from 'vitest';
import {
  acceptsStockAlert,
  isStockAlertDue,
  stockAlertEmailKey,
  stockAlertEmailText,
  subscribedText,
} from './stock-alerts.ts';

const wine = (over: Partial<Parameters<typeof acceptsStockAlert>[0]> = {}) => ({
  available: true,
  listPrice: 8990,
  stock: 10,
  promotion: null,
  ...over,
});

describe('stock alerts (issue #34)', () => {
  it('are taken only while the wine is not in stock (flag, list price and units left)', () => {
    expect(acceptsStockAlert(wine())).toBe(false);
    expect(acceptsStockAlert(wine({ stock: 0 }))).toBe(true);
    expect(acceptsStockAlert(wine({ available: false }))).toBe(true);
    expect(acceptsStockAlert(wine({ listPrice: 0 }))).toBe(true);
    // An active promotion whose own units ran out sells nothing more (ADR 0050).
    expect(acceptsStockAlert(wine({ promotion: { active: true, stock: 0 } }))).toBe(true);
  });

  it('are due once the wine is back, never twice', () => {
    expect(isStockAlertDue({ notifiedAt: null }, wine())).toBe(true);
    expect(isStockAlertDue({ notifiedAt: new Date() }, wine())).toBe(false);
    expect(isStockAlertDue({ notifiedAt: null }, wine({ stock: 0 }))).toBe(false);
    expect(isStockAlertDue({ notifiedAt: null }, wine({ available: false }))).toBe(false);
  });

  it('count one request per e-mail, whatever its case and spaces', () => {
    expect(stockAlertEmailKey('  Ana.Silva@Exemplo.COM ')).toBe('ana.silva@exemplo.com');
  });

  it('say what happens in pt-BR', () => {
    expect(subscribedText('ana@exemplo.com')).toBe(
      'Você será avisado em ana@exemplo.com quando este vinho voltar ao estoque.',
    );
    const mail = stockAlertEmailText('Malbec Reserva 2021');
    expect(mail.subject).toBe('Malbec Reserva 2021 voltou ao estoque');
    expect(mail.paragraphs.join(' ')).toContain('único e-mail');
  });
});
