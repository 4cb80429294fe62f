/**
 * Search use cases (issue #4): the results page (`search`), autocomplete (`suggest` for the web,
 * `autocomplete` for the RPC, answered from memory), the store's suggestion vocabulary and
 * no-results suggestions. The index is built from PostgreSQL, kept fresh by polling a cheap
 * change signature (every instance polls the one database), and swapped whole on change.
 */
import type { Logger } from 'pino';
import { AUTOCOMPLETE_MAX_PRODUCTS } from '@adega/domain/constants';
import type { Store } from '@adega/domain/store';
import { shouldTrackProductSearch } from '@adega/domain/tracking';
import { searchUrl } from '@adega/domain/urls';
import type {
  AutocompleteItem,
  ProductSummary,
  SearchApi,
  SearchPage,
  SearchRequest,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { PAGE_SIZE_MAX, productImageUrl, productUrl, summariesOf } from '../catalog/service.ts';
import type { SearchDoc } from './documents.ts';
import { SearchIndex } from './engine.ts';
import { applyChanges } from './engine-update.ts';
import type { SearchEvents } from './events.ts';
import * as repo from './repo.ts';
import { resultsOf, type Results } from './results.ts';
import { SITE_TAG, type ChangeFeed } from '../../cache/changes.ts';
import { editDistance, fold } from './text.ts';

/** SPEC §9: autocomplete loads for more than 2 characters; the box accepts up to 100. */
export const SEARCH_TEXT_MIN = 3;
export const SEARCH_TEXT_MAX = 100;
export const NO_RESULTS_SUGGESTIONS = 5;
/**
 * The change signature's poll, a safety net only: catalogue writes reach the index through the
 * change feed at once (a 'site' change, every instance). At 100k products the signature is a
 * 110 ms aggregate, so polling it every 5 s cost 2 % of a core for nothing (ADR 0037).
 */
export const DEFAULT_REFRESH_MS = 60_000;

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
  stats(): {
    products: number;
    terms: number;
    buildMs: number;
    builds: number;
    /** How the last build got its documents: the changed ones only, or all (ADR 0037). */
    lastBuild: Build;
  } | null;
  close(): void;
}

export interface SearchServiceOptions {
  db: Db;
  now: () => Date;
  events: SearchEvents;
  logger: Logger;
  /** Poll interval of the change signature; 0 disables polling (tests call `refresh()`). */
  refreshMs: number;
  /** Catalogue changes of every instance (issue #19): a 'site' change refreshes at once. */
  changes?: ChangeFeed;
}

interface State {
  index: SearchIndex;
  signature: repo.Signature;
  vocabulary: Map<Store, SuggestionTerm[]>;
  /** Autocomplete answers by store, limit and text: typed prefixes repeat a lot. */
  answers: Map<string, AutocompleteItem[]>;
  /** Results pages' matches by store, text, filters and sort (ADR 0037). */
  results: Map<string, Results>;
  build: Build;
}

/**
 * How the last refresh got its index (ADR 0037): the documents had not changed, changed in place
 * (same terms: a price), the changed ones read and built, or everything read and built.
 */
type Build = 'unchanged' | 'in-place' | 'incremental' | 'full';

const ANSWER_CACHE_LIMIT = 5_000;
const RESULTS_CACHE_LIMIT = 500;

export function createSearchService(options: SearchServiceOptions): SearchService {
  const { db, logger } = options;
  let current: State | null = null;
  let building: Promise<State> | null = null;
  let builds = 0;

  /**
   * The previous index with the products changed since its signature read again (ADR 0037: at
   * 100k products a whole read takes seconds): the same index when no document changed, one
   * sharing its terms after a price or stock change, else a build of the merged documents; null
   * when only a whole read is sure (producers renamed, products deleted, or an edit the delta
   * cannot find).
   */
  async function updatedIndex(
    previous: State,
    signature: repo.Signature,
  ): Promise<{ index: SearchIndex; build: Build } | null> {
    if (signature.producers !== previous.signature.producers) return null;
    const changed = await repo.loadChangedDocs(db, previous.signature);
    if (changed.length === 0) return null;
    const applied = applyChanges(previous.index, changed);
    if (applied && applied.index.size === signature.searchable) return applied;
    const byId = new Map(previous.index.docs.map((doc) => [doc.id, doc]));
    for (const doc of changed) {
      if (doc.category === 'assinatura') byId.delete(doc.id);
      else byId.set(doc.id, doc);
    }
    if (byId.size !== signature.searchable) return null;
    return { index: new SearchIndex([...byId.values()]), build: 'incremental' };
  }

  function rebuild(): Promise<State> {
    building ??= (async () => {
      try {
        const signature = await repo.catalogueSignature(db);
        const previous = current;
        const updated = previous && (await updatedIndex(previous, signature));
        if (previous && updated?.build === 'unchanged') {
          // Nothing the index or its answers hold changed (an order's stock): keep them.
          current = { ...previous, signature, build: 'unchanged' };
          return current;
        }
        const index = updated?.index ?? new SearchIndex(await repo.loadDocs(db));
        const build = updated?.build ?? 'full';
        builds += 1;
        current = {
          index,
          signature,
          vocabulary: new Map(),
          answers: new Map(),
          results: new Map(),
          build,
        };
        logger.info(
          {
            products: index.size,
            terms: index.vocabularySize,
            ms: Math.round(index.builtInMs),
            build,
          },
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
    if (signature.key === current.signature.key) return false;
    // A build under way may have read the catalogue before this change: then one more.
    if (building) await building;
    if (current.signature.key !== signature.key) await rebuild();
    return true;
  }

  /** Settles once the index has caught up with the last 'site' change (never rejects). */
  let catchingUp: Promise<unknown> = Promise.resolve();
  options.changes?.subscribe((tags) => {
    if (!tags.includes(SITE_TAG)) return;
    const after = catchingUp.then(() =>
      refresh().catch((error: unknown) =>
        logger.warn({ err: error }, 'search index refresh failed'),
      ),
    );
    catchingUp = after;
  });

  const timer =
    options.refreshMs > 0
      ? setInterval(() => {
          refresh().catch((error: unknown) =>
            logger.warn({ err: error }, 'search index refresh failed'),
          );
        }, options.refreshMs)
      : null;
  timer?.unref();

  const summaries = (ids: number[]) => summariesOf(db, ids);

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

    async search(request: SearchRequest): Promise<SearchPage> {
      // After a catalogue change the results wait for the index that has it (a page rendered
      // now may be cached until the next change).
      await catchingUp;
      const s = await state();
      const text = request.text.trim().slice(0, SEARCH_TEXT_MAX);
      const pageSize = Math.min(Math.max(1, Math.floor(request.pageSize)), PAGE_SIZE_MAX);
      const page = Math.max(1, Math.floor(request.page));
      const key = JSON.stringify([request.store, text, request.filters, request.sort]);
      let found = s.results.get(key);
      if (!found) {
        found = resultsOf(s.index, request, text);
        if (s.results.size >= RESULTS_CACHE_LIMIT)
          s.results.delete(s.results.keys().next().value as string);
        s.results.set(key, found);
      }
      const total = found.ids.length;
      const items = await summaries(found.ids.slice((page - 1) * pageSize, page * pageSize));
      const suggestions = total === 0 && text ? alternativesOf(s, request.store, text) : [];
      if (page === 1 && shouldTrackProductSearch(text)) {
        options.events.productSearched({
          event: 'product_searched',
          store: request.store,
          keyword: text,
          resultCount: total,
          at: options.now().toISOString(),
        });
      }
      return {
        text,
        items,
        total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        facets: found.facets,
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
        lastBuild: current.build,
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
    listPrice: doc.listPrice,
    salePrice: doc.salePrice,
    clubPrice: doc.clubPrice,
    productType: doc.productType,
    ratio: doc.rating,
    campanha: doc.campaigns,
  };
}
