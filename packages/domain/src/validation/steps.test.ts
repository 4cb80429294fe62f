import { describe, expect, it } from 'vitest';
import { isValidSteps } from './steps.ts';

describe('SPEC §5 steps indicator: total > 0, current >= 0', () => {
  it('accepts the edges', () => {
    expect(isValidSteps({ total: 1, current: 0 })).toBe(true);
    expect(isValidSteps({ total: 3, current: 2 })).toBe(true);
  });

  it('rejects the rest', () => {
    expect(isValidSteps({ total: 0, current: 0 })).toBe(false);
    expect(isValidSteps({ total: 3, current: -1 })).toBe(false);
    expect(isValidSteps({ total: Number.NaN, current: 0 })).toBe(false);
  });
});
