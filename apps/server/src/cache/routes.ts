/**
 * The operators' page-cache endpoints (issue #19, ADR 0035), behind the admin bearer
 * (`auth: 'operator'`): `GET /api/v1/admin/page-cache` (this instance's counters) and
 * `POST /api/v1/admin/page-cache/flush` (every page stale on every instance, through the same
 * database log as a data change).
 */
import { z } from 'zod';
import { defineOperation, rest, type HttpModule } from '../http/operation.ts';
import type { InvalidationLog } from './invalidations.ts';
import type { PageCache } from './page-cache.ts';

export const PAGE_CACHE_ADMIN_PATH = '/api/v1/admin/page-cache';

export function pageCacheModule(deps: {
  cache: PageCache | null;
  log: InvalidationLog;
}): HttpModule {
  const stats = defineOperation({
    name: 'pageCacheStats',
    input: z.object({}),
    auth: 'operator',
    handler: () => ({ enabled: deps.cache !== null, ...deps.cache?.stats() }),
  });
  const flush = defineOperation({
    name: 'pageCacheFlush',
    input: z.object({}),
    auth: 'operator',
    handler: async () => {
      await deps.log.invalidateAll();
      return { flushed: true };
    },
  });
  return {
    rest: [
      rest('GET', PAGE_CACHE_ADMIN_PATH, stats),
      rest('POST', `${PAGE_CACHE_ADMIN_PATH}/flush`, flush, { input: () => ({}) }),
    ],
  };
}
