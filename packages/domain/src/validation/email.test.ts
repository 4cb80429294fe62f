import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  genericEmailSchema,
  isValidEmail,
  validateEmail,
  validateGenericEmail,
} from './email.ts';
import { EMAIL, GENERIC_EMAIL, REQUIRED } from './messages.ts';

const local64 = 'a'.repeat(64);

describe('SPEC §5 email (§9 max 254, local part 64)', () => {
  it.each([
    'maria@adega.com.br',
    'maria.silva+vinho@exemplo.com',
    "o'brien@exemplo.org",
    'a@b.co',
    'x@xn--caf-dma.com',
    'user@sub-domain.example.museum',
    `${local64}@exemplo.com`,
  ])('%s is valid', (v) => {
    expect(isValidEmail(v)).toBe(true);
    expect(validateEmail(v)).toBeNull();
    expect(validateGenericEmail(v)).toBeNull();
  });

  it.each([
    '',
    'maria',
    'maria@',
    '@adega.com',
    'maria@adega',
    'maria@@adega.com',
    'ma@ria@adega.com',
    '.maria@adega.com',
    'maria.@adega.com',
    'ma..ria@adega.com',
    'maria silva@adega.com',
    ' maria@adega.com',
    'maria@-adega.com',
    'maria@adega-.com',
    'maria@adega..com',
    'maria@adega.c',
    'maria@adega.123',
    'joão@adega.com',
    `${local64}a@exemplo.com`,
  ])('%j is invalid', (v) => {
    expect(isValidEmail(v)).toBe(false);
    expect(validateEmail(v)).toBe(EMAIL);
    expect(validateGenericEmail(v)).toBe(GENERIC_EMAIL);
  });

  it('accepts 254 characters in total and rejects 255', () => {
    const label = 'd'.repeat(63);
    // 64 + 1 + 63 + 1 + 63 + 1 + 57 + 4 = 254
    const at254 = `${local64}@${label}.${label}.${'e'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    const at255 = `${local64}@${label}.${label}.${'e'.repeat(58)}.com`;
    expect(isValidEmail(at255)).toBe(false);
  });

  it('rejects a domain label longer than 63', () => {
    expect(isValidEmail(`a@${'d'.repeat(64)}.com`)).toBe(false);
  });

  it('never accepts more than 254 characters or a local part over 64', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        if (isValidEmail(e)) {
          expect(e.length).toBeLessThanOrEqual(254);
          expect(e.slice(0, e.lastIndexOf('@')).length).toBeLessThanOrEqual(64);
        }
      }),
    );
  });

  it('accepts generated addresses with a letter TLD that fit the limits', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const at = e.lastIndexOf('@');
        const tld = e.slice(e.lastIndexOf('.') + 1);
        const fits = e.length <= 254 && at <= 64 && e.slice(at + 1).includes('.');
        if (fits && /^[a-z]{2,}$/i.test(tld)) expect(isValidEmail(e)).toBe(true);
      }),
    );
  });

  it('schemas trim and use the spec messages', () => {
    expect(emailSchema.parse('  maria@adega.com.br ')).toBe('maria@adega.com.br');
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe(REQUIRED);
    expect(emailSchema.safeParse('maria').error?.issues[0]?.message).toBe(EMAIL);
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe(REQUIRED);
    expect(genericEmailSchema.safeParse('maria').error?.issues[0]?.message).toBe(GENERIC_EMAIL);
  });
});
