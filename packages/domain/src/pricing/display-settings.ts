/**
 * Custom product display settings (SPEC §3; served by feature flag value/custom_product_display,
 * §7) and the cart-drawer toast they configure (§4 "Opening may show a success toast with the
 * configured text if the customer is a club member and the cart has items").
 */
import type { TaxBannerSettings } from './tax.ts';

/** SPEC §3 "Custom product display settings". Colours are CSS colour strings. */
export interface CustomProductDisplaySettings extends TaxBannerSettings {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  tertiaryColor?: string | null;
  /** The dark-mode colours, same keys. */
  darkMode?: Readonly<Record<string, string>> | null;
  discountBadgeColor?: string | null;
  priceColor?: string | null;
  fullPriceColor?: string | null;
  textColor?: string | null;
  text?: string | null;
  secondaryText?: string | null;
  shoppingCartToastText?: string | null;
  shoppingCartToastActive?: boolean | null;
}

/**
 * The toast shown when the cart drawer opens, or null. Needs the settings active (our reading: the
 * `active` switch turns the whole custom display off), the toast switched on with a non-blank text,
 * a club member (roles.ts isSubscriber) and a cart with items.
 */
export function cartOpenToast(
  settings: CustomProductDisplaySettings | null | undefined,
  customer: { subscriber: boolean; cartItemCount: number },
): string | null {
  if (!settings?.active || !settings.shoppingCartToastActive) return null;
  const text = settings.shoppingCartToastText?.trim() ?? '';
  if (text === '' || !customer.subscriber || customer.cartItemCount <= 0) return null;
  return text;
}
