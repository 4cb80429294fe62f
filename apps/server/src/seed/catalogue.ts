/**
 * Deterministic catalogue generator (issue #3 "Catalogue"): the same (products, seed, now) gives
 * the same producers, products and kit constituents, byte for byte. Pure: no I/O, no wall clock
 * (`now` only places promotion end dates; it defaults to a fixed reference date).
 *
 * Layout of a catalogue of n products: ~73 % wines, ~7 % kits, 3 % of each other category,
 * and the 4 subscription products. The first wines follow a coverage plan so that, from the
 * default 800 products up, every wine type, grape, country and price band has ≥ 10 sellable wines
 * in the Wine store; the rest are drawn at random with realistic weights.
 */
import { KIT_SIZES, PRICE_BAND_LIMITS_REAIS } from '@adega/domain/constants';
import type { PenduraPromotionRecord, ProductCategory, ProductPromotion } from '../db/schema.ts';
import {
  CAMPAIGNS,
  COUNTRIES,
  FINISHES,
  GLOBAL_AGENCIES,
  GRAPE_INFO,
  GRAPE_LOCAL_LABELS,
  GRAPES,
  LOCAL_AGENCIES,
  MENU_COUNTRIES,
  MENU_GRAPES,
  RATING_AGENCIES,
  TASTING,
  WINE_TYPE_LABELS,
  WINE_TYPES,
} from './data.ts';
import type { CountryInfo, Grape, ProducerSeed, WineType } from './data.ts';
import { BEER_IBU, OTHER_CATEGORIES, SUBSCRIPTIONS } from './others.ts';
import {
  BAND_RANGES,
  bandCap,
  bandFloor,
  frenchRegionOf,
  producerTier,
  ratingOf,
  salePriceOf,
  tierFitsBand,
} from './pricing.ts';
import { createRandom, deriveSeed } from './random.ts';
import type { Random } from './random.ts';
import { slugify } from './slug.ts';

export interface SeedProducer {
  slug: string;
  name: string;
  countryCode: string;
  region: string;
  partner: boolean;
  description: string;
}

export interface SeedProduct {
  code: string;
  guid: string;
  name: string;
  slug: string;
  brand: string;
  /** Slug of the producer (wines), null for kits and other categories. */
  producerSlug: string | null;
  category: ProductCategory;
  productType: string;
  wineType: WineType | null;
  countryCode: string | null;
  countryName: string | null;
  region: string | null;
  grapes: string[];
  vintage: number | null;
  volumeMl: number | null;
  description: string;
  listPrice: number;
  salePrice: number;
  clubPrice: number;
  available: boolean;
  stock: number;
  rating: number | null;
  evaluations: number;
  attributes: Record<string, string>;
  promotion: ProductPromotion | null;
  penduraPromotion: PenduraPromotionRecord | null;
  kitSize: number | null;
  easyKit: boolean;
  inWine: boolean;
  inOutlet: boolean;
}

export interface SeedConstituent {
  kitCode: string;
  productCode: string;
  /** SPEC §3 constituent type: 'Vinho'. */
  type: string;
  quantity: number;
}

export interface Catalogue {
  seed: number;
  producers: SeedProducer[];
  products: SeedProduct[];
  constituents: SeedConstituent[];
}

export interface GenerateOptions {
  /** Total number of products (≥ 50; the coverage guarantees hold from 800 up). */
  products: number;
  seed: number;
  /** Reference date for promotion end dates (default: REFERENCE_DATE). */
  now?: Date;
}

/** Fixed reference date used when no `now` is passed (keeps the generator pure). */
export const REFERENCE_DATE = new Date('2026-01-15T12:00:00-03:00');
export const MIN_PRODUCTS = 50;

/** Promotion kinds the seed spreads over wines (cycled, so each one exists). */
export const PROMOTION_KINDS = [
  'active',
  'members-only',
  'low-stock',
  'hidden-stock',
  'ending-soon',
  'inactive',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The highest sale price (centavos) of a wine in a kit. */
const KIT_WINE_MAX = 19_990;
const FILLER_BAND_WEIGHTS = [12, 20, 28, 22, 13, 5] as const;
const TYPE_WEIGHTS: Record<WineType, number> = {
  tinto: 50,
  branco: 20,
  rose: 8,
  espumante: 12,
  frisante: 4,
  licoroso: 4,
};
/** Wines per grape / country / type in the coverage plan (≥ 10 with margin). */
const PLAN_PER_VALUE = 12;
const KIT_DISTINCT: Record<number, readonly number[]> = {
  2: [1, 2],
  4: [2, 4],
  6: [2, 3, 6],
  8: [2, 4, 8],
  10: [2, 5, 10],
};
const PREMIUM_WORDS = [
  'Gran Reserva',
  'Grande Reserva',
  'Grande Réserve',
  'Icono',
  'Single Vineyard',
  'Gran Selezione',
  'Grosses Gewächs',
  'Vieilles Vignes',
  'Cuvée Prestige',
  'Brunello',
  'Barolo',
  'Barbaresco',
  'Champagne',
  '20 Anos',
  'Eiswein',
];

/** Line words of everyday wines, not given to the two top bands (a R$ 900 'Reservado'). */
const EVERYDAY_WORDS = [
  'Reservado',
  'Joven',
  'Roble',
  'Clásico',
  'Classic',
  'Classique',
  'Tradition',
  'Kabinett',
  'Private Selection',
  "Vintner's Reserve",
  'Ruby',
  'Tawny',
];
/** Lines an icon (the top band) is named by where the country has them, beside PREMIUM_WORDS. */
const ICON_WORDS = ['Vinhas Velhas', 'Riserva', 'Private Bin', 'Signature', 'Reserve', 'Heritage'];

/** Index of a sale price's band: ≤ 40, 40–60, 60–100, 100–200, 200–500, > 500 reais. */
export function priceBandOf(salePrice: number): number {
  const index = PRICE_BAND_LIMITS_REAIS.findIndex((limit) => salePrice <= limit * 100);
  return index === -1 ? PRICE_BAND_LIMITS_REAIS.length : index;
}

/** A product that can be bought: flagged available and list price non-zero (SPEC §4). */
export function isSellable(product: Pick<SeedProduct, 'available' | 'listPrice'>): boolean {
  return product.available && product.listPrice > 0;
}

const ninety = (reais: number): number => reais * 100 + 90;
const roundTo10 = (centavos: number): number => Math.round(centavos / 10) * 10;
/** Smallest price ending in ',90' that is ≥ centavos. */
const ceilTo90 = (centavos: number): number => Math.ceil((centavos - 90) / 100) * 100 + 90;
const floorTo90 = (centavos: number): number =>
  Math.max(90, Math.floor((centavos - 90) / 100) * 100 + 90);

function grapeLabel(grape: Grape, country: string): string {
  return GRAPE_LOCAL_LABELS[country]?.[grape] ?? GRAPE_INFO[grape].label;
}

function allowedTypes(grape: Grape, country: CountryInfo): WineType[] {
  const types = GRAPE_INFO[grape].types.filter((type) => country.types.includes(type));
  return types.length > 0 ? types : [GRAPE_INFO[grape].types[0] as WineType];
}

/** Date-time in São Paulo (UTC−03:00, no DST since 2019) as ISO text with offset. */
function saoPauloIso(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}
function saoPauloEndOfDay(now: Date, daysAhead: number): string {
  const local = new Date(now.getTime() - 3 * 3_600_000 + daysAhead * 86_400_000);
  return `${local.toISOString().slice(0, 10)}T23:59:59-03:00`;
}

interface WineSpec {
  country: CountryInfo;
  grape: Grape;
  type: WineType;
  band: number;
}

/** The deterministic first wines: every grape, then every country and type, ≥ PLAN_PER_VALUE each. */
function coveragePlan(): Omit<WineSpec, 'band'>[] {
  const plan: Omit<WineSpec, 'band'>[] = [];
  GRAPES.forEach((grape) => {
    const countries = COUNTRIES.filter((country) => country.grapes.includes(grape));
    for (let k = 0; k < PLAN_PER_VALUE; k += 1) {
      const country = countries[k % countries.length] as CountryInfo;
      const types = allowedTypes(grape, country);
      plan.push({
        country,
        grape,
        type: types[Math.floor(k / countries.length) % types.length] as WineType,
      });
    }
  });
  for (const country of COUNTRIES) {
    let have = plan.filter((spec) => spec.country === country).length;
    for (let j = 0; have < PLAN_PER_VALUE; j += 1, have += 1) {
      const grape = country.grapes[j % country.grapes.length] as Grape;
      plan.push({ country, grape, type: allowedTypes(grape, country)[0] as WineType });
    }
  }
  for (const type of WINE_TYPES) {
    const pairs = COUNTRIES.flatMap((country) =>
      country.grapes
        .filter((grape) => allowedTypes(grape, country).includes(type))
        .map((grape) => ({ country, grape })),
    );
    let have = plan.filter((spec) => spec.type === type).length;
    for (let j = 0; have < PLAN_PER_VALUE; j += 1, have += 1) {
      const pair = pairs[j % pairs.length] as { country: CountryInfo; grape: Grape };
      plan.push({ ...pair, type });
    }
  }
  return plan;
}

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const total = Math.floor(options.products);
  if (!Number.isFinite(total) || total < MIN_PRODUCTS) {
    throw new Error(
      `O catálogo precisa de pelo menos ${MIN_PRODUCTS} produtos (pedido: ${options.products})`,
    );
  }
  const seed = options.seed >>> 0;
  const now = options.now ?? REFERENCE_DATE;
  const rng = createRandom(deriveSeed(seed, 'catalogue'));
  const guids = createRandom(deriveSeed(seed, 'guid'));

  // How many of each.
  const perOther = Math.max(1, Math.round(total * 0.03));
  const otherTotal = perOther * OTHER_CATEGORIES.length;
  const kitCount = Math.max(KIT_SIZES.length, Math.round(total * 0.07));
  const wineCount = total - SUBSCRIPTIONS.length - otherTotal - kitCount;
  if (wineCount < 1) throw new Error('Catálogo pequeno demais');

  // Producers.
  const producers: SeedProducer[] = [];
  const producerCountry = new Map<string, ProducerSeed[]>();
  const producerSlugs = new Map<ProducerSeed, string>();
  const producerUse = new Map<string, number>();
  for (const country of COUNTRIES) {
    producerCountry.set(country.code, [...country.producers]);
    for (const producer of country.producers) {
      const slug = slugify(producer.name);
      producerSlugs.set(producer, slug);
      producerUse.set(slug, 0);
      const founded = rng.int(1850, 2005);
      producers.push({
        slug,
        name: producer.name,
        countryCode: country.code,
        region: producer.region,
        partner: producer.partner === true,
        description: `Fundada em ${founded}, a ${producer.name} é uma vinícola de ${producer.region}, ${
          country.code === 'estados-unidos' ? 'nos' : 'em'
        } ${country.name}. ${rng.pick([
          'Seus vinhos expressam o terroir com precisão e elegância.',
          'É referência em vinhos de qualidade com ótima relação entre preço e qualidade.',
          'Combina tradição familiar e tecnologia moderna na vinificação.',
          'Cultiva vinhedos próprios com manejo sustentável.',
        ])}`,
      });
    }
  }

  const usedSlugs = new Set<string>();
  const uniqueSlug = (name: string, code: string): string => {
    const base = slugify(name);
    const slug = usedSlugs.has(base) ? `${base}-${code.toLowerCase()}` : base;
    usedSlugs.add(slug);
    return slug;
  };
  const code = (prefix: string, index: number): string =>
    `${prefix}${String(index + 1).padStart(5, '0')}`;

  const products: SeedProduct[] = [];
  const constituents: SeedConstituent[] = [];

  // ---- Wines -------------------------------------------------------------------------------
  const plan = coveragePlan();
  const wines: SeedProduct[] = [];
  const wineMeta: { grape: Grape; band: number; planned: boolean }[] = [];
  for (let w = 0; w < wineCount; w += 1) {
    const planned = w < plan.length;
    let spec: WineSpec;
    if (planned) {
      spec = { ...(plan[w] as Omit<WineSpec, 'band'>), band: w % BAND_RANGES.length };
    } else {
      const country = rng.weighted(COUNTRIES.map((c) => [c, c.weight] as const));
      const grape = rng.weighted(
        country.grapes.map((g, i) => [g, country.grapes.length - i + 1] as const),
      );
      const type = rng.weighted(
        allowedTypes(grape, country).map((t) => [t, TYPE_WEIGHTS[t]] as const),
      );
      const band = rng.weighted(
        FILLER_BAND_WEIGHTS.map((weight, index) => [index, weight] as const),
      );
      spec = { country, grape, type, band };
    }
    spec.band = Math.max(bandFloor(spec), Math.min(spec.band, bandCap(spec)));
    const filler = w - plan.length;
    const outletOnly = !planned && filler % 16 === 2;
    const unavailable = !planned && filler % 29 === 7;
    const zeroList = !planned && filler % 53 === 11 && !unavailable;
    const wine = buildWine(rng, spec, {
      code: code('V', w),
      guid: guids.uuid(),
      producer: pickProducer(rng, spec, producerCountry, producerSlugs, producerUse, !outletOnly),
      producerSlugs,
      now,
      index: w,
    });
    wine.inWine = !outletOnly;
    wine.inOutlet = outletOnly || rng.chance(0.28);
    if (unavailable) {
      wine.available = false;
      wine.stock = 0;
    }
    if (zeroList) wine.listPrice = 0;
    wines.push(wine);
    wineMeta.push({ grape: spec.grape, band: spec.band, planned });
  }
  distinctNames(wines);
  for (const wine of wines) wine.slug = uniqueSlug(wine.name, wine.code);
  ensureAgencies(wines, wineMeta);
  ensureOutletCoverage(wines);
  products.push(...wines);

  // ---- Kits --------------------------------------------------------------------------------
  // Kits gather everyday and premium wines (≤ R$ 200), not icons: a kit of six icons is no kit.
  const sellable = wines.filter(
    (wine) => wine.inWine && isSellable(wine) && wine.salePrice <= KIT_WINE_MAX,
  );
  const pools = new Map<string, SeedProduct[]>();
  const addToPool = (key: string, wine: SeedProduct): void => {
    const pool = pools.get(key);
    if (pool) pool.push(wine);
    else pools.set(key, [wine]);
  };
  for (const wine of sellable) {
    addToPool(`c:${wine.countryCode}|t:${wine.wineType}`, wine);
    addToPool(`t:${wine.wineType}`, wine);
    addToPool(`g:${wine.grapes[0]}`, wine);
  }
  pools.set('all', sellable);
  const kitNames = new Set<string>();
  for (let k = 0; k < kitCount; k += 1) {
    const size = KIT_SIZES[k % KIT_SIZES.length] as number;
    const easy = k % 3 === 1;
    const kit = buildKit(rng, pools, {
      size,
      easy,
      code: code('K', k),
      guid: guids.uuid(),
      now,
      index: k,
    });
    kit.product.name = distinctKitName(kit.product.name, kitNames);
    kit.product.slug = uniqueSlug(kit.product.name, kit.product.code);
    products.push(kit.product);
    constituents.push(...kit.constituents);
  }

  // ---- Other categories --------------------------------------------------------------------
  let otherIndex = 0;
  const otherPrices = new Map<string, Pick<SeedProduct, 'listPrice' | 'salePrice' | 'clubPrice'>>();
  for (const category of OTHER_CATEGORIES) {
    for (let i = 0; i < perOther; i += 1) {
      const line = category.lines[i % category.lines.length] as (typeof category.lines)[number];
      const origin = rng.pick(line.origins);
      const brand = rng.pick(origin.brands);
      const variant =
        line.tipo === 'Revista' ? `Edição ${rng.int(120, 340)}` : rng.pick(line.variants);
      const volume = rng.pick(line.volumes);
      const name = line.name({ brand, variant, volume });
      const productCode = code('O', otherIndex);
      const sale = ninety(rng.int(line.price[0], line.price[1] - 1));
      const list = rng.chance(0.5) ? sale : ceilTo90(sale / (1 - rng.int(5, 30) / 100));
      const attributes: Record<string, string> = {
        PAIS: origin.countryName,
        TIPO: line.tipo,
        MARCA: brand,
      };
      if (volume) attributes.VOLUME = `${volume} ml`;
      if (category.category === 'cerveja') {
        const [low, high] = BEER_IBU[variant] ?? [10, 40];
        attributes.ESTILO_CERVEJA = variant;
        attributes.AMARGOR_IBU = String(rng.int(low, high));
      }
      const hasRating = rng.chance(0.6);
      const rated = hasRating ? ratingOf(rng, 0) : null;
      // One name, one price (issue #34): the same article drawn again costs what it cost.
      const same = otherPrices.get(name);
      const product: SeedProduct = {
        code: productCode,
        guid: guids.uuid(),
        name,
        slug: '',
        brand,
        producerSlug: null,
        category: category.category,
        productType: category.productType,
        wineType: null,
        countryCode: origin.countryCode,
        countryName: origin.countryName,
        region: null,
        grapes: [],
        vintage: null,
        volumeMl: volume,
        description: rng.pick(line.descriptions),
        listPrice: same?.listPrice ?? list,
        salePrice: same?.salePrice ?? sale,
        clubPrice: same?.clubPrice ?? Math.min(sale, roundTo10(sale * (1 - rng.int(5, 15) / 100))),
        available: i % 17 !== 8,
        stock: i % 17 === 8 ? 0 : rng.int(10, 400),
        rating: rated?.rating ?? null,
        evaluations: rated?.evaluations ?? 0,
        attributes,
        promotion: i % 9 === 4 ? buildPromotion(rng, 'active', now, 40) : null,
        penduraPromotion: null,
        kitSize: null,
        easyKit: false,
        inWine: !category.outletOnly,
        inOutlet: true,
      };
      product.slug = uniqueSlug(name, productCode);
      if (!same) otherPrices.set(name, product);
      products.push(product);
      otherIndex += 1;
    }
  }

  // ---- Subscriptions (never listed) ---------------------------------------------------------
  for (const subscription of SUBSCRIPTIONS) {
    products.push({
      code: subscription.code,
      guid: guids.uuid(),
      name: subscription.name,
      slug: uniqueSlug(subscription.name, subscription.code),
      brand: 'Wine',
      producerSlug: null,
      category: 'assinatura',
      productType: subscription.productType,
      wineType: null,
      countryCode: null,
      countryName: null,
      region: null,
      grapes: [],
      vintage: null,
      volumeMl: null,
      description: subscription.description,
      listPrice: subscription.price,
      salePrice: subscription.price,
      clubPrice: subscription.price,
      available: true,
      stock: 99999,
      rating: null,
      evaluations: 0,
      attributes: { ...subscription.attributes },
      promotion: null,
      penduraPromotion: null,
      kitSize: null,
      easyKit: false,
      inWine: true,
      inOutlet: false,
    });
  }

  return { seed, producers, products, constituents };
}

function pickProducer(
  rng: Random,
  spec: WineSpec,
  byCountry: Map<string, ProducerSeed[]>,
  slugs: Map<ProducerSeed, string>,
  use: Map<string, number>,
  countUse: boolean,
): ProducerSeed {
  const inCountry = byCountry.get(spec.country.code) ?? [];
  // Issue #34: a French wine comes from a house of its region (Bordeaux from Bordeaux), and a
  // band's wines from the producers that make such wines (pricing.ts).
  const region = spec.country.code === 'franca' ? frenchRegionOf(spec) : null;
  const local = inCountry.filter((producer) => producer.region === region);
  const all = local.length > 0 ? local : inCountry;
  const fitting = all.filter((producer) => tierFitsBand(producerTier(producer), spec.band));
  const candidates = fitting.length > 0 ? fitting : all;
  // Partners first until each has 4 wines in the Wine store (≥ 4 products per partner page).
  const hungry = countUse
    ? candidates.find(
        (producer) => producer.partner && (use.get(slugs.get(producer) ?? '') ?? 0) < 4,
      )
    : undefined;
  const producer = hungry ?? rng.weighted(candidates.map((p) => [p, p.partner ? 2 : 1] as const));
  if (countUse) {
    const slug = slugs.get(producer) ?? '';
    use.set(slug, (use.get(slug) ?? 0) + 1);
  }
  return producer;
}

function regionFor(rng: Random, spec: WineSpec, producer: ProducerSeed): string {
  const { country, grape, type } = spec;
  if (country.code === 'italia') {
    if (grape === 'sangiovese') return 'Toscana';
    if (grape === 'nebbiolo' || (grape === 'moscato' && type !== 'licoroso')) return 'Piemonte';
    if (grape === 'glera') return 'Vêneto';
  }
  if (country.code === 'portugal') {
    if (type === 'licoroso') return grape === 'moscato' ? 'Península de Setúbal' : 'Douro';
    if (grape === 'alvarinho') return 'Vinho Verde';
  }
  if (country.code === 'espanha') {
    if (grape === 'tempranillo') return rng.pick(['Rioja', 'Ribera del Duero', 'Toro']);
    if (grape === 'alvarinho') return 'Rías Baixas';
    if (type === 'espumante') return 'Penedès';
  }
  if (country.code === 'franca') return frenchRegionOf(spec);
  return rng.chance(0.85) ? producer.region : rng.pick(country.regions);
}

const FRENCH_APPELLATIONS: Record<string, string> = {
  Bordeaux: 'Bordeaux Supérieur',
  Borgonha: 'Bourgogne',
  'Vale do Rhône': 'Côtes du Rhône',
  'Vale do Loire': 'Sancerre',
  Alsácia: 'Alsace',
  Provence: 'Côtes de Provence',
  Languedoc: 'Languedoc',
  Champagne: 'Champagne',
};

/** The two top bands' French wines come from the regions' great appellations. */
const GRAND_APPELLATIONS: Record<string, string> = {
  'Bordeaux|cabernet-sauvignon': 'Pauillac',
  'Bordeaux|merlot': 'Saint-Émilion Grand Cru',
  'Borgonha|pinot-noir': 'Gevrey-Chambertin',
  'Borgonha|chardonnay': 'Meursault',
  'Vale do Rhône|syrah-shiraz': 'Hermitage',
  'Alsácia|riesling': 'Alsace Grand Cru',
};

/** Product name and the parts derived with it (vintage, CLASSIFICACAO, volume). */
function wineName(
  rng: Random,
  spec: WineSpec,
  producerName: string,
  region: string,
): { name: string; vintage: number | null; classification: string; volumeMl: number } {
  const { country, grape, type, band } = spec;
  const premiumOk = band >= 3;
  const everydayOk = band <= 3;
  const allowed = (words: readonly string[]): string[] => {
    const kept = words.filter(
      (word) =>
        (premiumOk || !PREMIUM_WORDS.some((p) => word.includes(p))) &&
        (everydayOk || !EVERYDAY_WORDS.includes(word)),
    );
    // An icon carries its house's top line where the country has one.
    const top = kept.filter(
      (word) => PREMIUM_WORDS.some((p) => word.includes(p)) || ICON_WORDS.includes(word),
    );
    if (band >= BAND_RANGES.length - 1 && top.length > 0) return top;
    return kept.length > 0 ? kept : [words[0] as string];
  };
  const grapeName = grapeLabel(grape, country.code);
  const join = (...parts: (string | number | null | false | undefined)[]): string =>
    parts
      .filter((part) => part !== null && part !== false && part !== undefined && part !== '')
      .join(' ');

  if (type === 'espumante') {
    const style = rng.weighted([
      ['Brut', 50],
      ['Extra Brut', 15],
      ['Nature', 10],
      ['Demi-Sec', 10],
    ] as const);
    const vintage = rng.chance(0.2) ? rng.int(2015, 2021) : null;
    let name: string;
    let classification: string = style;
    if (grape === 'moscato') {
      classification = 'Doce';
      name =
        country.code === 'italia'
          ? join(producerName, 'Asti Spumante DOCG')
          : join(producerName, 'Espumante', grapeName);
    } else if (grape === 'glera') {
      const prosecco = rng.pick(['Brut', 'Extra Dry']);
      classification = prosecco === 'Extra Dry' ? 'Extra Dry' : 'Brut';
      name = join(producerName, 'Prosecco', prosecco);
    } else if (country.code === 'franca') {
      name = premiumOk
        ? join(producerName, 'Champagne', style, vintage)
        : join(producerName, 'Crémant', style);
    } else if (country.code === 'espanha') {
      name = join(producerName, 'Cava', style, vintage);
    } else if (country.code === 'alemanha') {
      name = join(producerName, 'Sekt', grapeName, style);
    } else {
      const rose = grape === 'pinot-noir' && rng.chance(0.5);
      name = join(producerName, 'Espumante', style, rose ? 'Rosé' : grapeName, vintage);
    }
    return { name, vintage, classification, volumeMl: 750 };
  }
  if (type === 'frisante') {
    const vintage = rng.chance(0.5) ? rng.int(2021, 2024) : null;
    let name: string;
    if (country.code === 'italia' && grape === 'moscato')
      name = join(producerName, "Moscato d'Asti", vintage);
    else if (country.code === 'italia') name = join(producerName, 'Prosecco Frizzante', vintage);
    else if (country.code === 'portugal')
      name = join(producerName, 'Vinho Verde', grapeName, vintage);
    else name = join(producerName, 'Frisante', grapeName, rng.chance(0.3) ? 'Rosé' : null);
    return {
      name,
      vintage,
      classification: rng.pick(['Suave', 'Meio Seco', 'Doce']),
      volumeMl: 750,
    };
  }
  if (type === 'licoroso') {
    if (grape === 'touriga-nacional') {
      const style = rng.pick(
        allowed(['Tawny', 'Ruby', 'Reserve Ruby', 'Tawny 10 Anos', 'LBV', 'Tawny 20 Anos']),
      );
      const vintage = style === 'LBV' ? rng.int(2015, 2019) : null;
      return {
        name: join(producerName, 'Porto', style, vintage),
        vintage,
        classification: 'Doce',
        volumeMl: 750,
      };
    }
    if (grape === 'riesling') {
      const style = rng.pick(allowed(['Auslese', 'Beerenauslese', 'Eiswein']));
      const vintage = rng.int(2012, 2021);
      return {
        name: join(producerName, grapeName, style, vintage),
        vintage,
        classification: 'Doce',
        volumeMl: 375,
      };
    }
    if (country.code === 'portugal') {
      const aged = rng.chance(0.4) ? '10 Anos' : null;
      return {
        name: join(producerName, 'Moscatel de Setúbal', aged),
        vintage: null,
        classification: 'Doce',
        volumeMl: 750,
      };
    }
    return {
      name: join(producerName, grapeName, country.code === 'espanha' ? 'Dulce' : 'Licoroso'),
      vintage: null,
      classification: 'Doce',
      volumeMl: 500,
    };
  }

  // Still wines: tinto, branco, rosé.
  const vintage = type === 'tinto' ? rng.int(2013, 2023) : rng.int(2019, 2024);
  const line = rng.pick(allowed(country.lines));
  const roseWord = type === 'rose' ? 'Rosé' : null;
  const classification = rng.weighted([
    ['Seco', 90],
    ['Meio Seco', 7],
    [country.code === 'brasil' ? 'Suave' : 'Meio Seco', 3],
  ] as const);
  let name: string;
  if (country.code === 'italia' && grape === 'sangiovese') {
    const denomination = rng.pick(
      allowed(['Chianti', 'Chianti Classico', 'Rosso di Montalcino', 'Brunello di Montalcino']),
    );
    name = join(producerName, denomination, rng.chance(0.4) ? line : null, vintage);
  } else if (country.code === 'italia' && grape === 'nebbiolo') {
    name = join(
      producerName,
      rng.pick(allowed(['Langhe Nebbiolo', 'Barolo', 'Barbaresco'])),
      vintage,
    );
  } else if (country.code === 'espanha' && grape === 'tempranillo') {
    name = join(producerName, region, line, roseWord, vintage);
  } else if (country.code === 'portugal') {
    const colour = type === 'tinto' ? 'Tinto' : type === 'branco' ? 'Branco' : 'Rosé';
    name = join(
      producerName,
      region,
      rng.chance(0.5) ? grapeName : null,
      line.replace(/^Tinto /, ''),
      colour,
      vintage,
    );
  } else if (country.code === 'franca') {
    const appellation =
      (band >= 4 ? GRAND_APPELLATIONS[`${region}|${grape}`] : undefined) ??
      FRENCH_APPELLATIONS[region] ??
      region;
    name = join(
      producerName,
      appellation,
      rng.chance(0.4) ? grapeName : null,
      rng.chance(0.5) ? line : null,
      roseWord,
      vintage,
    );
  } else if (country.oldWorld) {
    name = join(producerName, grapeName, line, roseWord, vintage);
  } else {
    name = join(producerName, line, grapeName, roseWord, vintage);
  }
  return { name, vintage, classification, volumeMl: 750 };
}

/** Alcohol by volume in half percent steps, by type. */
const ALCOHOL_HALF_PERCENT: Record<WineType, readonly [number, number]> = {
  tinto: [25, 30],
  branco: [23, 27],
  rose: [23, 26],
  espumante: [22, 25],
  frisante: [14, 20],
  licoroso: [34, 40],
};

function alcoholOf(rng: Random, type: WineType): string {
  const [low, high] = ALCOHOL_HALF_PERCENT[type];
  return `${(rng.int(low, high) / 2).toFixed(1).replace('.', ',')}%`;
}

function tastingNotes(rng: Random, type: WineType, body: string): string {
  const parts = TASTING[type];
  const [aroma1, aroma2] = rng.sample(parts.aromas, 2);
  const [food1, food2] = rng.sample(parts.food, 2);
  const bodyText = body === 'Leve' ? 'leve' : body === 'Médio' ? 'de corpo médio' : 'encorpado';
  const sentences = [
    rng.pick(parts.colours),
    `No nariz, revela notas de ${aroma1} e ${aroma2}.`,
    `Em boca é ${bodyText}, com ${rng.pick(parts.palate)} e final ${rng.pick(FINISHES)}.`,
    `Harmoniza com ${food1} e ${food2}.`,
  ];
  const count = rng.int(1, 3);
  const chosen = rng.sample([0, 1, 2, 3], count).sort((a, b) => a - b);
  return chosen.map((index) => sentences[index]).join(' ');
}

function buildPromotion(
  rng: Random,
  kind: PromotionKind,
  now: Date,
  stock: number,
): ProductPromotion {
  const promotion: ProductPromotion = {
    active: true,
    club_member_only: false,
    final_date: saoPauloEndOfDay(now, rng.int(3, 30)),
    stamps: ['Oferta'],
    hide_stock_amount: false,
    stock,
    trigger_stock_out: 10,
  };
  switch (kind) {
    case 'members-only':
      promotion.club_member_only = true;
      promotion.stamps = ['Exclusivo Sócio'];
      break;
    case 'low-stock':
      promotion.stock = rng.int(1, 9);
      break;
    case 'hidden-stock':
      promotion.hide_stock_amount = true;
      promotion.stock = rng.int(1, 9);
      break;
    case 'ending-soon': {
      const minutes = rng.int(2 * 60, 20 * 60);
      promotion.final_date = saoPauloIso(
        new Date(Math.floor(now.getTime() / 60_000) * 60_000 + minutes * 60_000),
      );
      promotion.stamps = ['Oferta Relâmpago'];
      break;
    }
    case 'inactive':
      promotion.active = false;
      promotion.stamps = [];
      break;
    case 'active':
      break;
  }
  return promotion;
}

const PENDURA_CYCLE = [
  'PENDURA_DEFAULT',
  'PENDURA_DEFAULT_NEW',
  'PENDURA_DEFAULT',
  'PENDURA_DEFAULT_NEW',
  'PENDURA_DEFAULT',
  'PENDURA_DEFAULT_NEW:off',
  'PENDURA_DEFAULT',
  'PENDURA_DEFAULT_NEW',
  'PENDURA_OTHER',
] as const;

function buildPendura(rng: Random, slot: (typeof PENDURA_CYCLE)[number]): PenduraPromotionRecord {
  if (slot === 'PENDURA_DEFAULT') {
    const preset = rng.pick([
      { discountFactor: 50, triggerDiscount: 2, quantityLimit: 12 },
      { discountFactor: 25, triggerDiscount: 4, quantityLimit: 12 },
      { discountFactor: 34, triggerDiscount: 3, quantityLimit: 9 },
    ]);
    return {
      type: slot,
      stampUrl: `/static/selos/pendura-leve-${preset.triggerDiscount}.png`,
      ...preset,
    };
  }
  if (slot === 'PENDURA_OTHER') {
    return {
      type: 'PENDURA_OTHER',
      discountFactor: 40,
      triggerDiscount: 2,
      quantityLimit: 4,
      stampUrl: '/static/selos/pendura-outro.png',
    };
  }
  // NEW: discount factor based on a price of two thirds of list price (SPEC §9); the ':off' slot has
  // a zero quantity limit, so its bypass is inactive (SPEC §4 Pendura).
  return {
    type: 'PENDURA_DEFAULT_NEW',
    discountFactor: 67,
    triggerDiscount: 3,
    quantityLimit: slot === 'PENDURA_DEFAULT_NEW:off' ? 0 : rng.pick([6, 9, 12]),
    stampUrl: '/static/selos/pendura-leve-3.png',
  };
}

function buildWine(
  rng: Random,
  spec: WineSpec,
  ctx: {
    code: string;
    guid: string;
    producer: ProducerSeed;
    producerSlugs: Map<ProducerSeed, string>;
    now: Date;
    index: number;
  },
): SeedProduct {
  const { country, grape, type, band } = spec;
  const region = regionFor(rng, spec, ctx.producer);
  const named = wineName(rng, spec, ctx.producer.name, region);
  const info = GRAPE_INFO[grape];
  const body =
    type === 'licoroso'
      ? 'Encorpado'
      : type === 'rose' || type === 'espumante' || type === 'frisante'
        ? 'Leve'
        : type === 'tinto' && band >= 4 && info.body === 'Médio'
          ? 'Encorpado'
          : info.body;

  // Prices: sale within the band where the producer's tier places it (pricing.ts), list 0–45 %
  // above, club 10–25 % under sale.
  const salePrice = salePriceOf(rng, band, producerTier(ctx.producer));
  const listPrice = rng.chance(0.35) ? salePrice : ceilTo90(salePrice / (1 - rng.int(5, 45) / 100));
  const clubPrice = Math.min(salePrice, roundTo10(salePrice * (1 - rng.int(10, 25) / 100)));

  const attributes: Record<string, string> = {
    PAIS: country.name,
    TIPO: WINE_TYPE_LABELS[type],
    MENUUVA: grapeLabel(grape, country.code),
    REGIAO: region,
    CLASSIFICACAO: named.classification,
    LVL_CORPO: body,
    PRODUTOR: ctx.producer.name,
    VOLUME: `${named.volumeMl} ml`,
    TEOR_ALCOOLICO: alcoholOf(rng, type),
  };
  if (named.vintage !== null) attributes.SAFRA = String(named.vintage);

  // Awards from the rating agencies (attributes PNT_<ABBR> = score).
  if (rng.chance(band >= 3 ? 0.55 : 0.2)) {
    const local = LOCAL_AGENCIES[country.code] ?? [];
    const pool: (readonly [string, number])[] = [
      ...local.map((abbr) => [abbr, 3] as const),
      ...GLOBAL_AGENCIES.map((abbr) => [abbr, 1] as const),
    ];
    const count = rng.int(1, band >= 3 ? 3 : 2);
    const chosen = new Set<string>();
    for (let i = 0; i < count * 3 && chosen.size < count; i += 1) chosen.add(rng.weighted(pool));
    for (const abbr of [...chosen].sort()) {
      attributes[`PNT_${abbr}`] = String(
        Math.min(100, rng.int(86 + Math.min(band, 4), 92 + Math.min(band, 5))),
      );
    }
  }
  if (ctx.index % 11 === 6) {
    attributes.CAMPANHA = rng.sample(CAMPAIGNS, rng.int(1, 2)).join(',');
  }

  const rated = rng.chance(0.9) ? ratingOf(rng, band) : null;
  let stock = rng.int(12, 480);
  let promotion: ProductPromotion | null = null;
  if (ctx.index % 7 === 3) {
    const cycle = Math.floor(ctx.index / 7);
    const kind = PROMOTION_KINDS[cycle % PROMOTION_KINDS.length] as PromotionKind;
    promotion = buildPromotion(rng, kind, ctx.now, stock);
    if (kind === 'low-stock' || kind === 'hidden-stock') stock = promotion.stock;
    if (cycle % 4 === 1) promotion.limit_per_unit = rng.pick([1, 2, 3, 6]);
  }
  const penduraPromotion =
    ctx.index % 23 === 5
      ? buildPendura(
          rng,
          PENDURA_CYCLE[
            Math.floor(ctx.index / 23) % PENDURA_CYCLE.length
          ] as (typeof PENDURA_CYCLE)[number],
        )
      : null;

  return {
    code: ctx.code,
    guid: ctx.guid,
    name: named.name,
    slug: '',
    brand: ctx.producer.name,
    producerSlug: ctx.producerSlugs.get(ctx.producer) ?? null,
    category: 'vinho',
    productType: 'Vinho',
    wineType: type,
    countryCode: country.code,
    countryName: country.name,
    region,
    grapes: [grape],
    vintage: named.vintage,
    volumeMl: named.volumeMl,
    description: tastingNotes(rng, type, body),
    listPrice,
    salePrice,
    clubPrice,
    available: true,
    stock,
    rating: rated?.rating ?? null,
    evaluations: rated?.evaluations ?? 0,
    attributes,
    promotion,
    penduraPromotion,
    kitSize: null,
    easyKit: false,
    inWine: true,
    inOutlet: false,
  };
}

const KIT_TYPE_WORDS: Record<WineType, (adjective: string) => string> = {
  tinto: (adjective) => `Vinhos ${adjective} Tintos`,
  branco: (adjective) => `Vinhos ${adjective} Brancos`,
  rose: (adjective) => `Vinhos ${adjective} Rosés`,
  espumante: (adjective) => `Espumantes ${adjective}`,
  frisante: (adjective) => `Frisantes ${adjective}`,
  licoroso: (adjective) => `Vinhos Licorosos ${adjective}`,
};

function buildKit(
  rng: Random,
  pools: Map<string, SeedProduct[]>,
  ctx: { size: number; easy: boolean; code: string; guid: string; now: Date; index: number },
): { product: SeedProduct; constituents: SeedConstituent[] } {
  const all = pools.get('all') ?? [];
  if (all.length === 0) throw new Error('Sem vinhos para montar kits');
  const anchor = rng.pick(all);
  const theme = rng.weighted([
    ['country-type', 50],
    ['type', 20],
    ['grape', 15],
    ['mixed', 15],
  ] as const);
  const type = anchor.wineType as WineType;
  const country = COUNTRIES.find((c) => c.code === anchor.countryCode) as CountryInfo;
  const grape = anchor.grapes[0] as Grape;
  let pool: SeedProduct[];
  let title: string;
  switch (theme) {
    case 'country-type':
      pool = pools.get(`c:${country.code}|t:${type}`) ?? all;
      title = KIT_TYPE_WORDS[type](country.adjective).replace(/\s+/g, ' ');
      break;
    case 'type':
      pool = pools.get(`t:${type}`) ?? all;
      title = KIT_TYPE_WORDS[type]('').replace(/\s+/g, ' ').trim();
      break;
    case 'grape':
      pool = pools.get(`g:${grape}`) ?? all;
      title = `Vinhos ${GRAPE_INFO[grape].label}`;
      break;
    case 'mixed':
      pool = all;
      title = `Vinhos ${rng.pick(['Mais Vendidos', 'do Mundo', 'Premiados', 'para o Dia a Dia', 'Seleção do Sommelier'])}`;
      break;
  }
  const options = (KIT_DISTINCT[ctx.size] ?? [ctx.size]).filter(
    (distinct) => distinct <= pool.length,
  );
  if (options.length === 0) {
    pool = all;
    options.push(
      ...(KIT_DISTINCT[ctx.size] ?? [ctx.size]).filter((distinct) => distinct <= all.length),
    );
  }
  const distinct = options.length > 0 ? rng.pick(options) : ctx.size;
  const members = rng.sample(pool, Math.min(distinct, pool.length));
  const quantities = members.map(() => Math.floor(ctx.size / members.length));
  for (let i = 0; quantities.reduce((sum, q) => sum + q, 0) < ctx.size; i += 1) {
    quantities[i % quantities.length] = (quantities[i % quantities.length] ?? 0) + 1;
  }
  const constituents = members.map((wine, i) => ({
    kitCode: ctx.code,
    productCode: wine.code,
    type: 'Vinho',
    quantity: quantities[i] as number,
  }));

  const list = members.reduce(
    (sum, wine, i) => sum + wine.listPrice * (quantities[i] as number),
    0,
  );
  const salePrice = Math.min(list, floorTo90(list * (1 - rng.int(15, 40) / 100)));
  const clubPrice = Math.min(salePrice, roundTo10(salePrice * (1 - rng.int(8, 15) / 100)));
  const same = <T>(values: T[]): T | null =>
    values.every((value) => value === values[0]) ? (values[0] ?? null) : null;
  const wineType = same(members.map((wine) => wine.wineType));
  const countryCode = same(members.map((wine) => wine.countryCode));
  const countryName = same(members.map((wine) => wine.countryName));
  const grapes = [...new Set(members.flatMap((wine) => wine.grapes))].sort();
  const attributes: Record<string, string> = { QUANTIDADE_GARRAFAS: String(ctx.size) };
  if (countryName) attributes.PAIS = countryName;
  if (wineType) attributes.TIPO = WINE_TYPE_LABELS[wineType];
  if (grapes.length === 1) attributes.MENUUVA = GRAPE_INFO[grapes[0] as Grape].label;
  const name = `${ctx.easy ? 'Kit Fácil' : 'Kit'} ${ctx.size} ${title}`;
  const names = members.map((wine) => wine.name);
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}` : names[0];
  const rated = rng.chance(0.5) ? ratingOf(rng, 2) : null;
  const stock = rng.int(5, 200);
  return {
    product: {
      code: ctx.code,
      guid: ctx.guid,
      name,
      slug: '',
      brand: 'Wine',
      producerSlug: null,
      category: 'kit',
      productType: 'Kit',
      wineType,
      countryCode,
      countryName,
      region: null,
      grapes,
      vintage: null,
      volumeMl: null,
      description: `Kit com ${ctx.size} garrafas selecionadas pelos nossos sommeliers. Inclui: ${listed}.`,
      listPrice: list,
      salePrice,
      clubPrice,
      available: true,
      stock,
      rating: rated?.rating ?? null,
      evaluations: rated?.evaluations ?? 0,
      attributes,
      promotion: ctx.index % 6 === 2 ? buildPromotion(rng, 'active', ctx.now, stock) : null,
      penduraPromotion: null,
      kitSize: ctx.size,
      easyKit: ctx.easy,
      inWine: true,
      inOutlet: ctx.index % 4 === 0,
    },
    constituents,
  };
}

/** Kits of one theme and size are told apart by a word of their own (one name, one kit). */
const KIT_NAME_WORDS = [
  'Seleção',
  'Descobertas',
  'Clássicos',
  'Especial',
  'Da Casa',
  'Ouro',
  'Prata',
];

function distinctKitName(name: string, taken: Set<string>): string {
  let distinct = name;
  for (let i = 0; taken.has(distinct); i += 1) {
    const word = KIT_NAME_WORDS[i % KIT_NAME_WORDS.length] as string;
    const round = Math.floor(i / KIT_NAME_WORDS.length);
    distinct = `${name} ${word}${round > 0 ? ` ${String(round + 1)}` : ''}`;
  }
  taken.add(distinct);
  return distinct;
}

/**
 * One name, one wine and one price (issue #34): a name drawn again gets an older vintage (a shop
 * holds several vintages of a label); a name without a vintage takes the first wine's prices.
 */
function distinctNames(wines: SeedProduct[]): void {
  const seen = new Map<string, SeedProduct>();
  for (const wine of wines) {
    const vintage = wine.vintage;
    if (seen.has(wine.name) && vintage !== null && wine.name.endsWith(` ${String(vintage)}`)) {
      const base = wine.name.slice(0, -String(vintage).length);
      for (let older = vintage - 1; older >= vintage - 20; older -= 1) {
        if (seen.has(`${base}${String(older)}`)) continue;
        wine.name = `${base}${String(older)}`;
        wine.vintage = older;
        wine.attributes.SAFRA = String(older);
        break;
      }
    }
    const first = seen.get(wine.name);
    if (!first) {
      seen.set(wine.name, wine);
      continue;
    }
    wine.salePrice = first.salePrice;
    wine.clubPrice = first.clubPrice;
    if (wine.listPrice > 0)
      wine.listPrice = first.listPrice > 0 ? first.listPrice : first.salePrice;
  }
}

/** Every rating agency appears on at least one wine (award rendering covers all 13). */
function ensureAgencies(wines: SeedProduct[], meta: { planned: boolean }[]): void {
  const present = new Set(
    wines.flatMap((wine) => Object.keys(wine.attributes).filter((key) => key.startsWith('PNT_'))),
  );
  let cursor = 0;
  for (const agency of RATING_AGENCIES) {
    const key = `PNT_${agency.abbreviation}`;
    if (present.has(key)) continue;
    const localCountry = Object.entries(LOCAL_AGENCIES).find(([, list]) =>
      list?.includes(agency.abbreviation),
    )?.[0];
    const target =
      wines.find(
        (wine, i) =>
          meta[i]?.planned && wine.countryCode === localCountry && !(key in wine.attributes),
      ) ?? wines[cursor % wines.length];
    cursor += 7;
    if (target) target.attributes[key] = String(88 + (cursor % 8));
  }
}

/**
 * The outlet's menu pages need products too: at least 3 sellable outlet wines per type, menu
 * grape, menu country and price band (flipping `inOutlet` on Wine-store wines where needed).
 */
function ensureOutletCoverage(wines: SeedProduct[]): void {
  const checks: ((wine: SeedProduct) => boolean)[] = [
    ...WINE_TYPES.map((type) => (wine: SeedProduct) => wine.wineType === type),
    ...MENU_GRAPES.map((grape) => (wine: SeedProduct) => wine.grapes.includes(grape)),
    ...MENU_COUNTRIES.map((country) => (wine: SeedProduct) => wine.countryCode === country),
    ...BAND_RANGES.map((_, band) => (wine: SeedProduct) => priceBandOf(wine.salePrice) === band),
  ];
  for (const matches of checks) {
    let have = wines.filter((wine) => wine.inOutlet && isSellable(wine) && matches(wine)).length;
    for (const wine of wines) {
      if (have >= 3) break;
      if (!wine.inOutlet && isSellable(wine) && matches(wine)) {
        wine.inOutlet = true;
        have += 1;
      }
    }
  }
}
