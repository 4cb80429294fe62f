/**
 * Issue #19 (ADR 0035): the page cache's change log. Triggers on the tables pages show write one
 * row per changing statement with the tags it touches ('site', or 'product:<code>' for a stock-only
 * change) and NOTIFY every instance; instances also poll recent rows, in case a notification was
 * lost. Rows older than a day are purged by the housekeeping job.
 */
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const pageInvalidations = pgTable(
  'page_invalidations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tags: text('tags').array().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('page_invalidations_created').on(t.createdAt)],
);
