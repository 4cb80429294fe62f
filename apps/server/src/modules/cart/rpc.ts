/**
 * Cart calls of SPEC §7 (issue #6): RPC `getShoppingCart`, `addToCart`, `removeCartItem`,
 * `updateCartItemQuantity`, `updateDropStopOption`, and REST `GET /api/v1/cart`,
 * `POST /api/v1/cart/items`, `DELETE /api/v1/cart/items/{sku}`, `PUT /api/v1/cart/drop-stop`,
 * `GET /api/v4/cart`. Every answer is the cart document, never cached. Visitors, semi-logged and
 * logged customers all have a cart (ADR 0007, 0009). Bodies are parsed with pt-BR messages.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { NUMERIC } from '@adega/domain/validation/messages';
import { QUANTITY_RANGE } from '@adega/domain/validation/quantity';
import { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN } from '@adega/domain/constants';
import { AppError } from '@adega/domain/errors';
import { ITEM_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../http/errors.ts';
import { defineRpc, type RpcOperation } from '../../rpc/registry.ts';
import {
  emptyInput,
  INVALID_BOOLEAN,
  isPossibleRowId,
  noStore,
  parseInput,
  rowIdSchema,
} from '../account/operation.ts';
import type { PromotionsService } from '../promotions/service.ts';
import { IDEMPOTENCY_HEADER, idempotencyOf } from './idempotency.ts';
import { cartOwnerOf, writeCartCookie } from './identity.ts';
import {
  createCartService,
  type CartService,
  type MutationRequest,
  type MutationResult,
} from './service.ts';

export const SKU_REQUIRED = 'Informe o código do produto.';
export const SKU_INVALID =
  'O código do produto só aceita letras, números, ponto, hífen e sublinhado.';

const sku = z
  .string({ error: SKU_REQUIRED })
  .trim()
  .min(1, { error: SKU_REQUIRED })
  .max(64, { error: 'O código do produto deve ter no máximo 64 caracteres.' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: SKU_INVALID });

/** SPEC §5: an integer 1..9999 (a string of digits is accepted, as some clients send it). */
const quantity = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*[0-9]{1,6}\s*$/.test(value) ? Number(value) : value,
  z
    .number({ error: NUMERIC })
    .int({ error: QUANTITY_RANGE })
    .min(QUANTITY_MIN, { error: QUANTITY_RANGE })
    .max(QUANTITY_MAX, { error: QUANTITY_RANGE }),
);

export const addToCartInput = z.object({ skuCode: sku, quantity: quantity.optional() }).strict();
export const addItemInput = z.object({ sku, quantity: quantity.optional() }).strict();
export const removeCartItemInput = z.object({ itemUidPk: rowIdSchema }).strict();
export const updateCartItemQuantityInput = z
  .object({ skuCode: sku, itemUidPk: rowIdSchema, quantity })
  .strict();
export const dropStopInput = z.object({ value: z.boolean({ error: INVALID_BOOLEAN }) }).strict();

export function createCartServices(
  db: Db,
  now: () => Date,
  promotions: PromotionsService,
): CartService {
  return createCartService(db, now, promotions);
}

/** The mutation's context: owner, store and the Idempotency-Key with the request fingerprint. */
export async function mutationOf(c: Context): Promise<MutationRequest> {
  const body = await c.req.text();
  return {
    owner: cartOwnerOf(c),
    store: c.get('store'),
    idempotency: idempotencyOf(c.req.header(IDEMPOTENCY_HEADER), c.req.method, c.req.path, body),
    respond: (cart) => ({ status: 200, body: cart }),
  };
}

export function finish(c: Context, result: MutationResult): unknown {
  if (result.newCartToken) writeCartCookie(c, result.newCartToken);
  return result.body;
}

/** An id no row can have is simply not in the cart. */
function itemId(id: number): number {
  if (!isPossibleRowId(id)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return id;
}

export function cartRpc(cart: CartService): RpcOperation[] {
  const operation = <S extends z.ZodType>(
    name: string,
    schema: S,
    handler: (input: z.infer<S>, c: Context) => Promise<unknown>,
  ) =>
    defineRpc({
      name,
      input: z.unknown(),
      handler: async (raw, ctx) => {
        noStore(ctx.c);
        return handler(parseInput(schema, raw), ctx.c);
      },
    });
  return [
    operation('getShoppingCart', emptyInput, (_input, c) =>
      cart.view(cartOwnerOf(c), c.get('store')),
    ),
    operation('addToCart', addToCartInput, async (input, c) =>
      finish(
        c,
        await cart.add(await mutationOf(c), input.skuCode, input.quantity ?? QUANTITY_DEFAULT),
      ),
    ),
    operation('removeCartItem', removeCartItemInput, async (input, c) =>
      finish(c, await cart.removeItem(await mutationOf(c), itemId(input.itemUidPk))),
    ),
    operation('updateCartItemQuantity', updateCartItemQuantityInput, async (input, c) =>
      finish(
        c,
        await cart.updateQuantity(
          await mutationOf(c),
          itemId(input.itemUidPk),
          input.skuCode,
          input.quantity,
        ),
      ),
    ),
    operation('updateDropStopOption', dropStopInput, async (input, c) =>
      finish(c, await cart.setDropStop(await mutationOf(c), input.value)),
    ),
  ];
}

export function cartRoutes(cart: CartService): Hono {
  const app = new Hono();
  const show = async (c: Context) => {
    noStore(c);
    return c.json(await cart.view(cartOwnerOf(c), c.get('store')));
  };
  const send = (c: Context, result: MutationResult) => {
    const body = finish(c, result);
    return c.json(body, result.status as 200);
  };
  app.get('/v1/cart', show);
  app.get('/v4/cart', show);
  app.post('/v1/cart/items', async (c) => {
    noStore(c);
    const input = parseInput(addItemInput, await readJson(c));
    return send(
      c,
      await cart.add(await mutationOf(c), input.sku, input.quantity ?? QUANTITY_DEFAULT),
    );
  });
  app.delete('/v1/cart/items/:sku', async (c) => {
    noStore(c);
    const code = parseInput(sku, c.req.param('sku'));
    return send(c, await cart.removeBySku(await mutationOf(c), code));
  });
  app.put('/v1/cart/drop-stop', async (c) => {
    noStore(c);
    const input = parseInput(dropStopInput, await readJson(c));
    return send(c, await cart.setDropStop(await mutationOf(c), input.value));
  });
  return app;
}
