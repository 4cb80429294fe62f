/** ADR 0022: a club box line in the cart is a subscription, not merchandise. */
import { describe, expect, it } from 'vitest';
import { bottlesOf } from '../checkout/shipping.ts';
import { cartItemCount, isPrimeItem, isSubscriptionItem } from '../pricing/prime-toggle.ts';
import { simulatedSaving } from '../pricing/premium.ts';
import { merchandiseTotal, unpricedLine } from '../promotions/registry.ts';
import { quantityInputMode } from '../validation/quantity.ts';
import {
  ALREADY_CLUB_MEMBER,
  ALREADY_PRIME,
  CLUB_QUANTITY_FIXED,
  checkLine,
  mergeCartLines,
  quantityAfterAdd,
  type CartProduct,
} from './cart-rules.ts';
import { cartTotals } from './cart-totals.ts';

const product = (productType: string): CartProduct => ({
  productType,
  available: true,
  listPrice: 9990,
  stock: 99999,
  promotion: null,
  inStore: true,
});
const club = product('Clube');
const prime = product('ClubePrime');
const wine = product('Vinho');

describe('the club line is a subscription', () => {
  it('is a subscription item but not the prime item (clubePrimeOnCart stays prime only)', () => {
    expect(isSubscriptionItem(club)).toBe(true);
    expect(isPrimeItem(club)).toBe(false);
    const line = { quantity: 1, available: true, lowestPrice: 9990, total: 9990, discount: 0 };
    const totals = cartTotals([
      { ...line, productType: 'Clube' },
      { ...line, productType: 'Vinho', quantity: 2 },
    ]);
    expect(totals.clubePrimeOnCart).toBe(false);
    expect(totals.numItems).toBe(2);
    expect(cartItemCount([{ productType: 'Clube', quantity: 1 }])).toBe(0);
  });

  it('quantity exactly 1, no quantity input', () => {
    expect(quantityInputMode({ productType: 'Clube' })).toBe('none');
    expect(quantityAfterAdd('Clube', 1, 5)).toBe(1);
    expect(checkLine(club, 2, { subscriber: false })).toEqual({
      ok: false,
      reason: 'quantity',
      message: CLUB_QUANTITY_FIXED,
    });
    expect(checkLine(club, 1, { subscriber: false }).ok).toBe(true);
  });

  it('a club member cannot add a club line; a premium one no prime line', () => {
    expect(checkLine(club, 1, { subscriber: true, clubMember: true })).toEqual({
      ok: false,
      reason: 'already-club',
      message: ALREADY_CLUB_MEMBER,
    });
    expect(ALREADY_CLUB_MEMBER).toBe(
      'Você já é sócio do Clube Wine. Para trocar de linha, acesse Minha conta › Clube.',
    );
    // A premium subscriber may still join the club, and a club member buy premium.
    expect(checkLine(club, 1, { subscriber: true, primeSubscriber: true }).ok).toBe(true);
    expect(checkLine(prime, 1, { subscriber: true, clubMember: true }).ok).toBe(true);
    expect(checkLine(prime, 1, { subscriber: true, primeSubscriber: true })).toMatchObject({
      message: ALREADY_PRIME,
    });
    expect(checkLine(wine, 3, { subscriber: true, clubMember: true }).ok).toBe(true);
  });

  it('is no bottle, no merchandise and no base of the simulated premium saving', () => {
    const lines = [
      unpricedLine({
        itemId: 1,
        product: { ...club, code: 'C', salePrice: 9990, clubPrice: 9990, attributes: {} },
        quantity: 1,
        available: true,
      }),
      unpricedLine({
        itemId: 2,
        product: { ...wine, code: 'W', salePrice: 1000, clubPrice: 900, attributes: {} },
        quantity: 3,
        available: true,
      }),
    ].map((line) => ({ ...line, total: 1000 }));
    expect(lines[0]?.subscription).toBe(true);
    expect(bottlesOf(lines)).toBe(3);
    expect(merchandiseTotal(lines)).toBe(1000);
    expect(
      simulatedSaving(
        [
          { productType: 'Clube', total: { amount: 9990 } },
          { productType: 'Vinho', total: { amount: 10000 } },
        ],
        15,
      ),
    ).toBe(1500);
  });

  it('a sign-in merge keeps one line of each subscription kind', () => {
    const products = new Map<number, CartProduct>([
      [1, club],
      [2, { ...club }],
      [3, prime],
      [4, wine],
    ]);
    const merged = mergeCartLines(
      [{ productId: 1, quantity: 1 }],
      [
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 1 },
        { productId: 4, quantity: 2 },
      ],
      (id) => products.get(id),
      { subscriber: false, primeSubscriber: false },
    );
    expect(merged).toEqual([
      { productId: 1, quantity: 1 },
      { productId: 3, quantity: 1 },
      { productId: 4, quantity: 2 },
    ]);
  });
});
