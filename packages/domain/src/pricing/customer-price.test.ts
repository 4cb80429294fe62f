import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerPrice, memberPrice, nonMemberPrice } from './customer-price.ts';
import { itReturns } from '../test-support/examples.ts';

describe('customerPrice (SPEC §6)', () => {
  const prices = { listPrice: 10000, salePrice: 8000, clubPrice: 7000 };

  it('subscribers pay the club price, others the sale price', () => {
    expect(customerPrice(prices, true)).toBe(7000);
    expect(customerPrice(prices, false)).toBe(8000);
  });

  itReturns('a missing club price falls back to the sale price: %j, %j → %j', customerPrice, [
    [{ listPrice: 10000, salePrice: 8000 }, true, 8000],
    [{ listPrice: 10000, salePrice: 8000, clubPrice: null }, true, 8000],
    [{ listPrice: 10000, salePrice: 8000, clubPrice: 0 }, true, 8000],
  ]);

  it('a missing sale price falls back to the list price', () => {
    expect(nonMemberPrice({ listPrice: 10000 })).toBe(10000);
    expect(nonMemberPrice({ listPrice: 10000, salePrice: null })).toBe(10000);
    expect(memberPrice({ listPrice: 10000, salePrice: 0 })).toBe(10000);
    expect(memberPrice({ listPrice: 10000, clubPrice: Number.NaN })).toBe(10000);
  });

  it('property: the price is always one of the product prices', () => {
    const price = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        price,
        price,
        fc.boolean(),
        (listPrice, salePrice, clubPrice, subscriber) => {
          const p = { listPrice, salePrice, clubPrice };
          expect([listPrice, salePrice, clubPrice]).toContain(customerPrice(p, subscriber));
        },
      ),
    );
  });
});
