import { describe, expect, it } from 'vitest';
import { NUMERIC, REQUIRED } from './messages.ts';
import { validateNumeric } from './numeric.ts';
import { requiredTextSchema, ruleSchema } from './rule-schema.ts';

describe('ruleSchema: a §5 rule as a zod schema', () => {
  const digits = ruleSchema(validateNumeric);

  it('required by default: missing, empty or whitespace → required message', () => {
    for (const v of [undefined, null, 3, '', '   ']) {
      expect(digits.safeParse(v).error?.issues.map((i) => i.message)).toEqual([REQUIRED]);
    }
  });

  it("reports the rule's message, once", () => {
    expect(digits.safeParse('12a').error?.issues.map((i) => i.message)).toEqual([NUMERIC]);
  });

  it('trims by default, keeps spaces with trim: false', () => {
    expect(digits.parse(' 12 ')).toBe('12');
    expect(ruleSchema(() => null, { trim: false }).parse(' a ')).toBe(' a ');
  });

  it('optional accepts an empty value', () => {
    const optional = ruleSchema(validateNumeric, { optional: true });
    expect(optional.parse('  ')).toBe('');
    expect(optional.safeParse('x').error?.issues[0]?.message).toBe(NUMERIC);
  });

  it('requiredTextSchema', () => {
    expect(requiredTextSchema.parse(' Maria ')).toBe('Maria');
    expect(requiredTextSchema.safeParse('').error?.issues[0]?.message).toBe(REQUIRED);
  });
});
