import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_BANNER_POSITIONS,
  ENVIRONMENTS,
  PAYMENT_TYPES,
  PROGRESS_STATUSES,
  PROMOTION_STATUSES,
  RATING_AGENCIES,
  STORES,
  allNonEssentialAccepted,
  awardsFromAttributes,
  defaultConsentStatuses,
  defaultNotificationPreferences,
  isPaymentType,
  trophyTitle,
} from './enums.ts';

describe('enumerations (SPEC §3)', () => {
  it('lists the promotion, progress, store, environment and banner values', () => {
    expect(PROMOTION_STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'NEXT']);
    expect(PROGRESS_STATUSES).toEqual(['PENDING', 'SUCCESS', 'FAIL']);
    expect(STORES).toEqual(['WINE', 'OUTLET']);
    expect(ENVIRONMENTS).toEqual(['production', 'staging', 'development']);
    expect(DYNAMIC_BANNER_POSITIONS).toEqual([
      'CAROUSEL_HOME',
      'BANNER_HOME',
      'HOTSITE_PAGE_BANNER',
      'SUBMENU',
      'OFERTAS',
      'VINHOS',
      'BAR_GOURMET',
      'CLUBE',
    ]);
  });

  it('has the 26 payment types, without duplicates', () => {
    expect(PAYMENT_TYPES).toHaveLength(26);
    expect(new Set(PAYMENT_TYPES).size).toBe(26);
    expect(isPaymentType('NUPAY')).toBe(true);
    expect(isPaymentType('PIX')).toBe(false);
  });

  it('has the 13 rating agencies with their abbreviations', () => {
    expect(RATING_AGENCIES).toHaveLength(13);
    expect(RATING_AGENCIES.map((a) => `${a.name} ${a.abbreviation}`)).toEqual([
      'Descorchados DS',
      'Robert Parker RP',
      'Wine Enthusiast WE',
      'Wine Spectator WS',
      'Wine & Spirits W&S',
      'Stephen Tanzer ST',
      'Gambero Rosso GR',
      'Guia Vinos Chile GVC',
      'Decanter DEC',
      'Jancis Robinson JR',
      'Revista de Vinhos de Portugal RVP',
      'Guía Peñín GP',
      'James Suckling JS',
    ]);
  });
});

describe('awardsFromAttributes', () => {
  it('reads PNT_ attributes into score, label and abbreviation, in agency order', () => {
    expect(
      awardsFromAttributes({
        PNT_WS: '92',
        PAIS: 'Chile',
        PNT_RP: 95,
        'pnt_w&s': '90 pts',
        PNT_GP: '17,5',
      }),
    ).toEqual([
      { score: 95, label: 'Robert Parker', abbreviation: 'RP' },
      { score: 92, label: 'Wine Spectator', abbreviation: 'WS' },
      { score: 90, label: 'Wine & Spirits', abbreviation: 'W&S' },
      { score: 17.5, label: 'Guía Peñín', abbreviation: 'GP' },
    ]);
  });

  it('skips unknown agencies and unreadable scores', () => {
    expect(
      awardsFromAttributes({
        PNT_XX: '90',
        PNT_RP: '',
        PNT_WS: null,
        PNT_JS: undefined,
        PNT_DS: 'n/a',
        PNT_WE: Number.NaN,
      }),
    ).toEqual([]);
  });

  it('never returns more awards than agencies (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), (attrs) => {
        const awards = awardsFromAttributes(attrs);
        expect(awards.length).toBeLessThanOrEqual(13);
        for (const award of awards) expect(Number.isFinite(award.score)).toBe(true);
      }),
    );
  });
});

describe('trophy, notifications and consent', () => {
  it("titles the trophy '{n} premiações'", () => {
    expect(trophyTitle(3)).toBe('3 premiações');
  });

  it('defaults the three channels with opt-in true (SPEC §9)', () => {
    const prefs = defaultNotificationPreferences();
    expect(prefs.map((p) => p.channel)).toEqual(['EMAIL', 'SMS/WHATSAPP', 'PUSH']);
    expect(prefs.every((p) => p.optIn && p.title.length > 0 && p.description.length > 0)).toBe(
      true,
    );
  });

  it("keeps 'Essential' on and others off by default", () => {
    expect(defaultConsentStatuses(['Analytics', 'Essential', 'Marketing'])).toEqual({
      Essential: true,
      Analytics: false,
      Marketing: false,
    });
    expect(defaultConsentStatuses()).toEqual({ Essential: true });
  });

  it('tells whether every non-essential category is accepted', () => {
    expect(allNonEssentialAccepted({ Essential: true, Analytics: true, Marketing: true })).toBe(
      true,
    );
    expect(allNonEssentialAccepted({ Essential: true, Analytics: true, Marketing: false })).toBe(
      false,
    );
    expect(allNonEssentialAccepted({ Essential: false, Analytics: true })).toBe(true);
    expect(allNonEssentialAccepted({ Essential: true })).toBe(false);
  });
});
