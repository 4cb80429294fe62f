import { useEffect } from 'react';
import type { Store } from '@adega/domain/store';
import { KIT_SIZES } from '@adega/domain/constants';
import { ROUTES, isListingAvailable, kitUrl, type ListingQuery } from '@adega/domain/urls';
import {
  clearWineFilters,
  hasActiveWineFilters,
  listingUrl,
  toggleFacet,
  togglePriceBand,
  withParams,
} from '../../lib/listing';
import { FilterPanel, FilterSection, wineFilterGroups, type WineFacets } from './filter-options';
import { boundedMemo } from '../../lib/bounded-memo';
import './listing.css';

export interface FiltersPanelProps {
  query: ListingQuery;
  store: Store;
  facets: WineFacets;
  /** open-filters=true: the panel starts open on small screens. */
  open: boolean;
  /** Parameters kept on every filter link (hmp, open-filters). */
  keep: Readonly<Record<string, string | null>>;
}

/**
 * The filter links of the pages last rendered, by the page's own link: a listing page's links
 * depend only on its URL (the query is parsed from it), and building one costs about 8 µs, 40
 * per page (ADR 0042). Bounded: the oldest page is forgotten first.
 */
const hrefPages = boundedMemo<Map<string, string>>(256);

function hrefsOf(page: string): (option: string, build: () => string) => string {
  const known = hrefPages(page, () => new Map());
  return (option, build) => {
    let href = known.get(option);
    if (href === undefined) {
      href = build();
      known.set(option, href);
    }
    return href;
  };
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
  const hrefs = hrefsOf(link(query));
  const groups = wineFilterGroups(query.filters, facets, {
    facet: (key, slug) => hrefs(`${key}:${slug}`, () => link(toggleFacet(query, key, slug))),
    priceBand: (slug) => hrefs(`price:${slug}`, () => link(togglePriceBand(query, slug))),
  });
  const kitLinks = [
    ...KIT_SIZES.map((size) => ({ label: `Kit ${size} vinhos`, href: kitUrl(size) })),
    ...(isListingAvailable('easy-kits', store)
      ? [{ label: 'Kits fáceis', href: ROUTES.easyKits }]
      : []),
  ];

  return (
    <FilterPanel
      groups={groups}
      open={open}
      closeHref={withParams(listingUrl(query, { filterFocus: null }), {
        ...keep,
        'open-filters': null,
      })}
      clearHref={hasActiveWineFilters(query.filters) ? link(clearWineFilters(query)) : null}
      emptyText="Nenhuma opção para esta seleção."
      focus={focus}
      focusableHeadings
    >
      <FilterSection id="kits" title="Kits" focused={focus === 'kits'} focusable>
        <ul className="filters__options">
          {kitLinks.map((kit) => (
            <li key={kit.href}>
              <a href={kit.href}>{kit.label}</a>
            </li>
          ))}
        </ul>
      </FilterSection>
    </FilterPanel>
  );
}
