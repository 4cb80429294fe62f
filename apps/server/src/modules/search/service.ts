/**
 * Search use cases (issue #4): the results page (`search`), autocomplete (`suggest` for the web,
 * `autocomplete` for the RPC, answered from memory), the store's suggestion vocabulary and
 * no-results suggestions. The index is built from PostgreSQL, kept fresh by polling a cheap
 * change signature (every instance polls the one database), and swapped whole on change.
 */
import type { Logger } from 'pino';
import { AUTOCOMPLETE_MAX_PRODUCTS } from '@adega/domain/constants';
import { toReais } from '@adega/domain/money';
import type { Store } from '@adega/domain/store';
import { shouldTrackProductSearch } from '@adega/domain/tracking';
import { searchUrl } from '@adega/domain/urls';
import type {
  AutocompleteItem,
  FacetValue,
  ListingFilters,
  ListingSort,
  ProductSummary,
  SearchApi,
  SearchPage,
  SearchRequest,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { PAGE_SIZE_MAX, productImageUrl, productUrl, toSummary } from '../catalog/service.ts';
import { sellable, type SearchDoc } from './documents.ts';
import { compareMatches, SearchIndex, type Match } from './engine.ts';
import type { SearchEvents } from './events.ts';
import type { TrackingSubject } from '../tracking/service.ts';
import * as repo from './repo.ts';
import { editDistance, fold } from './text.ts';

/** SPEC §9: autocomplete loads for more than 2 characters; the box accepts up to 100. */
export const SEARCH_TEXT_MIN = 3;
export const SEARCH_TEXT_MAX = 100;
export const NO_RESULTS_SUGGESTIONS = 5;
export const DEFAULT_REFRESH_MS = 5_000;

export type SuggestionKind = 'tipo' | 'uva' | 'pais' | 'regiao' | 'produtor';

/** One entry of a store's search vocabulary (`listAllSearchSuggestions`, ADR 0006). */
export interface SuggestionTerm {
  term: string;
  kind: SuggestionKind;
  /** Products of the store the term finds (sellable or not). */
  count: number;
  /** The results page of the term. */
  url: string;
}

export interface SearchService extends SearchApi {
  /** The results page; `subject` (who searched) goes with the product-searched event. */
  search(request: SearchRequest, subject?: TrackingSubject): Promise<SearchPage>;
  /** Resolves when an index is built (boot calls it before listening). */
  ready(): Promise<void>;
  /** Rebuilds when the catalogue changed since the last build; true when it rebuilt. */
  refresh(): Promise<boolean>;
  /** SPEC §3 autocomplete items for `findProducts`, from memory. */
  autocomplete(store: Store, text: string, limit?: number): Promise<AutocompleteItem[]>;
  /** The store's suggestion vocabulary, most products first. */
  vocabulary(store: Store): Promise<SuggestionTerm[]>;
  /** Vocabulary terms close to a text that has no results (edit distance), each with results. */
  alternatives(store: Store, text: string): Promise<string[]>;
  stats(): { products: number; terms: number; buildMs: number; builds: number } | null;
  close(): void;
}

export interface SearchServiceOptions {
  db: Db;
  now: () => Date;
  events: SearchEvents;
  logger: Logger;
  /** Poll interval of the change signature; 0 disables polling (tests call `refresh()`). */
  refreshMs: number;
}

interface State {
  index: SearchIndex;
  signature: string;
  vocabulary: Map<Store, SuggestionTerm[]>;
  /** Autocomplete answers by store, limit and text: typed prefixes repeat a lot. */
  answers: Map<string, AutocompleteItem[]>;
}

const ANSWER_CACHE_LIMIT = 5_000;

export function createSearchService(options: SearchServiceOptions): SearchService {
  const { db, logger } = options;
  let current: State | null = null;
  let building: Promise<State> | null = null;
  let builds = 0;

  function rebuild(): Promise<State> {
    building ??= (async () => {
      try {
        const signature = await repo.catalogueSignature(db);
        const docs = await repo.loadDocs(db);
        const index = new SearchIndex(docs);
        builds += 1;
        current = { index, signature, vocabulary: new Map(), answers: new Map() };
        logger.info(
          { products: index.size, terms: index.vocabularySize, ms: Math.round(index.builtInMs) },
          'search index built',
        );
        return current;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  const state = (): Promise<State> => (current ? Promise.resolve(current) : rebuild());

  async function refresh(): Promise<boolean> {
    if (!current) {
      await rebuild();
      return true;
    }
    const signature = await repo.catalogueSignature(db);
    if (signature === current.signature) return false;
    await rebuild();
    return true;
  }

  const timer =
    options.refreshMs > 0
      ? setInterval(() => {
          refresh().catch((error: unknown) =>
            logger.warn({ err: error }, 'search index refresh failed'),
          );
        }, options.refreshMs)
      : null;
  timer?.unref();

  async function summaries(ids: number[]): Promise<ProductSummary[]> {
    const rows = await repo.summaryRows(db, ids);
    const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
    return ids.map((id) => byId.get(id)).filter((s): s is ProductSummary => s !== undefined);
  }

  function vocabularyOf(s: State, store: Store): SuggestionTerm[] {
    const cached = s.vocabulary.get(store);
    if (cached) return cached;
    const counts = new Map<string, { term: string; kind: SuggestionKind; count: number }>();
    const add = (label: string | null, kind: SuggestionKind) => {
      if (!label) return;
      const key = `${kind}:${fold(label)}`;
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { term: label, kind, count: 1 });
    };
    s.index.docs.forEach((doc, i) => {
      if (!s.index.inStore(i, store)) return;
      if (doc.category === 'vinho' || doc.category === 'kit') add(doc.typeLabel, 'tipo');
      add(doc.grapeLabel, 'uva');
      add(doc.countryName, 'pais');
      add(doc.region, 'regiao');
      add(doc.producerName, 'produtor');
    });
    const vocabulary = [...counts.values()]
      .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term, 'pt-BR'))
      .map((entry) => ({ ...entry, url: searchUrl(entry.term) }));
    s.vocabulary.set(store, vocabulary);
    return vocabulary;
  }

  function alternativesOf(s: State, store: Store, text: string): string[] {
    const typed = fold(text);
    if (!typed) return [];
    const typedWords = typed.split(' ').filter((w) => w.length >= 4);
    const scored: { term: string; distance: number; count: number }[] = [];
    for (const entry of vocabularyOf(s, store)) {
      const label = fold(entry.term);
      const whole = Math.max(2, Math.floor(typed.length / 4));
      let distance = editDistance(typed, label, whole);
      if (distance > whole) {
        // A word of the text close to a word of the term ("cabernett" → Cabernet Sauvignon).
        distance = whole + 1;
        for (const word of typedWords)
          for (const part of label.split(' ')) {
            if (part.length < 4) continue;
            const d = editDistance(word, part, 2);
            if (d <= 2) distance = Math.min(distance, d + 1);
          }
        if (distance > whole) continue;
      }
      scored.push({ term: entry.term, distance, count: entry.count });
    }
    scored.sort((a, b) => a.distance - b.distance || b.count - a.count);
    const out: string[] = [];
    for (const candidate of scored) {
      if (out.length >= NO_RESULTS_SUGGESTIONS) break;
      if (out.includes(candidate.term)) continue;
      // Only terms that find something in this store.
      if (s.index.query(candidate.term, store, { prefixLast: false }).length > 0)
        out.push(candidate.term);
    }
    return out;
  }

  return {
    ready: async () => {
      await state();
    },
    refresh,

    async search(request: SearchRequest, subject?: TrackingSubject): Promise<SearchPage> {
      const s = await state();
      const text = request.text.trim().slice(0, SEARCH_TEXT_MAX);
      const pageSize = Math.min(Math.max(1, Math.floor(request.pageSize)), PAGE_SIZE_MAX);
      const page = Math.max(1, Math.floor(request.page));
      const matches = text
        ? s.index.query(text, request.store, { prefixLast: 'when-unknown' })
        : [];
      const docs = s.index.docs;
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
      const total = kept.length;
      const slice = kept.slice((page - 1) * pageSize, page * pageSize);
      const items = await summaries(slice.map((m) => (docs[m.doc] as SearchDoc).id));
      const suggestions = total === 0 && text ? alternativesOf(s, request.store, text) : [];
      if (page === 1 && shouldTrackProductSearch(text)) {
        options.events.productSearched({
          event: 'product_searched',
          store: request.store,
          keyword: text,
          resultCount: total,
          at: options.now().toISOString(),
          ...(subject ? { subject } : {}),
        });
      }
      return {
        text,
        items,
        total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        facets: {
          wineTypes: facetOf('wineTypes'),
          grapes: facetOf('grapes'),
          countries: facetOf('countries'),
        },
        suggestions,
      };
    },

    async suggest(store: Store, text: string, limit: number): Promise<ProductSummary[]> {
      const s = await state();
      const best = s.index.top(
        text.slice(0, SEARCH_TEXT_MAX),
        store,
        { prefixLast: true },
        clampLimit(limit),
      );
      return summaries(best.map((m) => (s.index.docs[m.doc] as SearchDoc).id));
    },

    async autocomplete(store, text, limit = AUTOCOMPLETE_MAX_PRODUCTS) {
      const s = current ?? (await state());
      const k = clampLimit(limit);
      const typed = text.slice(0, SEARCH_TEXT_MAX);
      const key = `${store}|${k}|${typed.toLowerCase()}`;
      const cached = s.answers.get(key);
      if (cached) return cached;
      const best = s.index.top(typed, store, { prefixLast: true }, k);
      const items = best.map((m) => autocompleteItem(s.index.docs[m.doc] as SearchDoc));
      // Bounded: the oldest answer goes first; the whole cache goes with the index it came from.
      if (s.answers.size >= ANSWER_CACHE_LIMIT)
        s.answers.delete(s.answers.keys().next().value as string);
      s.answers.set(key, items);
      return items;
    },

    async vocabulary(store) {
      return vocabularyOf(await state(), store);
    },

    async alternatives(store, text) {
      return alternativesOf(await state(), store, text);
    },

    stats: () =>
      current && {
        products: current.index.size,
        terms: current.index.vocabularySize,
        buildMs: Math.round(current.index.builtInMs),
        builds,
      },

    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}

function clampLimit(limit: number): number {
  return Math.min(Math.max(1, Math.floor(limit) || 1), PAGE_SIZE_MAX);
}

export function autocompleteItem(doc: SearchDoc): AutocompleteItem {
  return {
    guid: doc.guid,
    code: doc.code,
    url: productUrl(doc.code),
    name: doc.name,
    image: productImageUrl(doc.code),
    country: doc.countryName,
    listPrice: toReais(doc.listPrice),
    salePrice: toReais(doc.salePrice),
    clubPrice: toReais(doc.clubPrice),
    productType: doc.productType,
    ratio: doc.rating,
    campanha: doc.campaigns,
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
      return (a, b) =>
        availableFirst(a, b) ||
        (d(b).rating ?? -1) - (d(a).rating ?? -1) ||
        d(b).evaluations - d(a).evaluations ||
        byId(a, b);
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
