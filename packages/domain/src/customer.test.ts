import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avatarUrl,
  displayName,
  greetingName,
  hasAvatar,
  isNewAddress,
  joinPhoneFull,
  splitPhoneFull,
} from './customer.ts';

describe('avatar (SPEC §3)', () => {
  it("treats a path ending in 'null&width=160&height=160' or empty as no avatar", () => {
    expect(hasAvatar('https://img.example/avatar?src=null&width=160&height=160')).toBe(false);
    expect(hasAvatar('')).toBe(false);
    expect(hasAvatar('   ')).toBe(false);
    expect(hasAvatar(null)).toBe(false);
    expect(hasAvatar(undefined)).toBe(false);
    expect(hasAvatar('https://img.example/avatar/42.png?width=160&height=160')).toBe(true);
  });

  it('falls back to the default avatar', () => {
    expect(avatarUrl('x?src=null&width=160&height=160', '/default.png')).toBe('/default.png');
    expect(avatarUrl(' /me.png ', '/default.png')).toBe('/me.png');
  });
});

describe('phone full number (SPEC §3)', () => {
  it('splits area code and number', () => {
    expect(splitPhoneFull('(11) 98765-4321')).toEqual({ ddd: '11', number: '987654321' });
    expect(splitPhoneFull('2133334444')).toEqual({ ddd: '21', number: '33334444' });
    expect(splitPhoneFull('123')).toBeNull();
    expect(splitPhoneFull(null)).toBeNull();
  });

  it('joins as (DD) number', () => {
    expect(joinPhoneFull('11', '987654321')).toBe('(11) 987654321');
    expect(joinPhoneFull('(21)', '3333-4444')).toBe('(21) 33334444');
    expect(joinPhoneFull('', '')).toBe('');
  });

  it('split and join round-trip (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]$/), fc.stringMatching(/^[0-9]{8,9}$/), (d, n) => {
        expect(splitPhoneFull(joinPhoneFull(d, n))).toEqual({ ddd: d, number: n });
      }),
    );
  });
});

describe('isNewAddress (SPEC §3)', () => {
  it('is new until it has a positive uidPk', () => {
    expect(isNewAddress({})).toBe(true);
    expect(isNewAddress({ uidPk: null })).toBe(true);
    expect(isNewAddress({ uidPk: 0 })).toBe(true);
    expect(isNewAddress({ uidPk: -1 })).toBe(true);
    expect(isNewAddress({ uidPk: 'abc' })).toBe(true);
    expect(isNewAddress({ uidPk: 12 })).toBe(false);
    expect(isNewAddress({ uidPk: '12' })).toBe(false);
  });
});

describe('displayName', () => {
  it('prefers the full name, else first and last', () => {
    expect(displayName({ fullName: '  Maria   da Silva ' })).toBe('Maria da Silva');
    expect(displayName({ fullName: '', firstName: 'Maria', lastName: 'Silva' })).toBe(
      'Maria Silva',
    );
    expect(displayName({ firstName: 'Maria', lastName: null })).toBe('Maria');
    expect(displayName({})).toBe('');
  });
});

describe('greeting name (semi-logged customer)', () => {
  it('uses the first name, else the first word of the full name', () => {
    expect(greetingName({ firstName: 'Ana', fullName: 'Ana Beatriz Souza' })).toBe('Ana');
    expect(greetingName({ firstName: '  Maria Clara ', fullName: 'x' })).toBe('Maria');
    expect(greetingName({ firstName: '', fullName: '  Carlos   Mendes ' })).toBe('Carlos');
    expect(greetingName({ firstName: null, fullName: null, lastName: 'Souza' })).toBe('Souza');
    expect(greetingName({})).toBe('');
  });
});
