/**
 * Settings and feature flags the store starts with: SPEC §3 custom product display settings and
 * the SPEC §7 feature flags (kinds enable, value, ab-test). Inserted only when absent, so a value
 * changed later is kept across restarts.
 */
import { featureFlags, settings } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

export const CUSTOM_PRODUCT_DISPLAY_KEY = 'custom_product_display';

/** SPEC §3 custom product display settings ({value} is replaced by the formatted amount). */
export const CUSTOM_PRODUCT_DISPLAY = {
  active: true,
  primaryColor: '#7b1e3a',
  secondaryColor: '#f6eef1',
  tertiaryColor: '#3d3d3d',
  darkMode: {
    primaryColor: '#e0a3b5',
    secondaryColor: '#2a1a20',
    tertiaryColor: '#f2f2f2',
    textColor: '#ffffff',
  },
  discountBadgeColor: '#00ae95',
  priceColor: '#7b1e3a',
  fullPriceColor: '#8a8a8a',
  textColor: '#ffffff',
  text: 'Preço sem impostos',
  secondaryText: 'Sócio Wine paga menos',
  taxPercentage: 30,
  taxText: 'Economize {value} em impostos',
  taxTextLeft: 'Economize',
  taxTextRight: 'em impostos nesta compra',
  enabledAtProductPage: true,
  enabledOncart: true,
  shoppingCartToastText: 'Sócio, seu desconto já está aplicado!',
  shoppingCartToastActive: true,
} as const;

export interface FeatureFlagSeed {
  kind: 'enable' | 'value' | 'ab-test';
  key: string;
  enabled: boolean;
  value: unknown;
}

/** SPEC §7 feature flags with their defaults. */
export const FEATURE_FLAGS: readonly FeatureFlagSeed[] = [
  { kind: 'enable', key: 'bar_and_gourmet_mobile_menu', enabled: true, value: null },
  { kind: 'enable', key: 'checkbox_to_opt_in_on_authentication', enabled: true, value: null },
  { kind: 'value', key: 'custom_product_display', enabled: true, value: CUSTOM_PRODUCT_DISPLAY },
  {
    kind: 'ab-test',
    key: 'checkbox_to_opt_in_on_ecom_checkout_coupon',
    enabled: true,
    value: {
      variants: [
        { name: 'controle', weight: 50 },
        { name: 'checkbox', weight: 50 },
      ],
    },
  },
  { kind: 'enable', key: 'bank_slip', enabled: true, value: null },
  { kind: 'enable', key: 'product_card_border', enabled: false, value: null },
  { kind: 'enable', key: 'dark_mode', enabled: false, value: null },
  { kind: 'enable', key: 'dynamic_hotsites_non_member_home', enabled: false, value: null },
  { kind: 'enable', key: 'dynamic_hotsites_member_home', enabled: false, value: null },
  { kind: 'value', key: 'product_offer_shopping_cart', enabled: false, value: null },
  { kind: 'value', key: 'progressive_offer_shopping_cart', enabled: false, value: null },
  { kind: 'value', key: 'chose_your_gift_shopping_cart', enabled: false, value: null },
];

export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CUSTOM_PRODUCT_DISPLAY_KEY, value: CUSTOM_PRODUCT_DISPLAY })
    .onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAGS.map((flag) => ({ ...flag })))
    .onConflictDoNothing();
}
