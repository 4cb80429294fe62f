import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSchemaMessages, itAcceptsAndRejects } from '../test-support/field-rule.ts';
import { PHONE } from './messages.ts';
import { formatPhone, isValidPhone, maskPhone, phoneSchema, validatePhone } from './phone.ts';

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

  it('masks progressively while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11) ');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('11987654321000')).toBe('(11) 987654321');
  });

  it('formats complete numbers from digits', () => {
    expect(formatPhone('11987654321')).toBe('(11) 987654321');
    expect(formatPhone('1123456789')).toBe('(11) 23456789');
    expect(formatPhone('11 98765-4321')).toBe('(11) 987654321');
    expect(formatPhone('112345678')).toBeNull();
    expect(formatPhone('119876543210')).toBeNull();
  });

  it('formatting 10 or 11 digits always gives a valid phone with the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10,11}$/), (d) => {
        const formatted = formatPhone(d);
        expect(formatted).not.toBeNull();
        expect(isValidPhone(formatted ?? '')).toBe(true);
        expect((formatted ?? '').replace(/\D/g, '')).toBe(d);
      }),
    );
  });

  it('schema uses the spec messages', () => {
    expectSchemaMessages(phoneSchema, PHONE, '11 9');
    expect(phoneSchema.parse('(11) 987654321')).toBe('(11) 987654321');
  });
});
