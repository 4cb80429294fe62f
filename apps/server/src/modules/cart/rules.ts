/**
 * The cart rules as the server applies them (ADR 0009): a product row as the domain's
 * `CartProduct`, who buys, and a refused rule as its AppError (status by reason).
 */
import type { CartProduct, CartRuleFailure } from '@adega/domain/cart/cart-rules';
import { AppError, type ErrorCode } from '@adega/domain/errors';
import { hasSubscription } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { isSoldIn, type CartProductRow, type CustomerFlags } from './repo.ts';

export function cartProductOf(product: NonNullable<CartProductRow>, store: Store): CartProduct {
  return {
    productType: product.productType,
    available: product.available,
    listPrice: product.listPrice,
    stock: product.stock,
    promotion: product.promotion,
    inStore: isSoldIn(product, store),
    primeRequired: product.attributes.PRIME_REQUIRED === 'true',
  };
}

/**
 * Who buys: members-only needs a subscription on the record; a prime-required product needs
 * premium on the record or the premium line in the cart (issue #15).
 */
export function buyerOf(flags: CustomerFlags | null, primeInCart = false) {
  return {
    subscriber: hasSubscription(flags),
    primeSubscriber: flags?.socioPrime === true,
    primeInCart,
  };
}

/**
 * Who buys a subscription line: also whether a club or premium subscription that is not
 * cancelled exists (ADR 0022), besides the prime flag of the record (SPEC §4).
 */
export function subscriptionBuyerOf(
  flags: CustomerFlags | null,
  open: ReadonlySet<'CLUB' | 'PREMIUM'>,
) {
  const buyer = buyerOf(flags);
  return {
    ...buyer,
    primeSubscriber: buyer.primeSubscriber || open.has('PREMIUM'),
    clubMember: open.has('CLUB'),
  };
}

const FAILURE_CODE: Record<CartRuleFailure['reason'], ErrorCode> = {
  'not-found': 'NOT_FOUND',
  unavailable: 'OUT_OF_STOCK',
  'out-of-stock': 'OUT_OF_STOCK',
  'members-only': 'MEMBERS_ONLY',
  quantity: 'VALIDATION',
  'already-prime': 'CONFLICT',
  'already-club': 'CONFLICT',
  'prime-required': 'FORBIDDEN',
  gift: 'CONFLICT',
};

export function refuse(failure: CartRuleFailure): never {
  throw new AppError(FAILURE_CODE[failure.reason], failure.message);
}
