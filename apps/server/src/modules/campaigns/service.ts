/**
 * The campaigns module's public service (issue #18, ADR 0033): operators write campaigns, pages
 * read the candidates of a store and audience, `/black-friday` reads one campaign with its
 * products, and visitors leave a lead once per campaign and e-mail, with consent.
 */
import { AppError } from '@adega/domain/errors';
import type { CampaignModalKind } from '@adega/domain/promotions/campaign-status';
import { campaignStatus } from '@adega/domain/promotions/campaign-status';
import {
  acceptsLeads,
  campaignFor,
  CAMPAIGN_JUST_ENDED_WINDOW_MS,
  LEAD_CONSENT_TEXT_VERSION,
  type CampaignAudience,
} from '@adega/domain/promotions/campaigns';
import { safeLink } from '@adega/domain/safe-link';
import type { Store } from '@adega/domain/store';
import type { CatalogApi, ProductSummary } from '../../contract/catalog.ts';
import type {
  CampaignDto,
  CampaignLandingDto,
  CampaignUpsertRequest,
  LeadRequest,
  LeadResponse,
} from '../../contract/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { memoUntilChange, type ChangeFeed } from '../../cache/changes.ts';
import {
  campaignBySlug,
  campaignsEndingSince,
  insertLeadOnce,
  upsertCampaign,
  type CampaignRow,
} from './repo.ts';
import { sanitizeCampaignHtml } from './sanitize.ts';

export const CAMPAIGN_TEXTS = {
  notFound: 'Campanha não encontrada.',
  ended: 'Esta campanha já terminou. Fique de olho nas próximas!',
  window: 'O fim da campanha deve ser depois do início.',
} as const;

/** At most this many candidates go to a page (the browser picks the current one). */
export const CAMPAIGN_CANDIDATES_MAX = 20;

const KINDS: readonly CampaignModalKind[] = ['justStarted', 'almostEnded', 'justEnded'];

function sanitizedModals(modals: CampaignUpsertRequest['modals']): CampaignDto['modals'] {
  const out = {} as CampaignDto['modals'];
  for (const kind of KINDS) {
    out[kind] = { title: modals[kind].title, body: sanitizeCampaignHtml(modals[kind].body) };
  }
  return out;
}

function toDto(row: CampaignRow): CampaignDto {
  return {
    slug: row.slug,
    store: row.store as Store,
    name: row.name,
    audience: row.audience as CampaignAudience,
    // Issue #33 F15: the safe-link rule again on the way out (a row written by other means).
    imageDesktop: safeLink(row.imageDesktop) ?? '',
    imageMobile: safeLink(row.imageMobile) ?? '',
    offerUrl: safeLink(row.offerUrl) ?? '/',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    // Sanitized again on the way out: a row written by other means cannot carry a script.
    modals: sanitizedModals(row.modals),
    leadCapture: row.leadCapture,
  };
}

export interface CampaignsService {
  upsert(slug: string, input: CampaignUpsertRequest): Promise<CampaignDto>;
  /** The store's campaigns for this audience that have not ended more than a day ago. */
  candidates(store: Store, isMember: boolean): Promise<CampaignDto[]>;
  landing(store: Store, slug: string): Promise<CampaignLandingDto | null>;
  addLead(store: Store, lead: LeadRequest): Promise<LeadResponse>;
}

/**
 * A store's candidates as read at `readAt`: enough from then until `validUntil` (ms) if nothing
 * is written (a clock set back, as tests do, reads again).
 */
interface Candidates {
  readAt: number;
  rows: { endsAt: number; audience: CampaignAudience; dto: CampaignDto }[];
  validUntil: number;
}

const CANDIDATES_READ = CAMPAIGN_CANDIDATES_MAX * 3;

export function createCampaignsService(deps: {
  db: Db;
  now: () => Date;
  catalog: Pick<CatalogApi, 'product'>;
  changes: ChangeFeed;
}): CampaignsService {
  const { db, now } = deps;
  const memo = memoUntilChange<Candidates>(deps.changes, { max: 50 });
  // Bumped when a full read's window has passed (its key is then read again).
  const epochs = new Map<Store, number>();

  async function readCandidates(store: Store, at: number): Promise<Candidates> {
    const since = new Date(at - CAMPAIGN_JUST_ENDED_WINDOW_MS);
    const rows = await campaignsEndingSince(db, store, since, CANDIDATES_READ);
    const kept = rows.map((row) => ({
      endsAt: row.endsAt.getTime(),
      audience: row.audience as CampaignAudience,
      dto: toDto(row),
    }));
    // Campaigns only leave the window as time passes; a full read may have left some out, which
    // can enter when the first one leaves. Others come only by a write (a change publication).
    const validUntil =
      rows.length < CANDIDATES_READ
        ? Infinity
        : Math.min(...kept.map((row) => row.endsAt + CAMPAIGN_JUST_ENDED_WINDOW_MS));
    return { readAt: at, rows: kept, validUntil };
  }

  async function candidatesOf(store: Store, at: number): Promise<Candidates> {
    const key = () => `${store}:${epochs.get(store) ?? 0}`;
    const found = await memo.get(key(), () => readCandidates(store, at));
    if (at >= found.readAt && at < found.validUntil) return found;
    epochs.set(store, (epochs.get(store) ?? 0) + 1);
    return memo.get(key(), () => readCandidates(store, at));
  }

  return {
    async upsert(slug, input) {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt.getTime() <= startsAt.getTime()) {
        throw new AppError('VALIDATION', CAMPAIGN_TEXTS.window, { endsAt: CAMPAIGN_TEXTS.window });
      }
      const row = await upsertCampaign(db, {
        store: input.store,
        slug,
        name: input.name,
        audience: input.audience,
        imageDesktop: input.imageDesktop,
        imageMobile: input.imageMobile,
        offerUrl: input.offerUrl,
        startsAt,
        endsAt,
        modals: sanitizedModals(input.modals),
        skus: [...new Set(input.skus)],
        leadCapture: input.leadCapture ?? false,
        updatedAt: now(),
      });
      memo.clear();
      return toDto(row);
    },

    async candidates(store, isMember) {
      const at = now().getTime();
      const since = at - CAMPAIGN_JUST_ENDED_WINDOW_MS;
      const { rows } = await candidatesOf(store, at);
      return rows
        .filter((row) => row.endsAt >= since && campaignFor(row.audience, isMember))
        .slice(0, CAMPAIGN_CANDIDATES_MAX)
        .map((row) => row.dto);
    },

    async landing(store, slug) {
      const row = await campaignBySlug(db, store, slug);
      if (!row) return null;
      const found = await Promise.all(row.skus.map((sku) => deps.catalog.product(sku, store)));
      const products: ProductSummary[] = found.filter((p): p is NonNullable<typeof p> => !!p);
      return { campaign: toDto(row), products };
    },

    async addLead(store, lead) {
      const row = await campaignBySlug(db, store, lead.campaign);
      if (!row || !row.leadCapture) throw new AppError('NOT_FOUND', CAMPAIGN_TEXTS.notFound);
      const at = now();
      const status = campaignStatus({ start: row.startsAt, end: row.endsAt }, at);
      if (!acceptsLeads(status)) throw new AppError('CONFLICT', CAMPAIGN_TEXTS.ended);
      await insertLeadOnce(db, {
        campaignId: row.id,
        name: lead.name,
        email: lead.email,
        consentTextVersion: LEAD_CONSENT_TEXT_VERSION,
        consentedAt: at,
      });
      return { status: 'confirmed' };
    },
  };
}
