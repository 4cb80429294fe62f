import { describe, expect, it } from 'vitest';
import { TRACKING_DOM_EVENT } from '../../lib/tracking';
import { cartItem, cartOf } from '../../test-support/cart';
import { checkoutStartedDetail, track } from './checkout-tracking';

describe('checkout tracking', () => {
  it('describes checkout started with what is being bought', () => {
    const cart = cartOf([cartItem({ quantity: 2, total: { amount: 200 } })]);
    expect(checkoutStartedDetail(cart)).toEqual({
      event: 'checkout_started',
      numItems: 2,
      total: 200,
      skus: ['V1'],
    });
  });

  it('dispatches on the page’s tracking bus', () => {
    const target = new EventTarget() as EventTarget & { dataLayer?: unknown[] };
    const seen: unknown[] = [];
    target.addEventListener(TRACKING_DOM_EVENT, (event) =>
      seen.push((event as CustomEvent).detail),
    );
    track({ event: 'installment_chosen', installments: 3 }, target as unknown as Window);
    expect(seen).toEqual([{ event: 'installment_chosen', installments: 3 }]);
    expect(target.dataLayer).toEqual([{ event: 'installment_chosen', installments: 3 }]);
  });
});
