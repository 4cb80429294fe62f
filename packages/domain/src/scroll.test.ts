import { describe } from 'vitest';
import { isScrolledPast } from './scroll.ts';
import { itReturns } from './test-support/examples.ts';

describe('isScrolledPast (SPEC §9 scroll threshold 168 px)', () => {
  itReturns('%j px → %j', (y: number) => isScrolledPast(y), [
    [0, false],
    [167, false],
    [168, false],
    [168.5, true],
    [200, true],
    [-50, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ]);
  itReturns('%j px past %j → %j', isScrolledPast, [
    [50, 40, true],
    [40, 40, false],
  ]);
});
