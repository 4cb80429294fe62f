/**
 * Dynamic banners (SPEC §3 positions; issue #18 part C, ADR 0034): images placed by the
 * merchandising team at one of eight positions, per store and audience, optionally timed.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, tz } from './columns.ts';

export const banners = pgTable(
  'banners',
  {
    id: serialId(),
    position: text('position').notNull(),
    store: text('store').notNull(),
    /** everyone | members | non-members */
    audience: text('audience').notNull().default('everyone'),
    imageDesktop: text('image_desktop').notNull(),
    imageMobile: text('image_mobile').notNull(),
    alt: text('alt').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('banners_position_store_idx').on(t.position, t.store, t.sortOrder),
    check(
      'banners_position_check',
      sql`${t.position} in ('CAROUSEL_HOME','BANNER_HOME','HOTSITE_PAGE_BANNER','SUBMENU','OFERTAS','VINHOS','BAR_GOURMET','CLUBE')`,
    ),
    check('banners_audience_check', sql`${t.audience} in ('everyone','members','non-members')`),
    check('banners_store_check', sql`${t.store} in ('WINE','OUTLET')`),
    check(
      'banners_window_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
