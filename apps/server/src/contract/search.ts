/** Search (issue #4). */
import type { MoneyFields } from '@adega/domain/money-json';
import type { Store } from '@adega/domain/store';
import type { ListingSort, ListingFilters, ProductSummary, ListingPage } from './catalog.ts';

/** Issue #4: search. Results reuse the listing shape so the page reuses listing components. */
export interface SearchRequest {
  store: Store;
  /** The customer's words as typed (`keyWords`); trimmed, 1..100 characters. */
  text: string;
  filters: ListingFilters;
  /** 'relevancia' orders by search relevance; the others as in listings. */
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export interface SearchPage extends ListingPage {
  text: string;
  /** Alternatives for a no-results state: corrected or broader queries that do find products. */
  suggestions: string[];
}

/**
 * SPEC §3 autocomplete item; `code` and `url` are added so a suggestion can link to its product
 * page. The service answers centavos; the JSON shows reais (ADR 0004, ADR 0051: `AUTOCOMPLETE_MONEY`).
 */
export interface AutocompleteItem {
  guid: string;
  code: string;
  url: string;
  name: string;
  image: string;
  country: string | null;
  listPrice: number;
  salePrice: number;
  clubPrice: number;
  productType: string;
  ratio: number | null;
  campanha: string[];
}

export const AUTOCOMPLETE_MONEY: MoneyFields<AutocompleteItem[]> = {
  listPrice: true,
  salePrice: true,
  clubPrice: true,
};

export interface SearchApi {
  search(request: SearchRequest): Promise<SearchPage>;
  /** Up to `limit` (≤ 4 for the panel) best products for a partial text, for autocomplete. */
  suggest(store: Store, text: string, limit: number): Promise<ProductSummary[]>;
}
