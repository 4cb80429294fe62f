import { describe, expect, it } from 'vitest';
import { accordionKeyTarget } from './accordion-keys';

describe('accordionKeyTarget (WAI-ARIA accordion keys)', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['a', 1, 3, null],
    ['ArrowDown', 0, 0, null],
  ] as const)('%s from %i of %i → %s', (key, index, count, expected) => {
    expect(accordionKeyTarget(key, index, count)).toBe(expected);
  });
});
