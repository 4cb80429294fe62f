/**
 * Tax-savings banner (SPEC §2 "Tax-savings banner on the product page and in the cart", §3 Custom
 * product display settings, §9 "Tax saved is price × taxPercentage/100. Club or prime customers get
 * the club price.").
 */
import { formatBRL, percentOf, type Centavos } from '../money.ts';
import { customerPrice, type ProductPrices } from './customer-price.ts';

/** The fields of SPEC §3 "Custom product display settings" that the tax banner reads. */
export interface TaxBannerSettings {
  active?: boolean | null;
  taxPercentage?: number | null;
  taxText?: string | null;
  taxTextLeft?: string | null;
  taxTextRight?: string | null;
  enabledAtProductPage?: boolean | null;
  enabledOncart?: boolean | null;
}

export type TaxBannerPlace = 'product' | 'cart';

/**
 * Tax saved on one product: the customer's price (club price for club or prime customers, see
 * roles.ts isSubscriber) × taxPercentage / 100, rounded once. A missing or negative percentage
 * saves nothing.
 */
export function taxSaved(
  prices: ProductPrices,
  subscriber: boolean,
  taxPercentage: number,
): Centavos {
  if (!Number.isFinite(taxPercentage) || taxPercentage <= 0) return 0;
  return percentOf(customerPrice(prices, subscriber), taxPercentage);
}

/** The banner shows where it is enabled (product page / cart) and only while the settings are active. */
export function isTaxBannerVisible(
  settings: TaxBannerSettings | null | undefined,
  place: TaxBannerPlace,
): boolean {
  if (!settings?.active) return false;
  return place === 'product'
    ? settings.enabledAtProductPage === true
    : settings.enabledOncart === true;
}

export interface TaxBannerView {
  saved: Centavos;
  savedText: string;
  text: string;
  textLeft: string;
  textRight: string;
}

/**
 * The banner view-model, or null when hidden. The texts are the configured ones, as they are
 * (SPEC §3 gives taxText, taxTextLeft and taxTextRight as settings, not fixed wording).
 */
export function taxBanner(
  settings: TaxBannerSettings | null | undefined,
  place: TaxBannerPlace,
  prices: ProductPrices,
  subscriber: boolean,
): TaxBannerView | null {
  if (!settings || !isTaxBannerVisible(settings, place)) return null;
  const saved = taxSaved(prices, subscriber, settings.taxPercentage ?? 0);
  return {
    saved,
    savedText: formatBRL(saved),
    text: settings.taxText ?? '',
    textLeft: settings.taxTextLeft ?? '',
    textRight: settings.taxTextRight ?? '',
  };
}

/** RPC `getFlagImpostoZero` (SPEC §7): where the tax-savings ('imposto zero') banner shows. */
export interface ImpostoZeroFlag {
  /** The banner shows on the product page or in the cart. */
  enabled: boolean;
  productPage: boolean;
  cart: boolean;
  taxPercentage: number;
  text: string;
  textLeft: string;
  textRight: string;
}

/**
 * The banner's switch as one answer, read by the same rule the banner uses
 * (`isTaxBannerVisible`) from the same settings (the flag value/custom_product_display as the
 * store shows it): never a second copy of when it shows.
 */
export function impostoZeroFlag(settings: TaxBannerSettings | null | undefined): ImpostoZeroFlag {
  const productPage = isTaxBannerVisible(settings, 'product');
  const cart = isTaxBannerVisible(settings, 'cart');
  const percentage = settings?.taxPercentage ?? 0;
  return {
    enabled: productPage || cart,
    productPage,
    cart,
    taxPercentage: Number.isFinite(percentage) && percentage > 0 ? percentage : 0,
    text: settings?.taxText ?? '',
    textLeft: settings?.taxTextLeft ?? '',
    textRight: settings?.taxTextRight ?? '',
  };
}
