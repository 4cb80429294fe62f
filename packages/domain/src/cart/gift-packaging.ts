/**
 * Gift packaging (SPEC §7 /api/v1/giftPackaging ×4; §6 "The outlet hides … gift … options";
 * ADR 0010): a cart of the WINE store with at least one wine line that can be bought may choose a
 * packaging option; its price enters the total after the coupon.
 */
import { isFeatureVisible } from '../roles.ts';
import type { Store } from '../store.ts';

export const GIFT_PACKAGING_TEXTS = {
  otherStore: 'A embalagem para presente não está disponível nesta loja.',
  noWine: 'A embalagem para presente é para compras com pelo menos um vinho.',
  unknown: 'Embalagem para presente não encontrada.',
  required: 'Informe o código da embalagem para presente.',
  notSelected: 'Nenhuma embalagem para presente foi escolhida.',
} as const;

/** Product categories that are wine (a kit is a kit of wines). */
export const WINE_CATEGORIES: ReadonlySet<string> = new Set(['vinho', 'kit']);

export interface PackagingLine {
  category: string;
  available: boolean;
}

export type PackagingEligibility =
  { eligible: true } | { eligible: false; reason: 'other-store' | 'no-wine'; message: string };

export function giftPackagingEligibility(
  store: Store,
  lines: readonly PackagingLine[],
): PackagingEligibility {
  if (!isFeatureVisible('gift', store)) {
    return { eligible: false, reason: 'other-store', message: GIFT_PACKAGING_TEXTS.otherStore };
  }
  if (!lines.some((line) => line.available && WINE_CATEGORIES.has(line.category))) {
    return { eligible: false, reason: 'no-wine', message: GIFT_PACKAGING_TEXTS.noWine };
  }
  return { eligible: true };
}
