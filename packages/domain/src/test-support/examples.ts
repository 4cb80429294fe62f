/**
 * A rule's table of examples (SPEC values, edge cases): each row is the call's arguments followed
 * by what it returns, and each row is its own test. One shape for the many "f(x) is y" checks of
 * the domain's tests, so that a table reads as data.
 */
import { expect, it } from 'vitest';

/**
 * For each row `[...args, expected]`: `fn(...args)` equals `expected` (`toEqual`: primitives are
 * compared as `toBe` does, with Object.is; objects by value). The title formats the row
 * (`'%j → %j'`).
 */
export function itReturns<A extends unknown[], R>(
  title: string,
  fn: (...args: A) => R,
  rows: readonly (readonly [...A, R])[],
): void {
  it.each(rows.map((row) => [...row]))(title, (...row) => {
    expect(fn(...(row.slice(0, -1) as A))).toEqual(row.at(-1));
  });
}
