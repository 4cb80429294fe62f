/** SPEC §7 feature flags (table feature_flags), one row per environment, kind and key (ADR 0032). */
import { and, eq } from 'drizzle-orm';
import type { FlagEnvironment } from '@adega/domain/flags';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema.ts';

/**
 * Flag writes of this process per database: the flags service's memo compares it on every read,
 * so an operator's switch shows at once on the instance that wrote it (other instances hear of
 * it through the change feed, issue #19).
 */
const writes = new WeakMap<Db, number>();

export function flagWritesOf(db: Db): number {
  return writes.get(db) ?? 0;
}

export interface FlagRow {
  environment: string;
  kind: string;
  key: string;
  enabled: boolean;
  value: unknown;
  updatedAt: Date;
}

export async function readFlag(
  db: Db,
  environment: FlagEnvironment,
  kind: string,
  key: string,
): Promise<FlagRow | null> {
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.environment, environment),
        eq(featureFlags.kind, kind),
        eq(featureFlags.key, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets a flag of one environment (created when missing); `value` only when given. Answers the
 * stored row.
 */
export async function setFeatureFlag(
  db: Db,
  target: { environment: FlagEnvironment; kind: string; key: string },
  change: { enabled: boolean; value?: unknown },
  now: Date,
): Promise<{ environment: string; kind: string; key: string; enabled: boolean; value: unknown }> {
  const set =
    change.value === undefined
      ? { enabled: change.enabled, updatedAt: now }
      : { enabled: change.enabled, value: change.value, updatedAt: now };
  const [row] = await db
    .insert(featureFlags)
    .values({ ...target, ...set })
    .onConflictDoUpdate({
      target: [featureFlags.environment, featureFlags.kind, featureFlags.key],
      set,
    })
    .returning({
      environment: featureFlags.environment,
      kind: featureFlags.kind,
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      value: featureFlags.value,
    });
  writes.set(db, flagWritesOf(db) + 1);
  if (!row) throw new Error('flag upsert returned nothing');
  return row;
}
