/**
 * The operators' page-cache endpoints (issue #19, ADR 0035), behind the admin bearer:
 * `GET /api/v1/admin/page-cache` (this instance's counters) and
 * `POST /api/v1/admin/page-cache/flush` (every page stale on every instance, through the same
 * database log as a data change).
 */
import type { Hono } from 'hono';
import { requireAdmin } from '../http/admin.ts';
import type { InvalidationLog } from './invalidations.ts';
import type { PageCache } from './page-cache.ts';

export const PAGE_CACHE_ADMIN_PATH = '/api/v1/admin/page-cache';

export function mountPageCacheRoutes(
  app: Hono,
  deps: { cache: PageCache | null; log: InvalidationLog; adminToken: string | undefined },
): void {
  app.get(PAGE_CACHE_ADMIN_PATH, (c) => {
    requireAdmin(c, deps.adminToken);
    c.header('Cache-Control', 'no-store');
    return c.json({ enabled: deps.cache !== null, ...deps.cache?.stats() });
  });
  app.post(`${PAGE_CACHE_ADMIN_PATH}/flush`, async (c) => {
    requireAdmin(c, deps.adminToken);
    await deps.log.invalidateAll();
    c.header('Cache-Control', 'no-store');
    return c.json({ flushed: true });
  });
}
