import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { describe, expect, it } from 'vitest';
import {
  boletoBarcode,
  boletoFreeField,
  digitableLineOf,
  dueDateOfFactor,
  dueFactor,
  formatDigitableLine,
  makeBoleto,
  mod10,
  mod11,
  parseDigitableLine,
  SANDBOX_BANK_CODE,
} from './boleto.ts';
import { itReturns } from '../test-support/examples.ts';

// A published linha digitável (Banco do Brasil example of Carta-Circular 2.926 / the library).
const PUBLISHED = '00190000090114971860168524522114675860000102656';

describe('boleto', () => {
  it('módulo 10 and 11 by hand', () => {
    // 001900000 → weights 2,1,2,1,… from the right: 0+0+0+0+0+9*2→1+8=9, +1*1, +0, +0 → 10 → DV 0
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0000000000')).toBe(0);
    expect(mod11('0000000000000000000000000000000000000000000')).toBe(1);
    // 43 ones: weights 2..9 cycle: sum = 5 cycles of 44 + (2+3+4) = 220+9=229; 229%11=9 → 2
    expect(mod11('1'.repeat(43))).toBe(2);
  });

  it('parses the published line back and rebuilds it', () => {
    const parsed = parseDigitableLine(PUBLISHED);
    expect(parsed).toMatchObject({ bankCode: '001', amount: 102656, factor: 7586 });
    expect(digitableLineOf(parsed?.barcode ?? '')).toBe(PUBLISHED);
    expect(parseDigitableLine(formatBoleto(PUBLISHED))?.barcode).toBe(parsed?.barcode);
  });

  itReturns('refuses a wrong DV or shape: %j → %j', parseDigitableLine, [
    [`${PUBLISHED.slice(0, 9)}0${PUBLISHED.slice(10)}`, null],
    [`${PUBLISHED.slice(0, 32)}9${PUBLISHED.slice(33)}`, null],
    ['123', null],
  ]);

  it('the fator de vencimento restarts at 1000 on 22/02/2025', () => {
    expect(dueFactor('2000-07-03')).toBe(1000);
    expect(dueFactor('2025-02-21')).toBe(9999);
    expect(dueFactor('2025-02-22')).toBe(1000);
    expect(dueFactor('2026-11-25')).toBe(1641);
    expect(dueDateOfFactor(1641, new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-25');
    expect(dueDateOfFactor(9999, new Date('2025-01-01T12:00:00Z'))).toBe('2025-02-21');
    expect(() => dueFactor('1999-01-01')).toThrow(RangeError);
  });

  it('makes lines the library validates, with our amount and due date', () => {
    const freeField = boletoFreeField('AD000001234', 7);
    expect(freeField).toMatch(/^[0-9]{25}$/);
    for (const [amount, dueDate] of [
      [12345, '2026-11-25'],
      [1, '2026-12-31'],
      [9_999_999_999, '2027-01-04'],
      [500_00, '2025-02-21'],
    ] as const) {
      const boleto = makeBoleto({ bankCode: SANDBOX_BANK_CODE, amount, dueDate, freeField });
      expect(boleto.barcode).toHaveLength(44);
      expect(boleto.digitableLine).toHaveLength(47);
      expect(isValidBoleto(boleto.digitableLine)).toBe(true);
      expect(isValidBoleto(boleto.formattedLine)).toBe(true);
      expect(boleto.formattedLine).toBe(formatBoleto(boleto.digitableLine));
      const info = getBoletoInfo(boleto.digitableLine, {
        referenceDate: new Date(`${dueDate}T12:00:00`),
      });
      expect(info?.amount).toBe(amount);
      expect(info?.bankCode).toBe(SANDBOX_BANK_CODE);
      const due = info?.expirationDate;
      expect(
        due &&
          `${String(due.getFullYear())}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`,
      ).toBe(dueDate);
      expect(parseDigitableLine(boleto.formattedLine)).toMatchObject({ amount, freeField });
      expect(formatDigitableLine(boleto.digitableLine)).toBe(boleto.formattedLine);
    }
  });

  it('refuses bad inputs', () => {
    const freeField = '0'.repeat(25);
    expect(() =>
      boletoBarcode({ bankCode: '1', amount: 1, dueDate: '2026-11-25', freeField }),
    ).toThrow();
    expect(() =>
      boletoBarcode({ bankCode: '999', amount: 0, dueDate: '2026-11-25', freeField }),
    ).toThrow();
    expect(() =>
      boletoBarcode({ bankCode: '999', amount: 1, dueDate: '2026-11-25', freeField: '1' }),
    ).toThrow();
    expect(() => digitableLineOf('12')).toThrow();
  });
});
