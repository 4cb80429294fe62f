import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_UNAVAILABLE_TEXT } from '../pricing/availability.ts';
import { MEMBERS_ONLY_LABEL } from '../roles.ts';
import { QUANTITY_RANGE } from '../validation/quantity.ts';
import {
  checkAddToLine,
  GIFT_ALREADY_IN_CART,
  GIFT_GRANTED_QUANTITY,
  ALREADY_PRIME,
  checkLine,
  isLineAvailable,
  MAX_CART_LINES,
  mergeCartLines,
  PRIME_QUANTITY_FIXED,
  PRIME_REQUIRED_TEXT,
  PRODUCT_NOT_FOUND,
  quantityAfterAdd,
  sellableStock,
  stockLimitMessage,
  TOO_MANY_LINES,
  type CartProduct,
  type MergeLine,
} from './cart-rules.ts';
import { itReturns } from '../test-support/examples.ts';

const wine = (over: Partial<CartProduct> = {}): CartProduct => ({
  productType: 'Vinho',
  available: true,
  listPrice: 10000,
  stock: 50,
  promotion: null,
  inStore: true,
  ...over,
});
const visitor = { subscriber: false };
const member = { subscriber: true };
const membersOnly = { active: true, club_member_only: true, stock: 30 };
const plain = { subscriber: false, primeSubscriber: false };

/** mergeCartLines over a test catalogue, for a plain customer unless told. */
function mergerOf(catalogue: ReadonlyMap<number, CartProduct>) {
  return (
    target: readonly MergeLine[],
    source: readonly MergeLine[],
    customer: Parameters<typeof mergeCartLines>[3] = plain,
  ) => mergeCartLines(target, source, (id) => catalogue.get(id), customer);
}

describe('checkLine', () => {
  it('accepts an available product within bounds and stock', () => {
    expect(checkLine(wine(), 1, visitor)).toEqual({ ok: true });
    expect(checkLine(wine(), 50, visitor)).toEqual({ ok: true });
  });

  it('a product not sold in this store is not found', () => {
    expect(checkLine(wine({ inStore: false }), 1, visitor)).toEqual({
      ok: false,
      reason: 'not-found',
      message: PRODUCT_NOT_FOUND,
    });
  });

  it('SPEC §4: unavailable when not flagged available or with a zero list price, or no stock', () => {
    for (const product of [
      wine({ available: false }),
      wine({ listPrice: 0 }),
      wine({ stock: 0 }),
    ]) {
      expect(checkLine(product, 1, visitor)).toEqual({
        ok: false,
        reason: 'unavailable',
        message: PRODUCT_UNAVAILABLE_TEXT,
      });
    }
  });

  it('SPEC §6: members-only promotions are for subscribers only', () => {
    const product = wine({ promotion: membersOnly });
    expect(checkLine(product, 1, visitor)).toEqual({
      ok: false,
      reason: 'members-only',
      message: MEMBERS_ONLY_LABEL,
    });
    expect(checkLine(product, 1, member)).toEqual({ ok: true });
    // An inactive promotion restricts nobody.
    expect(checkLine(wine({ promotion: { ...membersOnly, active: false } }), 1, visitor).ok).toBe(
      true,
    );
  });

  it('SPEC §5: quantity is an integer 1..9999', () => {
    const big = wine({ stock: 100_000 });
    for (const quantity of [0, -1, 1.5, 10_000, Number.NaN]) {
      expect(checkLine(big, quantity, visitor)).toEqual({
        ok: false,
        reason: 'quantity',
        message: QUANTITY_RANGE,
      });
    }
    expect(checkLine(big, 9999, visitor).ok).toBe(true);
  });

  it('never more than the stock, with the count in the message', () => {
    expect(checkLine(wine({ stock: 5 }), 6, visitor)).toEqual({
      ok: false,
      reason: 'out-of-stock',
      message: 'Só temos 5 unidades deste produto.',
    });
    expect(stockLimitMessage(1)).toBe('Só temos 1 unidade deste produto.');
  });

  it('an active promotion sells no more than its own stock', () => {
    const promo = { active: true, club_member_only: false, stock: 3 };
    expect(sellableStock(wine({ promotion: promo }))).toBe(3);
    expect(sellableStock(wine({ promotion: { ...promo, active: false } }))).toBe(50);
    expect(sellableStock(wine({ stock: 2, promotion: promo }))).toBe(2);
    expect(checkLine(wine({ promotion: promo }), 4, visitor).ok).toBe(false);
  });

  it('the subscription line is always one unit, and not for prime subscribers', () => {
    const prime = wine({ productType: 'ClubePrime', stock: 99_999 });
    expect(checkLine(prime, 1, visitor)).toEqual({ ok: true });
    expect(checkLine(prime, 2, visitor)).toEqual({
      ok: false,
      reason: 'quantity',
      message: PRIME_QUANTITY_FIXED,
    });
    expect(checkLine(prime, 1, { subscriber: true, primeSubscriber: true })).toEqual({
      ok: false,
      reason: 'already-prime',
      message: ALREADY_PRIME,
    });
    // SPEC §8: an add-to-cart text with 'Prime' is shown as is.
    expect(ALREADY_PRIME).toContain('Prime');
  });

  it('a prime-required product: premium customers, or with the premium line in the cart', () => {
    const exclusive = wine({ primeRequired: true });
    expect(checkLine(exclusive, 1, visitor)).toEqual({
      ok: false,
      reason: 'prime-required',
      message: PRIME_REQUIRED_TEXT,
    });
    // A club member is not premium.
    expect(checkLine(exclusive, 1, { subscriber: true }).ok).toBe(false);
    expect(checkLine(exclusive, 1, { subscriber: true, primeSubscriber: true }).ok).toBe(true);
    expect(checkLine(exclusive, 1, { subscriber: false, primeInCart: true }).ok).toBe(true);
    // SPEC §8: shown as is under 'O produto não foi adicionado'.
    expect(PRIME_REQUIRED_TEXT).toContain('Prime');
  });

  it('isLineAvailable reads the same rules', () => {
    expect(isLineAvailable(wine(), 3, visitor)).toBe(true);
    expect(isLineAvailable(wine({ promotion: membersOnly }), 1, visitor)).toBe(false);
  });
});

describe('quantityAfterAdd', () => {
  itReturns(
    'adds up, except the subscription line which stays at 1: %j, %j, %j → %j',
    quantityAfterAdd,
    [
      ['Vinho', 0, 2, 2],
      ['Vinho', 3, 2, 5],
      ['ClubePrime', 1, 3, 1],
    ],
  );
});

describe('mergeCartLines (sign-in merge)', () => {
  const catalogue = new Map<number, CartProduct>([
    [1, wine({ stock: 100 })],
    [2, wine({ stock: 4 })],
    [3, wine({ promotion: membersOnly })],
    [4, wine({ available: false })],
    [5, wine({ productType: 'ClubePrime', stock: 99_999 })],
    [6, wine({ productType: 'ClubePrime', stock: 99_999 })],
    [7, wine({ stock: 100_000 })],
  ]);
  const productOf = (id: number) => catalogue.get(id);
  const merge = mergerOf(catalogue);

  it('adds quantities of the same product and keeps the other lines', () => {
    expect(
      merge(
        [{ productId: 1, quantity: 2 }],
        [
          { productId: 1, quantity: 3 },
          { productId: 2, quantity: 1 },
        ],
      ),
    ).toEqual([
      { productId: 1, quantity: 5 },
      { productId: 2, quantity: 1 },
    ]);
  });

  it('caps at the stock and at 9999', () => {
    expect(
      merge(
        [
          { productId: 2, quantity: 3 },
          { productId: 7, quantity: 9000 },
        ],
        [
          { productId: 2, quantity: 3 },
          { productId: 7, quantity: 9000 },
        ],
      ),
    ).toEqual([
      { productId: 2, quantity: 4 },
      { productId: 7, quantity: 9999 },
    ]);
  });

  it('re-applies the rules: drops members-only for non-members, unavailable and unknown products', () => {
    const source = [
      { productId: 3, quantity: 1 },
      { productId: 4, quantity: 1 },
      { productId: 99, quantity: 1 },
    ];
    expect(merge([], source)).toEqual([]);
    expect(merge([], source, { ...plain, subscriber: true })).toEqual([
      { productId: 3, quantity: 1 },
    ]);
  });

  it('keeps one subscription line (the customer’s), and none for a prime subscriber', () => {
    const target = [{ productId: 5, quantity: 1 }];
    const source = [
      { productId: 6, quantity: 1 },
      { productId: 5, quantity: 1 },
    ];
    expect(merge(target, source)).toEqual([{ productId: 5, quantity: 1 }]);
    expect(merge([], source)).toEqual([{ productId: 6, quantity: 1 }]);
    expect(merge(target, source, { subscriber: true, primeSubscriber: true })).toEqual([]);
  });

  it(`keeps at most ${String(MAX_CART_LINES)} different products`, () => {
    const many = Array.from({ length: MAX_CART_LINES + 20 }, (_, index) => ({
      productId: 1000 + index,
      quantity: 1,
    }));
    const merged = mergeCartLines(many.slice(0, 60), many.slice(60), () => wine(), plain);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged[0]).toEqual({ productId: 1000, quantity: 1 });
    expect(TOO_MANY_LINES).toBe('Sua WineBox pode ter no máximo 100 produtos diferentes.');
  });

  it('every merged line obeys the rules and no product repeats (property)', () => {
    const lines = fc.array(
      fc.record({
        productId: fc.integer({ min: 1, max: 8 }),
        quantity: fc.integer({ min: 1, max: 9999 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(
        lines,
        lines,
        fc.boolean(),
        (target: MergeLine[], source: MergeLine[], subscriber) => {
          const merged = merge(target, source, {
            subscriber,
            primeSubscriber: false,
          });
          const ids = merged.map((line) => line.productId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(merged.length).toBeLessThanOrEqual(MAX_CART_LINES);
          for (const line of merged) {
            const product = productOf(line.productId);
            expect(product).toBeDefined();
            if (product) expect(checkLine(product, line.quantity, { subscriber }).ok).toBe(true);
          }
        },
      ),
    );
  });
});

describe('free gift multiplied (issue #12 A3): gift lines keep the granted quantity', () => {
  const catalogue = new Map<number, CartProduct>([
    [1, wine({ stock: 100 })],
    [8, wine({ stock: 100 })],
  ]);
  const merge = mergerOf(catalogue);

  it('no add reaches a gift line (add to cart, re-buy); an ordinary line may grow', () => {
    expect(checkAddToLine({ giftRecordId: 7 })).toEqual({
      ok: false,
      reason: 'gift',
      message: GIFT_ALREADY_IN_CART,
    });
    expect(checkAddToLine({ giftRecordId: null })).toEqual({ ok: true });
    expect(checkAddToLine({})).toEqual({ ok: true });
    expect(checkAddToLine(undefined)).toEqual({ ok: true });
  });

  it('merge: the visitor’s units of the product do not add to the customer’s gift line', () => {
    expect(
      merge(
        [
          { productId: 1, quantity: 2 },
          { productId: 8, quantity: 1, giftRecordId: 7 },
        ],
        [{ productId: 8, quantity: 5 }],
      ),
    ).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 8, quantity: GIFT_GRANTED_QUANTITY, giftRecordId: 7 },
    ]);
  });

  it('merge: a gift line stored with more units is brought back to the granted quantity', () => {
    expect(merge([{ productId: 8, quantity: 59, giftRecordId: 7 }], [])).toEqual([
      { productId: 8, quantity: 1, giftRecordId: 7 },
    ]);
  });

  it('merge: a visitor’s gift moves as a gift ×1 only when the customer has no such line', () => {
    expect(merge([], [{ productId: 8, quantity: 5, giftRecordId: 7 }])).toEqual([
      { productId: 8, quantity: 1, giftRecordId: 7 },
    ]);
    expect(
      merge([{ productId: 8, quantity: 2 }], [{ productId: 8, quantity: 1, giftRecordId: 7 }]),
    ).toEqual([{ productId: 8, quantity: 2 }]);
    expect(
      merge(
        [{ productId: 8, quantity: 1, giftRecordId: 3 }],
        [{ productId: 8, quantity: 1, giftRecordId: 7 }],
      ),
    ).toEqual([{ productId: 8, quantity: 1, giftRecordId: 3 }]);
  });

  it('property: after any merge no gift line has more than the granted quantity', () => {
    const line = fc.record({
      productId: fc.constantFrom(1, 8),
      quantity: fc.integer({ min: 1, max: 200 }),
      giftRecordId: fc.option(fc.constant(7), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 2 }), fc.array(line, { maxLength: 2 }), (a, b) => {
        const unique = (lines: typeof a) =>
          lines.filter((l, i) => lines.findIndex((o) => o.productId === l.productId) === i);
        const merged = merge(unique(a), unique(b));
        return merged.every((l) => l.giftRecordId === undefined || l.quantity === 1);
      }),
    );
  });
});
