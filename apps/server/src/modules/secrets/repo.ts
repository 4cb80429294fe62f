/**
 * Server-side secrets that every instance on one database must share (captcha HMAC key, the
 * sandbox gateway's key pair): created once, atomically, in the `settings` table.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export async function loadOrCreateSecret<T>(db: Db, key: string, create: () => T): Promise<T> {
  const settingKey = `secret:${key}`;
  await db
    .insert(settings)
    .values({ key: settingKey, value: create() as object })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, settingKey))
    .limit(1);
  if (!row) throw new Error(`secret ${key} missing after insert`);
  return row.value as T;
}
