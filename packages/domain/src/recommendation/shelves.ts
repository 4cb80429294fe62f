/**
 * The shelves of the recommendation page (issue #34, SPEC §2 /recomendacao/): which wines each
 * shelf looks among (the catalogue's listing filters), its title explaining why in pt-BR, and the
 * listing it links to ('Ver todos').
 *
 * - From a taste (`personalShelves`): the favourite type and country together ('Porque você
 *   comprou tintos da Argentina'), the favourite grape ('Porque você favoritou vinhos Malbec'),
 *   and the favourite type in the favourite price band ('Tintos na sua faixa de preço, de R$ 60 a
 *   R$ 100'). The verb is the source that weighs most in the trait.
 * - Without one (a visitor, a customer with no wine in their history: `visitorShelves`): the best
 *   rated of each wine type.
 */
import {
  COUNTRIES,
  GRAPES,
  PRICE_BANDS,
  priceBandBounds,
  priceBandPhrase,
  WINE_TYPES,
  listingQuery,
  type CatalogueFilters,
  type Country,
  type Grape,
  type ListingFilters,
  type WineType,
} from '../catalogue.ts';
import { countryWithPreposition } from '../country-names.ts';
import { buildListingUrl } from '../urls-listing.ts';
import { RECOMMENDED_CATEGORIES, type TasteProfile, type TasteSource } from './taste-profile.ts';

export interface RecommendationShelf {
  /** Stable id: the page's section ids and the tests read it. */
  id: string;
  /** Why these wines, in pt-BR. */
  title: string;
  /** The catalogue's filters of the wines it looks among (wines only). */
  filters: CatalogueFilters;
  /** The listing with more of the same, best rated first. */
  href: string;
}

/** The page's texts (pt-BR). */
export const RECOMMENDATION_TEXTS = {
  title: 'Recomendados para você',
  personalIntro:
    'Escolhemos estes vinhos a partir dos seus pedidos, favoritos e Winelists. Nenhum deles é um vinho que você já comprou ou guardou.',
  visitorIntro:
    'Os vinhos mais bem avaliados de cada tipo. Entre na sua conta para ver recomendações feitas a partir dos seus pedidos, favoritos e Winelists.',
  noHistoryIntro:
    'Os vinhos mais bem avaliados de cada tipo. Quando você comprar, favoritar ou guardar vinhos nas suas Winelists, esta página passa a recomendar vinhos do seu gosto.',
  signIn: 'Entrar na minha conta',
  empty: 'Nenhum vinho disponível para recomendar no momento.',
} as const;

/** 'Porque você comprou …' / 'favoritou …' / 'guardou … nas suas Winelists'. */
export function becauseYou(source: TasteSource, what: string): string {
  switch (source) {
    case 'order':
      return `Porque você comprou ${what}`;
    case 'favourite':
      return `Porque você favoritou ${what}`;
    case 'winelist':
      return `Porque você guardou ${what} nas suas Winelists`;
  }
}

const WINES_ONLY = { categories: [...RECOMMENDED_CATEGORIES] };

function within<T extends string>(vocabulary: readonly { slug: T }[], key: string): T[] {
  return vocabulary.filter((entry) => entry.slug === key).map((entry) => entry.slug);
}

/** The all-wines listing with these filters (those its URL can carry), best rated first. */
function listingHref(filters: Partial<ListingFilters>): string {
  return buildListingUrl(listingQuery('wines', { filters, sort: 'rating' }));
}

/** Up to three shelves of a taste (none for a history without wine). */
export function personalShelves(profile: TasteProfile): RecommendationShelf[] {
  const shelves: RecommendationShelf[] = [];
  const [type] = profile.types;
  const [pair] = profile.typeCountries;
  if (pair) {
    shelves.push({
      id: 'tipo-e-pais',
      title: becauseYou(
        pair.source,
        `${pair.type.label.toLowerCase()} ${countryWithPreposition(pair.country.key, pair.country.label)}`,
      ),
      filters: { ...WINES_ONLY, wineTypes: [pair.type.key], countries: [pair.country.key] },
      href: listingHref({
        types: within<WineType>(WINE_TYPES, pair.type.key),
        countries: within<Country>(COUNTRIES, pair.country.key),
      }),
    });
  } else if (type) {
    shelves.push({
      id: 'tipo',
      title: becauseYou(type.source, type.label.toLowerCase()),
      filters: { ...WINES_ONLY, wineTypes: [type.key] },
      href: listingHref({ types: within<WineType>(WINE_TYPES, type.key) }),
    });
  }
  const [grape] = profile.grapes;
  if (grape) {
    shelves.push({
      id: 'uva',
      title: becauseYou(grape.source, `vinhos ${grape.label}`),
      filters: { ...WINES_ONLY, grapes: [grape.key] },
      href: listingHref({ grapes: within<Grape>(GRAPES, grape.key) }),
    });
  }
  const [band] = profile.priceBands;
  const priceBand = PRICE_BANDS.find((b) => b.slug === band?.key);
  if (priceBand) {
    const types = type ? [type.key] : [];
    shelves.push({
      id: 'faixa-de-preco',
      title: `${type ? type.label : 'Vinhos'} na sua faixa de preço, ${priceBandPhrase(priceBand)}`,
      filters: {
        ...WINES_ONLY,
        ...(type ? { wineTypes: types } : {}),
        ...priceBandBounds(priceBand.slug),
      },
      href: listingHref({
        types: type ? within<WineType>(WINE_TYPES, type.key) : [],
        priceBand: priceBand.slug,
      }),
    });
  }
  return shelves;
}

/** The best rated of each wine type (a visitor, or a customer without wine in their history). */
export function visitorShelves(): RecommendationShelf[] {
  return WINE_TYPES.map((type) => ({
    id: `tipo-${type.slug}`,
    title: `${type.label} mais bem avaliados`,
    filters: { ...WINES_ONLY, wineTypes: [type.slug] },
    href: listingHref({ types: [type.slug] }),
  }));
}
