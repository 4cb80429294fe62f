/**
 * Checkout calls of SPEC §7 on the cart (issue #13 part 1): RPC
 * `setShippingAddressFromExistsAddressWithoutRemoveOrderGift`, `setShippingAddress`,
 * `saveAddressWithSignatures`, `removeShippingAddress`, `setShippingServiceLevel`,
 * `setDeliveryMethod`, `setOrderGift`, `removeOrderGift`, `getPaymentDetails`,
 * `saveCreditCardWithSignatures`; and (issue #34) the WineBox gift names of the order gift:
 * `wineBoxGiftInsert` and `wineBoxGiftUpdate` (= `setOrderGift`), `wineBoxGiftDelete` and
 * `wineBoxGiftRemove` (= `removeOrderGift`) — the SPEC's `wineBoxGift` + verb, camel-cased like
 * the store's other grouped names (`giftPackagingList`, `winelistCreate`). Signed-in customers
 * only (401 before the body is read). Cart changes answer the cart document, locked and idempotent
 * like every cart call (ADR 0009).
 * Issue #34: `GET /api/v1/products/{sku}/shipping?cep=…` quotes the product page's 'Calcular
 * frete' for anyone (visitors too), throttled per IP, never cached (premium is per caller).
 */
import { z } from 'zod';
import {
  DELIVERY_METHODS,
  DELIVERY_TEXTS,
  ORDER_GIFT_LIMITS,
  ORDER_GIFT_TEXTS,
} from '@adega/domain/checkout/order-gift';
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { cepSchema } from '@adega/domain/validation/cep';
import { lookupSkuSchema } from '@adega/domain/validation/sku';
import { noInput, rowIdSchema } from '../../http/input.ts';
import { alias, defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { PAYMENT_DETAILS_MONEY, PRODUCT_SHIPPING_MONEY } from '../../contract.ts';
import { hitPerIp, type IpGuard } from '../auth/guard.ts';
import type { RateRule } from '../auth/rate-limit.ts';
import { saveAddressInput } from '../account/service.ts';
import { cartChanges, cartOwnerOf } from '../cart/routes.ts';
import type { CheckoutService } from './service.ts';
import { PRODUCT_NOT_FOUND, type ProductShippingService } from './product-shipping.ts';

/** Per IP: a shopper tries a few CEPs; a script walking the CEP ranges hits the wall. */
export const SHIPPING_QUOTE_RATE_RULE: RateRule = {
  name: 'shipping-quote-ip',
  limit: 60,
  windowMs: 10 * 60_000,
};

export const productShippingInput = z
  .object({ sku: lookupSkuSchema(PRODUCT_NOT_FOUND), cep: cepSchema })
  .strict();

export interface ProductShippingDeps extends IpGuard {
  service: ProductShippingService;
}

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

export function checkoutModule(
  checkout: CheckoutService,
  shipping: ProductShippingDeps,
): HttpModule {
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
  const setGift = change('setOrderGift', orderGiftInput, (request, input) =>
    checkout.setOrderGift(request, input),
  );
  const removeGift = change('removeOrderGift', noInput, (request) =>
    checkout.removeOrderGift(request),
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
      setGift,
      removeGift,
      // Issue #34: SPEC §7 "wineBoxGift insert/delete/update/remove" is the WineBox sent as a
      // present (its card: from, to, message). Insert and update both set the card (set is insert
      // or replace), delete and remove both take it off: the same two operations, four more names.
      alias(setGift, 'wineBoxGiftInsert'),
      alias(setGift, 'wineBoxGiftUpdate'),
      alias(removeGift, 'wineBoxGiftDelete'),
      alias(removeGift, 'wineBoxGiftRemove'),
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
    rest: [
      rest(
        'GET',
        '/api/v1/products/:sku/shipping',
        defineOperation({
          name: 'productShipping',
          money: PRODUCT_SHIPPING_MONEY,
          input: productShippingInput,
          auth: 'session',
          handler: async (input, { c, store }) => {
            // Valid requests are counted (bad input is refused before and changes nothing).
            await hitPerIp(shipping, SHIPPING_QUOTE_RATE_RULE, c);
            return shipping.service.quote(cartOwnerOf(c), store, input.sku, input.cep);
          },
        }),
      ),
    ],
  };
}
