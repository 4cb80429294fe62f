/**
 * Which subscription the checkout offers (issue #34, SPEC §2 Checkout subscription offer, §3
 * Offered subscription): an A/B test held as data, the ab-test flag row
 * `checkout_subscription_offer` (not a SPEC §7 flag: the server reads it, the flag endpoint does
 * not serve it). Its value names the offered product of each variant:
 *
 *   { "variants": [ { "name": "pass", "weight": 50, "skuCode": "PASS-RELAX" },
 *                   { "name": "desconto", "weight": 50, "skuCode": "PRIME-MENSAL" } ] }
 *
 * A signed-in customer gets a stable variant from their customer id (flags `assignVariant`);
 * a visitor, or everyone while the test is switched off, gets the first variant (the control,
 * the pass). Forcing one variant is a value with that variant alone.
 */
import { assignVariant, type AbVariant, type FlagDefinition } from '../flags.ts';

export const SUBSCRIPTION_OFFER_TEST = 'checkout_subscription_offer';
export const OFFER_SKU_MAX = 64;
export const OFFER_VARIANT_NAME_MAX = 32;

export interface OfferVariant extends AbVariant {
  /** The code of the offered 'ClubePrime' product. */
  skuCode: string;
}

/** The seeded split: the pass card (control) and the discount variant (SPEC §2). */
export const SUBSCRIPTION_OFFER_VARIANTS: readonly OfferVariant[] = [
  { name: 'pass', weight: 50, skuCode: 'PASS-RELAX' },
  { name: 'desconto', weight: 50, skuCode: 'PRIME-MENSAL' },
];

/** The row's default (and seed): on, 50/50. */
export const SUBSCRIPTION_OFFER_FLAG = {
  kind: 'ab-test',
  enabled: true,
  value: { variants: SUBSCRIPTION_OFFER_VARIANTS },
} as const satisfies FlagDefinition;

function isOfferVariant(candidate: unknown): candidate is OfferVariant {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const { name, weight, skuCode } = candidate as Partial<OfferVariant>;
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= OFFER_VARIANT_NAME_MAX &&
    typeof weight === 'number' &&
    Number.isFinite(weight) &&
    weight >= 0 &&
    typeof skuCode === 'string' &&
    skuCode.trim().length > 0 &&
    skuCode.length <= OFFER_SKU_MAX
  );
}

/**
 * The variants of the row's value; the seeded split when it holds no valid variant with a weight
 * (an operator's bad value never leaves the checkout without an offer). Invalid entries are
 * dropped.
 */
export function offerVariantsOf(value: unknown): readonly OfferVariant[] {
  const raw = (value as { variants?: unknown } | null)?.variants;
  if (!Array.isArray(raw)) return SUBSCRIPTION_OFFER_VARIANTS;
  const variants = raw.filter(isOfferVariant).map((v) => ({ ...v, skuCode: v.skuCode.trim() }));
  return variants.some((v) => v.weight > 0) ? variants : SUBSCRIPTION_OFFER_VARIANTS;
}

export interface OfferChoice {
  variant: string;
  skuCode: string;
}

/**
 * The offer of a caller: the customer's stable variant while the test is on, else the control.
 * `flag` null (no row) → the default row.
 */
export function offerChoiceFor(
  flag: { enabled: boolean; value: unknown } | null,
  customerId: number | null,
): OfferChoice {
  const { enabled, value } = flag ?? SUBSCRIPTION_OFFER_FLAG;
  const variants = offerVariantsOf(value);
  const name = assignVariant(
    SUBSCRIPTION_OFFER_TEST,
    enabled && customerId !== null ? String(customerId) : null,
    variants,
  );
  const chosen =
    variants.find((v) => v.name === name) ?? variants[0] ?? SUBSCRIPTION_OFFER_VARIANTS[0];
  if (!chosen) throw new Error('no subscription offer variant');
  return { variant: chosen.name, skuCode: chosen.skuCode };
}
