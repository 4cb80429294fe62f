/**
 * Cart calls of SPEC §7 (issue #6): RPC `getShoppingCart`, `addToCart`, `addCartItem` (issue #34:
 * the same operation as `POST /api/v1/cart/items`), `removeCartItem`,
 * `updateCartItemQuantity`, `updateDropStopOption`, and REST `GET /api/v1/cart`,
 * `POST /api/v1/cart/items`, `DELETE /api/v1/cart/items/{sku}`, `PUT /api/v1/cart/drop-stop`,
 * `GET /api/v4/cart`. Every answer is the cart document, never cached. Visitors, semi-logged and
 * logged customers all have a cart (ADR 0007, 0009). Bodies are parsed with pt-BR messages.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { NUMERIC } from '@adega/domain/validation/messages';
import { SKU_MAX, SKU_PATTERN } from '@adega/domain/validation/sku';
import { QUANTITY_RANGE } from '@adega/domain/validation/quantity';
import { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN } from '@adega/domain/constants';
import { AppError } from '@adega/domain/errors';
import { ITEM_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import { INVALID_BOOLEAN, isPossibleRowId, noInput, rowIdSchema } from '../../http/input.ts';
import {
  defineOperation,
  reply,
  rest,
  type ContextOf,
  type HttpModule,
  type Operation,
  type OperationContext,
  type Reply,
} from '../../http/operation.ts';
import { CART_MONEY } from '../../contract.ts';
import { cartOwnerOf, writeCartCookie } from './identity.ts';
import type { CartService, MutationRequest, MutationResult } from './service.ts';

/** The cart's HTTP surface for other modules (the owner of a request's cart, its cookie). */
export { CART_COOKIE, cartOwnerOf, clearCartCookie } from './identity.ts';

export const SKU_REQUIRED = 'Informe o código do produto.';
export const SKU_INVALID =
  'O código do produto só aceita letras, números, ponto, hífen e sublinhado.';

const sku = z
  .string({ error: SKU_REQUIRED })
  .trim()
  .min(1, { error: SKU_REQUIRED })
  .max(SKU_MAX, { error: `O código do produto deve ter no máximo ${SKU_MAX} caracteres.` })
  .regex(SKU_PATTERN, { error: SKU_INVALID });

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

/** The mutation's context: owner, store and the Idempotency-Key with the request fingerprint. */
function mutationOf(ctx: OperationContext): MutationRequest {
  return {
    owner: cartOwnerOf(ctx.c),
    store: ctx.store,
    idempotency: ctx.idempotency,
    respond: (cart) => ({ status: 200, body: cart }),
  };
}

/** The cart cookie of a new cart, and the answer (RPC: its body; REST: body and status). */
function finish(c: Context, result: MutationResult): Reply {
  if (result.newCartToken) writeCartCookie(c, result.newCartToken);
  return reply(result.body, result.status);
}

/** One use case that changes the caller's cart, given the mutation's request (ADR 0009). */
export type CartChangeOf<S extends z.ZodType, A extends 'session' | 'customer'> = (
  request: MutationRequest,
  input: z.output<S>,
  ctx: ContextOf<A>,
) => Promise<MutationResult>;

/**
 * The operations that change the caller's cart, for every module whose calls do (cart, checkout,
 * coupons, gift packaging, promotions): idempotent (`Idempotency-Key`), never cached, run with
 * the caller's cart as the mutation's request, answering the changed cart and setting a new
 * cart's cookie. `cartChanges('customer')` gives the maker of a module's changes; `money` names
 * the answer's money fields when it is not the cart document itself.
 */
export function cartChanges<A extends 'session' | 'customer'>(
  auth: A,
  options: { signInMessage?: string } = {},
) {
  return <S extends z.ZodType>(
    name: string,
    input: S,
    change: CartChangeOf<S, A>,
    money: object = CART_MONEY,
  ): Operation =>
    defineOperation<S, A, Promise<Reply>>({
      name,
      input,
      auth,
      idempotent: true,
      // The answer (and a replay of it: the stored answer is the service's) in reais, ADR 0051.
      money,
      ...options,
      handler: async (value, ctx) => finish(ctx.c, await change(mutationOf(ctx), value, ctx)),
    });
}

/** An id no row can have is simply not in the cart. */
function itemId(id: number): number {
  if (!isPossibleRowId(id)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return id;
}

/** Every cart call answers the caller's own cart: `session` (never cached). */
export function cartModule(cart: CartService): HttpModule {
  const show = defineOperation({
    name: 'getShoppingCart',
    money: CART_MONEY,
    input: noInput,
    auth: 'session',
    handler: (_input, ctx) => cart.view(cartOwnerOf(ctx.c), ctx.store),
  });
  const change = cartChanges('session');
  const add = (request: MutationRequest, skuCode: string, quantity: number | undefined) =>
    cart.add(request, skuCode, quantity ?? QUANTITY_DEFAULT);
  const dropStop = change('updateDropStopOption', dropStopInput, (request, input) =>
    cart.setDropStop(request, input.value),
  );
  // SPEC §7 lists addCartItem among the RPCs too: the REST add, registered under its name.
  const addItem = change('addCartItem', addItemInput, (request, input) =>
    add(request, input.sku, input.quantity),
  );
  return {
    operations: [
      show,
      addItem,
      change('addToCart', addToCartInput, (request, input) =>
        add(request, input.skuCode, input.quantity),
      ),
      change('removeCartItem', removeCartItemInput, (request, input) =>
        cart.removeItem(request, itemId(input.itemUidPk)),
      ),
      change('updateCartItemQuantity', updateCartItemQuantityInput, (request, input) =>
        cart.updateQuantity(request, itemId(input.itemUidPk), input.skuCode, input.quantity),
      ),
      dropStop,
    ],
    rest: [
      rest('GET', '/api/v1/cart', show, { input: () => ({}) }),
      rest('GET', '/api/v4/cart', show, { input: () => ({}) }),
      rest('POST', '/api/v1/cart/items', addItem),
      rest(
        'DELETE',
        '/api/v1/cart/items/:sku',
        change('removeCartItemBySku', sku, (request, code) => cart.removeBySku(request, code)),
        { input: (request) => request.params.sku },
      ),
      rest('PUT', '/api/v1/cart/drop-stop', dropStop),
    ],
  };
}
