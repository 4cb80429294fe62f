/**
 * Settings and feature flags the store starts with: SPEC §3 custom product display settings and
 * the SPEC §7 feature flags (kinds enable, value, ab-test). Inserted only when absent, so a value
 * changed later is kept across restarts.
 */
import {
  FLAG_ENVIRONMENTS,
  FLAG_KEYS,
  FLAGS,
  PAGE_SWITCHES,
  type FlagKind,
} from '@adega/domain/flags';
import {
  SUBSCRIPTION_OFFER_FLAG,
  SUBSCRIPTION_OFFER_TEST,
} from '@adega/domain/pricing/offer-experiment';
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
    discountBadgeColor: '#6fd3c1',
    priceColor: '#f0b8c8',
    fullPriceColor: '#c9bcc2',
    textColor: '#10211e',
  },
  discountBadgeColor: '#007a68',
  priceColor: '#7b1e3a',
  fullPriceColor: '#6b6b6b',
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
  kind: FlagKind;
  key: string;
  enabled: boolean;
  value: unknown;
}

/**
 * SPEC §7 feature flags with their defaults (the domain's catalogue), custom_product_display with
 * the settings above, plus the page switches the server reads itself (neon border, bigger font)
 * and the checkout subscription offer's test.
 */
export const FEATURE_FLAGS: readonly FeatureFlagSeed[] = [
  ...FLAG_KEYS.map((key) => ({
    kind: FLAGS[key].kind,
    key,
    enabled: FLAGS[key].enabled,
    value: key === CUSTOM_PRODUCT_DISPLAY_KEY ? CUSTOM_PRODUCT_DISPLAY : FLAGS[key].value,
  })),
  ...Object.entries(PAGE_SWITCHES).map(([key, enabled]) => ({
    kind: 'enable' as const,
    key,
    enabled,
    value: null,
  })),
  // Issue #34: the checkout subscription offer's test (pass / discount), as data (README).
  { key: SUBSCRIPTION_OFFER_TEST, ...SUBSCRIPTION_OFFER_FLAG },
];

/** Every environment gets its own rows (ADR 0032). */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CUSTOM_PRODUCT_DISPLAY_KEY, value: CUSTOM_PRODUCT_DISPLAY })
    .onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values(
      FLAG_ENVIRONMENTS.flatMap((environment) =>
        FEATURE_FLAGS.map((flag) => ({ ...flag, environment })),
      ),
    )
    .onConflictDoNothing();
}
