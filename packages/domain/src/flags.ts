/**
 * SPEC §7 feature flags as data (issue #18, ADR 0032): the 12 flags with their kind and the
 * default a feature uses when its flag cannot be read (SPEC §8: a failed flag call yields null
 * data and the feature's default), the environments flags live in, the stable A/B assignment and
 * the sizes of the bigger font (SPEC §9).
 */
import { ENVIRONMENTS, type Environment } from './enums.ts';
import { isOneOf } from './one-of.ts';

export const FLAG_KINDS = ['enable', 'value', 'ab-test'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** SPEC §3 environments (enums.ts): flags are data per environment. */
export const FLAG_ENVIRONMENTS = ENVIRONMENTS;
export type FlagEnvironment = Environment;

/** Headers of the flag endpoint (SPEC §7: an environment header; the ab-test's customer id). */
export const FLAG_ENVIRONMENT_HEADER = 'X-Environment';
export const FLAG_CUSTOMER_HEADER = 'X-Customer-Id';
export const FLAG_CACHE_BUSTER_MAX = 32;
export const FLAG_CUSTOMER_ID_MAX = 64;

export interface AbVariant {
  name: string;
  weight: number;
}

export interface FlagDefinition {
  kind: FlagKind;
  /** What the feature does when the flag is missing or its call failed. */
  enabled: boolean;
  value: unknown;
}

/** The checkout-coupon opt-in test: the control shows no checkbox. */
export const OPT_IN_COUPON_VARIANTS: readonly AbVariant[] = [
  { name: 'controle', weight: 50 },
  { name: 'checkbox', weight: 50 },
];
/** The variant of `checkbox_to_opt_in_on_ecom_checkout_coupon` that shows the checkbox. */
export const OPT_IN_COUPON_CHECKBOX_VARIANT = 'checkbox';

/** SPEC §7: the 12 flags, their kind and their default. */
export const FLAGS = {
  bar_and_gourmet_mobile_menu: { kind: 'enable', enabled: true, value: null },
  checkbox_to_opt_in_on_authentication: { kind: 'enable', enabled: true, value: null },
  custom_product_display: { kind: 'value', enabled: true, value: null },
  checkbox_to_opt_in_on_ecom_checkout_coupon: {
    kind: 'ab-test',
    enabled: true,
    value: { variants: OPT_IN_COUPON_VARIANTS },
  },
  bank_slip: { kind: 'enable', enabled: true, value: null },
  product_card_border: { kind: 'enable', enabled: false, value: null },
  dark_mode: { kind: 'enable', enabled: false, value: null },
  dynamic_hotsites_non_member_home: { kind: 'enable', enabled: false, value: null },
  dynamic_hotsites_member_home: { kind: 'enable', enabled: false, value: null },
  product_offer_shopping_cart: { kind: 'value', enabled: true, value: null },
  progressive_offer_shopping_cart: { kind: 'value', enabled: true, value: null },
  chose_your_gift_shopping_cart: { kind: 'value', enabled: true, value: null },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAGS;
export const FLAG_KEYS = Object.keys(FLAGS) as FlagKey[];

/**
 * Rows the server reads itself but the flag endpoint does not serve (not SPEC §7 flags): the neon
 * border (`/dynamicpages/neon-border-status.json`) and the bigger font (SPEC §9).
 */
export const PAGE_SWITCHES = { neon_border: false, bigger_font: false } as const;
export type PageSwitch = keyof typeof PAGE_SWITCHES;

export function isFlagKey(key: string): key is FlagKey {
  return Object.hasOwn(FLAGS, key);
}

export function isFlagEnvironment(value: string): value is FlagEnvironment {
  return isOneOf(FLAG_ENVIRONMENTS, value);
}

/** The definition of `kind/key`, or null when no SPEC §7 flag has that kind and key. */
export function flagDefinition(kind: string, key: string): FlagDefinition | null {
  if (!isFlagKey(key)) return null;
  const definition: FlagDefinition = FLAGS[key];
  return definition.kind === kind ? definition : null;
}

/** What the flag endpoint answers (the contract's `FeatureFlagDto`). */
export interface FlagAnswer {
  kind: FlagKind;
  key: string;
  /** The environment the flag was read in. */
  environment: FlagEnvironment;
  /** enable: the switch; value / ab-test: whether the feature (or the test) is on. */
  enabled: boolean;
  /** value: the feature's settings (custom_product_display: CustomProductDisplay); else null. */
  value: unknown;
  /**
   * ab-test: the caller's variant ('controle' without a customer or with the test off); else
   * null.
   */
  variant: string | null;
}

/** The variants of an ab-test value, or the defaults when the value has none that are valid. */
export function variantsOf(value: unknown, fallback: readonly AbVariant[]): readonly AbVariant[] {
  const raw = (value as { variants?: unknown } | null)?.variants;
  if (!Array.isArray(raw)) return fallback;
  const variants = raw.filter(
    (v): v is AbVariant =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as AbVariant).name === 'string' &&
      Number.isFinite((v as AbVariant).weight) &&
      (v as AbVariant).weight >= 0,
  );
  return variants.some((v) => v.weight > 0) ? variants : fallback;
}

/** FNV-1a, 32 bits: a small, stable, well-spread hash (the same in every runtime). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of new TextEncoder().encode(text)) {
    hash ^= char;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The murmur3 finaliser: FNV-1a of strings that differ only in their last characters (customer
 * ids 1, 2, 3 …) differ only in their low bits; this spreads them over all 32 (issue #34: without
 * it the first hundred customers of a 50/50 test all landed in one variant).
 */
export function mix32(hash: number): number {
  let h = hash >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The stable A/B assignment: the (mixed) hash of key and customer id placed on the variants'
 * weights. No customer → the control (the first variant).
 */
export function assignVariant(
  key: string,
  customerId: string | null,
  variants: readonly AbVariant[],
): string | null {
  const first = variants[0];
  if (!first) return null;
  if (!customerId) return first.name;
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return first.name;
  let point = (mix32(fnv1a(`${key}:${customerId}`)) / 0x100000000) * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant.name;
    point -= variant.weight;
  }
  return variants[variants.length - 1]?.name ?? first.name;
}

/** SPEC §9: product-card text and badge sizes, in px. */
export function productCardFontSizes(biggerFont: boolean): { text: number; badge: number } {
  return biggerFont ? { text: 16, badge: 14 } : { text: 12, badge: 10 };
}

export const FLAG_TEXTS = {
  unknown: 'Flag não encontrada.',
  environment: 'Ambiente inválido. Use production, staging ou development.',
  cacheBuster: `O parâmetro v deve ter no máximo ${FLAG_CACHE_BUSTER_MAX} caracteres.`,
  customerId: `O cabeçalho X-Customer-Id deve ter no máximo ${FLAG_CUSTOMER_ID_MAX} caracteres.`,
  key: 'Nome de flag inválido.',
} as const;
