import { cpf as oracleA } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { isCPF as oracleB } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfSchema, formatCpf, isValidCpf, validateCpf } from './cpf.ts';
import {
  expectAgreement,
  expectCheckDigitsGuard,
  expectFormatRoundTrip,
  expectSchemaMessages,
  itAcceptsAndRejects,
} from '../test-support/field-rule.ts';
import { itReturns } from '../test-support/examples.ts';
import { CPF } from './messages.ts';

// Test-side check digits (independent of the implementation): weights 10..2 then 11..2.
function dv(digits: string): number {
  const n = digits.length + 1;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (n - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
function withCheckDigits(nine: string): string {
  const first = `${nine}${String(dv(nine))}`;
  return `${first}${String(dv(first))}`;
}

const nineDigits = fc.stringMatching(/^[0-9]{9}$/);
const validCpf = nineDigits.map(withCheckDigits).filter((c) => !/^(\d)\1*$/.test(c));

describe('SPEC §5 CPF', () => {
  itAcceptsAndRejects(
    { isValid: isValidCpf, validate: validateCpf, message: CPF },
    {
      valid: [
        '529.982.247-25',
        '52998224725',
        '111.444.777-35',
        '  529 982 247 25 ',
        'cpf: 529.982.247-25',
      ],
      invalid: [
        '',
        '529.982.247-24', // wrong second check digit
        '529.982.247-15', // wrong first check digit
        '5299822472', // 10 digits
        '529982247250', // 12 digits
        '000.000.000-00',
        '11111111111',
        '99999999999',
      ],
    },
    '%j is valid (non-digits are removed)',
  );

  it('every all-same-digit CPF is invalid, although 000… passes mod 11', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  itReturns('formats progressively: %j → %j', formatCpf, [
    ['52998224725', '529.982.247-25'],
    ['5299', '529.9'],
    ['529.982.247-2599', '529.982.247-25'],
    ['', ''],
  ]);

  it('formatting round-trips', () => {
    expectFormatRoundTrip(validCpf, {
      format: formatCpf,
      shape: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/,
      isValid: isValidCpf,
      charactersOf: cpfDigits,
    });
  });

  it('every generated valid CPF passes and any change of a check digit fails', () => {
    expectCheckDigitsGuard(validCpf, 11, isValidCpf);
  });

  // mod 11 maps remainders 0 and 1 to the same check digit, and the first digit's weight in the
  // second check (11) is 0 mod 11, so a few single-digit changes of the body keep a CPF valid
  // (e.g. 197.352.720-08 → 097.352.720-08). Such a change must be judged like the oracle does.
  it('a single-digit change of the body fails unless mod 11 cannot see it', () => {
    let caught = 0;
    fc.assert(
      fc.property(validCpf, fc.nat(8), fc.integer({ min: 1, max: 9 }), (c, pos, delta) => {
        const changed = String((Number(c[pos]) + delta) % 10);
        const mutated = `${c.slice(0, pos)}${changed}${c.slice(pos + 1)}`;
        const valid = isValidCpf(mutated);
        if (!valid) caught++;
        if (cpfDigits(mutated) !== '12345678909') expect(valid).toBe(oracleA.isValid(mutated));
      }),
      { numRuns: 500 },
    );
    expect(caught).toBeGreaterThan(400);
    expect(isValidCpf('09735272008')).toBe(true);
  });

  describe('differential against oracles', () => {
    // cpf-cnpj-validator (loose mode) also strips every non-digit, like the spec; it additionally
    // blacklists 123.456.789-09, which is mathematically valid and not excluded by the spec.
    const agreesWithA = (v: string) => cpfDigits(v) !== '12345678909';

    it('agrees with cpf-cnpj-validator on valid CPFs, formatted or not', () => {
      fc.assert(
        fc.property(validCpf, fc.boolean(), (c, formatted) => {
          const v = formatted ? formatCpf(c) : c;
          if (agreesWithA(v)) expect(isValidCpf(v)).toBe(oracleA.isValid(v));
        }),
      );
    });

    it('agrees with cpf-cnpj-validator on random strings', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.\- a-z]{0,16}$/)), (v) => {
          if (agreesWithA(v)) expect(isValidCpf(v)).toBe(oracleA.isValid(v));
        }),
        { numRuns: 2000 },
      );
    });

    // validation-br removes only . / - and spaces, so compare on inputs made of those and digits.
    it('agrees with validation-br on digits and separators', () => {
      const sep = fc.constantFrom('', '.', '-', ' ', '/');
      const candidate = fc.oneof(
        fc
          .tuple(validCpf, sep)
          .map(
            ([c, s]) => `${c.slice(0, 3)}${s}${c.slice(3, 6)}${s}${c.slice(6, 9)}${s}${c.slice(9)}`,
          ),
        fc.stringMatching(/^[0-9.\-/ ]{0,15}$/),
      );
      expectAgreement(candidate, isValidCpf, oracleB);
    });

    it('both oracles accept the known example', () => {
      expect(oracleA.isValid('529.982.247-25')).toBe(true);
      expect(oracleB('529.982.247-25')).toBe(true);
    });
  });

  it('schema: empty → required; invalid → CPF message; valid passes trimmed', () => {
    expectSchemaMessages(cpfSchema, CPF, '123');
    expect(cpfSchema.parse(' 529.982.247-25 ')).toBe('529.982.247-25');
  });
});
