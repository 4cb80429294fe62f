import {
  buildSearchUrl,
  emptySearchFilters,
  hasSearchFilters,
  toggleSearchFacet,
  toggleSearchPriceBand,
  type SearchQuery,
} from './search-query';
import { FilterPanel, wineFilterGroups, type WineFacets } from '../listing';

export interface SearchFiltersProps {
  query: SearchQuery;
  facets: WineFacets;
  /** open-filters=true: the panel starts open on small screens. */
  open: boolean;
  /** Parameters kept on every filter link (hmp, open-filters). */
  keep: Readonly<Record<string, string | null>>;
}

/**
 * The listing's filters (type, grape, country, price band) as links on /search.ep, with counts
 * from the search's facets: the listing's `FilterPanel` with the search's links.
 */
export function SearchFilters({ query, facets, open, keep }: SearchFiltersProps) {
  const link = (next: SearchQuery) => buildSearchUrl(next, keep);
  const groups = wineFilterGroups(query.filters, facets, {
    facet: (key, slug) => link(toggleSearchFacet(query, key, slug)),
    priceBand: (slug) => link(toggleSearchPriceBand(query, slug)),
  });
  return (
    <FilterPanel
      groups={groups}
      open={open}
      closeHref={buildSearchUrl(query, { ...keep, 'open-filters': null })}
      clearHref={
        hasSearchFilters(query.filters)
          ? link({ ...query, page: 1, filters: emptySearchFilters() })
          : null
      }
      emptyText="Nenhuma opção para esta busca."
    />
  );
}
