/**
 * What the cart rules are checked over (ADR 0009, issue #33): a stored product as the rules'
 * `CartProduct` in one store, and the customer as the rules' `Buyer`. Pure; the server hands in
 * the product's cart columns and the customer's flags.
 */
import type { Centavos } from '../money.ts';
import { hasSubscription, type SubscriptionFlags } from '../roles.ts';
import type { Store } from '../store.ts';
import type { Buyer, CartProduct } from './cart-rules.ts';

/** A product's columns the cart rules read (the server's cart product row has them all). */
export interface StoredCartProduct {
  productType: string;
  available: boolean;
  listPrice: Centavos;
  stock: number;
  promotion?: CartProduct['promotion'];
  inWine: boolean;
  inOutlet: boolean;
  attributes: Readonly<Record<string, string>>;
}

/** A subscription kind that is not cancelled (ADR 0022). */
export type OpenSubscriptionKind = 'CLUB' | 'PREMIUM';

export function isSoldIn(product: { inWine: boolean; inOutlet: boolean }, store: Store): boolean {
  return store === 'OUTLET' ? product.inOutlet : product.inWine;
}

export function cartProductOf(product: StoredCartProduct, store: Store): CartProduct {
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
export function buyerOf(flags: SubscriptionFlags | null, primeInCart = false) {
  return {
    subscriber: hasSubscription(flags),
    primeSubscriber: flags?.socioPrime === true,
    primeInCart,
  } satisfies Buyer;
}

/**
 * Who buys a subscription line: also whether a club or premium subscription that is not
 * cancelled exists (ADR 0022), besides the prime flag of the record (SPEC §4).
 */
export function subscriptionBuyerOf(
  flags: SubscriptionFlags | null,
  open: ReadonlySet<OpenSubscriptionKind>,
) {
  const buyer = buyerOf(flags);
  return {
    ...buyer,
    primeSubscriber: buyer.primeSubscriber || open.has('PREMIUM'),
    clubMember: open.has('CLUB'),
  } satisfies Buyer;
}
