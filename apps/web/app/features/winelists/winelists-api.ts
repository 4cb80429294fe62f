/**
 * The REST calls of favourites and Winelists (SPEC §7, contract `winelists.ts`), through the one
 * remote-call wrapper (lib/rpc: CSRF header, pt-BR `RequestError`, the session-gone reload).
 */
import type {
  ProductAlertDto,
  ProductAlertKind,
  SharedWinelistDto,
  WinelistDto,
  WinelistIndicationDto,
  WishlistDto,
} from '@adega/server/contract';
import { api } from '../../lib/rpc';

const LISTS = '/api/v1/winelist';
const WISHLIST = '/api/v1/me/wishlist/items';
const ALERTS = '/api/v1/me/alerts';
const id = (value: string) => encodeURIComponent(value);

export const winelistsApi = {
  lists: () => api<WinelistDto[]>('GET', `${LISTS}/`),
  list: (listId: string) => api<WinelistDto>('GET', `${LISTS}/${id(listId)}`),
  create: (name: string) => api<WinelistDto>('POST', `${LISTS}/`, { name }),
  rename: (listId: string, name: string) =>
    api<WinelistDto>('PUT', `${LISTS}/${id(listId)}`, { name }),
  remove: (listId: string) => api<unknown>('DELETE', `${LISTS}/${id(listId)}`),
  addSku: (listId: string, sku: string) =>
    api<WinelistDto>('POST', `${LISTS}/${id(listId)}/sku`, { sku }),
  removeSku: (listId: string, sku: string) =>
    api<WinelistDto>('DELETE', `${LISTS}/${id(listId)}/sku/${id(sku)}`),
  share: (winelistId: string) =>
    api<WinelistIndicationDto>('POST', `${LISTS}/indication`, { winelistId }),
  shared: (token: string) => api<SharedWinelistDto>('GET', `${LISTS}/shared/${id(token)}`),

  wishlist: () => api<WishlistDto>('GET', WISHLIST),
  favourite: (sku: string) => api<WishlistDto>('POST', WISHLIST, { sku }),
  unfavourite: (sku: string) => api<WishlistDto>('DELETE', `${WISHLIST}/${id(sku)}`),

  alerts: () => api<ProductAlertDto[]>('GET', ALERTS),
  addAlert: (sku: string, kind: ProductAlertKind) =>
    api<ProductAlertDto>('POST', ALERTS, { sku, kind }),
  removeAlert: (sku: string, kind: ProductAlertKind) =>
    api<unknown>('DELETE', `${ALERTS}/${id(sku)}/${kind}`),
};
