import { describe, expect, it } from 'vitest';
import { ncmOf, WINE_NCM } from './ncm.ts';
import { estimatedTaxes, invoiceTotals } from './totals.ts';
import { itReturns } from '../test-support/examples.ts';

describe('NCM', () => {
  itReturns('classifies wine as 2204.21.00 and other types from the data: %j → %j', ncmOf, [
    ['Vinho', '2204.21.00'],
    ['Kit', WINE_NCM],
    ['Cerveja', '2203.00.00'],
    ['ClubePrime', '00'],
    ['Desconhecido', WINE_NCM],
  ]);
});

describe('invoice totals', () => {
  it('sums lines, discount, shipping and packaging, with the estimated taxes', () => {
    const totals = invoiceTotals({
      lines: [
        { sku: 'A', name: 'Tinto', productType: 'Vinho', quantity: 3, total: 10_000 },
        { sku: 'B', name: 'Azeite', productType: 'Azeite', quantity: 1, total: 5_000 },
      ],
      discount: 1_500,
      shipping: 1_490,
      giftPackaging: 0,
      taxPercentage: 30,
    });
    expect(totals.products).toBe(15_000);
    expect(totals.total).toBe(14_990);
    expect(totals.estimatedTaxes).toBe(4_497);
    expect(totals.lines[0]).toMatchObject({ ncm: '2204.21.00', unitValue: 3_333 });
    expect(totals.lines[1]?.ncm).toBe('1509.20.00');
    expect(totals.taxPercentage).toBe(30);
  });

  it('estimates nothing without a valid percentage and caps it at 100', () => {
    expect(estimatedTaxes(1000, null)).toBe(0);
    expect(estimatedTaxes(1000, undefined)).toBe(0);
    expect(estimatedTaxes(1000, Number.NaN)).toBe(0);
    expect(estimatedTaxes(1000, -5)).toBe(0);
    expect(estimatedTaxes(1000, 250)).toBe(1000);
    const totals = invoiceTotals({
      lines: [{ sku: 'A', name: 'x', productType: 'Vinho', quantity: 0, total: 0 }],
      discount: -3,
      shipping: 0,
      giftPackaging: 0,
      taxPercentage: null,
    });
    expect(totals).toMatchObject({ total: 0, discount: 0, taxPercentage: 0, estimatedTaxes: 0 });
    expect(totals.lines[0]?.unitValue).toBe(0);
  });
});
