/**
 * Favourites and Winelists between the storefront and the server (issue #16, SPEC §3 Winelist and
 * Favorites, §7 the `/api/v1/winelist…` and `/api/v1/me/wishlist/items…` calls). Every call but
 * the shared list needs a logged customer (SPEC §6): a visitor gets 401; another customer's list
 * is 404 and nothing changes. Ids travel as strings (SPEC §5); money in reais (ADR 0004), the
 * fields each answer declares as money below (ADR 0051: the server computes in centavos).
 */
import type { MoneyFields } from '@adega/domain/money-json';
import type { ProductCardDto } from './catalog.ts';

/** A product as a list shows it. */
export interface WinelistProductDto extends ProductCardDto {
  /** The price the customer pays now, reais (member price for subscribers). */
  price: number;
  /** The list price, reais (for the strike-through). */
  listPrice: number;
  available: boolean;
  /** When it was added to the list, ISO 8601. */
  addedAt: string;
  /**
   * Issue #16: this vintage is no longer sold but another vintage of the same wine is: that one
   * ('Nova safra disponível'); null otherwise.
   */
  otherVintage: { sku: string; name: string; href: string } | null;
}

/** The money fields of the answers that list products. */
export const WINELIST_MONEY: MoneyFields<WinelistDto & WishlistDto & SharedWinelistDto> = {
  items: { price: true, listPrice: true },
};

/**
 * SPEC §3 Winelist (id, name, skus). `GET /api/v1/winelist` answers the customer's lists, newest
 * first, without `items`; `GET /api/v1/winelist/{id}` and the mutations answer one list with its
 * items. The favourites are not a Winelist row: they come from `/api/v1/me/wishlist/items`.
 */
export interface WinelistDto {
  id: string;
  /** 1–30 characters, trimmed (SPEC §5). */
  name: string;
  skus: string[];
  /** skus.length, for '1 Produto', 'N Produtos', '0 Produtos'. */
  count: number;
  /** The public share link once the list was recommended (`indication`), else null. */
  shareUrl: string | null;
  updatedAt: string;
  items?: WinelistProductDto[];
}

/** `GET /api/v1/me/wishlist/items` — SPEC §3 Favorites (wishlist items: sku), newest first. */
export interface WishlistDto {
  skus: string[];
  count: number;
  items: WinelistProductDto[];
}

/** `POST /api/v1/winelist/indication {winelistId}`: the list's public, read-only share link. */
export interface WinelistIndicationDto {
  winelistId: string;
  /** '{PUBLIC_URL}/winelist/{token}' — from configuration, never from the request. */
  shareUrl: string;
}

/** The public read-only list behind a share link (`GET /api/v1/winelist/shared/{token}`). */
export interface SharedWinelistDto {
  name: string;
  /** The owner's first name only. */
  owner: string;
  count: number;
  items: WinelistProductDto[];
}

export type ProductAlertKind = 'PRICE_DROP' | 'BACK_IN_STOCK';

/** `GET/POST /api/v1/me/alerts`, `DELETE /api/v1/me/alerts/{sku}/{kind}` (issue #16 alerts). */
export interface ProductAlertDto {
  sku: string;
  kind: ProductAlertKind;
  /** The price when the alert was set (PRICE_DROP), reais. */
  priceAtSignup: number | null;
  createdAt: string;
}

export const PRODUCT_ALERT_MONEY: MoneyFields<ProductAlertDto> = { priceAtSignup: true };
