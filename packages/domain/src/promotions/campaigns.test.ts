import { describe, expect, it } from 'vitest';
import { PROMOTION_STORAGE_TTL_MS } from '../constants.ts';
import {
  acceptsLeads,
  campaignFor,
  CAMPAIGN_ALMOST_ENDED_WINDOW_MS,
  CAMPAIGN_JUST_ENDED_WINDOW_MS,
  CAMPAIGN_JUST_STARTED_WINDOW_MS,
  CAMPAIGN_LIMITS,
  campaignBannerTheme,
  campaignModalToShow,
  dueCampaignModal,
  leadCountdownTarget,
  markModalSeen,
  opensInNewTab,
  parseSeenModals,
  pickCurrentCampaign,
} from './campaigns.ts';
import { itReturns } from '../test-support/examples.ts';

const HOUR = 60 * 60 * 1000;
const start = new Date('2031-11-27T03:00:00Z');
const end = new Date('2031-11-30T02:59:59Z');
const window = { start, end };
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('audience', () => {
  itReturns('everyone sees it; members and non-members only their own: %j, %j → %j', campaignFor, [
    ['everyone', true, true],
    ['everyone', false, true],
    ['members', true, true],
    ['members', false, false],
    ['non-members', false, true],
    ['non-members', true, false],
  ]);
});

describe('modal windows', () => {
  it('no window outlives the 24 h promotion tracking', () => {
    for (const ms of [
      CAMPAIGN_JUST_STARTED_WINDOW_MS,
      CAMPAIGN_ALMOST_ENDED_WINDOW_MS,
      CAMPAIGN_JUST_ENDED_WINDOW_MS,
    ]) {
      expect(ms).toBeLessThanOrEqual(PROMOTION_STORAGE_TTL_MS);
    }
  });

  it('none before the start', () => {
    expect(dueCampaignModal(window, at(start, -1))).toBeNull();
  });

  it('just started from the start through its first 24 h', () => {
    expect(dueCampaignModal(window, start)).toBe('justStarted');
    expect(dueCampaignModal(window, at(start, CAMPAIGN_JUST_STARTED_WINDOW_MS))).toBe(
      'justStarted',
    );
    expect(dueCampaignModal(window, at(start, CAMPAIGN_JUST_STARTED_WINDOW_MS + 1))).toBeNull();
  });

  itReturns('almost ended in the last 3 h, up to the end instant: %j, %j → %j', dueCampaignModal, [
    [window, at(end, -CAMPAIGN_ALMOST_ENDED_WINDOW_MS - 1), null],
    [window, at(end, -CAMPAIGN_ALMOST_ENDED_WINDOW_MS), 'almostEnded'],
    [window, end, 'almostEnded'],
  ]);

  it('almost ended wins over just started on a short campaign', () => {
    const short = { start, end: at(start, 2 * HOUR) };
    expect(dueCampaignModal(short, at(start, HOUR))).toBe('almostEnded');
  });

  itReturns('just ended for 24 h after the end, then nothing: %j, %j → %j', dueCampaignModal, [
    [window, at(end, 1000), 'justEnded'],
    [window, at(end, CAMPAIGN_JUST_ENDED_WINDOW_MS), 'justEnded'],
    [window, at(end, CAMPAIGN_JUST_ENDED_WINDOW_MS + 1), null],
  ]);
});

describe('once per campaign and visitor', () => {
  const now = at(start, HOUR);

  it('shows the due modal until it is closed, then never again for that campaign', () => {
    expect(campaignModalToShow('bf', window, now, {})).toBe('justStarted');
    const record = markModalSeen({}, 'bf', 'justStarted', now);
    const seen = parseSeenModals(JSON.stringify(record), now);
    expect(campaignModalToShow('bf', window, now, seen)).toBeNull();
    // Another campaign's tracking is its own.
    expect(campaignModalToShow('natal', window, now, seen)).toBe('justStarted');
    // The next modal of the same campaign is still due later.
    expect(campaignModalToShow('bf', window, end, seen)).toBe('almostEnded');
  });

  it('marking twice keeps one entry and keeps the other campaigns', () => {
    const first = markModalSeen({ natal: ['justEnded'] }, 'bf', 'justStarted', now);
    const again = markModalSeen(first.value, 'bf', 'justStarted', now);
    expect(again.value).toEqual({ natal: ['justEnded'], bf: ['justStarted'] });
    expect(again.writtenAt).toBe(now.getTime());
  });

  it('the tracking resets 24 h after it was written', () => {
    const raw = JSON.stringify(markModalSeen({}, 'bf', 'justStarted', now));
    expect(parseSeenModals(raw, at(now, PROMOTION_STORAGE_TTL_MS - 1))).toEqual({
      bf: ['justStarted'],
    });
    expect(parseSeenModals(raw, at(now, PROMOTION_STORAGE_TTL_MS))).toEqual({});
  });

  it('unreadable storage counts as nothing seen', () => {
    for (const raw of [
      null,
      '',
      'não é json',
      'null',
      '42',
      '{"value":{}}',
      '{"writtenAt":1}',
      '{"value":"x","writtenAt":1}',
    ]) {
      expect(parseSeenModals(raw, now)).toEqual({});
    }
    const odd = JSON.stringify({
      value: { bf: ['justStarted', 'outro', 3], x: 'nope' },
      writtenAt: now.getTime(),
    });
    expect(parseSeenModals(odd, now)).toEqual({ bf: ['justStarted'] });
  });
});

describe('current campaign', () => {
  const make = (slug: string, s: Date, e: Date) => ({ slug, window: { start: s, end: e } });
  const next = make('next', at(end, 10 * HOUR), at(end, 20 * HOUR));
  const later = make('later', at(end, 30 * HOUR), at(end, 40 * HOUR));
  const active = make('active', start, end);
  const activeLonger = make('longer', start, at(end, 50 * HOUR));
  const ended = make('ended', at(start, -10 * HOUR), at(start, -HOUR));
  const old = make('old', at(start, -100 * HOUR), at(start, -90 * HOUR));

  it('prefers an active campaign, the soonest to end', () => {
    expect(pickCurrentCampaign([next, activeLonger, active, ended], at(start, HOUR))?.slug).toBe(
      'active',
    );
  });

  it('then one that just ended, then the next to start', () => {
    expect(pickCurrentCampaign([later, next, ended, old], start)?.slug).toBe('ended');
    expect(pickCurrentCampaign([later, next, old], start)?.slug).toBe('next');
    expect(pickCurrentCampaign([old], start)).toBeNull();
    expect(pickCurrentCampaign([], start)).toBeNull();
  });
});

describe('banner link', () => {
  it('the disconnected theme is the signed-out visitor', () => {
    expect(campaignBannerTheme(false)).toBe('disconnected');
    expect(campaignBannerTheme(true)).toBe('connected');
  });

  itReturns(
    '/black-friday opens in a new tab except for the disconnected theme: %j, %j → %j',
    opensInNewTab,
    [
      ['/black-friday', 'connected', true],
      ['/black-friday/?utm=x', 'connected', true],
      ['https://www.adega.com.br/black-friday#ofertas', 'connected', true],
      ['/black-friday', 'disconnected', false],
      ['/vinhos/cVINHOS.html', 'connected', false],
      ['/black-friday-2', 'connected', false],
      ['http://[', 'connected', false],
    ],
  );
});

describe('leads', () => {
  itReturns('are taken until the end: %j → %j', acceptsLeads, [
    ['not-started', true],
    ['active', true],
    ['ended', false],
  ]);

  it('the lead countdown goes to the start, then to the end', () => {
    expect(leadCountdownTarget(window, at(start, -1))).toBe(start);
    expect(leadCountdownTarget(window, start)).toBe(end);
  });
});

describe('limits', () => {
  itReturns(
    'slugs are lower-case words with hyphens: %j → %j',
    (slug: string) => CAMPAIGN_LIMITS.slugPattern.test(slug),
    [
      ['black-friday', true],
      ['Black', false],
      ['-x', false],
      ['a'.repeat(64), false],
    ],
  );
});
