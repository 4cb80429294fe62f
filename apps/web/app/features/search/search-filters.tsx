import type { FacetValue } from '@adega/server/contract';
import { COUNTRIES, GRAPES, PRICE_BANDS, WINE_TYPES } from '@adega/domain/urls';
import {
  buildSearchUrl,
  emptySearchFilters,
  hasSearchFilters,
  toggleSearchFacet,
  toggleSearchPriceBand,
  type FacetKey,
  type SearchQuery,
} from './search-query';
import { FilterOptions, type FilterOption as Option } from '../listing';

export interface SearchFiltersProps {
  query: SearchQuery;
  facets: { wineTypes: FacetValue[]; grapes: FacetValue[]; countries: FacetValue[] };
  /** open-filters=true: the panel starts open on small screens. */
  open: boolean;
  /** Parameters kept on every filter link (hmp, open-filters). */
  keep: Readonly<Record<string, string | null>>;
}

/**
 * The listing's filters (type, grape, country, price band) as links on /search.ep, with counts
 * from the search's facets; the same markup and styles as the listing's `FiltersPanel`.
 */
export function SearchFilters({ query, facets, open, keep }: SearchFiltersProps) {
  const link = (next: SearchQuery) => buildSearchUrl(next, keep);
  const facetOptions = (
    key: FacetKey,
    vocabulary: readonly { slug: string; label: string }[],
    values: readonly FacetValue[],
  ): Option[] =>
    vocabulary
      .map((item) => ({
        value: item.slug,
        label: item.label,
        count: values.find((v) => v.value === item.slug)?.count ?? 0,
        selected: query.filters[key].includes(item.slug),
        href: link(toggleSearchFacet(query, key, item.slug)),
      }))
      .filter((option) => option.selected || option.count > 0);

  const groups: { id: string; title: string; kind: 'check' | 'radio'; options: Option[] }[] = [
    {
      id: 'preco',
      title: 'Preço',
      kind: 'radio',
      options: PRICE_BANDS.map((band) => ({
        value: band.slug,
        label: band.label,
        count: null,
        selected: query.filters.priceBand === band.slug,
        href: link(toggleSearchPriceBand(query, band.slug)),
      })),
    },
    {
      id: 'tipo',
      title: 'Tipo',
      kind: 'check',
      options: facetOptions('types', WINE_TYPES, facets.wineTypes),
    },
    {
      id: 'uva',
      title: 'Uva',
      kind: 'check',
      options: facetOptions('grapes', GRAPES, facets.grapes),
    },
    {
      id: 'pais',
      title: 'País',
      kind: 'check',
      options: facetOptions('countries', COUNTRIES, facets.countries),
    },
  ];

  return (
    <aside
      className={`filters${open ? ' filters--open' : ''}`}
      id="filtros"
      aria-labelledby="filtros-titulo"
    >
      <div className="filters__header">
        <h2 id="filtros-titulo" className="filters__title">
          Filtros
        </h2>
        {open && (
          <a
            className="filters__close"
            href={buildSearchUrl(query, { ...keep, 'open-filters': null })}
          >
            Fechar filtros
          </a>
        )}
      </div>
      {hasSearchFilters(query.filters) && (
        <a
          className="filters__clear"
          href={link({ ...query, page: 1, filters: emptySearchFilters() })}
        >
          Limpar filtros
        </a>
      )}
      {groups.map((group) => (
        <section key={group.id} className="filters__group" aria-labelledby={`filtro-${group.id}`}>
          <h3 className="filters__group-title" id={`filtro-${group.id}`}>
            {group.title}
          </h3>
          <FilterOptions
            kind={group.kind}
            options={group.options}
            emptyText="Nenhuma opção para esta busca."
          />
        </section>
      ))}
    </aside>
  );
}
