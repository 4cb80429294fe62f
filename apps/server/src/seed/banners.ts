/**
 * The banners the store starts with (issue #18 part C): a few per position and store, with the
 * generated artwork of modules/banners/art.ts. Inserted only on a table without any banner, so
 * what operators placed later is kept across restarts.
 */
import { count } from 'drizzle-orm';
import type { BannerAudience, BannerPosition } from '@adega/domain/banners/banners';
import type { Db } from '../db/client.ts';
import { banners } from '../db/schema.ts';
import {
  allWinesUrl,
  buildListingUrl,
  categoryUrl,
  kitUrl,
  listingQuery,
  ROUTES,
  wineTypeUrl,
} from '@adega/domain/urls';
import { BANNER_DESIGNS } from '../modules/banners/art.ts';

const bestRated = buildListingUrl(listingQuery('wines', { sort: 'rating' }));
const onSale = buildListingUrl(listingQuery('wines', { sort: 'discount' }));

interface Placement {
  design: keyof typeof BANNER_DESIGNS;
  link: string;
  audience?: BannerAudience;
  stores?: ('WINE' | 'OUTLET')[];
}

const PLACEMENTS: Placement[] = [
  { design: 'carrossel-tintos', link: wineTypeUrl('tinto') },
  { design: 'carrossel-espumantes', link: wineTypeUrl('espumante') },
  { design: 'carrossel-clube', link: ROUTES.club, audience: 'non-members', stores: ['WINE'] },
  { design: 'carrossel-socios', link: ROUTES.club, audience: 'members', stores: ['WINE'] },
  { design: 'faixa-frete', link: allWinesUrl() },
  { design: 'hotsite-socios', link: bestRated, audience: 'members' },
  { design: 'hotsite-visitantes', link: bestRated, audience: 'non-members' },
  { design: 'menu-kits', link: kitUrl(6) },
  { design: 'ofertas-relampago', link: onSale },
  { design: 'vinhos-mundo', link: allWinesUrl() },
  { design: 'bar-gourmet', link: categoryUrl('gourmet') },
  { design: 'clube-box', link: ROUTES.club, stores: ['WINE'] },
];

export const SEED_BANNERS = PLACEMENTS.flatMap((placement, index) =>
  (placement.stores ?? (['WINE', 'OUTLET'] as const)).map((store) => {
    const design = BANNER_DESIGNS[placement.design];
    if (!design) throw new Error(`banner design ${placement.design}`);
    return {
      position: design.position satisfies BannerPosition,
      store,
      audience: placement.audience ?? 'everyone',
      imageDesktop: `/img/banners/${placement.design}-desktop.svg`,
      imageMobile: `/img/banners/${placement.design}-mobile.svg`,
      alt: `${design.title}: ${design.text}`,
      link: placement.link,
      sortOrder: index,
    };
  }),
);

export async function seedBanners(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(banners);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(banners).values(SEED_BANNERS);
}
