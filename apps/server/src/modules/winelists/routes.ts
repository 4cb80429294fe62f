/**
 * Favourites and Winelists over HTTP (SPEC §7, issue #16): the `/api/v1/winelist…` and
 * `/api/v1/me/wishlist/items…` calls, the public shared list and the product alerts. Every call
 * but the shared list needs a logged customer (401 otherwise, before the body is read); ids travel
 * as strings (SPEC §5) and an id that no list of this customer has is 404.
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import {
  PRODUCT_ALERT_KINDS,
  WINELIST_NAME_MAX,
  WINELIST_TEXTS,
} from '@adega/domain/winelists/rules';
import { isPossibleRowId, noInput } from '../../http/input.ts';
import {
  defineCustomerRead,
  defineCustomerCall,
  defineOperation,
  reply,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { addItemInput } from '../cart/routes.ts';
import { PRODUCT_ALERT_MONEY, WINELIST_MONEY } from '../../contract/winelists.ts';
import type { WinelistsService } from './service.ts';

const sku = addItemInput.shape.sku;

/** A list id as the client sends it: a string of digits (or a number). */
const listId = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: WINELIST_TEXTS.listIdRequired })
    .trim()
    .regex(/^[0-9]{1,10}$/, { error: WINELIST_TEXTS.notFound })
    .transform(Number),
);

/** Trimmed by the domain; the schema only bounds the raw text (spaces around are allowed). */
const name = z
  .string({ error: WINELIST_TEXTS.nameRequired })
  .max(WINELIST_NAME_MAX * 4, { error: WINELIST_TEXTS.nameTooLong });

export const winelistNameInput = z.object({ name }).strict();
export const winelistSkuInput = z.object({ sku }).strict();
export const indicationInput = z.object({ winelistId: listId }).strict();
export const alertInput = z
  .object({ sku, kind: z.enum(PRODUCT_ALERT_KINDS, { error: WINELIST_TEXTS.alertKind }) })
  .strict();

const idParam = z.object({ id: z.string().max(64) });
const listSkuParams = z.object({ list: z.string().max(64), sku: z.string().max(200) });
const skuParam = z.object({ sku: z.string().max(200) });
const alertParams = z.object({ sku: z.string().max(200), kind: z.string().max(64) });

/** A path id that no list can have is simply not found (404, like another customer's). */
function pathId(raw: string): number {
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!isPossibleRowId(id)) throw new AppError('NOT_FOUND', WINELIST_TEXTS.notFound);
  return id;
}

function pathSku(raw: string, message: string): string {
  const parsed = sku.safeParse(raw);
  if (!parsed.success) throw new AppError('NOT_FOUND', message);
  return parsed.data;
}

function bodyId(id: number): number {
  if (!isPossibleRowId(id)) throw new AppError('NOT_FOUND', WINELIST_TEXTS.notFound);
  return id;
}

const ignored = { input: () => ({}) };
const params = { input: (request: { params: Record<string, string> }) => request.params };

export function winelistsModule(service: WinelistsService): HttpModule {
  const { lists, alerts } = service;
  const list = defineCustomerCall({
    name: 'winelistList',
    money: WINELIST_MONEY,
    input: noInput,
    call: (_input, customerId, { store }) => lists.list(store, customerId),
  });
  const create = defineCustomerCall({
    name: 'winelistCreate',
    money: WINELIST_MONEY,
    input: winelistNameInput,
    call: async (input, customerId, { store }) =>
      reply(await lists.create(store, customerId, input.name), 201),
  });
  const get = defineCustomerCall({
    name: 'winelistGet',
    money: WINELIST_MONEY,
    input: idParam,
    call: (input, customerId, { store }) => lists.get(store, customerId, pathId(input.id)),
  });
  const rename = defineCustomerCall({
    name: 'winelistRename',
    money: WINELIST_MONEY,
    input: winelistNameInput,
    call: (input, customerId, { store, c }) =>
      lists.rename(store, customerId, pathId(c.req.param('id') ?? ''), input.name),
  });
  const remove = defineCustomerCall({
    name: 'winelistDelete',
    input: idParam,
    call: async (input, customerId, { c }) => {
      await lists.remove(customerId, pathId(input.id));
      return c.body(null, 204);
    },
  });
  const addSku = defineCustomerCall({
    name: 'winelistAddSku',
    money: WINELIST_MONEY,
    input: winelistSkuInput,
    call: (input, customerId, { store, c }) =>
      lists.addSku(store, customerId, pathId(c.req.param('id') ?? ''), input.sku),
  });
  const removeSku = defineCustomerCall({
    name: 'winelistRemoveSku',
    money: WINELIST_MONEY,
    input: listSkuParams,
    call: (input, customerId, { store }) =>
      lists.removeSku(
        store,
        customerId,
        pathId(input.list),
        pathSku(input.sku, WINELIST_TEXTS.notInList),
      ),
  });
  const indication = defineCustomerCall({
    name: 'winelistIndication',
    input: indicationInput,
    call: (input, customerId, { store }) =>
      lists.indication(store, customerId, bodyId(input.winelistId)),
  });
  const shared = defineOperation({
    name: 'winelistShared',
    money: WINELIST_MONEY,
    input: z.object({ token: z.string() }),
    auth: 'public',
    // Behind a secret link: never cached, never indexed; a token of any shape is simply 404.
    cacheControl: 'no-store',
    handler: async ({ token }, { c }) => {
      c.header('X-Robots-Tag', 'noindex');
      const found = await lists.shared(token);
      if (!found) throw new AppError('NOT_FOUND', WINELIST_TEXTS.sharedNotFound);
      return found;
    },
  });
  const wishlist = defineCustomerRead({
    name: 'wishlistItems',
    money: WINELIST_MONEY,
    read: (customerId) => lists.wishlist(customerId),
  });
  const favourite = defineCustomerCall({
    name: 'wishlistAdd',
    money: WINELIST_MONEY,
    input: winelistSkuInput,
    call: async (input, customerId) => reply(await lists.addFavourite(customerId, input.sku), 201),
  });
  const unfavourite = defineCustomerCall({
    name: 'wishlistRemove',
    money: WINELIST_MONEY,
    input: skuParam,
    call: (input, customerId) =>
      lists.removeFavourite(customerId, pathSku(input.sku, WINELIST_TEXTS.notInWishlist)),
  });
  const alertList = defineCustomerRead({
    name: 'productAlerts',
    money: PRODUCT_ALERT_MONEY,
    read: (customerId) => alerts.list(customerId),
  });
  const alertCreate = defineCustomerCall({
    name: 'productAlertCreate',
    money: PRODUCT_ALERT_MONEY,
    input: alertInput,
    call: async (input, customerId) =>
      reply(await alerts.create(customerId, input.sku, input.kind), 201),
  });
  const alertDelete = defineCustomerCall({
    name: 'productAlertDelete',
    input: alertParams,
    call: async (input, customerId, { c }) => {
      const kind = PRODUCT_ALERT_KINDS.find((k) => k === input.kind);
      if (!kind) throw new AppError('NOT_FOUND', WINELIST_TEXTS.alertNotFound);
      await alerts.remove(customerId, pathSku(input.sku, WINELIST_TEXTS.alertNotFound), kind);
      return c.body(null, 204);
    },
  });
  return {
    rest: [
      rest('GET', '/api/v1/winelist', list, ignored),
      rest('GET', '/api/v1/winelist/', list, ignored),
      rest('POST', '/api/v1/winelist', create),
      rest('POST', '/api/v1/winelist/', create),
      // Before `/:id`: the fixed paths win over an id.
      rest('POST', '/api/v1/winelist/indication', indication),
      rest('GET', '/api/v1/winelist/shared/:token', shared, params),
      rest('GET', '/api/v1/winelist/:id', get, params),
      rest('PUT', '/api/v1/winelist/:id', rename),
      rest('DELETE', '/api/v1/winelist/:id', remove, params),
      rest('POST', '/api/v1/winelist/:id/sku', addSku),
      rest('DELETE', '/api/v1/winelist/:list/sku/:sku', removeSku, params),
      rest('GET', '/api/v1/me/wishlist/items', wishlist, ignored),
      rest('POST', '/api/v1/me/wishlist/items', favourite),
      rest('DELETE', '/api/v1/me/wishlist/items/:sku', unfavourite, params),
      rest('GET', '/api/v1/me/alerts', alertList, ignored),
      rest('POST', '/api/v1/me/alerts', alertCreate),
      rest('DELETE', '/api/v1/me/alerts/:sku/:kind', alertDelete, params),
    ],
  };
}
