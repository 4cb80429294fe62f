import { describe, expect, it } from 'vitest';
import {
  buyerOf,
  cartProductOf,
  isSoldIn,
  subscriptionBuyerOf,
  type StoredCartProduct,
} from './cart-inputs.ts';
import { itReturns } from '../test-support/examples.ts';

const stored = (over: Partial<StoredCartProduct> = {}): StoredCartProduct => ({
  productType: 'Vinho',
  available: true,
  listPrice: 8990,
  stock: 12,
  promotion: null,
  inWine: true,
  inOutlet: false,
  attributes: {},
  ...over,
});

describe('isSoldIn', () => {
  itReturns('reads the flag of the store asked for: %j, %j → %j', isSoldIn, [
    [{ inWine: true, inOutlet: false }, 'WINE', true],
    [{ inWine: true, inOutlet: false }, 'OUTLET', false],
    [{ inWine: false, inOutlet: true }, 'OUTLET', true],
  ]);
});

describe('cartProductOf', () => {
  it('keeps the rule columns and says whether the store sells it', () => {
    const promotion = { active: true, club_member_only: true, stock: 3 };
    expect(cartProductOf(stored({ promotion }), 'WINE')).toEqual({
      productType: 'Vinho',
      available: true,
      listPrice: 8990,
      stock: 12,
      promotion,
      inStore: true,
      primeRequired: false,
    });
    expect(cartProductOf(stored(), 'OUTLET').inStore).toBe(false);
  });

  it('reads prime required from the PRIME_REQUIRED attribute, "true" only', () => {
    expect(cartProductOf(stored({ attributes: { PRIME_REQUIRED: 'true' } }), 'WINE')).toMatchObject(
      { primeRequired: true },
    );
    expect(
      cartProductOf(stored({ attributes: { PRIME_REQUIRED: 'false' } }), 'WINE'),
    ).toMatchObject({ primeRequired: false });
  });
});

describe('buyerOf', () => {
  it('is a visitor without flags', () => {
    expect(buyerOf(null)).toEqual({
      subscriber: false,
      primeSubscriber: false,
      primeInCart: false,
    });
  });

  it('counts any subscription on the record, and prime apart', () => {
    expect(buyerOf({ socioClube: true, socioPrime: false, beneficiosClube: false })).toEqual({
      subscriber: true,
      primeSubscriber: false,
      primeInCart: false,
    });
    expect(buyerOf({ socioClube: false, socioPrime: true, beneficiosClube: false }, true)).toEqual({
      subscriber: true,
      primeSubscriber: true,
      primeInCart: true,
    });
  });
});

describe('subscriptionBuyerOf', () => {
  const plain = { socioClube: false, socioPrime: false, beneficiosClube: false };

  it('adds the open subscriptions to the record', () => {
    expect(subscriptionBuyerOf(plain, new Set())).toEqual({
      subscriber: false,
      primeSubscriber: false,
      primeInCart: false,
      clubMember: false,
    });
    expect(subscriptionBuyerOf(plain, new Set(['PREMIUM', 'CLUB'] as const))).toMatchObject({
      primeSubscriber: true,
      clubMember: true,
    });
  });

  it('keeps prime on the record without an open premium subscription', () => {
    expect(subscriptionBuyerOf({ ...plain, socioPrime: true }, new Set())).toMatchObject({
      primeSubscriber: true,
      clubMember: false,
    });
  });
});
