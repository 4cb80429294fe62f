/**
 * The customer's taste (issue #34, SPEC §2 /recomendacao/): what the wines of their orders,
 * favourites and Winelists have in common — wine type, country, grape, price band — as weights,
 * and how well a candidate wine fits it.
 *
 * SPEC shows the route only; the rules are ours:
 * - a purchase says more than a favourite, a favourite more than a Winelist (`SOURCE_WEIGHTS`);
 *   a product counts once per source, however many times it was bought or listed;
 * - only wines and kits speak of wine taste (a kit by its own traits; its price per bottle);
 * - a candidate's score is the share of the taste's weight its traits carry, per trait, weighed by
 *   `SCORE_WEIGHTS` (type first: a red-wine drinker is offered reds); 0 to 1.
 * - recommended: wines only (`RECOMMENDED_CATEGORIES`), in stock, never one the customer already
 *   bought or listed; the best fit first and, among equal fits, the best rated.
 */
import { GRAPES, priceBandOf, WINE_TYPES } from '../catalogue.ts';

export const TASTE_SOURCES = ['order', 'favourite', 'winelist'] as const;
export type TasteSource = (typeof TASTE_SOURCES)[number];

/** How much one product of each source says about the taste. */
export const SOURCE_WEIGHTS: Readonly<Record<TasteSource, number>> = {
  order: 3,
  favourite: 2,
  winelist: 1,
};

/** The product categories whose traits make the taste: wines, and kits of wines. */
export const TASTE_CATEGORIES: readonly string[] = ['vinho', 'kit'];

/** The categories recommended: wines (a kit's wines are recommended one by one). */
export const RECOMMENDED_CATEGORIES = ['vinho'] as const;

/** How much each trait counts in a candidate's score (they add up to 1). */
export const SCORE_WEIGHTS = { type: 0.35, country: 0.25, grape: 0.25, priceBand: 0.15 } as const;

/** The catalogue fields the taste reads of a product (a `ProductSummary` has them). */
export interface TasteProduct {
  code: string;
  /** `products.category`: 'vinho', 'kit', 'destilado', … */
  category: string;
  /** tinto, branco, rose, espumante, frisante, licoroso; null for mixed kits and non-wines. */
  wineType: string | null;
  /** Grape slugs. */
  grapes: readonly string[];
  /** The grape as the product shows it (MENUUVA), for a grape the vocabulary does not name. */
  grapeLabel: string | null;
  countryCode: string | null;
  countryName: string | null;
  /** Non-member sale price, centavos. */
  salePrice: number;
  /** Bottles of a kit (its price per bottle places it in a band); null for a single wine. */
  bottles: number | null;
}

/** One product of the customer's history and where it comes from. */
export interface TasteEntry {
  source: TasteSource;
  product: TasteProduct;
}

/** A trait value of the taste: its weight and the source that weighs most in it. */
export interface TraitWeight {
  key: string;
  label: string;
  weight: number;
  /** The source that gave it the most weight (ties: order, then favourite, then Winelist). */
  source: TasteSource;
}

/** A wine type and country together ('tintos da Argentina'). */
export interface TypeCountryWeight extends TraitWeight {
  type: TraitWeight;
  country: TraitWeight;
}

export interface TasteProfile {
  /** Total weight of the products that made it (0: no wine in the history). */
  weight: number;
  /** Each dimension's values, heaviest first (ties by key). */
  types: TraitWeight[];
  countries: TraitWeight[];
  grapes: TraitWeight[];
  priceBands: TraitWeight[];
  typeCountries: TypeCountryWeight[];
  /** Codes of every product of the history, wine or not: never recommended back. */
  known: string[];
}

/** A wine that may be recommended: its taste traits, stock and rating. */
export interface Candidate extends TasteProduct {
  /** In stock (the store's rule: flagged available, a list price and units left). */
  available: boolean;
  rating: number | null;
  evaluations: number;
}

/** The price a bottle costs: a kit's price shared by its bottles. */
export function bottlePrice(product: Pick<TasteProduct, 'salePrice' | 'bottles'>): number {
  const bottles = product.bottles ?? 1;
  return bottles > 1 ? Math.round(product.salePrice / bottles) : product.salePrice;
}

function typeLabel(slug: string): string {
  return WINE_TYPES.find((type) => type.slug === slug)?.label ?? slug;
}

function grapeLabel(slug: string, product: TasteProduct): string {
  const known = GRAPES.find((grape) => grape.slug === slug)?.label;
  if (known) return known;
  // A product's MENUUVA names its grape when it has one grape.
  return product.grapes.length === 1 && product.grapeLabel ? product.grapeLabel : slug;
}

/** Weights of one dimension, by key, with the weight each source gave it. */
class Tally {
  private readonly values = new Map<
    string,
    { label: string; bySource: Record<TasteSource, number> }
  >();

  add(key: string, label: string, source: TasteSource, weight: number): void {
    const value = this.values.get(key) ?? {
      label,
      bySource: { order: 0, favourite: 0, winelist: 0 },
    };
    value.bySource[source] += weight;
    this.values.set(key, value);
  }

  sorted(): TraitWeight[] {
    return [...this.values]
      .map(([key, { label, bySource }]) => ({
        key,
        label,
        weight: TASTE_SOURCES.reduce((sum, source) => sum + bySource[source], 0),
        // The first of the heaviest sources (order, favourite, Winelist).
        source: TASTE_SOURCES.reduce((best, source) =>
          bySource[source] > bySource[best] ? source : best,
        ),
      }))
      .sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
  }
}

/** The taste of a history: one weight per source and product (a product bought twice counts once). */
export function tasteProfile(entries: readonly TasteEntry[]): TasteProfile {
  const seen = new Set<string>();
  const known = new Set<string>();
  const tallies = {
    types: new Tally(),
    countries: new Tally(),
    grapes: new Tally(),
    priceBands: new Tally(),
    typeCountries: new Tally(),
  };
  const pairs = new Map<string, { type: string; country: string }>();
  let weight = 0;
  for (const { source, product } of entries) {
    known.add(product.code);
    const key = `${source}|${product.code}`;
    if (seen.has(key) || !TASTE_CATEGORIES.includes(product.category)) continue;
    seen.add(key);
    const w = SOURCE_WEIGHTS[source];
    weight += w;
    const { wineType, countryCode } = product;
    if (wineType) tallies.types.add(wineType, typeLabel(wineType), source, w);
    if (countryCode) {
      tallies.countries.add(countryCode, product.countryName ?? countryCode, source, w);
    }
    if (wineType && countryCode) {
      const pair = `${wineType}|${countryCode}`;
      pairs.set(pair, { type: wineType, country: countryCode });
      tallies.typeCountries.add(pair, '', source, w);
    }
    for (const grape of new Set(product.grapes)) {
      tallies.grapes.add(grape, grapeLabel(grape, product), source, w);
    }
    const band = priceBandOf(bottlePrice(product));
    tallies.priceBands.add(band.slug, band.label, source, w);
  }
  const types = tallies.types.sorted();
  const countries = tallies.countries.sorted();
  const byKey = (list: TraitWeight[], key: string) =>
    list.find((trait) => trait.key === key) as TraitWeight;
  return {
    weight,
    types,
    countries,
    grapes: tallies.grapes.sorted(),
    priceBands: tallies.priceBands.sorted(),
    typeCountries: tallies.typeCountries.sorted().map((pair) => {
      const keys = pairs.get(pair.key) as { type: string; country: string };
      return { ...pair, type: byKey(types, keys.type), country: byKey(countries, keys.country) };
    }),
    known: [...known],
  };
}

/** The share (0 to 1) of a dimension's weight that the values `keys` carry (the largest one). */
function share(traits: readonly TraitWeight[], keys: readonly (string | null)[]): number {
  const total = traits.reduce((sum, trait) => sum + trait.weight, 0);
  if (total === 0) return 0;
  const weights = keys.map((key) => traits.find((trait) => trait.key === key)?.weight ?? 0);
  return Math.max(0, ...weights) / total;
}

/** How well a wine fits the taste: 0 (nothing in common) to 1 (every trait the only one). */
export function scoreCandidate(profile: TasteProfile, candidate: TasteProduct): number {
  return (
    SCORE_WEIGHTS.type * share(profile.types, [candidate.wineType]) +
    SCORE_WEIGHTS.country * share(profile.countries, [candidate.countryCode]) +
    SCORE_WEIGHTS.grape * share(profile.grapes, candidate.grapes) +
    SCORE_WEIGHTS.priceBand * share(profile.priceBands, [priceBandOf(bottlePrice(candidate)).slug])
  );
}

/** Whether a candidate may be recommended at all: a wine in stock. */
export function isRecommendable(candidate: Candidate): boolean {
  return (
    candidate.available &&
    (RECOMMENDED_CATEGORIES as readonly string[]).includes(candidate.category)
  );
}

/**
 * The `size` wines to recommend out of `candidates`: recommendable, not in `exclude` (the history,
 * the wines other shelves already show), the best fit first (no profile: all fit alike), then the
 * best rated, the most evaluated, and by code.
 */
export function rankCandidates<C extends Candidate>(
  profile: TasteProfile | null,
  candidates: readonly C[],
  exclude: ReadonlySet<string>,
  size: number,
): C[] {
  const unique = new Map<string, { candidate: C; score: number }>();
  for (const candidate of candidates) {
    if (!isRecommendable(candidate) || exclude.has(candidate.code)) continue;
    const score = profile ? scoreCandidate(profile, candidate) : 0;
    unique.set(candidate.code, { candidate, score });
  }
  return [...unique.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.candidate.rating ?? -1) - (a.candidate.rating ?? -1) ||
        b.candidate.evaluations - a.candidate.evaluations ||
        a.candidate.code.localeCompare(b.candidate.code),
    )
    .slice(0, Math.max(0, size))
    .map((entry) => entry.candidate);
}
