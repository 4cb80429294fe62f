/**
 * The database side of the page cache's invalidation (issue #19, ADR 0035): the triggers of
 * migration 0021 write `page_invalidations` rows and NOTIFY `adega_page_invalidations`; this file
 * reads them back, lets operators invalidate everything, and purges old rows.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { SITE_TAG } from './changes.ts';

export const INVALIDATION_CHANNEL = 'adega_page_invalidations';

/** Rows are kept a day: long enough for any instance's poll, short enough to stay small. */
export const INVALIDATION_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface Invalidation {
  id: number;
  tags: string[];
}

/** A NOTIFY payload `{"id":…,"tags":[…]}`, or null when it is not one (never trusted blindly). */
export function parseInvalidation(payload: string): Invalidation | null {
  try {
    const value = JSON.parse(payload) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, tags } = value as { id?: unknown; tags?: unknown };
    if (!Number.isSafeInteger(id) || !Array.isArray(tags)) return null;
    if (!tags.every((tag): tag is string => typeof tag === 'string')) return null;
    return { id: id as number, tags };
  } catch {
    return null;
  }
}

export interface InvalidationLog {
  /** Invalidates every page on every instance (operators; the same path as a data change). */
  invalidateAll(): Promise<void>;
  /** Rows written since `sinceMs` (database clock) and the database's clock now. */
  since(sinceMs: number | null): Promise<{ rows: Invalidation[]; nowMs: number }>;
  /** Deletes rows older than the retention; returns how many. */
  purge(): Promise<number>;
}

export function createInvalidationLog(db: Db): InvalidationLog {
  return {
    async invalidateAll() {
      await db.execute(sql`select page_invalidate(array[${SITE_TAG}]::text[])`);
    },
    async since(sinceMs) {
      const rows = await queryRows<{
        id: string | number;
        tags: string[];
        now_ms: string | number;
      }>(
        db,
        sinceMs === null
          ? sql`select null::bigint as id, null::text[] as tags,
                  (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms`
          : sql`select i.id, i.tags, (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms
                from (select 1) one
                left join page_invalidations i
                  on i.created_at > to_timestamp(${sinceMs}::double precision / 1000)
                order by i.id`,
      );
      const nowMs = Number(rows[0]?.now_ms ?? Date.now());
      return {
        nowMs,
        rows: rows
          .filter((row) => row.id !== null && row.tags !== null)
          .map((row) => ({ id: Number(row.id), tags: row.tags })),
      };
    },
    async purge() {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from page_invalidations
            where created_at < clock_timestamp() - make_interval(secs => ${INVALIDATION_RETENTION_MS / 1000})
            returning id`,
      );
      return rows.length;
    },
  };
}
