import { useEffect } from 'react';
import type { FacetValue } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { KIT_SIZES } from '@adega/domain/constants';
import {
  COUNTRIES,
  GRAPES,
  PRICE_BANDS,
  ROUTES,
  WINE_TYPES,
  isListingAvailable,
  kitUrl,
  type FilterFocus,
  type ListingQuery,
} from '@adega/domain/urls';
import {
  clearWineFilters,
  hasActiveWineFilters,
  listingUrl,
  toggleFacet,
  togglePriceBand,
  withParams,
} from '../../lib/listing';
import { FilterOptions, type FilterOption as Option } from './filter-options';
import './listing.css';

export interface FiltersPanelProps {
  query: ListingQuery;
  store: Store;
  facets: { wineTypes: FacetValue[]; grapes: FacetValue[]; countries: FacetValue[] };
  /** open-filters=true: the panel starts open on small screens. */
  open: boolean;
  /** Parameters kept on every filter link (hmp, open-filters). */
  keep: Readonly<Record<string, string | null>>;
}

/**
 * Wine filters as links (SSR, no JS needed): type, grape, country (multi-select, combined) and
 * price band (one), with counts from the listing's facets; kits as links to the kit pages. The
 * filter-focus group gets the focus after hydration (SPEC §2 open-filters + filter-focus).
 */
export function FiltersPanel({ query, store, facets, open, keep }: FiltersPanelProps) {
  const focus = query.filterFocus;
  useEffect(() => {
    if (!focus) return;
    const heading = document.getElementById(`filtro-${focus}`);
    heading?.scrollIntoView({ block: 'nearest' });
    heading?.focus({ preventScroll: true });
  }, [focus]);

  const link = (next: ListingQuery) => withParams(listingUrl(next), keep);
  const facetOptions = (
    key: 'types' | 'grapes' | 'countries',
    vocabulary: readonly { slug: string; label: string }[],
    values: readonly FacetValue[],
  ): Option[] => {
    const selected = query.filters[key] as readonly string[];
    return vocabulary
      .map((item) => ({
        value: item.slug,
        label: item.label,
        count: values.find((v) => v.value === item.slug)?.count ?? 0,
        selected: selected.includes(item.slug),
        href: link(toggleFacet(query, key, item.slug)),
      }))
      .filter((option) => option.selected || option.count > 0);
  };

  const groups: {
    focus: FilterFocus;
    title: string;
    options: Option[];
    kind: 'check' | 'radio';
  }[] = [
    {
      focus: 'preco',
      title: 'Preço',
      kind: 'radio',
      options: PRICE_BANDS.map((band) => ({
        value: band.slug,
        label: band.label,
        count: null,
        selected: query.filters.priceBand === band.slug,
        href: link(togglePriceBand(query, band.slug)),
      })),
    },
    {
      focus: 'tipo',
      title: 'Tipo',
      kind: 'check',
      options: facetOptions('types', WINE_TYPES, facets.wineTypes),
    },
    {
      focus: 'uva',
      title: 'Uva',
      kind: 'check',
      options: facetOptions('grapes', GRAPES, facets.grapes),
    },
    {
      focus: 'pais',
      title: 'País',
      kind: 'check',
      options: facetOptions('countries', COUNTRIES, facets.countries),
    },
  ];
  const kitLinks = [
    ...KIT_SIZES.map((size) => ({ label: `Kit ${size} vinhos`, href: kitUrl(size) })),
    ...(isListingAvailable('easy-kits', store)
      ? [{ label: 'Kits fáceis', href: ROUTES.easyKits }]
      : []),
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
            href={withParams(listingUrl(query, { filterFocus: null }), {
              ...keep,
              'open-filters': null,
            })}
          >
            Fechar filtros
          </a>
        )}
      </div>
      {hasActiveWineFilters(query.filters) && (
        <a className="filters__clear" href={link(clearWineFilters(query))}>
          Limpar filtros
        </a>
      )}
      {groups.map((group) => (
        <section
          key={group.focus}
          className={`filters__group${focus === group.focus ? ' filters__group--focus' : ''}`}
          aria-labelledby={`filtro-${group.focus}`}
        >
          <h3 className="filters__group-title" id={`filtro-${group.focus}`} tabIndex={-1}>
            {group.title}
          </h3>
          <FilterOptions
            kind={group.kind}
            options={group.options}
            emptyText="Nenhuma opção para esta seleção."
          />
        </section>
      ))}
      <section
        className={`filters__group${focus === 'kits' ? ' filters__group--focus' : ''}`}
        aria-labelledby="filtro-kits"
      >
        <h3 className="filters__group-title" id="filtro-kits" tabIndex={-1}>
          Kits
        </h3>
        <ul>
          {kitLinks.map((kit) => (
            <li key={kit.href}>
              <a href={kit.href} className="filters__option filters__option--link">
                <span className="filters__label">{kit.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
