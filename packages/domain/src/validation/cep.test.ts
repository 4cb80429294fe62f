import fc from 'fast-check';
import { isCEP as oracle } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { cepSchema, formatCep, isValidCep, normalizeCep, validateCep } from './cep.ts';
import {
  expectAgreement,
  expectFormatRoundTrip,
  expectSchemaMessages,
  itAcceptsAndRejects,
} from '../test-support/field-rule.ts';
import { itReturns } from '../test-support/examples.ts';
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

  itReturns('normalizes to the 8 digits: %j → %j', normalizeCep, [
    ['01310-100', '01310100'],
    ['0131', null],
  ]);

  itReturns('formats 12345-678 progressively: %j → %j', formatCep, [
    ['01310100', '01310-100'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310-1009', '01310-100'],
  ]);

  it('formatting round-trips', () => {
    expectFormatRoundTrip(fc.stringMatching(/^[0-9]{8}$/), {
      format: formatCep,
      shape: /^\d{5}-\d{3}$/,
      isValid: isValidCep,
      charactersOf: normalizeCep,
    });
  });

  // validation-br accepts 'NNNNN-NNN', 'NNNNNNNN' and also 'NN.NNN-NNN'; the spec allows the
  // one hyphen anywhere and no dot. Compare where both define the shape: digits with at most
  // one hyphen in the usual place.
  it('agrees with validation-br on digits with an optional hyphen after the fifth', () => {
    const candidate = fc.oneof(
      fc.tuple(fc.stringMatching(/^[0-9]{0,7}$/), fc.boolean(), fc.stringMatching(/^[0-9]{0,5}$/)),
      fc.tuple(fc.stringMatching(/^[0-9]{5}$/), fc.boolean(), fc.stringMatching(/^[0-9]{3}$/)),
    );
    expectAgreement(
      candidate.map(([head, hyphen, tail]) =>
        hyphen && head.length === 5 ? `${head}-${tail}` : `${head}${tail}`,
      ),
      isValidCep,
      oracle,
      1000,
    );
  });

  it('schema: trimmed; empty → required; invalid → CEP message', () => {
    expect(cepSchema.parse(' 01310-100 ')).toBe('01310-100');
    expectSchemaMessages(cepSchema, CEP, '0131');
  });
});
