/**
 * Favourites and Winelists (issue #16; SPEC §3 Winelist and Favorites, §4 wishlist actions, §5
 * "Winelist name: max 30 characters; an empty name is not submitted", "A product already in a
 * winelist cannot be added again"; ADR 0027 for the limits, the vintage rule and the alerts).
 */
import { WINELIST_NAME_MAX } from '../constants.ts';
import type { Centavos } from '../money.ts';
import {
  normalizeWinelistName,
  validateWinelistName,
  WINELIST_NAME_TEXTS,
} from '../validation/winelist-name.ts';

export { WINELIST_NAME_MAX };
/** ADR 0027: limits that keep one customer's lists bounded (not in the spec). */
export const WINELISTS_PER_CUSTOMER_MAX = 50;
export const WINELIST_ITEMS_MAX = 500;
export const WISHLIST_ITEMS_MAX = 500;
export const ALERTS_PER_CUSTOMER_MAX = 200;
/** SPEC §2 'Dê um nome à sua Winelist': the name input's default. */
export const WINELIST_DEFAULT_NAME = 'Sua Winelist';

export const WINELIST_TEXTS = {
  nameRequired: WINELIST_NAME_TEXTS.required,
  nameTooLong: WINELIST_NAME_TEXTS.tooLong,
  alreadyAdded: 'Produto já adicionado',
  notFound: 'Winelist não encontrada.',
  productNotFound: 'Produto não encontrado.',
  notInList: 'Produto não está nesta Winelist.',
  notInWishlist: 'Produto não está nos seus favoritos.',
  sharedNotFound: 'Esta Winelist não existe ou não está mais compartilhada.',
  tooManyLists: `Você pode ter no máximo ${String(WINELISTS_PER_CUSTOMER_MAX)} Winelists.`,
  tooManyItems: `Uma Winelist pode ter no máximo ${String(WINELIST_ITEMS_MAX)} produtos.`,
  tooManyFavourites: `Você pode ter no máximo ${String(WISHLIST_ITEMS_MAX)} favoritos.`,
  tooManyAlerts: `Você pode ter no máximo ${String(ALERTS_PER_CUSTOMER_MAX)} alertas.`,
  alreadyAlerted: 'Você já tem este alerta.',
  alertNotFound: 'Alerta não encontrado.',
  listIdRequired: 'Informe a Winelist.',
  alertKind: "Informe o tipo do alerta: 'PRICE_DROP' ou 'BACK_IN_STOCK'.",
} as const;

export type WinelistNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** SPEC §5: trimmed, not empty, at most 30 characters (counted as the customer sees them). */
export function checkWinelistName(raw: string): WinelistNameCheck {
  const message = validateWinelistName(raw);
  return message === null ? { ok: true, name: normalizeWinelistName(raw) } : { ok: false, message };
}

/** SPEC §2 'Incluir na Winelist': '1 Produto', 'N Produtos', '0 Produtos'. */
export function productCountText(count: number): string {
  return count === 1 ? '1 Produto' : `${String(count)} Produtos`;
}

/** SPEC §5: a product already in the list cannot be added again ('Produto já adicionado'). */
export function canAddToList(
  skus: readonly string[],
  sku: string,
  max = WINELIST_ITEMS_MAX,
): { ok: true } | { ok: false; conflict: boolean; message: string } {
  if (skus.includes(sku))
    return { ok: false, conflict: true, message: WINELIST_TEXTS.alreadyAdded };
  if (skus.length >= max)
    return { ok: false, conflict: false, message: WINELIST_TEXTS.tooManyItems };
  return { ok: true };
}

// ---- Vintages (issue #16: "when a listed vintage is gone and another is on sale") ----

/** The wine's name without its vintage year (a standalone 19xx/20xx), case and spaces folded. */
export function wineNameWithoutVintage(name: string): string {
  return name
    .replace(/(^|\s)(19|20)\d{2}(?=\s|$)/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('pt-BR');
}

export interface VintageCandidate {
  id: number;
  name: string;
  producerId: number | null;
  category: string;
  vintage: number | null;
  available: boolean;
}

/**
 * ADR 0027: another vintage of the same wine is a product of the same producer and category whose
 * name without the year is the same, with a different vintage; the newest available one wins. A
 * listed product that is still available has none.
 */
export function otherVintageOf<T extends VintageCandidate>(
  listed: VintageCandidate,
  candidates: readonly T[],
): T | null {
  if (listed.available || listed.producerId === null) return null;
  const key = wineNameWithoutVintage(listed.name);
  let best: T | null = null;
  for (const candidate of candidates) {
    if (
      candidate.id === listed.id ||
      !candidate.available ||
      candidate.producerId !== listed.producerId ||
      candidate.category !== listed.category ||
      candidate.vintage === null ||
      candidate.vintage === listed.vintage ||
      wineNameWithoutVintage(candidate.name) !== key
    ) {
      continue;
    }
    if (!best || (best.vintage ?? 0) < candidate.vintage) best = candidate;
  }
  return best;
}

// ---- Alerts (issue #16: one e-mail per change, never twice) ----

export const PRODUCT_ALERT_KINDS = ['PRICE_DROP', 'BACK_IN_STOCK'] as const;
export type ProductAlertKind = (typeof PRODUCT_ALERT_KINDS)[number];

export interface AlertState {
  id: number;
  kind: ProductAlertKind;
  /** PRICE_DROP: what the customer paid when the alert was set. */
  priceAtSignup: Centavos | null;
  /** BACK_IN_STOCK: when the product was last seen unavailable (ISO), null while it is on sale. */
  unavailableSince: string | null;
}

export interface ProductObservation {
  available: boolean;
  /** What this customer pays now (customerPrice). */
  price: Centavos;
}

export type AlertStep =
  | { action: 'none' }
  /** Remember that the product is unavailable (the next availability is a change). */
  | { action: 'watch'; unavailableSince: string }
  /** Queue one e-mail; the change key is unique, so the same change never sends twice. */
  | { action: 'notify'; changeKey: string; clearUnavailable: boolean };

export function priceDropChangeKey(alertId: number, price: Centavos): string {
  return `PRICE_DROP:${String(alertId)}:${String(price)}`;
}

export function backInStockChangeKey(alertId: number, unavailableSince: string): string {
  return `BACK_IN_STOCK:${String(alertId)}:${unavailableSince}`;
}

/**
 * What the alert job does with one alert. PRICE_DROP: the product is on sale below the price at
 * signup; each new lower price is one change (the key carries the price). BACK_IN_STOCK: the
 * product is on sale after being seen unavailable; each stock-out is one change (the key carries
 * when it was first seen unavailable).
 */
export function alertStep(alert: AlertState, product: ProductObservation, now: Date): AlertStep {
  if (alert.kind === 'PRICE_DROP') {
    if (!product.available || alert.priceAtSignup === null) return { action: 'none' };
    return product.price < alert.priceAtSignup
      ? {
          action: 'notify',
          changeKey: priceDropChangeKey(alert.id, product.price),
          clearUnavailable: false,
        }
      : { action: 'none' };
  }
  if (!product.available) {
    return alert.unavailableSince === null
      ? { action: 'watch', unavailableSince: now.toISOString() }
      : { action: 'none' };
  }
  if (alert.unavailableSince === null) return { action: 'none' };
  return {
    action: 'notify',
    changeKey: backInStockChangeKey(alert.id, alert.unavailableSince),
    clearUnavailable: true,
  };
}
