/**
 * What a seeded wine costs and how it is rated (issue #34 "A demo store that looks real").
 *
 * - Prices follow what the wine is: its style, grape and country set the highest price band it
 *   may reach (a Chilean Sauvignon Blanc stays under R$ 200, a R$ 2.000 bottle is a Bordeaux, a
 *   Barolo or a Champagne), and its producer's tier places it in the band: volume houses in the
 *   lower part, prestige houses in the upper part; only they make the icons (up to ~R$ 3.000).
 * - Ratings are averages of reviews that look real: tens to hundreds of them (everyday wines are
 *   bought, and reviewed, more), and an average far from the crowd's needs many reviews (a few
 *   reviews stay near 4,0), so no 4,9 stands on one review.
 */
import type { CountryInfo, Grape, ProducerSeed, WineType } from './data.ts';
import type { Random } from './random.ts';

/** Sale-price ranges (reais, before the ',90') of the six bands of SPEC §2/§9. */
export const BAND_RANGES: readonly (readonly [number, number])[] = [
  [29, 39],
  [40, 59],
  [60, 99],
  [100, 199],
  [200, 499],
  [500, 2990],
];
/** Band 5 above this (reais) is for the icons of prestige houses. */
const ICON_FROM = 1290;

/** 0: volume house, 1: quality producer, 2: prestige house (the one that makes icons). */
export type ProducerTier = 0 | 1 | 2;

/** Producers that are not quality producers (tier 1), by name. */
const PRODUCER_TIERS: Readonly<Record<string, ProducerTier>> = {
  // Volume houses: supermarket and everyday labels.
  'Santa Carolina': 0,
  'Luis Felipe Edwards': 0,
  Trapiche: 0,
  Salton: 0,
  'Vinícola Aurora': 0,
  'Casa Perini': 0,
  Nederburg: 0,
  KWV: 0,
  'Campo Viejo': 0,
  Freixenet: 0,
  Zonin: 0,
  Aveleda: 0,
  'Wolf Blass': 0,
  'Oyster Bay': 0,
  // Prestige houses: the icons of each country.
  Montes: 2,
  Errázuriz: 2,
  'Catena Zapata': 2,
  'Susana Balbo': 2,
  Guaspari: 2,
  'Bodega Garzón': 2,
  Kanonkop: 2,
  'Marqués de Riscal': 2,
  Protos: 2,
  'Baron Philippe de Rothschild': 2,
  'Joseph Drouhin': 2,
  'Maison Louis Jadot': 2,
  'M. Chapoutier': 2,
  'Domaine Zind-Humbrecht': 2,
  'Moët & Chandon': 2,
  'Marchesi Antinori': 2,
  Frescobaldi: 2,
  'Castello Banfi': 2,
  'Casa Ferreirinha': 2,
  'Quinta do Crasto': 2,
  'Robert Mondavi': 2,
  Penfolds: 2,
  'Cloudy Bay': 2,
  'Weingut Robert Weil': 2,
  'Schloss Johannisberg': 2,
};

export function producerTier(producer: Pick<ProducerSeed, 'name'>): ProducerTier {
  return PRODUCER_TIERS[producer.name] ?? 1;
}

/** Whether a producer of this tier makes wines of this band (see the file comment). */
export function tierFitsBand(tier: ProducerTier, band: number): boolean {
  if (band <= 1) return tier <= 1;
  if (band === 4) return tier >= 1;
  if (band >= 5) return tier === 2;
  return true;
}

export interface PricedSpec {
  country: CountryInfo;
  grape: Grape;
  type: WineType;
}

const EVERYDAY_WHITE_COUNTRIES = new Set([
  'chile',
  'argentina',
  'brasil',
  'uruguai',
  'africa-do-sul',
]);
const NO_ICON_COUNTRIES = new Set([
  'brasil',
  'uruguai',
  'africa-do-sul',
  'nova-zelandia',
  'alemanha',
]);
const NO_ICON_RED_GRAPES = new Set<Grape>(['carmenere', 'pinotage', 'tannat', 'merlot']);

/** The region of a French wine: its style's and grape's (a Sancerre is Loire Sauvignon Blanc). */
export function frenchRegionOf(spec: PricedSpec): string {
  const { type, grape } = spec;
  if (type === 'espumante') return 'Champagne';
  // The Midi's rosés (Gérard Bertrand's Languedoc).
  if (type === 'rose') return 'Languedoc';
  if (grape === 'riesling') return 'Alsácia';
  if (grape === 'pinot-noir' || grape === 'chardonnay') return 'Borgonha';
  if (grape === 'syrah-shiraz') return 'Vale do Rhône';
  if (grape === 'sauvignon-blanc') return 'Vale do Loire';
  return 'Bordeaux';
}

/**
 * The lowest band of a wine of this style and origin: a French wine is no R$ 35 bottle here, a
 * Sancerre or a Nebbiolo from the Langhe starts in the premium bands.
 */
export function bandFloor(spec: PricedSpec): number {
  const { type, grape, country } = spec;
  if (country.code === 'franca')
    return type !== 'rose' && (grape === 'sauvignon-blanc' || type === 'espumante') ? 3 : 2;
  if (country.code === 'italia' && grape === 'nebbiolo') return 2;
  return 0;
}

/** The highest band a wine of this style, grape and country reaches (everyday styles stay low). */
export function bandCap(spec: PricedSpec): number {
  const { type, grape, country } = spec;
  if (type === 'frisante') return 2;
  if (type === 'rose') return 3;
  if (type === 'espumante') {
    // Champagne reaches the icons; other sparkling wines stay under R$ 200.
    return country.code === 'franca' ? 5 : 3;
  }
  // An Eiswein reaches the icons; a port (even a 20-year-old tawny) stays under R$ 500.
  if (type === 'licoroso') return grape === 'riesling' ? 5 : grape === 'touriga-nacional' ? 4 : 3;
  if (type === 'branco') {
    if (grape === 'chardonnay' && country.code === 'franca') return 5;
    return EVERYDAY_WHITE_COUNTRIES.has(country.code) ? 3 : 4;
  }
  if (country.code === 'franca') return BAND_RANGES.length - 1;
  // Outside Burgundy, a Pinot Noir is no icon.
  if (grape === 'pinot-noir') return 4;
  if (NO_ICON_COUNTRIES.has(country.code) || NO_ICON_RED_GRAPES.has(grape)) return 4;
  return BAND_RANGES.length - 1;
}

const ninety = (reais: number): number => reais * 100 + 90;

/**
 * A sale price (centavos, ending in ',90') inside the band, placed by the producer's tier: a
 * volume house in the lower part, a prestige house in the upper part; above ICON_FROM only icons.
 */
export function salePriceOf(rng: Random, band: number, tier: ProducerTier): number {
  const [low, rangeHigh] = BAND_RANGES[band] ?? (BAND_RANGES[0] as readonly [number, number]);
  const high = band === BAND_RANGES.length - 1 && tier < 2 ? ICON_FROM : rangeHigh;
  const span = high - low;
  const [from, to] = tier === 0 ? [0, 0.6] : tier === 1 ? [0.15, 0.85] : [0.4, 1];
  // Squared: most wines of a band sit in its lower part, as on a real shelf.
  const at = from + (to - from) * rng.next() ** 2;
  return ninety(Math.min(high, low + Math.round(span * at)));
}

/** How many more reviews a band gathers than the average (everyday wines are bought more). */
const BAND_REACH = [1.6, 1.5, 1.25, 1, 0.7, 0.45] as const;
/** The crowd's average, and how many reviews it takes to move away from it. */
const CROWD_MEAN = 4;
const CROWD_WEIGHT = 25;
const MIN_REVIEWS = 12;

/** A rating (one decimal, 3,0–5,0) and its number of reviews for a product of this band. */
export function ratingOf(rng: Random, band: number): { rating: number; evaluations: number } {
  const reach = BAND_REACH[Math.min(Math.max(band, 0), BAND_REACH.length - 1)] ?? 1;
  const evaluations = Math.max(MIN_REVIEWS, Math.round((10 + rng.next() ** 1.7 * 560) * reach));
  const quality = 3.3 + rng.next() * 1.45 + (band >= 4 ? 0.12 : 0);
  const average =
    (quality * evaluations + CROWD_MEAN * CROWD_WEIGHT) / (evaluations + CROWD_WEIGHT);
  const rating = Math.min(50, Math.max(30, Math.round(average * 10))) / 10;
  return { rating, evaluations };
}
