/** Store settings, feature flags (SPEC §7) and seed bookkeeping. */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz, flag } from './columns.ts';

/** Key-value settings such as SPEC §3 custom product display settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * SPEC §7 feature flags: kind enable | value | ab-test, per environment (production | staging |
 * development; ADR 0032: every environment has its own rows, migration 0018 copied production).
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    environment: text('environment').notNull().default('production'),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    enabled: flag('enabled'),
    value: jsonb('value'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.kind, t.key] })],
);

/** Seed bookkeeping: which seed version built this database (the seed is idempotent). */
export const seedRuns = pgTable('seed_runs', {
  id: text('id').primaryKey(),
  products: integer('products').notNull(),
  ranAt: tz('ran_at').notNull().defaultNow(),
});
