/**
 * Timed campaigns as data (issue #18, ADR 0033; SPEC §2 "Campaign banner and modals", §3 Lead and
 * Promotion status, §4 "Promotion campaigns"). The banner texts and the modals' buttons live in
 * `campaign-status.ts`; this file holds the campaign record's limits, the audience rule, which of
 * the three modals is due, their once-per-visitor tracking and the lead's consent.
 */
import { AUDIENCES, audienceMatches, type Audience } from '../roles.ts';
import { ROUTES } from '../urls-routes.ts';
import type { CampaignModalKind, CampaignStatus, CampaignWindow } from './campaign-status.ts';
import { campaignStatus } from './campaign-status.ts';
import { createRecord, readRecord, type PromotionStorageRecord } from './promotion-storage.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Who sees a campaign: the store's one audience rule (roles.ts). */
export const CAMPAIGN_AUDIENCES = AUDIENCES;
export type CampaignAudience = Audience;

/** A campaign for `audience` is shown to a member or not (roles.ts `audienceMatches`). */
export function campaignFor(audience: CampaignAudience, isMember: boolean): boolean {
  return audienceMatches(audience, isMember ? 'members' : 'non-members');
}

/** Limits of a campaign record (the operators' endpoint checks them). */
export const CAMPAIGN_LIMITS = {
  slugPattern: /^[a-z0-9](?:[a-z0-9-]{0,62})$/,
  nameMax: 120,
  urlMax: 2000,
  titleMax: 120,
  /** A modal body is HTML (sanitized on the server before it is stored). */
  bodyMax: 4000,
  skusMax: 48,
} as const;

/** The landing page `/black-friday` shows the campaign of this slug. */
export const BLACK_FRIDAY_SLUG = 'black-friday';

/**
 * The modals' windows: 'just started' during the first 24 h after the start, 'almost ended' in
 * the last 3 h before the end (it wins over 'just started' on a short campaign), 'just ended'
 * during the 24 h after the end. None is longer than the promotion storage's 24 h, so a modal
 * seen once is never due again after its tracking resets.
 */
export const CAMPAIGN_JUST_STARTED_WINDOW_MS = 24 * HOUR_MS;
export const CAMPAIGN_ALMOST_ENDED_WINDOW_MS = 3 * HOUR_MS;
export const CAMPAIGN_JUST_ENDED_WINDOW_MS = 24 * HOUR_MS;

/** The modal due at `now`, ignoring what the visitor has seen; null when none is. */
export function dueCampaignModal(window: CampaignWindow, now: Date): CampaignModalKind | null {
  const at = now.getTime();
  const status = campaignStatus(window, now);
  if (status === 'not-started') return null;
  if (status === 'ended') {
    return at - window.end.getTime() <= CAMPAIGN_JUST_ENDED_WINDOW_MS ? 'justEnded' : null;
  }
  if (window.end.getTime() - at <= CAMPAIGN_ALMOST_ENDED_WINDOW_MS) return 'almostEnded';
  return at - window.start.getTime() <= CAMPAIGN_JUST_STARTED_WINDOW_MS ? 'justStarted' : null;
}

/** What the browser remembers: per campaign slug, the modals already closed. */
export type SeenModals = Readonly<Record<string, readonly CampaignModalKind[]>>;
export type SeenModalsRecord = PromotionStorageRecord<SeenModals>;

/** localStorage key of the promotion tracking (reset 24 h after the last write). */
export const CAMPAIGN_STORAGE_KEY = 'adega:campanhas';
/** Window event dispatched when a campaign modal is closed; `detail` is a `CampaignModalClosed`. */
export const CAMPAIGN_MODAL_CLOSED_EVENT = 'adega:campanha-modal-fechado';

export interface CampaignModalClosed {
  campaign: string;
  modal: CampaignModalKind;
}

function isKind(value: unknown): value is CampaignModalKind {
  return value === 'justStarted' || value === 'almostEnded' || value === 'justEnded';
}

/** The stored tracking, parsed defensively; anything unreadable or older than 24 h is empty. */
export function parseSeenModals(raw: string | null, now: Date): SeenModals {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const record = parsed as { value?: unknown; writtenAt?: unknown };
    if (!record.value || typeof record.value !== 'object' || typeof record.writtenAt !== 'number') {
      return {};
    }
    const seen: Record<string, CampaignModalKind[]> = {};
    for (const [slug, kinds] of Object.entries(record.value as Record<string, unknown>)) {
      if (Array.isArray(kinds)) seen[slug] = kinds.filter(isKind);
    }
    return readRecord<SeenModals>({ value: seen, writtenAt: record.writtenAt }, now, {});
  } catch {
    return {};
  }
}

/** The modal to open now: the due one, unless this visitor already closed it. */
export function campaignModalToShow(
  slug: string,
  window: CampaignWindow,
  now: Date,
  seen: SeenModals,
): CampaignModalKind | null {
  const due = dueCampaignModal(window, now);
  return due && !(seen[slug] ?? []).includes(due) ? due : null;
}

/** The tracking after closing `kind` of `slug`, written at `now` (a new 24 h period). */
export function markModalSeen(
  seen: SeenModals,
  slug: string,
  kind: CampaignModalKind,
  now: Date,
): SeenModalsRecord {
  const kinds = seen[slug] ?? [];
  return createRecord({ ...seen, [slug]: kinds.includes(kind) ? kinds : [...kinds, kind] }, now);
}

/**
 * Of the campaigns a page may show, the one whose banner or modal matters now: an active one
 * (the soonest to end), else one that just ended (its modal), else the next to start.
 */
export function pickCurrentCampaign<T extends { window: CampaignWindow }>(
  campaigns: readonly T[],
  now: Date,
): T | null {
  const by = (status: CampaignStatus) =>
    campaigns.filter((campaign) => campaignStatus(campaign.window, now) === status);
  const active = by('active').sort((a, b) => a.window.end.getTime() - b.window.end.getTime());
  if (active[0]) return active[0];
  const ended = by('ended')
    .filter((c) => dueCampaignModal(c.window, now) === 'justEnded')
    .sort((a, b) => b.window.end.getTime() - a.window.end.getTime());
  if (ended[0]) return ended[0];
  const next = by('not-started').sort(
    (a, b) => a.window.start.getTime() - b.window.start.getTime(),
  );
  return next[0] ?? null;
}

/**
 * SPEC §2 "/black-friday opens in a new tab from a campaign banner (not for the disconnected-user
 * theme)". The disconnected-user theme is the banner shown to a visitor who is not signed in
 * (ADR 0033): it keeps the landing page in the same tab.
 */
export type CampaignBannerTheme = 'connected' | 'disconnected';

export function campaignBannerTheme(signedIn: boolean): CampaignBannerTheme {
  return signedIn ? 'connected' : 'disconnected';
}

export function opensInNewTab(offerUrl: string, theme: CampaignBannerTheme): boolean {
  if (theme === 'disconnected') return false;
  let path: string;
  try {
    path = new URL(offerUrl, 'https://loja.invalid').pathname;
  } catch {
    return false;
  }
  return path === ROUTES.blackFriday || path === `${ROUTES.blackFriday}/`;
}

/** Leads are stored with consent (SPEC §3 Lead; ADR 0033): this text and its version. */
export const LEAD_CONSENT_TEXT_VERSION = '2026-11-leads-1';
export const LEAD_CONSENT_TEXT =
  'Ao clicar em Cadastrar, você concorda em receber e-mails da Adega sobre esta campanha. Você pode cancelar quando quiser.';
export const LEAD_NAME_MAX = 120;

/** A campaign takes leads until its end (before the start and while active). */
export function acceptsLeads(status: CampaignStatus): boolean {
  return status !== 'ended';
}

/** The lead banner counts down to the start before it, to the end while active. */
export function leadCountdownTarget(window: CampaignWindow, now: Date): Date {
  return campaignStatus(window, now) === 'not-started' ? window.start : window.end;
}
