/** SPEC §7 feature flags (table feature_flags); `enable/{key}` flags are booleans. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema.ts';

export async function isFeatureEnabled(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.kind, 'enable'), eq(featureFlags.key, key)))
    .limit(1);
  return row?.enabled ?? false;
}

/** Sets a flag (created when missing); answers the stored row. */
export async function setFeatureFlag(
  db: Db,
  kind: string,
  key: string,
  enabled: boolean,
  now: Date,
): Promise<{ kind: string; key: string; enabled: boolean }> {
  const [row] = await db
    .insert(featureFlags)
    .values({ kind, key, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [featureFlags.kind, featureFlags.key],
      set: { enabled, updatedAt: now },
    })
    .returning({ kind: featureFlags.kind, key: featureFlags.key, enabled: featureFlags.enabled });
  if (!row) throw new Error('flag upsert returned nothing');
  return row;
}
