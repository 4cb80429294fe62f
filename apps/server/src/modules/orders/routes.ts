/**
 * Orders over HTTP (issue #13): placing an order (`POST /api/v1/checkout/orders`, RPC
 * `placeOrder`, Idempotency-Key required), the customer's orders (`GET /api/v1/me/orders`,
 * `GET /api/v1/me/orders/{orderNumber}`: the owner's only, 404 for anyone else) and RPC
 * `getLastPaymentType`. All for the logged customer (`auth: 'customer'`).
 */
import { z } from 'zod';
import { placeOrderSchema } from '@adega/domain/orders/placement';
import {
  defineCustomerRead,
  defineCustomerCall,
  defineOperation,
  reply,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { ORDER_MONEY, ORDER_SUMMARY_MONEY, PLACED_ORDER_MONEY } from '../../contract.ts';
import type { OrdersService } from './service.ts';

/** An order number as a path parameter (a malformed one is simply not found). */
export const orderNumberInput = z.object({ orderNumber: z.string().max(40) });

export function ordersModule(orders: OrdersService): HttpModule {
  const placeOrder = defineOperation({
    name: 'placeOrder',
    money: PLACED_ORDER_MONEY,
    input: placeOrderSchema,
    auth: 'customer',
    idempotent: true,
    handler: async (input, { customerId, store, idempotency }) => {
      const result = await orders.place(customerId, store, input, idempotency);
      return reply(result.body, result.status);
    },
  });
  const listOrders = defineCustomerRead({
    name: 'getCustomerOrders',
    money: ORDER_SUMMARY_MONEY,
    read: (customerId) => orders.list(customerId),
  });
  const orderDetail = defineCustomerCall({
    name: 'getCustomerOrder',
    money: ORDER_MONEY,
    input: orderNumberInput,
    call: (input, customerId) => orders.detail(customerId, input.orderNumber),
  });
  const orderStatus = defineCustomerCall({
    name: 'getCustomerOrderStatus',
    input: orderNumberInput,
    call: (input, customerId) => orders.status(customerId, input.orderNumber),
  });
  const boletoPdf = defineCustomerCall({
    name: 'getCustomerOrderBoletoPdf',
    input: orderNumberInput,
    call: async (input, customerId) => {
      const pdf = await orders.boletoPdf(customerId, input.orderNumber);
      return new Response(pdf.buffer as ArrayBuffer, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="boleto-${input.orderNumber.replace(/[^A-Za-z0-9]/g, '')}.pdf"`,
          'cache-control': 'no-store',
        },
      });
    },
  });
  return {
    operations: [
      placeOrder,
      listOrders,
      orderDetail,
      orderStatus,
      defineCustomerRead({
        name: 'getLastPaymentType',
        read: (customerId) => orders.lastPaymentType(customerId),
      }),
    ],
    rest: [
      rest('POST', '/api/v1/checkout/orders', placeOrder, { status: 201 }),
      rest('GET', '/api/v1/me/orders', listOrders, { input: () => ({}) }),
      rest('GET', '/api/v1/me/orders/:orderNumber', orderDetail),
      rest('GET', '/api/v1/me/orders/:orderNumber/status', orderStatus),
      rest('GET', '/api/v1/me/orders/:orderNumber/boleto.pdf', boletoPdf),
    ],
  };
}
