/**
 * The sections of my account (SPEC §2 route /minha-wine; `/minha-wine#/notificacoes` names the
 * notification preferences). The section lives in the URL hash as `#/{id}`, so each one is a real
 * link, survives a reload and takes part in back/forward. The server never sees the hash: it
 * renders the default section, and the browser switches after hydration. A section may carry a
 * path of its own after its id ('#/pedidos/{orderNumber}', issue #13): it names the same section.
 */
import { ROUTES } from './urls';

export const ACCOUNT_SECTIONS = [
  { id: 'dados', label: 'Meus dados' },
  { id: 'pedidos', label: 'Meus pedidos' },
  { id: 'enderecos', label: 'Endereços' },
  { id: 'cartoes', label: 'Cartões' },
  { id: 'favoritos', label: 'Favoritos' },
  { id: 'winelists', label: 'Winelists' },
  { id: 'notificacoes', label: 'Notificações' },
  { id: 'privacidade', label: 'Privacidade' },
] as const;

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

export const DEFAULT_SECTION: AccountSectionId = 'dados';

const SECTION_IDS = new Set<string>(ACCOUNT_SECTIONS.map((section) => section.id));

function isSectionId(value: string): value is AccountSectionId {
  return SECTION_IDS.has(value);
}

/**
 * The section a URL hash names: '#/enderecos' → 'enderecos'. A missing slash ('#enderecos'), a
 * trailing slash, a query after the id and letter case are tolerated; anything else (an empty
 * hash, an unknown name) is the default section, 'Meus dados'.
 */
export function sectionFromHash(hash: string): AccountSectionId {
  const id = hash.replace(/^#/, '').replace(/^\/+/, '').split(/[/?]/)[0]?.toLowerCase();
  return id !== undefined && isSectionId(id) ? id : DEFAULT_SECTION;
}

/** The link to a section: '/minha-wine#/enderecos'. The default section is '/minha-wine#/dados'. */
export function sectionHref(id: AccountSectionId): string {
  return `${ROUTES.myAccount}#/${id}`;
}

export function sectionLabel(id: AccountSectionId): string {
  return ACCOUNT_SECTIONS.find((section) => section.id === id)?.label ?? '';
}

/**
 * The pages of my account beside its sections (issue #15), each at its own address
 * (SPEC §2 /minha-wine/clubew, /minha-wine/indique, /recomendacao/): the same navigation links to
 * them.
 */
export const ACCOUNT_PAGES = [
  { id: 'assinaturas', label: 'Minhas assinaturas', href: ROUTES.clubList },
  { id: 'indique', label: 'Indique e ganhe', href: ROUTES.referFriends },
  /** Issue #34: wines chosen from the customer's orders, favourites and Winelists. */
  { id: 'recomendacao', label: 'Recomendados para você', href: ROUTES.recommendation },
] as const;

export type AccountPageId = (typeof ACCOUNT_PAGES)[number]['id'];

/** Every entry of the account navigation: the sections (hash links), then the pages. */
export const ACCOUNT_NAV: readonly {
  id: AccountSectionId | AccountPageId;
  label: string;
  href: string;
}[] = [
  ...ACCOUNT_SECTIONS.map((section) => ({ ...section, href: sectionHref(section.id) })),
  ...ACCOUNT_PAGES,
];
