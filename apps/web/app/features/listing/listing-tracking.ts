/**
 * SPEC §7 'list viewed' and 'filtered' of a listing page. Filters are links (each filtered list
 * is its own URL), so both are recorded when a listing URL is shown; 'filtered' only when a
 * filter value is non-empty (SPEC §5).
 */
import { useEffect } from 'react';
import type { ListingPage } from '@adega/server/contract';
import type { ListingQuery } from '@adega/domain/urls';
import { shouldTrackFilter } from '@adega/domain/tracking';
import { track } from '../../lib/tracking';
import { cardCode, type PackedCard } from '../product';

/** The filters a customer chooses on a list (the category and the producer are the list itself). */
export function chosenFilters(query: ListingQuery) {
  const { types, grapes, countries, priceBand, kitSize } = query.filters;
  return { types, grapes, countries, priceBand, kitSize };
}

/** The page's numbers and its products, packed as cards. */
type ListedPage = Pick<ListingPage, 'page' | 'total'> & { items: readonly PackedCard[] };

export function listViewedProperties(query: ListingQuery, title: string, data: ListedPage) {
  return {
    list: title,
    category: query.category,
    page: data.page,
    total: data.total,
    skus: data.items.map(cardCode),
  };
}

export function useListingTracking(
  url: string,
  query: ListingQuery,
  title: string,
  data: ListedPage,
): void {
  useEffect(() => {
    track('product_list_viewed', listViewedProperties(query, title, data));
    const filters = chosenFilters(query);
    if (shouldTrackFilter(filters)) {
      track('product_filtered', { category: query.category, ...filters, total: data.total });
    }
    // Once per listing URL shown.
  }, [url]);
}
