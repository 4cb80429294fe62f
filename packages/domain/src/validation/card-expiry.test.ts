import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardExpiryInFuture, parseCardExpiry, validateCardExpiry } from './card-expiry.ts';
import { CARD_EXPIRY_PAST, DATE_FORMAT } from './messages.ts';
import { itReturns } from '../test-support/examples.ts';

// 15 May 2025, 12:00 in São Paulo (UTC−3).
const now = new Date('2025-05-15T15:00:00Z');

describe('SPEC §5 card expiry MM/YY must be in the future', () => {
  it('parses MM/YY with a real month', () => {
    expect(parseCardExpiry('05/25')).toEqual({ month: 5, year: 2025 });
    expect(parseCardExpiry(' 12/30 ')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['', '5/25', '05/2025', '13/25', '00/25', '05-25', 'ab/cd']) {
      expect(parseCardExpiry(bad)).toBeNull();
    }
  });

  itReturns('a card is valid through the end of its month: %j, %j → %j', validateCardExpiry, [
    ['05/25', now, null],
    ['06/25', now, null],
    ['01/26', now, null],
    ['04/25', now, CARD_EXPIRY_PAST],
    ['12/24', now, CARD_EXPIRY_PAST],
  ]);

  it('malformed → date_format message', () => {
    expect(validateCardExpiry('13/25', now)).toBe(DATE_FORMAT);
    expect(validateCardExpiry('0525', now)).toBe(DATE_FORMAT);
    expect(isCardExpiryInFuture('0525', now)).toBe(false);
  });

  it('reads the month in São Paulo: 1 June 02:00 UTC is still 31 May there', () => {
    const lateMay = new Date('2025-06-01T02:00:00Z');
    expect(validateCardExpiry('05/25', lateMay)).toBeNull();
    const june = new Date('2025-06-01T03:00:00Z');
    expect(validateCardExpiry('05/25', june)).toBe(CARD_EXPIRY_PAST);
  });

  it('is monotonic: if a month is valid, every later month is too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 * 12 + 11 }), fc.nat(24), (m, later) => {
        const fmt = (k: number) =>
          `${String((k % 12) + 1).padStart(2, '0')}/${String(Math.floor(k / 12) % 100).padStart(2, '0')}`;
        const k2 = Math.min(m + later, 99 * 12 + 11);
        if (isCardExpiryInFuture(fmt(m), now))
          expect(isCardExpiryInFuture(fmt(k2), now)).toBe(true);
      }),
    );
  });
});
