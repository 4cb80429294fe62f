import { describe, expect, it } from 'vitest';
import { isSafeLink } from '@adega/domain/safe-link';
import { PHYSICAL_STORES, addressOf, mapLinkOf, telLinkOf } from './physical-stores';

describe('physical stores (issue #34)', () => {
  it('each store has a safe map link that searches its address', () => {
    for (const store of PHYSICAL_STORES) {
      const link = mapLinkOf(store);
      expect(isSafeLink(link), store.id).toBe(true);
      expect(new URL(link ?? '').searchParams.get('query')).toBe(addressOf(store));
    }
  });

  it('dials the phone in international form', () => {
    expect(telLinkOf('(11) 3061-4520')).toBe('tel:+551130614520');
  });

  it('ids are unique, CEPs have 8 digits, phones a 2-digit area code and 8 or 9 digits', () => {
    expect(new Set(PHYSICAL_STORES.map((s) => s.id)).size).toBe(PHYSICAL_STORES.length);
    for (const store of PHYSICAL_STORES) {
      expect(store.cep.replace(/\D/g, '')).toMatch(/^\d{8}$/);
      expect(store.phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    }
  });
});
