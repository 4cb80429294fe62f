import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectFormatRoundTrip,
  expectSchemaMessages,
  itAcceptsAndRejects,
} from '../test-support/field-rule.ts';
import { PHONE } from './messages.ts';
import { formatPhone, isValidPhone, maskPhone, phoneSchema, validatePhone } from './phone.ts';
import { itReturns } from '../test-support/examples.ts';

describe("SPEC §5 phone: '(DD) ' plus 8 or 9 digits", () => {
  itAcceptsAndRejects(
    { isValid: isValidPhone, validate: validatePhone, message: PHONE },
    {
      valid: ['(99) 999999999', '(11) 98765432', '(21) 23456789'],
      invalid: [
        '',
        '11987654321',
        '(11)987654321',
        '(11) 9876-54321',
        '(11) 9876543',
        '(11) 9876543210',
        '(1) 987654321',
        '(111) 98765432',
        ' (11) 98765432',
      ],
    },
  );

  itReturns('masks progressively while typing: %j → %j', maskPhone, [
    ['', ''],
    ['1', '(1'],
    ['11', '(11) '],
    ['119', '(11) 9'],
    ['11987654321000', '(11) 987654321'],
  ]);

  itReturns('formats complete numbers from digits: %j → %j', formatPhone, [
    ['11987654321', '(11) 987654321'],
    ['1123456789', '(11) 23456789'],
    ['11 98765-4321', '(11) 987654321'],
    ['112345678', null],
    ['119876543210', null],
  ]);

  it('formatting 10 or 11 digits always gives a valid phone with the same digits', () => {
    expectFormatRoundTrip(fc.stringMatching(/^[0-9]{10,11}$/), {
      format: formatPhone,
      shape: /^\(\d{2}\) \d{8,9}$/,
      isValid: isValidPhone,
      charactersOf: (formatted) => formatted.replace(/\D/g, ''),
    });
  });

  it('schema uses the spec messages', () => {
    expectSchemaMessages(phoneSchema, PHONE, '11 9');
    expect(phoneSchema.parse('(11) 987654321')).toBe('(11) 987654321');
  });
});
