/**
 * Custom product display settings (SPEC §3; served by feature flag value/custom_product_display,
 * §7) and the cart-drawer toast they configure (§4 "Opening may show a success toast with the
 * configured text if the customer is a club member and the cart has items").
 */
import { Stores, type Store } from '../store.ts';
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

/**
 * The settings as a store shows them (issue #34). The outlet has no member prices (SPEC §6
 * "Member price is hidden in the outlet"), so its tax banner loses the member line ('Sócio Wine
 * paga menos') and its WineBox the members' toast; the Wine store shows them as configured.
 */
export function displaySettingsFor<
  T extends Pick<CustomProductDisplaySettings, 'secondaryText' | 'shoppingCartToastActive'>,
>(settings: T | null, store: Store): T | null {
  if (!settings || store !== Stores.OUTLET) return settings;
  return { ...settings, secondaryText: undefined, shoppingCartToastActive: false };
}
