import fc from 'fast-check';
import { isCEP as oracle } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { cepSchema, formatCep, isValidCep, normalizeCep, validateCep } from './cep.ts';
import { expectSchemaMessages, itAcceptsAndRejects } from '../test-support/field-rule.ts';
import { CEP } from './messages.ts';

describe('SPEC §5 CEP: 8 characters ignoring one hyphen', () => {
  itAcceptsAndRejects(
    { isValid: isValidCep, validate: validateCep, message: CEP },
    {
      valid: ['01310-100', '01310100', '1234-5678', '12345678-'],
      invalid: [
        '',
        '01310-10',
        '0131010',
        '013101000',
        '01310--100',
        '01-310-100',
        '01.310-100',
        ' 01310100',
        'abcde-fgh',
      ],
    },
  );

  it('normalizes to the 8 digits', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep('0131')).toBeNull();
  });

  it('formats 12345-678 progressively and round-trips', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310-1009')).toBe('01310-100');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (d) => {
        const formatted = formatCep(d);
        expect(formatted).toMatch(/^\d{5}-\d{3}$/);
        expect(isValidCep(formatted)).toBe(true);
        expect(normalizeCep(formatted)).toBe(d);
      }),
    );
  });

  // validation-br accepts 'NNNNN-NNN', 'NNNNNNNN' and also 'NN.NNN-NNN'; the spec allows the
  // one hyphen anywhere and no dot. Compare where both define the shape: digits with at most
  // one hyphen in the usual place.
  it('agrees with validation-br on digits with an optional hyphen after the fifth', () => {
    const candidate = fc.oneof(
      fc.tuple(fc.stringMatching(/^[0-9]{0,7}$/), fc.boolean(), fc.stringMatching(/^[0-9]{0,5}$/)),
      fc.tuple(fc.stringMatching(/^[0-9]{5}$/), fc.boolean(), fc.stringMatching(/^[0-9]{3}$/)),
    );
    fc.assert(
      fc.property(candidate, ([head, hyphen, tail]) => {
        const v = hyphen && head.length === 5 ? `${head}-${tail}` : `${head}${tail}`;
        expect(isValidCep(v)).toBe(oracle(v));
      }),
      { numRuns: 1000 },
    );
  });

  it('schema: trimmed; empty → required; invalid → CEP message', () => {
    expect(cepSchema.parse(' 01310-100 ')).toBe('01310-100');
    expectSchemaMessages(cepSchema, CEP, '0131');
  });
});
