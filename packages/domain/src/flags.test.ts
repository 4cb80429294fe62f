import { describe, expect, it } from 'vitest';
import {
  FLAG_KEYS,
  FLAGS,
  OPT_IN_COUPON_VARIANTS,
  assignVariant,
  mix32,
  flagDefinition,
  fnv1a,
  isFlagEnvironment,
  isFlagKey,
  productCardFontSizes,
  variantsOf,
} from './flags.ts';
import { itReturns } from './test-support/examples.ts';

describe('feature flags (SPEC §7)', () => {
  it('lists the 12 flags with their kinds', () => {
    expect(FLAG_KEYS).toHaveLength(12);
    const kinds = FLAG_KEYS.map((key) => FLAGS[key].kind);
    expect(kinds.filter((k) => k === 'enable')).toHaveLength(7);
    expect(kinds.filter((k) => k === 'value')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'ab-test')).toHaveLength(1);
  });

  it('finds a flag only under its own kind', () => {
    expect(flagDefinition('enable', 'dark_mode')?.enabled).toBe(false);
    expect(flagDefinition('value', 'dark_mode')).toBeNull();
    expect(flagDefinition('enable', 'nao_existe')).toBeNull();
    expect(flagDefinition('enable', 'toString')).toBeNull();
    expect(isFlagKey('bank_slip')).toBe(true);
    expect(isFlagKey('__proto__')).toBe(false);
  });

  it('knows the three environments', () => {
    expect(isFlagEnvironment('staging')).toBe(true);
    expect(isFlagEnvironment('test')).toBe(false);
  });
});

describe('A/B assignment', () => {
  it('is the control without a customer and stable per customer', () => {
    const key = 'checkbox_to_opt_in_on_ecom_checkout_coupon';
    expect(assignVariant(key, null, OPT_IN_COUPON_VARIANTS)).toBe('controle');
    const once = assignVariant(key, '123', OPT_IN_COUPON_VARIANTS);
    expect(assignVariant(key, '123', OPT_IN_COUPON_VARIANTS)).toBe(once);
  });

  it('spreads customers over the weights', () => {
    const counts = { controle: 0, checkbox: 0 } as Record<string, number>;
    for (let i = 0; i < 4000; i++) {
      const variant = assignVariant('k', `cliente-${i}`, OPT_IN_COUPON_VARIANTS) ?? '';
      counts[variant] = (counts[variant] ?? 0) + 1;
    }
    expect(counts.controle).toBeGreaterThan(1800);
    expect(counts.checkbox).toBeGreaterThan(1800);
    const skewed = [
      { name: 'a', weight: 90 },
      { name: 'b', weight: 10 },
    ];
    let b = 0;
    for (let i = 0; i < 4000; i++) if (assignVariant('k', String(i), skewed) === 'b') b++;
    expect(b).toBeGreaterThan(300);
    expect(b).toBeLessThan(500);
  });

  itReturns('handles empty and zero weights: %j, %j, %j → %j', assignVariant, [
    ['k', '1', [], null],
    ['k', '1', [{ name: 'só', weight: 0 }], 'só'],
    ['k', '1', [{ name: 'só', weight: 1 }], 'só'],
  ]);

  it('reads the variants of a stored value or falls back', () => {
    const fallback = OPT_IN_COUPON_VARIANTS;
    expect(variantsOf(null, fallback)).toBe(fallback);
    expect(variantsOf({ variants: 'x' }, fallback)).toBe(fallback);
    expect(variantsOf({ variants: [{ name: 'a', weight: 0 }] }, fallback)).toBe(fallback);
    expect(
      variantsOf({ variants: [{ name: 'a', weight: 1 }, { name: 2 }, null] }, fallback),
    ).toEqual([{ name: 'a', weight: 1 }]);
  });

  it('hashes stably (FNV-1a)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
});

describe('bigger font (SPEC §9)', () => {
  it('is 16/14 px with the bigger font, else 12/10', () => {
    expect(productCardFontSizes(true)).toEqual({ text: 16, badge: 14 });
    expect(productCardFontSizes(false)).toEqual({ text: 12, badge: 10 });
  });
});

describe('mix32', () => {
  it('spreads consecutive customer ids over both halves of a 50/50 test', () => {
    const halves = [0, 0];
    for (let id = 1; id <= 100; id++) {
      const variant = assignVariant('k', String(id), OPT_IN_COUPON_VARIANTS);
      halves[variant === 'controle' ? 0 : 1]! += 1;
    }
    expect(halves[0]).toBeGreaterThan(30);
    expect(halves[1]).toBeGreaterThan(30);
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).not.toBe(1);
  });
});
