/**
 * What the WineBox drawer shows, read from the cart document (SPEC §2 Winebox drawer, §4, §6, §9;
 * DTO in apps/server/src/contract.ts, money in decimal reais, ADR 0004). Pure: every rule is the
 * domain's (cashback, tax, simulated saving, prime visibility, limited-discount warning).
 */
import type { CartDto, CartItemDto } from '@adega/server/contract';
import { fromReais, percentOf, sumCentavos, type Centavos } from '@adega/domain/money';
import {
  anonymousCashbackLine,
  cashbackLine,
  loggedCashbackLine,
  unloggedCashback,
} from '@adega/domain/pricing/cashback';
import { isTaxBannerVisible, type TaxBannerSettings } from '@adega/domain/pricing/tax';
import { simulatedSaving } from '@adega/domain/pricing/premium';
import { isPrimeItem } from '@adega/domain/pricing/prime-toggle';
import { limitedDiscountWarning } from '@adega/domain/pricing/stock';
import {
  hasSubscription,
  isFeatureVisible,
  isPremiumOfferVisible,
  type SubscriptionFlags,
} from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';

export const DRAWER_EMPTY_TEXT = 'Você ainda não escolheu seus produtos';
export const CHECKOUT_LABEL = 'Finalizar pedido';
export const DROP_STOP_LABEL = 'Corta-gotas';

/** 'WineBox (n)': n counts units without the prime line (the server's numItems, SPEC §4). */
export function drawerTitle(cart: CartDto | null): string {
  return `WineBox (${String(itemCount(cart))})`;
}

export function itemCount(cart: CartDto | null): number {
  return cart?.numItems ?? 0;
}

/** What a gift line shows instead of 'R$ 0,00' (issue #34). */
export const GIFT_LINE_LABEL = 'Brinde';

/** A line the customer gets as a gift (a chosen or producer gift) and pays nothing for. */
export function isFreeGift(item: Pick<CartItemDto, 'promotionGift' | 'total'>): boolean {
  return item.promotionGift !== null && item.total.amount === 0;
}

/** The subscription (prime/pass) line: productType 'ClubePrime', no quantity input (SPEC §5). */
export function isPrimeLine(item: CartItemDto): boolean {
  return isPrimeItem({ productType: item.productSku.product.productType.name });
}

/** The lines the customer chose (not the subscription line). */
export function productLines(cart: CartDto | null): CartItemDto[] {
  return (cart?.cartItems ?? []).filter((item) => !isPrimeLine(item));
}

/** Amount of the products (without the subscription line), in centavos. */
export function productsAmount(cart: CartDto | null): Centavos {
  return sumCentavos(
    productLines(cart)
      .filter((item) => item.available)
      .map((item) => fromReais(item.total.amount)),
  );
}

/**
 * SPEC §6 cashback line. The server's `cashbackPreview` when the document carries it (`upTo`: the
 * visitor's 'Ganhe até' estimate); otherwise the domain rule: anonymous, 3.6 % of the products'
 * amount; logged, the same estimate as the amount the customer will earn. No line for an empty
 * amount.
 */
export function cartCashbackText(cart: CartDto | null, logged: boolean): string | null {
  const amount = productsAmount(cart);
  if (amount <= 0) return null;
  const preview = cart?.cashbackPreview;
  if (preview) {
    const cashback = fromReais(preview.amount);
    if (cashback <= 0) return null;
    return preview.upTo ? anonymousCashbackLine(cashback) : loggedCashbackLine(cashback);
  }
  if (!logged) return cashbackLine({ logged: false, amount });
  return cashbackLine({ logged: true, cashback: unloggedCashback(amount) });
}

/**
 * SPEC §2/§9 tax-savings banner in the cart (enabledOncart): the amount the customer pays for
 * the products (already the club price for club or prime customers) × taxPercentage / 100.
 */
export function cartTaxSaving(
  cart: CartDto | null,
  settings: TaxBannerSettings | null | undefined,
): Centavos | null {
  if (!isTaxBannerVisible(settings, 'cart')) return null;
  const percentage = settings?.taxPercentage ?? 0;
  const amount = productsAmount(cart);
  if (amount <= 0 || !(percentage > 0)) return null;
  return percentOf(amount, percentage);
}

/** SPEC §9 simulated saving of the premium offer, from the cart lines. */
export function cartSimulatedSaving(cart: CartDto | null): Centavos {
  if (!cart) return 0;
  return simulatedSaving(
    cart.cartItems.map((item) => ({
      productType: item.productSku.product.productType.name,
      discount: { amount: fromReais(item.discount.amount) },
      total: { amount: fromReais(item.total.amount) },
    })),
    cart.primeDiscountRate,
  );
}

/** SPEC §6: who sees the prime/pass offer in the drawer (never in the outlet). */
export function showPrimeOffer(
  customer: SubscriptionFlags | null,
  cart: CartDto | null,
  store: Store,
): boolean {
  if (productLines(cart).length === 0) return false;
  return isPremiumOfferVisible({
    customer,
    primeInCart: cart?.clubePrimeOnCart ?? false,
    store,
  });
}

/** SPEC §6: the outlet hides the drop-stop option; an empty WineBox has nothing to ship. */
export function showDropStop(store: Store, cart: CartDto | null): boolean {
  return isFeatureVisible('dropStop', store) && productLines(cart).length > 0;
}

/** SPEC §4: opening shows the configured toast to a club member whose cart has items. */
export function memberToastText(
  customer: SubscriptionFlags | null,
  cart: CartDto | null,
  settings: { shoppingCartToastActive?: boolean; shoppingCartToastText?: string } | null,
): string | null {
  if (!settings?.shoppingCartToastActive || !settings.shoppingCartToastText) return null;
  if (!hasSubscription(customer) || itemCount(cart) === 0) return null;
  return settings.shoppingCartToastText;
}

/** SPEC §5 limited-discount warning of a line (its campaign's limit_per_unit). */
export function lineLimitWarning(item: CartItemDto): string | null {
  return limitedDiscountWarning(item.quantity, item.productPromotionCampaign?.limit_per_unit);
}

/** What the mobile drawer's alert area says (issue #34): the coupon's and certificates' reasons, then unavailable products. */
export function cartAlerts(cart: CartDto | null): string[] {
  if (!cart) return [];
  const problems = [
    cart.coupon && !cart.coupon.applies ? cart.coupon.message : null,
    ...cart.giftCertificates.map((certificate) => certificate.message),
  ].filter((message): message is string => Boolean(message));
  const unavailable = productLines(cart)
    .filter((line) => !line.available)
    .map(
      (line) => `${line.displayName}: indisponível no momento. Remova da WineBox para continuar.`,
    );
  return [...new Set([...problems, ...unavailable])];
}
