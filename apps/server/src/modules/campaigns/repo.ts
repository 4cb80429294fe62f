/** SQL of the campaigns module (tables campaigns and campaign_leads, migration 0019). */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { campaignLeads, campaigns } from '../../db/schema.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = Omit<typeof campaigns.$inferInsert, 'id'>;

/** Inserts or replaces the campaign of (store, slug); answers the stored row. */
export async function upsertCampaign(db: Db, row: NewCampaignRow): Promise<CampaignRow> {
  const { store, slug, ...rest } = row;
  const [saved] = await db
    .insert(campaigns)
    .values(row)
    .onConflictDoUpdate({ target: [campaigns.store, campaigns.slug], set: rest })
    .returning();
  if (!saved) throw new Error(`campaign upsert returned nothing (${store}/${slug})`);
  return saved;
}

/** The store's campaigns that end at or after `since`, by start (a page's candidates). */
export async function campaignsEndingSince(
  db: Db,
  store: Store,
  since: Date,
  limit: number,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.store, store), gte(campaigns.endsAt, since)))
    .orderBy(asc(campaigns.startsAt), asc(campaigns.id))
    .limit(limit);
}

export async function campaignBySlug(
  db: Db,
  store: Store,
  slug: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.store, store), eq(campaigns.slug, slug)))
    .limit(1);
  return row ?? null;
}

export interface NewLead {
  campaignId: number;
  name: string;
  email: string;
  consentTextVersion: string;
  consentedAt: Date;
}

/**
 * Stores the lead once per campaign and e-mail (case-insensitive): a repeat, even a concurrent
 * one, hits the unique index and changes nothing. Answers whether this call stored it.
 */
export async function insertLeadOnce(db: Db, lead: NewLead): Promise<boolean> {
  const rows = await db
    .insert(campaignLeads)
    .values({ ...lead, emailKey: lead.email.toLowerCase() })
    .onConflictDoNothing({ target: [campaignLeads.campaignId, campaignLeads.emailKey] })
    .returning({ id: campaignLeads.id });
  return rows.length > 0;
}
