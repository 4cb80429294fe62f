/**
 * Kit price per bottle and its labels (SPEC §9 "Kit price per bottle is the kit price divided by
 * the total quantity of items of type 'Vinho', to 2 decimals. Kit label 'Kit por R$ {value}' with
 * '/por garrafa'").
 */
import { formatBRL, formatBRLNumber, roundCentavos, type Centavos } from '../money.ts';

/** SPEC §3 constituents of kits and bundles. */
export interface KitConstituent {
  type?: string | null;
  constituentQuantity?: number | null;
}

export const WINE_CONSTITUENT_TYPE = 'Vinho';
export const KIT_PER_BOTTLE_SUFFIX = '/por garrafa';

/**
 * Total bottles of wine in a kit: Σ constituentQuantity of constituents whose type is 'Vinho'
 * (compared trimmed and case-insensitively; payloads are not consistent about case). Quantities
 * that are not positive integers count as 0 — a glass or opener in a kit is not a bottle.
 */
export function bottlesInKit(constituents: readonly KitConstituent[] | null | undefined): number {
  let bottles = 0;
  for (const constituent of constituents ?? []) {
    const isWine = constituent.type?.trim().toLowerCase() === WINE_CONSTITUENT_TYPE.toLowerCase();
    const quantity = constituent.constituentQuantity;
    if (isWine && typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0) {
      bottles += quantity;
    }
  }
  return bottles;
}

/**
 * Kit price ÷ bottles, to 2 decimals of reais = whole centavos, rounded once with roundCentavos.
 * null when the kit has no wine bottle (nothing to divide by).
 *
 * Bound (proved, and property-tested): |perBottle × bottles − kitPrice| ≤ bottles / 2 centavos,
 * because |round(K/n) − K/n| ≤ 1/2, multiplied by n. So the displayed per-bottle price times the
 * bottles is within half a centavo per bottle of the kit price.
 */
export function kitPricePerBottle(
  kitPrice: Centavos,
  constituents: readonly KitConstituent[] | null | undefined,
): Centavos | null {
  const bottles = bottlesInKit(constituents);
  if (bottles === 0) return null;
  return roundCentavos(kitPrice / bottles);
}

/** 'Kit por R$ {value}' where value is the kit price as `1.234,56`. */
export function kitPriceLabel(kitPrice: Centavos): string {
  return `Kit por R$ ${formatBRLNumber(kitPrice)}`;
}

export interface KitPriceView {
  bottles: number;
  kitText: string;
  perBottle: Centavos;
  perBottleText: string;
  perBottleSuffix: typeof KIT_PER_BOTTLE_SUFFIX;
}

/** The kit lines of a price box: 'Kit por R$ 300,00' and 'R$ 50,00' '/por garrafa'. */
export function kitPriceView(
  kitPrice: Centavos,
  constituents: readonly KitConstituent[] | null | undefined,
): KitPriceView | null {
  const perBottle = kitPricePerBottle(kitPrice, constituents);
  if (perBottle === null) return null;
  return {
    bottles: bottlesInKit(constituents),
    kitText: kitPriceLabel(kitPrice),
    perBottle,
    perBottleText: formatBRL(perBottle),
    perBottleSuffix: KIT_PER_BOTTLE_SUFFIX,
  };
}
