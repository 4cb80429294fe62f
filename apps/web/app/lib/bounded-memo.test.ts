import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once and answers the same value after', () => {
    const memo = boundedMemo<string[]>(4);
    let computed = 0;
    const first = memo('a', () => (computed++, ['x']));
    expect(memo('a', () => (computed++, ['y']))).toBe(first);
    expect(computed).toBe(1);
  });

  it('remembers falsy values too', () => {
    const memo = boundedMemo<string | null>(4);
    let computed = 0;
    memo('a', () => (computed++, null));
    expect(memo('a', () => (computed++, 'b'))).toBeNull();
    expect(computed).toBe(1);
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const memo = boundedMemo<number>(2);
    let computed = 0;
    const count = (key: string) => memo(key, () => ++computed);
    count('a');
    count('b');
    count('c');
    expect(count('b')).toBe(2);
    expect(count('c')).toBe(3);
    expect(count('a')).toBe(4);
    expect(computed).toBe(4);
  });
});
