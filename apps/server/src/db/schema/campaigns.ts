/**
 * Timed campaigns and their leads (issue #18, ADR 0033; SPEC §2 campaign banner and modals, §3
 * Lead). A campaign is data set by the operators' endpoint; its modal bodies are stored already
 * sanitized. A lead is stored once per campaign and e-mail (case-insensitive), with the consent
 * text version the visitor agreed to and when.
 */
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, tz, flag, ownedBy } from './columns.ts';

export interface CampaignModalTexts {
  title: string;
  /** Sanitized HTML. */
  body: string;
}

export interface CampaignModalsColumn {
  justStarted: CampaignModalTexts;
  almostEnded: CampaignModalTexts;
  justEnded: CampaignModalTexts;
}

export const campaigns = pgTable(
  'campaigns',
  {
    id: serialId(),
    store: text('store').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** CampaignAudience: everyone, members, non-members. */
    audience: text('audience').notNull(),
    imageDesktop: text('image_desktop').notNull(),
    imageMobile: text('image_mobile').notNull(),
    offerUrl: text('offer_url').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    modals: jsonb('modals').$type<CampaignModalsColumn>().notNull(),
    skus: jsonb('skus').$type<string[]>().notNull(),
    leadCapture: flag('lead_capture'),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('campaigns_store_slug').on(t.store, t.slug),
    index('campaigns_store_end').on(t.store, t.endsAt),
  ],
);

export const campaignLeads = pgTable(
  'campaign_leads',
  {
    id: serialId(),
    campaignId: ownedBy('campaign_id', () => campaigns.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The e-mail lower-cased: one lead per campaign and address. */
    emailKey: text('email_key').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    consentedAt: tz('consented_at').notNull(),
  },
  (t) => [uniqueIndex('campaign_leads_campaign_email').on(t.campaignId, t.emailKey)],
);
