import { describe, expect, it } from 'vitest';
import { priceCart, type PricedCart } from '../cart/pricing.ts';
import { PROMOTION_REGISTRY } from '../promotions/cart-registry.ts';
import {
  context,
  line,
  NO_ADJUSTMENTS,
  product,
  type TestProduct,
} from '../promotions/test-support/fixtures.ts';
import { parseQuote, quoteOf } from './quote.ts';
import { itReturns } from '../test-support/examples.ts';

/** The fixtures' products have no name; the cart's have one. */
function named(priced: PricedCart<TestProduct>) {
  return {
    ...priced,
    lines: priced.lines.map((line) => ({
      ...line,
      product: { ...line.product, name: `Vinho ${line.product.code}` },
    })),
  };
}

describe('quoteOf and parseQuote', () => {
  it('a priced cart’s quote: payable lines, discounts, coupon, certificates, cashback', () => {
    const wine = product('V001');
    const gone = product('V009');
    const priced = priceCart(
      [line(wine, 2), line(gone, 1, { available: false })],
      context(),
      PROMOTION_REGISTRY,
      {
        ...NO_ADJUSTMENTS,
        customerId: 7,
        certificates: [{ code: 'VALE50', balance: 5_000, expiresAt: null, active: true }],
        cashback: { balance: 1_000, use: true },
        shipping: { cep: '01310100', levelCode: 'NORMAL' },
      },
    );
    const quote = quoteOf(named(priced));
    expect(quote.lines).toEqual([
      {
        sku: 'V001',
        name: 'Vinho V001',
        gift: false,
        quantity: 2,
        unitPrice: 10_000,
        discount: 0,
      },
    ]);
    expect(quote.certificates).toEqual([
      { code: 'VALE50', balance: 5_000, usable: true, applied: 5_000 },
    ]);
    expect(quote.cashback).toEqual({ use: true, balance: 1_000, used: 1_000 });
    expect(quote.shipping?.code).toBe('NORMAL');
    expect(quote.total).toBe(priced.adjustmentsApplied.total);
    expect(quote.coupon).toBeNull();
    expect(parseQuote(JSON.parse(JSON.stringify(quote)))).toEqual(quote);
  });

  it('a progressive discount carries its title; no shipping, no cashback', () => {
    const wine = product('V001');
    const priced = named(priceCart([line(wine, 1)], context(), PROMOTION_REGISTRY, NO_ADJUSTMENTS));
    const withProgressive = {
      ...priced,
      sections: { progressiveDiscountPromotion: { title: ' Leve 6 ' } },
      totals: { ...priced.totals, adjustments: [{ source: 'progressive-discount', amount: 500 }] },
    };
    expect(quoteOf(withProgressive).discounts).toEqual([
      { source: 'progressive-discount', title: 'Leve 6', amount: 500 },
    ]);
    const untitled = { ...withProgressive, sections: { progressiveDiscountPromotion: null } };
    expect(quoteOf(untitled).discounts[0]?.title).toBeNull();
    const blank = { ...withProgressive, sections: { progressiveDiscountPromotion: { title: 1 } } };
    expect(quoteOf(blank).discounts[0]?.title).toBeNull();
    expect(quoteOf(priced)).toMatchObject({ shipping: null, cashback: null, discounts: [] });
  });

  itReturns('a stored value that is not a quote reads as none: %j → %j', parseQuote, [
    [null, null],
    [{ total: '12' }, null],
    [{ total: 1, lines: [] }, null],
  ]);
});
