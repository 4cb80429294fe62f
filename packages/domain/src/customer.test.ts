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
import { itReturns } from './test-support/examples.ts';

describe('avatar (SPEC §3)', () => {
  itReturns(
    "treats a path ending in 'null&width=160&height=160' or empty as no avatar: %j → %j",
    hasAvatar,
    [
      ['https://img.example/avatar?src=null&width=160&height=160', false],
      ['', false],
      ['   ', false],
      [null, false],
      [undefined, false],
      ['https://img.example/avatar/42.png?width=160&height=160', true],
    ],
  );

  it('falls back to the default avatar', () => {
    expect(avatarUrl('x?src=null&width=160&height=160', '/default.png')).toBe('/default.png');
    expect(avatarUrl(' /me.png ', '/default.png')).toBe('/me.png');
  });
});

describe('phone full number (SPEC §3)', () => {
  itReturns('splits area code and number: %j → %j', splitPhoneFull, [
    ['(11) 98765-4321', { ddd: '11', number: '987654321' }],
    ['2133334444', { ddd: '21', number: '33334444' }],
    ['123', null],
    [null, null],
  ]);

  itReturns('joins as (DD) number: %j, %j → %j', joinPhoneFull, [
    ['11', '987654321', '(11) 987654321'],
    ['(21)', '3333-4444', '(21) 33334444'],
    ['', '', ''],
  ]);

  it('split and join round-trip (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]$/), fc.stringMatching(/^[0-9]{8,9}$/), (d, n) => {
        expect(splitPhoneFull(joinPhoneFull(d, n))).toEqual({ ddd: d, number: n });
      }),
    );
  });
});

describe('isNewAddress (SPEC §3)', () => {
  itReturns('is new until it has a positive uidPk: %j → %j', isNewAddress, [
    [{}, true],
    [{ uidPk: null }, true],
    [{ uidPk: 0 }, true],
    [{ uidPk: -1 }, true],
    [{ uidPk: 'abc' }, true],
    [{ uidPk: 12 }, false],
    [{ uidPk: '12' }, false],
  ]);
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
  itReturns('uses the first name, else the first word of the full name: %j → %j', greetingName, [
    [{ firstName: 'Ana', fullName: 'Ana Beatriz Souza' }, 'Ana'],
    [{ firstName: '  Maria Clara ', fullName: 'x' }, 'Maria'],
    [{ firstName: '', fullName: '  Carlos   Mendes ' }, 'Carlos'],
    [{ firstName: null, fullName: null, lastName: 'Souza' }, 'Souza'],
    [{}, ''],
  ]);
});
