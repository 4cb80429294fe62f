/**
 * Checkout calls of SPEC §7 on the cart (issue #13 part 1): RPC
 * `setShippingAddressFromExistsAddressWithoutRemoveOrderGift`, `setShippingAddress`,
 * `saveAddressWithSignatures`, `removeShippingAddress`, `setShippingServiceLevel`,
 * `setDeliveryMethod`, `setOrderGift`, `removeOrderGift`, `getPaymentDetails`,
 * `saveCreditCardWithSignatures`. Signed-in customers only (401 before the body is read). Cart
 * changes answer the cart document, locked and idempotent like every cart call (ADR 0009).
 */
import { z } from 'zod';
import {
  DELIVERY_METHODS,
  DELIVERY_TEXTS,
  ORDER_GIFT_LIMITS,
  ORDER_GIFT_TEXTS,
} from '@adega/domain/checkout/order-gift';
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { noInput, rowIdSchema } from '../../http/input.ts';
import { defineOperation, type HttpModule } from '../../http/operation.ts';
import { saveAddressInput } from '../account/service.ts';
import { cartOwnerOf, finish, mutationOf } from '../cart/routes.ts';
import type { CheckoutService } from './service.ts';

export const useSavedAddressInput = z.object({ addressUidpk: rowIdSchema }).strict();
export const serviceLevelInput = z.object({ uidPk: rowIdSchema }).strict();
export const deliveryMethodInput = z
  .object({ method: z.enum(DELIVERY_METHODS, { error: DELIVERY_TEXTS.invalid }) })
  .strict();

function giftText(required: string, max: number, maxText: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: maxText });
}

export const orderGiftInput = z
  .object({
    from: giftText(ORDER_GIFT_TEXTS.fromRequired, ORDER_GIFT_LIMITS.from, ORDER_GIFT_TEXTS.fromMax),
    to: giftText(ORDER_GIFT_TEXTS.toRequired, ORDER_GIFT_LIMITS.to, ORDER_GIFT_TEXTS.toMax),
    message: giftText(
      ORDER_GIFT_TEXTS.messageRequired,
      ORDER_GIFT_LIMITS.message,
      ORDER_GIFT_TEXTS.messageMax,
    ),
  })
  .strict();

/** `setShippingAddress` / `saveAddressWithSignatures`: the account's address body. */
export const newShippingAddressInput = saveAddressInput;

export function checkoutModule(checkout: CheckoutService): HttpModule {
  const newAddress = (name: string) =>
    defineOperation({
      name,
      input: newShippingAddressInput,
      auth: 'customer',
      idempotent: true,
      handler: async (input, ctx) =>
        finish(
          ctx.c,
          await checkout.useNewAddress(
            mutationOf(ctx),
            ctx.customerId,
            input.address,
            input.isPreferredAddress ?? false,
          ),
        ),
    });
  return {
    operations: [
      defineOperation({
        name: 'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
        input: useSavedAddressInput,
        auth: 'customer',
        idempotent: true,
        handler: async (input, ctx) =>
          finish(
            ctx.c,
            await checkout.useSavedAddress(mutationOf(ctx), ctx.customerId, input.addressUidpk),
          ),
      }),
      newAddress('setShippingAddress'),
      newAddress('saveAddressWithSignatures'),
      defineOperation({
        name: 'removeShippingAddress',
        input: noInput,
        auth: 'customer',
        idempotent: true,
        handler: async (_input, ctx) =>
          finish(ctx.c, await checkout.removeAddress(mutationOf(ctx))),
      }),
      defineOperation({
        name: 'setShippingServiceLevel',
        input: serviceLevelInput,
        auth: 'customer',
        idempotent: true,
        handler: async (input, ctx) =>
          finish(ctx.c, await checkout.setServiceLevel(mutationOf(ctx), input.uidPk)),
      }),
      defineOperation({
        name: 'setDeliveryMethod',
        input: deliveryMethodInput,
        auth: 'customer',
        idempotent: true,
        handler: async (input, ctx) =>
          finish(ctx.c, await checkout.setDeliveryMethod(mutationOf(ctx), input.method)),
      }),
      defineOperation({
        name: 'setOrderGift',
        input: orderGiftInput,
        auth: 'customer',
        idempotent: true,
        handler: async (input, ctx) =>
          finish(ctx.c, await checkout.setOrderGift(mutationOf(ctx), input)),
      }),
      defineOperation({
        name: 'removeOrderGift',
        input: noInput,
        auth: 'customer',
        idempotent: true,
        handler: async (_input, ctx) =>
          finish(ctx.c, await checkout.removeOrderGift(mutationOf(ctx))),
      }),
      defineOperation({
        name: 'getPaymentDetails',
        input: noInput,
        auth: 'customer',
        handler: (_input, ctx) =>
          checkout.paymentDetails(cartOwnerOf(ctx.c), ctx.store, ctx.customerId),
      }),
      defineOperation({
        name: 'saveCreditCardWithSignatures',
        input: creditCardSaveSchema,
        auth: 'customer',
        handler: (input, ctx) =>
          checkout.saveCard(cartOwnerOf(ctx.c), ctx.store, ctx.customerId, input),
      }),
    ],
    rest: [],
  };
}
