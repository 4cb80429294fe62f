/**
 * The store's look from its flags (issue #18, ADR 0032), read once per page by the root loader:
 * dark mode, the product-card border, the bigger font (SPEC §9), the Bar & Gourmet mobile menu,
 * the three WineBox offers, and the colours of custom_product_display as CSS custom properties
 * (the dark-mode colours when dark mode is on). SPEC §8: a flag that cannot be read is its
 * feature's default. The neon border is the browser's (its own endpoint and localStorage).
 */
import type { CSSProperties } from 'react';
import { FLAGS, type FlagKey } from '@adega/domain/flags';
import type { CustomProductDisplay, WebLoadContext } from '@adega/server/contract';

export interface CartOffers {
  /** value/product_offer_shopping_cart: the pendura and producer-gift offers on cart lines. */
  productOffer: boolean;
  /** value/progressive_offer_shopping_cart: the progressive-discount bar. */
  progressiveOffer: boolean;
  /** value/chose_your_gift_shopping_cart: the gift progress and choose-your-gift. */
  choseYourGift: boolean;
}

export interface PageLook {
  darkMode: boolean;
  cardBorder: boolean;
  biggerFont: boolean;
  barGourmetMenu: boolean;
  cartOffers: CartOffers;
  /** CSS custom properties of custom_product_display (--display-*). */
  colours: Record<string, string>;
}

export const DEFAULT_CART_OFFERS: CartOffers = {
  productOffer: FLAGS.product_offer_shopping_cart.enabled,
  progressiveOffer: FLAGS.progressive_offer_shopping_cart.enabled,
  choseYourGift: FLAGS.chose_your_gift_shopping_cart.enabled,
};

type FlagReader = Pick<WebLoadContext, 'featureEnabled' | 'flag'>;

async function enabled(context: FlagReader, key: FlagKey | 'bigger_font'): Promise<boolean> {
  const fallback = key === 'bigger_font' ? false : FLAGS[key].enabled;
  try {
    if (key === 'bigger_font' || FLAGS[key].kind === 'enable')
      return await context.featureEnabled(key);
    return (await context.flag(FLAGS[key].kind, key))?.enabled ?? fallback;
  } catch {
    return fallback;
  }
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** The display's colours (dark-mode ones over them when dark) as --display-* properties. */
export function displayColours(
  display: CustomProductDisplay | null,
  dark: boolean,
): Record<string, string> {
  if (!display?.active) return {};
  const base: Record<string, string | undefined> = {
    primary: display.primaryColor,
    secondary: display.secondaryColor,
    tertiary: display.tertiaryColor,
    badge: display.discountBadgeColor,
    price: display.priceColor,
    'full-price': display.fullPriceColor,
    text: display.textColor,
  };
  if (dark) {
    // Dark mode uses only the dark-mode colours; the rest fall back to the dark theme's tokens
    // (a light colour meant for a white page would fail contrast on the dark one).
    const d = display.darkMode ?? {};
    Object.assign(base, {
      primary: d.primaryColor,
      secondary: d.secondaryColor,
      tertiary: d.tertiaryColor,
      badge: d.discountBadgeColor,
      price: d.priceColor,
      'full-price': d.fullPriceColor,
      text: d.textColor,
    });
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(base))
    if (value && COLOUR.test(value)) out[`--display-${name}`] = value;
  return out;
}

/** The look; `display` may still be loading (the root loader reads it at the same time). */
export async function pageLookOf(
  context: FlagReader,
  display: CustomProductDisplay | null | Promise<CustomProductDisplay | null>,
): Promise<PageLook> {
  const [darkMode, cardBorder, biggerFont, barGourmetMenu, product, progressive, gift, shown] =
    await Promise.all([
      enabled(context, 'dark_mode'),
      enabled(context, 'product_card_border'),
      enabled(context, 'bigger_font'),
      enabled(context, 'bar_and_gourmet_mobile_menu'),
      enabled(context, 'product_offer_shopping_cart'),
      enabled(context, 'progressive_offer_shopping_cart'),
      enabled(context, 'chose_your_gift_shopping_cart'),
      display,
    ]);
  return {
    darkMode,
    cardBorder,
    biggerFont,
    barGourmetMenu,
    cartOffers: { productOffer: product, progressiveOffer: progressive, choseYourGift: gift },
    colours: displayColours(shown, darkMode),
  };
}

/** The <html> attributes of a look: CSS selects on them (app.css, product.css). */
export function lookAttributes(look: PageLook | null | undefined): {
  'data-theme'?: 'dark';
  'data-card-border'?: 'true';
  'data-font'?: 'bigger';
  style?: CSSProperties;
} {
  if (!look) return {};
  return {
    ...(look.darkMode ? { 'data-theme': 'dark' as const } : {}),
    ...(look.cardBorder ? { 'data-card-border': 'true' as const } : {}),
    ...(look.biggerFont ? { 'data-font': 'bigger' as const } : {}),
    ...(Object.keys(look.colours).length > 0 ? { style: look.colours as CSSProperties } : {}),
  };
}
