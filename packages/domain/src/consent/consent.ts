/**
 * Cookie consent (SPEC §3 "Consent statuses: a map of category name to boolean, with an
 * 'Essential' category"; issue #17, ADR 0029). The categories, what each one allows, the cookies
 * the browser keeps and how the consent cookie is written and read: one definition for the gate,
 * the consent dialog, the tracking client and the server's ledger.
 */

/** 'Essential' is always on; every other category is off until the visitor turns it on. */
export const CONSENT_CATEGORIES = ['Essential', 'Analytics', 'Marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'Essential'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['Analytics', 'Marketing'];

export type ConsentStatuses = Readonly<Record<ConsentCategory, boolean>>;

/** Who a choice belongs to: the signed-in customer, else the visitor's browser. */
export interface ConsentSubject {
  customerId: number | null;
  visitorId: string | null;
}

/** Version of the consent texts (dialog, cookie policy); recorded with every ledger row. */
export const CONSENT_TEXT_VERSION = '2026-11-cookies-1';

export const CONSENT_CATEGORY_TEXTS: Readonly<
  Record<ConsentCategory, { title: string; description: string }>
> = {
  Essential: {
    title: 'Essenciais',
    description:
      'Necessários para o site funcionar: confirmação de idade, login, WineBox, checkout e segurança. Não podem ser desligados.',
  },
  Analytics: {
    title: 'Desempenho e análise',
    description:
      'Medem como o site é usado (páginas vistas, buscas, produtos adicionados) para melhorarmos a loja. Enviados ao nosso serviço de relacionamento com clientes.',
  },
  Marketing: {
    title: 'Marketing e publicidade',
    description:
      'Permitem medir campanhas e anúncios e atribuir instalações e compras do aplicativo. Enviados ao nosso serviço de atribuição de mídia.',
  },
};

/** Before any choice: only the essential cookies. */
export const ESSENTIAL_ONLY: ConsentStatuses = {
  Essential: true,
  Analytics: false,
  Marketing: false,
};
export const ALL_ACCEPTED: ConsentStatuses = { Essential: true, Analytics: true, Marketing: true };

/** Builds statuses from any choice: 'Essential' is forced on, unknown keys are dropped. */
export function consentStatuses(
  choice: Partial<Record<string, unknown>> | null | undefined,
): ConsentStatuses {
  return {
    Essential: true,
    Analytics: choice?.Analytics === true,
    Marketing: choice?.Marketing === true,
  };
}

/** SPEC §4 cookie modal: "not all non-essential categories are accepted". */
export function allOptionalAccepted(statuses: ConsentStatuses): boolean {
  return OPTIONAL_CATEGORIES.every((category) => statuses[category]);
}

export function anyOptionalAccepted(statuses: ConsentStatuses): boolean {
  return OPTIONAL_CATEGORIES.some((category) => statuses[category]);
}

export function sameStatuses(a: ConsentStatuses, b: ConsentStatuses): boolean {
  return CONSENT_CATEGORIES.every((category) => a[category] === b[category]);
}

// ---- Cookies kept by the browser ----

/** SPEC §9: the legal-age cookie, 3650 days, Secure over HTTPS. Written by the gate. */
export const LEGAL_AGE_COOKIE = 'adega_maioridade';
/** SPEC §9: the cookie-policy modal's dismissal, 365 days. */
export const COOKIE_MODAL_DISMISSED_COOKIE = 'adega_cookies_dispensado';
/**
 * The visitor's current choice, readable by the page (the tracking client and the modals decide
 * from it without a call). Written by the server when the ledger records a choice (PUT
 * /api/v1/consent) and at sign-in; the ledger, not this cookie, is the record. 365 days.
 */
export const CONSENT_COOKIE = 'adega_consentimento';
export const CONSENT_COOKIE_DAYS = 365;
/**
 * The anonymous visitor's id (HttpOnly, set by the server with the first consent choice or the
 * first event): it ties the ledger rows and the events of a browser together, and to the customer
 * at sign-in. Essential (it is the proof of consent). 365 days.
 */
export const VISITOR_COOKIE = 'adega_visitante';
export const VISITOR_COOKIE_DAYS = 365;
/** sessionStorage key: when the cookie-policy modal launches next (SPEC §4, per session). */
export const COOKIE_MODAL_NEXT_LAUNCH_KEY = 'adega:cookie-modal-next';

/**
 * The consent cookie's value: `v=<text version>&a=<0|1>&m=<0|1>` (URL-encoded by the writer).
 * Only the two optional categories are written; Essential is implied.
 */
export function serializeConsentCookie(
  statuses: ConsentStatuses,
  version: string = CONSENT_TEXT_VERSION,
): string {
  return `v=${version}&a=${statuses.Analytics ? 1 : 0}&m=${statuses.Marketing ? 1 : 0}`;
}

/** Reads the consent cookie's value; null when absent or unreadable (= no choice yet). */
export function parseConsentCookie(
  value: string | null | undefined,
): { statuses: ConsentStatuses; version: string } | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  for (const part of decoded.split('&')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at), part.slice(at + 1));
  }
  const a = fields.get('a');
  const m = fields.get('m');
  const v = fields.get('v');
  if (!v || (a !== '0' && a !== '1') || (m !== '0' && m !== '1')) return null;
  return { statuses: { Essential: true, Analytics: a === '1', Marketing: m === '1' }, version: v };
}

/** The value of one cookie in a `Cookie` header or `document.cookie`; null when absent. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The statuses a browser's cookies say (no consent cookie: essential only). */
export function consentFromCookies(cookieHeader: string | null | undefined): ConsentStatuses {
  return parseConsentCookie(cookieValue(cookieHeader, CONSENT_COOKIE))?.statuses ?? ESSENTIAL_ONLY;
}

/** Where a consent choice was made (recorded with each ledger row). */
export const CONSENT_SOURCES = ['gate', 'cookie-modal', 'dialog', 'account', 'sign-in'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
