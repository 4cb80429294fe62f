/**
 * retrieveMenuInfo: the header menu of SPEC §2 for a store, with product counts, so that a client
 * can render it without knowing the URL scheme.
 */
import type { Store } from '@adega/domain/store';
import type { MenuCounts, ProducerSummary } from '../../contract.ts';

export interface MenuInfo {
  store: Store;
  counts: MenuCounts;
  producers: { slug: string; name: string; url: string; productCount: number }[];
}

export function buildMenu(
  store: Store,
  counts: MenuCounts,
  producers: ProducerSummary[],
): MenuInfo {
  return {
    store,
    counts,
    producers: producers.map((p) => ({
      slug: p.slug,
      name: p.name,
      url: `/loja/produtor/${p.slug}/`,
      productCount: p.productCount,
    })),
  };
}
