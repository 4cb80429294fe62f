/**
 * The shared checks of a SPEC §5 field rule (CEP, CPF, CNPJ, phone, card number…): its valid and
 * invalid examples, and its schema's messages. Each rule's test file gives its own examples.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { REQUIRED } from '../validation/messages.ts';

export interface FieldRule {
  isValid: (value: string) => boolean;
  /** null when the value passes, else the rule's message. */
  validate: (value: string) => string | null;
  /** The rule's pt-BR message (validation/messages.ts). */
  message: string;
}

/** Each valid example passes with no message; each invalid one gets the rule's message. */
export function itAcceptsAndRejects(
  rule: FieldRule,
  examples: { valid: readonly string[]; invalid: readonly string[] },
  validTitle = '%j is valid',
): void {
  it.each(examples.valid)(validTitle, (value) => {
    expect(rule.isValid(value)).toBe(true);
    expect(rule.validate(value)).toBeNull();
  });
  it.each(examples.invalid)('%j is invalid', (value) => {
    expect(rule.validate(value)).toBe(rule.message);
  });
}

/** The first message a schema gives for a value (undefined when it passes). */
export function schemaMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/** A rule's schema: an empty value is 'required'; a wrong one gets the rule's message. */
export function expectSchemaMessages(
  schema: z.ZodType,
  message: string,
  wrong: string,
  empty = '',
): void {
  expect(schemaMessage(schema, empty)).toBe(REQUIRED);
  expect(schemaMessage(schema, wrong)).toBe(message);
}

/**
 * A document with two check digits at its end (CPF, CNPJ): every generated valid one passes, and
 * changing either check digit makes it fail.
 */
export function expectCheckDigitsGuard(
  valid: fc.Arbitrary<string>,
  length: number,
  isValid: (value: string) => boolean,
): void {
  fc.assert(
    fc.property(
      valid,
      fc.integer({ min: length - 2, max: length - 1 }),
      fc.integer({ min: 1, max: 9 }),
      (value, pos, delta) => {
        expect(isValid(value)).toBe(true);
        const changed = String((Number(value[pos]) + delta) % 10);
        expect(isValid(`${value.slice(0, pos)}${changed}${value.slice(pos + 1)}`)).toBe(false);
      },
    ),
  );
}

/**
 * A rule's formatter: every generated valid value, formatted, has the rule's shape, is still
 * valid, and gives back the characters it was made from.
 */
export function expectFormatRoundTrip(
  valid: fc.Arbitrary<string>,
  rule: {
    format: (value: string) => string | null;
    shape: RegExp;
    isValid: (value: string) => boolean;
    charactersOf: (formatted: string) => string | null;
  },
): void {
  fc.assert(
    fc.property(valid, (value) => {
      const formatted = rule.format(value) ?? '';
      expect(formatted).toMatch(rule.shape);
      expect(rule.isValid(formatted)).toBe(true);
      expect(rule.charactersOf(formatted)).toBe(value);
    }),
  );
}

/** The rule and an independent implementation (an oracle) agree on every generated candidate. */
export function expectAgreement(
  candidate: fc.Arbitrary<string>,
  isValid: (value: string) => boolean,
  oracle: (value: string) => boolean,
  numRuns = 2000,
): void {
  fc.assert(
    fc.property(candidate, (value) => {
      expect(isValid(value)).toBe(oracle(value));
    }),
    { numRuns },
  );
}
