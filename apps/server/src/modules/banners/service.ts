/**
 * The banners module's public service (issue #18 part C, ADR 0034): the banners a viewer sees at
 * a position of a store now, and the operators' replacement of a position's set. Banners change
 * rarely and are read on every home: each store+position's rows are memoised until a site-wide
 * change (issue #19; the database tells every instance) and dropped at once on this instance when
 * the operators' endpoint replaces them. The time windows and audiences are applied at read time.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  isBannerShown,
  type BannerAudience,
  type BannerPosition,
} from '@adega/domain/banners/banners';
import { isSafeLink, safeLink } from '@adega/domain/safe-link';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { memoUntilChange, type ChangeFeed } from '../../cache/changes.ts';
import { banners } from '../../db/schema.ts';
import type { BannerDto, BannerInput } from '../../contract/banners.ts';

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
    // Issue #33 F15: the safe-link rule again on the way out (a row written by other means).
    link: safeLink(row.link),
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

export function createBannersService(deps: {
  db: Db;
  now: () => Date;
  changes: ChangeFeed;
}): BannersService {
  // Keys: the stores × the positions of the enum.
  const memo = memoUntilChange<Row[]>(deps.changes, { max: 100 });

  function rowsOf(store: Store, position: BannerPosition): Promise<Row[]> {
    // An async function: a drizzle query is a thenable that runs again on every `then`.
    return memo.get(`${store}:${position}`, async () =>
      deps.db
        .select(columns)
        .from(banners)
        .where(and(eq(banners.store, store), eq(banners.position, position)))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),
    );
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
        .filter((row) => isSafeLink(row.imageDesktop) && isSafeLink(row.imageMobile))
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
      memo.clear();
      return rows
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((row) => toDto(position, row));
    },
  };
}
