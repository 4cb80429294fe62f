/**
 * The customer's orders as the browser reads them (issue #13): `GET /api/v1/me/orders`,
 * `GET /api/v1/me/orders/{orderNumber}` (the owner only; anyone else gets the 404 message), and
 * 'Comprar novamente' through RPC `addOrderProductsToCart` in the cart's one queue, so the
 * WineBox shows the new cart.
 */
import type { OrderDto, OrderProductsResultDto, OrderSummaryDto } from '@adega/server/contract';
import { getRetried, request } from '../../lib/rpc';
import { cartStore } from '../cart';

export const MY_ORDERS_PATH = '/api/v1/me/orders';

export function myOrderPath(orderNumber: string): string {
  return `${MY_ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;
}

export const ordersApi = {
  list: (): Promise<OrderSummaryDto[]> => getRetried<OrderSummaryDto[]>(MY_ORDERS_PATH),
  detail: (orderNumber: string): Promise<OrderDto> =>
    getRetried<OrderDto>(myOrderPath(orderNumber)),
  /**
   * Adds the lines to the cart (one change, one Idempotency-Key through the cart queue) and
   * publishes the new cart; resolves to what was added and what was not, with its messages.
   */
  buyAgain: async (
    items: { skuCode: string; quantity: number }[],
  ): Promise<OrderProductsResultDto> => {
    const answer: { result?: OrderProductsResultDto } = {};
    await cartStore.run('rebuy', async (requestId) => {
      const body = (await request(
        'POST',
        '/rpc/addOrderProductsToCart',
        { items },
        { idempotencyKey: requestId, retryNetworkFailure: true },
      )) as { data: OrderProductsResultDto };
      answer.result = body.data;
      return body.data.cart;
    });
    if (!answer.result) throw new Error('addOrderProductsToCart sem resposta');
    return answer.result;
  },
};
