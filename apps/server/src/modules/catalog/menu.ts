/**
 * retrieveMenuInfo: the header menu of SPEC §2 for a store (the domain's menu data, the outlet's
 * reduced set included), the partner producers and the product counts, so that a client can
 * render the menu without knowing the URL scheme.
 */
import type { Store } from '@adega/domain/store';
import { headerMenu, producerUrl, type MenuSection } from '@adega/domain/urls';
import type { MenuCounts, ProducerSummary } from '../../contract.ts';

export interface MenuInfo {
  store: Store;
  sections: MenuSection[];
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
    sections: headerMenu(store),
    counts,
    producers: producers.map((p) => ({
      slug: p.slug,
      name: p.name,
      url: producerUrl(p.slug),
      productCount: p.productCount,
    })),
  };
}
