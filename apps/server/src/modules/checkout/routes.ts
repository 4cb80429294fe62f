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
import { PAYMENT_DETAILS_MONEY } from '../../contract.ts';
import { saveAddressInput } from '../account/service.ts';
import { cartChanges, cartOwnerOf } from '../cart/routes.ts';
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
  const change = cartChanges('customer');
  const newAddress = (name: string) =>
    change(name, newShippingAddressInput, (request, input, ctx) =>
      checkout.useNewAddress(
        request,
        ctx.customerId,
        input.address,
        input.isPreferredAddress ?? false,
      ),
    );
  return {
    operations: [
      change(
        'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
        useSavedAddressInput,
        (request, input, ctx) =>
          checkout.useSavedAddress(request, ctx.customerId, input.addressUidpk),
      ),
      newAddress('setShippingAddress'),
      newAddress('saveAddressWithSignatures'),
      change('removeShippingAddress', noInput, (request) => checkout.removeAddress(request)),
      change('setShippingServiceLevel', serviceLevelInput, (request, input) =>
        checkout.setServiceLevel(request, input.uidPk),
      ),
      change('setDeliveryMethod', deliveryMethodInput, (request, input) =>
        checkout.setDeliveryMethod(request, input.method),
      ),
      change('setOrderGift', orderGiftInput, (request, input) =>
        checkout.setOrderGift(request, input),
      ),
      change('removeOrderGift', noInput, (request) => checkout.removeOrderGift(request)),
      defineOperation({
        name: 'getPaymentDetails',
        money: PAYMENT_DETAILS_MONEY,
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
