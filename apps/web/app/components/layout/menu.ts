/**
 * Arranges the header menu data of `@adega/domain/urls` (SPEC §2 "Header menu") into the groups
 * the header shows: the club section, the store section (with its columns) and plain links.
 * URLs and the outlet's reduced set come from the domain; nothing here builds a URL.

 */
import { headerMenu, type MenuLink, type MenuSection } from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';

export type { MenuLink, MenuSection };

export interface HeaderNav {
  home: MenuSection | null;
  /** Club menu (Wine only; SPEC §6 hides it in the outlet). */
  club: MenuSection | null;
  /** The store entry ('/loja-vinhos', or '/' in the outlet) … */
  store: MenuSection | null;
  /** … and its columns: price, type, grape, country, kits, other categories. */
  storeColumns: MenuSection[];
  /** Top-level links after the store: producers, outlet explainer, stores, help. */
  links: MenuSection[];
}

const STORE_COLUMN_IDS = ['preco', 'tipo', 'uva', 'pais', 'kits', 'outros'];

/** The menu depends on the store alone: built once per store, not on every page (issue #19). */
const navByStore = new Map<Store, HeaderNav>();

export function headerNav(store: Store): HeaderNav {
  let nav = navByStore.get(store);
  if (!nav) {
    nav = buildHeaderNav(store);
    navByStore.set(store, nav);
  }
  return nav;
}

function buildHeaderNav(store: Store): HeaderNav {
  const sections = headerMenu(store);
  const byId = (id: string) => sections.find((section) => section.id === id) ?? null;
  const grouped = new Set(['inicio', 'clube', 'loja', ...STORE_COLUMN_IDS]);
  return {
    home: byId('inicio'),
    club: byId('clube'),
    store: byId('loja'),
    storeColumns: STORE_COLUMN_IDS.map(byId).filter((s): s is MenuSection => s !== null),
    links: sections.filter((section) => !grouped.has(section.id)),
  };
}

/** Paths of the header menu's pages, without the filter-panel variants (same page, other params). */
export function menuPagePaths(store: Store): string[] {
  const nav = headerNav(store);
  const sections = [nav.home, nav.club, nav.store, ...nav.storeColumns, ...nav.links].filter(
    (section) => section !== null,
  );
  return sections.flatMap((section) => [section.href, ...section.links.map((link) => link.href)]);
}
