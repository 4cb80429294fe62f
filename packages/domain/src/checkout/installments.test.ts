import { describe, expect, it } from 'vitest';
import {
  installmentsOffer,
  installmentTable,
  isInstallmentCountAllowed,
  maxInstallmentsFor,
  splitInstallments,
} from './installments.ts';
import { itReturns } from '../test-support/examples.ts';

describe('installments', () => {
  it('splits in whole centavos, the first takes the remainder', () => {
    expect(splitInstallments(10_000, 3)).toEqual({
      count: 3,
      first: 3334,
      amount: 3333,
      total: 10_000,
      label: '3x de R$ 33,34 sem juros',
    });
    expect(splitInstallments(-5, 1)).toMatchObject({ first: 0, total: 0 });
  });

  it('caps the count by the minimum installment and at 10', () => {
    expect(maxInstallmentsFor(4_999)).toBe(1);
    expect(maxInstallmentsFor(0)).toBe(1);
    expect(maxInstallmentsFor(Number.NaN)).toBe(1);
    expect(maxInstallmentsFor(15_000)).toBe(3);
    expect(maxInstallmentsFor(1_000_000)).toBe(10);
    expect(maxInstallmentsFor(10_000, { maxInstallments: 10, minimumInstallment: 0 })).toBe(10);
  });

  it('the table lists 1× up to the allowed count; every row adds up to the total', () => {
    const table = installmentTable(15_001);
    expect(table.map((row) => row.count)).toEqual([1, 2, 3]);
    for (const row of table) expect(row.first + row.amount * (row.count - 1)).toBe(15_001);
    expect(installmentTable(100)).toHaveLength(1);
  });

  itReturns('checks a chosen count: %j, %j → %j', isInstallmentCountAllowed, [
    [15_000, 3, true],
    [15_000, 4, false],
    [15_000, 0, false],
    [15_000, 1.5, false],
  ]);
});

describe('installmentsOffer (the product page, issue #34)', () => {
  itReturns('%j centavos → %j', installmentsOffer, [
    [29_990, 'em até 5x de R$ 59,98 sem juros'],
    [100_000, 'em até 10x de R$ 100,00 sem juros'],
    [15_989, 'em até 3x de R$ 53,31 sem juros'],
    [9_999, null],
    [0, null],
  ]);

  it('never shows an installment below the minimum or more than 10', () => {
    expect(installmentsOffer(1_000_000)).toBe('em até 10x de R$ 1.000,00 sem juros');
    expect(installmentsOffer(10_000)).toBe('em até 2x de R$ 50,00 sem juros');
  });
});
