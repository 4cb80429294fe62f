import fc from 'fast-check';
import { validate as oracleLuhn } from 'luhn';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardLastFour,
  cardNumberDigits,
  creditCardSchema,
  isValidCreditCard,
  validateCreditCard,
} from './credit-card.ts';
import { expectSchemaMessages, itAcceptsAndRejects } from '../test-support/field-rule.ts';
import { CREDIT_CARD } from './messages.ts';
import { itReturns } from '../test-support/examples.ts';

// Test-side Luhn check digit for a body.
function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
const validNumber = fc
  .stringMatching(/^[0-9]{11,18}$/)
  .map((body) => `${body}${luhnCheckDigit(body)}`)
  .filter((n) => /[1-9]/.test(n));

describe('SPEC §5 credit card: digits only, Luhn, zero sum invalid', () => {
  itAcceptsAndRejects(
    { isValid: isValidCreditCard, validate: validateCreditCard, message: CREDIT_CARD },
    {
      valid: [
        '4111111111111111',
        '4111 1111 1111 1111',
        '4111-1111-1111-1111',
        '5555555555554444',
        '378282246310005',
        '6362970000457013',
      ],
      invalid: [
        '',
        '0000000000000000', // passes Luhn, zero sum
        '000000000000',
        '4111111111111112', // Luhn fails
        '4111.1111.1111.1111', // not digits
        '4111a11111111111',
        '18', // Luhn-valid but too short to be a card
        '41111111111111111111', // 20 digits
      ],
    },
  );

  it('reads digits, dropping only spaces and hyphens', () => {
    expect(cardNumberDigits(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
    expect(cardNumberDigits('4111/1111')).toBeNull();
  });

  it('agrees with the luhn oracle on digit strings of card length', () => {
    fc.assert(
      fc.property(fc.oneof(validNumber, fc.stringMatching(/^[0-9]{12,19}$/)), (n) => {
        expect(isValidCreditCard(n)).toBe(oracleLuhn(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('any single-digit change of a valid number fails', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(18), fc.integer({ min: 1, max: 9 }), (n, p, delta) => {
        const pos = p % n.length;
        const mutated = `${n.slice(0, pos)}${String((Number(n[pos]) + delta) % 10)}${n.slice(pos + 1)}`;
        expect(isValidCreditCard(mutated)).toBe(false);
      }),
    );
  });

  itReturns('tells the brand: %j → %j', cardBrand, [
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6362970000457013', 'elo'],
    ['5066991111111118', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['6370950000000005', 'hiper'],
    ['36490102462661', 'diners'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['2200000000000004', 'other'], // Mir: a brand the store does not name
    ['9999999999999999', null],
    ['4', null], // Visa or Elo: still ambiguous
    ['4111x', null],
  ]);

  itReturns('keeps only the last four digits: %j → %j', cardLastFour, [
    ['4111 1111 1111 1234', '1234'],
    ['123', null],
    ['12a4', null],
  ]);

  it('schema uses the spec messages', () => {
    expectSchemaMessages(creditCardSchema, CREDIT_CARD, '4111111111111112');
  });
});
