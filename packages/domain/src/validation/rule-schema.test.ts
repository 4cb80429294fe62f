import { describe, expect, it } from 'vitest';
import { maxMessage, NUMERIC, REQUIRED } from './messages.ts';
import { validateNumeric } from './numeric.ts';
import { requiredTextSchema, ruleSchema, TEXT_MAX } from './rule-schema.ts';

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

describe('every rule field has a maximum (issue #12)', () => {
  it('TEXT_MAX by default, after the rule passes', () => {
    const text = ruleSchema(() => null);
    expect(text.parse('a'.repeat(TEXT_MAX))).toHaveLength(TEXT_MAX);
    expect(text.safeParse('a'.repeat(TEXT_MAX + 1)).error?.issues.map((i) => i.message)).toEqual([
      maxMessage(TEXT_MAX),
    ]);
    // The rule's own message comes first.
    expect(ruleSchema(validateNumeric).safeParse('x'.repeat(300)).error?.issues[0]?.message).toBe(
      NUMERIC,
    );
  });

  it('a field may set its own maximum', () => {
    const long = ruleSchema(() => null, { max: 4096 });
    expect(long.parse('a'.repeat(4096))).toHaveLength(4096);
    expect(long.safeParse('a'.repeat(4097)).error?.issues[0]?.message).toBe(maxMessage(4096));
  });
});
