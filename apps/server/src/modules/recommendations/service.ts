/**
 * Recommendations (issue #34, SPEC §2 /recomendacao/): the shelves of wines recommended to the
 * caller. The rules are the domain's (`recommendation/taste-profile`, `recommendation/shelves`);
 * this use case reads the history and the candidates through the other modules' services.
 *
 * - A signed-in customer: the taste of their own orders (not cancelled), favourites and Winelists
 *   (read by their own id only: nobody else's history can reach it), up to three shelves
 *   explained by it, each of wines they have not bought or listed, best fit first. Without wine in
 *   the history, or when every candidate was already theirs: the visitor's shelves.
 * - A visitor (and a remembered customer who is not signed in): the best rated of each wine type.
 *
 * Candidates come from the catalogue's listing of the request's store, best rated first (its
 * memoised reads), so the store's rules hold as on every listing: the outlet recommends outlet
 * products only and the Wine store its own (a product only in the outlet never shows at Wine);
 * sold-out wines are never recommended (the domain's `isRecommendable`: the listing's
 * `available`, i.e. flagged available, with a list price and units left).
 *
 * The answer is personal: its endpoint is `auth: 'session'` (no-store), and the page that shows it
 * is rendered per request for anyone with a session (the anonymous page cache keeps only what a
 * visitor sees, which is the same for every visitor).
 */
import type { Store } from '@adega/domain/store';
import {
  personalShelves,
  visitorShelves,
  type RecommendationShelf,
} from '@adega/domain/recommendation/shelves';
import {
  rankCandidates,
  tasteProfile,
  type TasteEntry,
  type TasteProfile,
  type TasteSource,
} from '@adega/domain/recommendation/taste-profile';
import type {
  CatalogApi,
  ProductSummary,
  RecommendationShelfDto,
  RecommendationsDto,
} from '../../contract.ts';

/** Wines per shelf: one row of cards on a desktop. */
export const RECOMMENDATION_SIZE_DEFAULT = 4;
export const RECOMMENDATION_SIZE_MAX = 12;
/** Candidates read per shelf beyond the wines the history excludes (the listing's page size max). */
const CANDIDATES = 24;
const CANDIDATES_MAX = 96;

/** A product of the customer's history and where it is. */
export interface HistoryEntry {
  productId: number;
  source: TasteSource;
}

export interface RecommendationsDeps {
  catalog: CatalogApi;
  /** The customer's bought, favourite and listed products (the orders' and Winelists' services). */
  history(customerId: number): Promise<HistoryEntry[]>;
  /** The catalogue's summaries of products by id, whatever their store. */
  summaries(ids: number[]): Promise<ProductSummary[]>;
}

export interface RecommendationsService {
  /** The shelves for `customerId` (a signed-in customer), or a visitor's (null). */
  forViewer(store: Store, customerId: number | null, size?: number): Promise<RecommendationsDto>;
}

export function createRecommendationsService(deps: RecommendationsDeps): RecommendationsService {
  /** The shelves with their wines: each wine on the first shelf that has it; empty shelves out. */
  async function fill(
    store: Store,
    shelves: RecommendationShelf[],
    profile: TasteProfile | null,
    exclude: ReadonlySet<string>,
    size: number,
  ): Promise<RecommendationShelfDto[]> {
    // Enough candidates beyond the history's wines, in steps of a page (the listing memo's keys).
    const wanted = Math.max(CANDIDATES, size * 2) + exclude.size;
    const pageSize = Math.min(CANDIDATES_MAX, Math.ceil(wanted / CANDIDATES) * CANDIDATES);
    const pages = await Promise.all(
      shelves.map((shelf) =>
        deps.catalog.list({ store, filters: shelf.filters, sort: 'avaliacao', page: 1, pageSize }),
      ),
    );
    const shown = new Set(exclude);
    const filled: RecommendationShelfDto[] = [];
    shelves.forEach((shelf, index) => {
      const items = rankCandidates(profile, pages[index]?.items ?? [], shown, size);
      for (const item of items) shown.add(item.code);
      if (items.length > 0)
        filled.push({ id: shelf.id, title: shelf.title, href: shelf.href, items });
    });
    return filled;
  }

  async function tasteOf(customerId: number): Promise<TasteProfile> {
    const history = await deps.history(customerId);
    const ids = [...new Set(history.map((entry) => entry.productId))];
    const byId = new Map((await deps.summaries(ids)).map((product) => [product.id, product]));
    const entries: TasteEntry[] = history.flatMap(({ productId, source }) => {
      const product = byId.get(productId);
      return product ? [{ source, product }] : [];
    });
    return tasteProfile(entries);
  }

  return {
    async forViewer(store, customerId, size = RECOMMENDATION_SIZE_DEFAULT) {
      const profile = customerId === null ? null : await tasteOf(customerId);
      const exclude = new Set(profile?.known ?? []);
      if (profile) {
        const shelves = await fill(store, personalShelves(profile), profile, exclude, size);
        if (shelves.length > 0) return { kind: 'personal', shelves };
      }
      return { kind: 'visitor', shelves: await fill(store, visitorShelves(), null, exclude, size) };
    },
  };
}
