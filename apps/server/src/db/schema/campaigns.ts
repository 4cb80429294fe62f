/**
 * Timed campaigns and their leads (issue #18, ADR 0033; SPEC §2 campaign banner and modals, §3
 * Lead). A campaign is data set by the operators' endpoint; its modal bodies are stored already
 * sanitized. A lead is stored once per campaign and e-mail (case-insensitive), with the consent
 * text version the visitor agreed to and when.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    id: serial('id').primaryKey(),
    store: text('store').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** CampaignAudience: everyone, members, non-members. */
    audience: text('audience').notNull(),
    imageDesktop: text('image_desktop').notNull(),
    imageMobile: text('image_mobile').notNull(),
    offerUrl: text('offer_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    modals: jsonb('modals').$type<CampaignModalsColumn>().notNull(),
    skus: jsonb('skus').$type<string[]>().notNull(),
    leadCapture: boolean('lead_capture').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('campaigns_store_slug').on(t.store, t.slug),
    index('campaigns_store_end').on(t.store, t.endsAt),
  ],
);

export const campaignLeads = pgTable(
  'campaign_leads',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The e-mail lower-cased: one lead per campaign and address. */
    emailKey: text('email_key').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('campaign_leads_campaign_email').on(t.campaignId, t.emailKey)],
);
