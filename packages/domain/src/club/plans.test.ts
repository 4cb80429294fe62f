import { describe, expect, it } from 'vitest';
import { CLUB_BOX_LINES } from '../urls.ts';
import {
  BILLING_PLANS,
  billingKindOfStore,
  CLUB_LINES,
  clubLine,
  isBillingKind,
  isClubLineSlug,
  parseClubSku,
  clubSku,
  periodPrice,
} from './plans.ts';

describe('club plans', () => {
  it('has the six box lines of SPEC §2 with price, bottles and copy', () => {
    expect(CLUB_LINES.map((l) => l.slug)).toEqual(CLUB_BOX_LINES.map((l) => l.slug));
    for (const line of CLUB_LINES) {
      expect(line.monthlyPrice).toBeGreaterThan(0);
      expect(Number.isInteger(line.monthlyPrice)).toBe(true);
      expect(line.bottlesPerBox).toBeGreaterThan(0);
      expect(line.wines).not.toBe('');
      expect(line.summary).not.toBe('');
      expect(line.description.length).toBeGreaterThan(0);
      expect(line.listing.href.startsWith('/')).toBe(true);
    }
    expect(clubLine('notaveis').name).toBe('Notáveis');
  });

  it('bills monthly on store 100153 and the prepaid year on 100701', () => {
    expect(BILLING_PLANS.monthly.storeId).toBe(100153);
    expect(BILLING_PLANS.annual.storeId).toBe(100701);
    expect(billingKindOfStore(100701)).toBe('annual');
    expect(billingKindOfStore(1)).toBeNull();
    expect(periodPrice('essenciais', 'monthly')).toBe(9990);
    expect(periodPrice('essenciais', 'annual')).toBe(99900);
  });

  it('recognises slugs and kinds', () => {
    expect(isClubLineSlug('espumantes')).toBe(true);
    expect(isClubLineSlug('tintos')).toBe(false);
    expect(isClubLineSlug(3)).toBe(false);
    expect(isBillingKind('annual')).toBe(true);
    expect(isBillingKind('weekly')).toBe(false);
    expect(() => clubLine('x' as never)).toThrow(RangeError);
  });

  it('names one product per box line and billing kind, and reads it back', () => {
    expect(clubSku('essenciais', 'monthly')).toBe('CLUBE-ESSENCIAIS-MENSAL');
    expect(clubSku('notaveis', 'annual')).toBe('CLUBE-NOTAVEIS-ANUAL');
    for (const line of CLUB_LINES)
      for (const kind of ['monthly', 'annual'] as const)
        expect(parseClubSku(clubSku(line.slug, kind))).toEqual({ slug: line.slug, kind });
    expect(parseClubSku(' clube-espumantes-mensal ')).toEqual({
      slug: 'espumantes',
      kind: 'monthly',
    });
    for (const code of [
      'CLUBE-WINE',
      'CLUBE-XYZ-MENSAL',
      'CLUBE-ESSENCIAIS-SEMANAL',
      'PASS-RELAX',
      '',
    ])
      expect(parseClubSku(code)).toBeNull();
  });
});
