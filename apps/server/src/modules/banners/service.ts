/**
 * The banners module's public service (issue #18 part C, ADR 0034): the banners a viewer sees at
 * a position of a store now, and the operators' replacement of a position's set. Banners change
 * rarely and are read on every home: each store+position is cached in process for a short time
 * and dropped at once when the operators' endpoint replaces it.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  isBannerShown,
  type BannerAudience,
  type BannerPosition,
} from '@adega/domain/banners/banners';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';
import type { BannerDto, BannerInput } from '../../contract/banners.ts';

const CACHE_MS = 30_000;

export interface BannersService {
  /** The banners shown at a position now: to a viewer's audience, or (null) to any audience. */
  list(
    store: Store,
    position: BannerPosition,
    viewer: 'members' | 'non-members' | null,
  ): Promise<BannerDto[]>;
  /** Replaces a store's banners at a position (operators); answers the stored set. */
  replace(store: Store, position: BannerPosition, items: BannerInput[]): Promise<BannerDto[]>;
}

interface Row {
  id: number;
  audience: string;
  imageDesktop: string;
  imageMobile: string;
  alt: string;
  link: string | null;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

function toDto(position: BannerPosition, row: Row): BannerDto {
  return {
    id: String(row.id),
    position,
    audience: row.audience as BannerAudience,
    imageDesktop: row.imageDesktop,
    imageMobile: row.imageMobile,
    alt: row.alt,
    link: row.link,
    order: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

const columns = {
  id: banners.id,
  audience: banners.audience,
  imageDesktop: banners.imageDesktop,
  imageMobile: banners.imageMobile,
  alt: banners.alt,
  link: banners.link,
  sortOrder: banners.sortOrder,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};

export function createBannersService(deps: { db: Db; now: () => Date }): BannersService {
  const cache = new Map<string, { at: number; rows: Row[] }>();

  async function rowsOf(store: Store, position: BannerPosition): Promise<Row[]> {
    const key = `${store}:${position}`;
    const at = Date.now();
    const hit = cache.get(key);
    if (hit && at - hit.at < CACHE_MS) return hit.rows;
    const rows = await deps.db
      .select(columns)
      .from(banners)
      .where(and(eq(banners.store, store), eq(banners.position, position)))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    cache.set(key, { at, rows });
    return rows;
  }

  return {
    async list(store, position, viewer) {
      const now = deps.now();
      const rows = await rowsOf(store, position);
      return rows
        .filter((row) => {
          const window = {
            audience: row.audience as BannerAudience,
            startsAt: row.startsAt,
            endsAt: row.endsAt,
          };
          return viewer
            ? isBannerShown(window, viewer, now)
            : isBannerShown(window, 'members', now) || isBannerShown(window, 'non-members', now);
        })
        .map((row) => toDto(position, row));
    },
    async replace(store, position, items) {
      const rows = await deps.db.transaction(async (tx) => {
        await tx
          .delete(banners)
          .where(and(eq(banners.store, store), eq(banners.position, position)));
        if (items.length === 0) return [];
        return tx
          .insert(banners)
          .values(
            items.map((item, index) => ({
              position,
              store,
              audience: item.audience,
              imageDesktop: item.imageDesktop,
              imageMobile: item.imageMobile,
              alt: item.alt,
              link: item.link ?? null,
              sortOrder: item.order ?? index,
              startsAt: item.startsAt ? new Date(item.startsAt) : null,
              endsAt: item.endsAt ? new Date(item.endsAt) : null,
            })),
          )
          .returning(columns);
      });
      cache.delete(`${store}:${position}`);
      return rows
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((row) => toDto(position, row));
    },
  };
}
