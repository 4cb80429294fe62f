/**
 * A results page's matches (issue #4): the listing filters, the facet counts and the sorts of
 * listings applied to what the index found, in memory. Kept per index (ADR 0037), so a text,
 * filters and order searched again cost a lookup; only the page's items are read again (stock).
 */
import { compareByRating } from '@adega/domain/pricing/rating';
import type { FacetValue, ListingFilters, ListingSort, SearchRequest } from '../../contract.ts';
import { sellable, type SearchDoc } from './documents.ts';
import { compareMatches, type Match, type SearchIndex } from './engine.ts';

export interface Results {
  /** Ids of the matching products, in the requested order. */
  ids: number[];
  facets: { wineTypes: FacetValue[]; grapes: FacetValue[]; countries: FacetValue[] };
}

/** The matches of a (trimmed) text in a store, filtered, counted and sorted. */
export function resultsOf(index: SearchIndex, request: SearchRequest, text: string): Results {
  const matches = text ? index.query(text, request.store, { prefixLast: 'when-unknown' }) : [];
  const docs = index.docs;
  const f = request.filters;
  const kept = matches.filter((m) => passes(docs[m.doc] as SearchDoc, f));
  const facetOf = (except: 'wineTypes' | 'grapes' | 'countries') =>
    facet(
      matches
        .filter((m) => passes(docs[m.doc] as SearchDoc, f, except))
        .map((m) => docs[m.doc] as SearchDoc),
      except,
    );
  kept.sort(comparatorFor(request.sort, docs));
  return {
    ids: kept.map((m) => (docs[m.doc] as SearchDoc).id),
    facets: {
      wineTypes: facetOf('wineTypes'),
      grapes: facetOf('grapes'),
      countries: facetOf('countries'),
    },
  };
}

/** Listing filters (catalog repo `listingConditions`) on an indexed document. */
function passes(
  doc: SearchDoc,
  f: ListingFilters,
  except?: 'wineTypes' | 'grapes' | 'countries',
): boolean {
  if (f.categories?.length && !(f.categories as string[]).includes(doc.category)) return false;
  if (f.wineTypes?.length && except !== 'wineTypes' && !f.wineTypes.includes(doc.wineType ?? ''))
    return false;
  if (f.grapes?.length && except !== 'grapes' && !doc.grapes.some((g) => f.grapes?.includes(g)))
    return false;
  if (f.countries?.length && except !== 'countries' && !f.countries.includes(doc.countryCode ?? ''))
    return false;
  if (f.priceMin !== undefined && doc.salePrice < f.priceMin) return false;
  if (f.priceMax !== undefined && doc.salePrice > f.priceMax) return false;
  if (f.kitSize !== undefined && doc.kitSize !== f.kitSize) return false;
  if (f.easyKit && !doc.easyKit) return false;
  if (f.producer && doc.producerSlug !== f.producer) return false;
  return true;
}

function facet(docs: SearchDoc[], dimension: 'wineTypes' | 'grapes' | 'countries'): FacetValue[] {
  const counts = new Map<string, { label: string; count: number }>();
  const bump = (value: string | null, label: string | null) => {
    if (!value) return;
    const entry = counts.get(value);
    if (entry) entry.count += 1;
    else counts.set(value, { label: label ?? value, count: 1 });
  };
  for (const doc of docs) {
    if (dimension === 'wineTypes') bump(doc.wineType, doc.typeLabel);
    else if (dimension === 'countries') bump(doc.countryCode, doc.countryName);
    else for (const grape of doc.grapes) bump(grape, grape);
  }
  return [...counts.entries()]
    .map(([value, { label, count }]) => ({ value, label, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** Sorts of listings (catalog repo `orderOf`): sellable first except by name; relevance here. */
function comparatorFor(
  sort: ListingSort,
  docs: readonly SearchDoc[],
): (a: Match, b: Match) => number {
  const d = (m: Match) => docs[m.doc] as SearchDoc;
  const availableFirst = (a: Match, b: Match) => Number(sellable(d(b))) - Number(sellable(d(a)));
  const byId = (a: Match, b: Match) => d(a).id - d(b).id;
  switch (sort) {
    case 'menor-preco':
      return (a, b) => availableFirst(a, b) || d(a).salePrice - d(b).salePrice || byId(a, b);
    case 'maior-preco':
      return (a, b) => availableFirst(a, b) || d(b).salePrice - d(a).salePrice || byId(a, b);
    case 'avaliacao':
      // Issue #34: the rating weighed by its reviews (as the catalogue's SQL order).
      return (a, b) => availableFirst(a, b) || compareByRating(d(a), d(b)) || byId(a, b);
    case 'desconto': {
      const discount = (m: Match) => {
        const doc = d(m);
        return doc.listPrice > 0 ? (doc.listPrice - doc.salePrice) / doc.listPrice : 0;
      };
      return (a, b) => availableFirst(a, b) || discount(b) - discount(a) || byId(a, b);
    }
    case 'nome':
      return (a, b) => (d(a).name < d(b).name ? -1 : d(a).name > d(b).name ? 1 : byId(a, b));
    case 'relevancia':
      return compareMatches;
  }
}
