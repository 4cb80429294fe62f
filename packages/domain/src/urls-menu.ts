/**
 * The header menu of SPEC §2 "Header menu" (labels are ours: the spec gives none), reduced in the
 * outlet (SPEC §6).
 */
import { KIT_SIZES } from './constants.ts';
import type { Store } from './enums.ts';
import {
  CODED_CATEGORIES,
  COUNTRIES,
  GRAPES,
  PRICE_BANDS,
  WINE_TYPES,
  isListingAvailable,
  type FilterFocus,
} from './catalogue.ts';
import {
  allWinesUrl,
  categoryUrl,
  countryUrl,
  grapeUrl,
  kitUrl,
  priceBandUrl,
  producerUrl,
  wineTypeUrl,
} from './urls-listing.ts';
import { CLUB_BOX_LINES, ROUTES, clubBoxUrl, storeUrl } from './urls-routes.ts';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuSection {
  id: string;
  label: string;
  href: string;
  links: MenuLink[];
}

/**
 * The header menu of a store. The outlet shows a reduced set: no club menu, producers, easy kits
 * or physical stores (SPEC §6), its store link is '/', and it adds beers and accessories. The
 * physical stores and the help centre are pages of the store (issue #34: `/lojas`, `/ajuda`).
 */
export function headerMenu(store: Store): MenuSection[] {
  const wine = store === 'WINE';
  const sections: MenuSection[] = [{ id: 'inicio', label: 'Início', href: ROUTES.home, links: [] }];
  if (wine) {
    sections.push({
      id: 'clube',
      label: 'Clube Wine',
      href: ROUTES.club,
      links: [
        { label: 'Conheça o clube', href: ROUTES.clubHome },
        { label: 'Indique e ganhe', href: ROUTES.referFriends },
        { label: 'WineYou', href: ROUTES.wineYou },
        ...CLUB_BOX_LINES.map((line) => ({ label: line.label, href: clubBoxUrl(line.slug) })),
        { label: 'WineBox do seu jeito', href: ROUTES.customBox },
      ],
    });
  }
  sections.push(
    {
      id: 'loja',
      label: 'Loja',
      href: storeUrl(store),
      links: [{ label: 'Todos os vinhos', href: allWinesUrl() }],
    },
    facetSection('preco', 'Preço', PRICE_BANDS, priceBandUrl),
    facetSection('tipo', 'Tipo', WINE_TYPES, wineTypeUrl),
    facetSection('uva', 'Uva', GRAPES, grapeUrl),
    facetSection('pais', 'País', COUNTRIES, countryUrl),
    {
      id: 'kits',
      label: 'Kits',
      href: allWinesUrl('kits'),
      links: [
        ...KIT_SIZES.map((size) => ({ label: `Kit ${size} vinhos`, href: kitUrl(size) })),
        ...(wine ? [{ label: 'Kits fáceis', href: ROUTES.easyKits }] : []),
      ],
    },
  );
  if (wine) {
    sections.push({
      id: 'produtores',
      label: 'Produtores parceiros',
      href: producerUrl(),
      links: [],
    });
  }
  sections.push(
    {
      id: 'outros',
      label: 'Mais produtos',
      href: storeUrl(store),
      links: CODED_CATEGORIES.filter(
        (c) => c.category !== 'wines' && isListingAvailable(c.category, store),
      ).map((c) => ({ label: c.label, href: categoryUrl(c.category) })),
    },
    { id: 'outlet', label: 'Entenda o Outlet', href: ROUTES.outletExplainer, links: [] },
  );
  if (wine) {
    sections.push({ id: 'lojas', label: 'Lojas físicas', href: ROUTES.physicalStores, links: [] });
  }
  sections.push({ id: 'ajuda', label: 'Central de ajuda', href: ROUTES.help, links: [] });
  return sections;
}

/** The Bar & Gourmet categories (SPEC §3 banner position BAR_GOURMET): drinks and delicacies. */
const BAR_GOURMET_CATEGORIES = [
  'spirits',
  'ciders',
  'beers',
  'olive-oils',
  'gourmet',
  'accessories',
];

/**
 * The mobile menu's Bar & Gourmet section (SPEC §7 flag `bar_and_gourmet_mobile_menu`): the
 * store's bar and gourmet categories.
 */
export function barGourmetSection(store: Store): MenuSection {
  return {
    id: 'bar-gourmet',
    label: 'Bar & Gourmet',
    href: categoryUrl('spirits'),
    links: CODED_CATEGORIES.filter(
      (c) => BAR_GOURMET_CATEGORIES.includes(c.category) && isListingAvailable(c.category, store),
    ).map((c) => ({ label: c.label, href: categoryUrl(c.category) })),
  };
}

/** A column of one filter of the wines: all wines with that filter open, and a link per option. */
function facetSection<Slug extends string>(
  id: FilterFocus,
  label: string,
  options: readonly { slug: Slug; label: string }[],
  urlOf: (slug: Slug) => string,
): MenuSection {
  return {
    id,
    label,
    href: allWinesUrl(id),
    links: options.map((option) => ({ label: option.label, href: urlOf(option.slug) })),
  };
}
