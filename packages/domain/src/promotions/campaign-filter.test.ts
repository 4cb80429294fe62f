import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliesToStore,
  filterCampaigns,
  parseStoreCodes,
  shouldFetchCampaigns,
} from './campaign-filter.ts';

const now = new Date('2025-11-29T15:00:00Z'); // 12:00 in Sao Paulo

describe('store codes', () => {
  it('accepts arrays and comma strings, any case and spacing', () => {
    expect(parseStoreCodes('WINE, outlet ,')).toEqual(['WINE', 'OUTLET']);
    expect(parseStoreCodes([' wine '])).toEqual(['WINE']);
    expect(parseStoreCodes(null)).toEqual([]);
    expect(parseStoreCodes(undefined)).toEqual([]);
    expect(appliesToStore('OUTLET,WINE')).toBe(true);
    expect(appliesToStore(['OUTLET'])).toBe(false);
    expect(appliesToStore(['OUTLET'], 'OUTLET')).toBe(true);
    expect(appliesToStore('')).toBe(false);
    expect(appliesToStore('WINEBAR')).toBe(false);
  });
});

describe('shouldFetchCampaigns (SPEC §4)', () => {
  it('fetches only within the dates and hours', () => {
    const schedule = {
      dateInit: '2025-11-29',
      dateEnd: '2025-11-29',
      startHour: '11:00',
      finishHour: '13:00',
    };
    expect(shouldFetchCampaigns(schedule, now)).toBe(true);
    expect(shouldFetchCampaigns({ ...schedule, startHour: '12:00:01' }, now)).toBe(false);
    expect(shouldFetchCampaigns({ ...schedule, finishHour: '11:59' }, now)).toBe(false);
  });
});

describe('filterCampaigns (SPEC §4/§7)', () => {
  const base = { dateInit: '2025-11-28', dateEnd: '2025-11-30' };

  it('keeps WINE campaigns within the date range, in order', () => {
    const list = [
      { id: 1, ...base, storeCodes: ['WINE'] },
      { id: 2, ...base, storeCodes: 'OUTLET' },
      { id: 3, ...base, storeCodes: 'outlet,wine' },
      { id: 4, dateInit: '2025-12-01', dateEnd: '2025-12-02', storeCodes: ['WINE'] },
      { id: 5, dateInit: '2025-11-01', dateEnd: '2025-11-28', storeCodes: ['WINE'] },
      { id: 6, ...base },
    ];
    expect(filterCampaigns(list, now).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCampaigns(list, now, 'OUTLET').map((c) => c.id)).toEqual([2, 3]);
    expect(filterCampaigns(null, now)).toEqual([]);
  });

  it('returns a subset of its input (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dateInit: fc.constantFrom('2025-11-28', '2025-11-30', 'x'),
            dateEnd: fc.constantFrom('2025-11-29', '2025-12-01'),
            storeCodes: fc.constantFrom('WINE', 'OUTLET', ['wine'], undefined),
          }),
        ),
        (list) => {
          const kept = filterCampaigns(list, now);
          for (const campaign of kept) expect(list).toContain(campaign);
          for (const campaign of kept) expect(appliesToStore(campaign.storeCodes)).toBe(true);
        },
      ),
    );
  });
});
