import { describe, expect, it } from 'vitest';
import { isValidSteps } from './steps.ts';
import { itReturns } from '../test-support/examples.ts';

describe('SPEC §5 steps indicator: total > 0, current >= 0', () => {
  it('accepts the edges', () => {
    expect(isValidSteps({ total: 1, current: 0 })).toBe(true);
    expect(isValidSteps({ total: 3, current: 2 })).toBe(true);
  });

  itReturns('rejects the rest: %j → %j', isValidSteps, [
    [{ total: 0, current: 0 }, false],
    [{ total: 3, current: -1 }, false],
    [{ total: Number.NaN, current: 0 }, false],
  ]);
});
