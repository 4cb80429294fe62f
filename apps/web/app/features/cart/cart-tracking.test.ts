import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from '../../test-support/cart';
import { lineChangeEvent } from './cart-tracking';

describe('product added / removed (SPEC §7)', () => {
  const one = cartOf([cartItem({ quantity: 1 })]);
  const three = cartOf([cartItem({ quantity: 3 })]);
  const none = cartOf([]);

  it('an add of a new line, a quantity up and down, a removal', () => {
    expect(lineChangeEvent(none, one, { sku: 'V1' })).toMatchObject({
      event: 'product_added',
      properties: { sku: 'V1', quantity: 1 },
    });
    expect(lineChangeEvent(one, three, { sku: 'V1' })).toMatchObject({
      event: 'product_added',
      properties: { quantity: 2 },
    });
    expect(lineChangeEvent(three, one, { sku: 'V1' })).toMatchObject({
      event: 'product_removed',
      properties: { quantity: 2 },
    });
    const uidPk = one.cartItems[0]?.uidPk ?? 0;
    expect(lineChangeEvent(one, none, { itemUidPk: uidPk })).toMatchObject({
      event: 'product_removed',
      properties: { sku: 'V1', quantity: 1, cartItemTotal: 0 },
    });
  });

  it('nothing when the quantity did not change (a refused add)', () => {
    expect(lineChangeEvent(one, one, { sku: 'V1' })).toBeNull();
    expect(lineChangeEvent(none, none, { sku: 'V1' })).toBeNull();
  });
});
