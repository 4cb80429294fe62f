/** Settings rows (SPEC §3 custom product display settings and friends). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { CustomProductDisplay } from '../../contract.ts';

export const CUSTOM_PRODUCT_DISPLAY_KEY = 'custom_product_display';

export async function loadSetting<T>(db: Db, key: string): Promise<T | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return (row?.value as T | undefined) ?? null;
}

export function loadCustomProductDisplay(db: Db): Promise<CustomProductDisplay | null> {
  return loadSetting<CustomProductDisplay>(db, CUSTOM_PRODUCT_DISPLAY_KEY);
}
