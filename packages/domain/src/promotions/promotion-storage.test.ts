import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecord, isExpired, readRecord, touch } from './promotion-storage.ts';

const t0 = new Date('2025-11-28T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('promotion storage (SPEC §4, §9 24 h)', () => {
  it('expires 24 h after it was written', () => {
    const record = createRecord({ seen: ['justStarted'] }, t0);
    expect(isExpired(record, later(DAY - 1))).toBe(false);
    expect(isExpired(record, later(DAY))).toBe(true);
    expect(isExpired({ value: 1, writtenAt: Number.NaN }, t0)).toBe(true);
  });

  it('touch starts a new period', () => {
    const record = createRecord('x', t0);
    const touched = touch(record, later(DAY - 1));
    expect(isExpired(touched, later(DAY + 1000))).toBe(false);
    expect(record.writtenAt).toBe(t0.getTime());
  });

  it('reads the value while fresh, else the fallback', () => {
    const record = createRecord(['almostEnded'], t0);
    expect(readRecord(record, later(1000), [])).toEqual(['almostEnded']);
    expect(readRecord(record, later(DAY), [])).toEqual([]);
    expect(readRecord(null, t0, 'none')).toBe('none');
  });

  it('is fresh exactly before 24 h (property)', () => {
    fc.assert(
      fc.property(fc.nat(3 * DAY), (ms) => {
        expect(isExpired(createRecord(0, t0), later(ms))).toBe(ms >= DAY);
      }),
    );
  });
});
