/**
 * Cashback preview's HTTP (SPEC §7 `POST /api/v1/me/loyalty/dry_run` {sku, type:'PRODUCT'} or
 * {type:'CART'}; ADR 0010). Visitors get 401: their 'Ganhe até' line is computed client-side
 * with SPEC §9's 3.6 % rule. The preview itself is `service.ts`.
 */
import { z } from 'zod';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import type { Db } from '../../db/client.ts';
import { defineCustomerCall, rest, type HttpModule } from '../../http/operation.ts';
import { CASHBACK_PREVIEW_MONEY, ORDER_CASHBACK_MONEY } from '../../contract.ts';
import { addItemInput } from '../cart/routes.ts';
import type { CartService } from '../cart/service.ts';
import { createLoyaltyService } from './service.ts';

const TYPE_TEXT = "Informe o tipo: 'PRODUCT' (com sku) ou 'CART'.";

export const dryRunInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('PRODUCT'), sku: addItemInput.shape.sku }).strict(),
    z.object({ type: z.literal('CART') }).strict(),
  ],
  { error: TYPE_TEXT },
);

const ORDER_NUMBER_TEXT = 'Informe o número do pedido (ex.: AD000000123).';

export const orderCashBackInput = z
  .object({
    orderNumber: z
      .string({ error: ORDER_NUMBER_TEXT })
      .trim()
      .min(1, ORDER_NUMBER_TEXT)
      .max(40, ORDER_NUMBER_TEXT),
    type: z.literal('ORDER', { error: "Informe o tipo 'ORDER'." }),
  })
  .strict();

export function loyaltyModule(db: Db, cart: CartService): HttpModule {
  const loyalty = createLoyaltyService(db, cart);
  const dryRun = defineCustomerCall({
    name: 'loyaltyDryRun',
    money: CASHBACK_PREVIEW_MONEY,
    input: dryRunInput,
    signInMessage: CASHBACK_TEXTS.signInRequired,
    call: (input, customerId, { store }) => loyalty.dryRun(input, store, customerId),
  });
  const orderCashBack = defineCustomerCall({
    name: 'loyaltyOrderCashBack',
    money: ORDER_CASHBACK_MONEY,
    input: orderCashBackInput,
    call: (input, customerId) => loyalty.orderCashBack(customerId, input.orderNumber),
  });
  return {
    rest: [
      rest('POST', '/api/v1/me/loyalty/dry_run', dryRun),
      rest('POST', '/api/v1/me/loyalty/order_cash_back', orderCashBack),
    ],
  };
}
