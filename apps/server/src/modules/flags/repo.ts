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
