import { cnpj as oracleA } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { isCNPJ as oracleB } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { cnpjCharacters, cnpjSchema, formatCnpj, isValidCnpj, validateCnpj } from './cnpj.ts';
import {
  expectAgreement,
  expectCheckDigitsGuard,
  expectFormatRoundTrip,
  expectSchemaMessages,
  itAcceptsAndRejects,
} from '../test-support/field-rule.ts';
import { itReturns } from '../test-support/examples.ts';
import { CNPJ } from './messages.ts';

// Test-side check digits (Nota Técnica RFB 49/2024): value = ASCII − 48, weights 2..9 cycling
// from the right.
function dv(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
function withCheckDigits(twelve: string): string {
  const first = `${twelve}${String(dv(twelve))}`;
  return `${first}${String(dv(first))}`;
}

const numericCnpj = fc
  .stringMatching(/^[0-9]{12}$/)
  .map(withCheckDigits)
  .filter((c) => !/^(\d)\1*$/.test(c));
const alphanumericCnpj = fc
  .stringMatching(/^[0-9A-Z]{12}$/)
  .filter((s) => /[A-Z]/.test(s))
  .map(withCheckDigits);
const anyCnpj = fc.oneof(numericCnpj, alphanumericCnpj);

describe('SPEC §5 CNPJ, numeric and alphanumeric (Receita Federal 2026)', () => {
  itAcceptsAndRejects(
    { isValid: isValidCnpj, validate: validateCnpj, message: CNPJ },
    {
      valid: [
        '11.222.333/0001-81',
        '11222333000181',
        '12.ABC.345/01DE-35', // the Receita Federal's alphanumeric example
        '12ABC34501DE35',
        '12abc34501de35', // typed in lower case
      ],
      invalid: [
        '',
        '11.222.333/0001-82',
        '11.222.333/0001-91',
        '1122233300018', // 13
        '112223330001811', // 15
        '12ABC34501DE3A', // check digits must be numeric
        '12ABC34501DE36',
        '00000000000000',
        '99.999.999/9999-99',
      ],
    },
  );

  it('alphanumeric characters are worth ASCII − 48 (A=17 … Z=42)', () => {
    // 'AAAAAAAAAAAA' → first DV: 17 × (5+4+3+2+9+8+7+6+5+4+3+2 = 58) = 986; 986 % 11 = 7 → 4
    expect(dv('AAAAAAAAAAAA')).toBe(4);
    expect(isValidCnpj(withCheckDigits('AAAAAAAAAAAA'))).toBe(true);
  });

  itReturns('formats AA.AAA.AAA/AAAA-DD, progressively: %j → %j', formatCnpj, [
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['1122', '11.22'],
    ['11222333000181999', '11.222.333/0001-81'],
  ]);

  it('formatting round-trips', () => {
    expectFormatRoundTrip(anyCnpj, {
      format: formatCnpj,
      shape: /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
      isValid: isValidCnpj,
      charactersOf: cnpjCharacters,
    });
  });

  it('every generated CNPJ passes and any change of a check digit fails', () => {
    expectCheckDigitsGuard(anyCnpj, 14, isValidCnpj);
  });

  // Characters whose values differ by a multiple of 11 (e.g. 'A'=17 and 'L'=28) and the 0/1
  // remainder collapse of mod 11 make a few body changes undetectable; a
  // change is judged exactly like the oracle, and most are caught.
  it('a single-character change of the body fails unless mod 11 cannot see it', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let caught = 0;
    fc.assert(
      fc.property(anyCnpj, fc.nat(11), fc.integer({ min: 1, max: 35 }), (c, pos, delta) => {
        const replacement = alphabet[(alphabet.indexOf(c[pos] ?? '0') + delta) % 36] ?? '0';
        const mutated = `${c.slice(0, pos)}${replacement}${c.slice(pos + 1)}`;
        const valid = isValidCnpj(mutated);
        if (!valid) caught++;
        expect(valid).toBe(oracleA.isValid(mutated));
      }),
      { numRuns: 500 },
    );
    expect(caught).toBeGreaterThan(400);
  });

  describe('differential against oracles', () => {
    it('agrees with cpf-cnpj-validator on valid CNPJs (numeric and alphanumeric, any case)', () => {
      fc.assert(
        fc.property(anyCnpj, fc.boolean(), fc.boolean(), (c, formatted, lower) => {
          let v = formatted ? formatCnpj(c) : c;
          if (lower) v = v.toLowerCase();
          expect(isValidCnpj(v)).toBe(oracleA.isValid(v));
          expect(isValidCnpj(v)).toBe(true);
        }),
      );
    });

    it('agrees with cpf-cnpj-validator on random strings', () => {
      expectAgreement(
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9A-Za-z./\- ]{10,20}$/)),
        isValidCnpj,
        (v) => oracleA.isValid(v),
      );
    });

    // validation-br removes only . / - and spaces and is case-sensitive: compare on upper-case
    // characters and those separators.
    it('agrees with validation-br on upper-case characters and separators', () => {
      const candidate = fc.oneof(
        anyCnpj.map(formatCnpj),
        anyCnpj,
        fc.stringMatching(/^[0-9A-Z./\- ]{12,19}$/),
      );
      expectAgreement(candidate, isValidCnpj, oracleB);
    });

    it('both oracles accept the Receita Federal alphanumeric example', () => {
      expect(oracleA.isValid('12.ABC.345/01DE-35')).toBe(true);
      expect(oracleB('12.ABC.345/01DE-35')).toBe(true);
    });
  });

  it('schema: empty → required; invalid → CNPJ message', () => {
    expectSchemaMessages(cnpjSchema, CNPJ, '11.222.333/0001-80', ' ');
    expect(cnpjSchema.parse('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });
});
