/**
 * Shipping service levels (issue #13, ADR 0013), as data: 'Normal' and 'Expressa', each with an
 * id (the `uidPk` a client sends back), delivery days and a price per zone for the first box of
 * bottles and for every further box. The bottles are the payable merchandise units — a kit
 * counts its constituent bottles, the ClubePrime line is no bottle. Free-shipping rules are data
 * too: premium subscribers (on the record, or the prime line in the cart — SPEC §9 "free shipping
 * for eligible locations") pay nothing for Normal in the eligible zones, and so does a cart whose
 * applying coupon grants free shipping (the seeded FRETEGRATIS, ADR 0010's `freeShipping`).
 */
import type { Centavos } from '../money.ts';
import {
  findZoneOfCep,
  type ShippingDestination,
  type ShippingZoneCode,
} from './shipping-zones.ts';

export type ShippingLevelCode = 'NORMAL' | 'EXPRESSA';

export interface ShippingLevelData {
  uidPk: number;
  code: ShippingLevelCode;
  name: string;
  /** Bottles in one box: the price grows by box. */
  bottlesPerBox: number;
  /** Not offered above this many bottles (null: any number). */
  maxBottles: number | null;
  /** Zone → price of the first box, of each further box, business days. Absent: not offered. */
  zones: Partial<
    Record<ShippingZoneCode, { firstBox: Centavos; extraBox: Centavos; days: number }>
  >;
}

export const SHIPPING_LEVELS: readonly ShippingLevelData[] = [
  {
    uidPk: 1,
    code: 'NORMAL',
    name: 'Normal',
    bottlesPerBox: 6,
    maxBottles: null,
    zones: {
      Z1: { firstBox: 1490, extraBox: 790, days: 3 },
      Z2: { firstBox: 2490, extraBox: 1290, days: 5 },
      Z3: { firstBox: 3490, extraBox: 1790, days: 8 },
      Z4: { firstBox: 4990, extraBox: 2490, days: 12 },
    },
  },
  {
    uidPk: 2,
    code: 'EXPRESSA',
    name: 'Expressa',
    bottlesPerBox: 6,
    maxBottles: 24,
    zones: {
      Z1: { firstBox: 2990, extraBox: 1490, days: 1 },
      Z2: { firstBox: 4490, extraBox: 2290, days: 2 },
      Z3: { firstBox: 5990, extraBox: 2990, days: 4 },
    },
  },
];

export interface FreeShippingRule {
  /** Who gets it: premium subscribers (SPEC §9), or a cart with a free-shipping coupon. */
  audience: 'premium' | 'coupon';
  level: ShippingLevelCode;
  zones: readonly ShippingZoneCode[];
  reason: string;
}

export const FREE_SHIPPING_RULES: readonly FreeShippingRule[] = [
  {
    audience: 'premium',
    level: 'NORMAL',
    zones: ['Z1', 'Z2', 'Z3'],
    reason: 'Frete grátis para assinantes premium',
  },
  {
    audience: 'coupon',
    level: 'NORMAL',
    zones: ['Z1', 'Z2', 'Z3', 'Z4'],
    reason: 'Frete grátis com o cupom {code}',
  },
];

/** Who the cart's buyer is for the free-shipping rules. */
export interface FreeShippingAudience {
  premium: boolean;
  /** The code of an applying coupon that grants free shipping, else null. */
  freeShippingCoupon?: string | null;
}

export const SHIPPING_TEXTS = {
  addressFirst: 'Informe o endereço de entrega antes de escolher o frete.',
  levelUnavailable: 'Esta opção de entrega não está disponível para este endereço e carrinho.',
  nothingToShip: 'Adicione produtos ao carrinho antes de escolher o frete.',
} as const;

export interface ShippingLevelOption {
  uidPk: number;
  code: ShippingLevelCode;
  name: string;
  price: Centavos;
  fullPrice: Centavos;
  deliveryDays: number;
  freeShippingReason: string | null;
}

export interface ShippingQuoteInput {
  destination: ShippingDestination | null;
  bottles: number;
  premium: boolean;
  freeShippingCoupon?: string | null;
  levels?: readonly ShippingLevelData[];
  rules?: readonly FreeShippingRule[];
}

/** The bottles of a cart: payable non-subscription lines, kits by their constituent bottles. */
export function bottlesOf(
  lines: readonly {
    quantity: number;
    available: boolean;
    subscription: boolean;
    bottlesPerUnit: number | null;
  }[],
): number {
  let bottles = 0;
  for (const line of lines) {
    if (!line.available || line.subscription) continue;
    bottles += line.quantity * Math.max(1, line.bottlesPerUnit ?? 1);
  }
  return bottles;
}

function freeReason(
  rules: readonly FreeShippingRule[],
  level: ShippingLevelCode,
  zone: ShippingZoneCode,
  audience: FreeShippingAudience,
): string | null {
  const coupon = audience.freeShippingCoupon ?? null;
  const rule = rules.find(
    (r) =>
      r.level === level &&
      r.zones.includes(zone) &&
      (r.audience === 'premium' ? audience.premium : coupon !== null),
  );
  return rule ? rule.reason.replace('{code}', coupon ?? '') : null;
}

/** The levels offered for this destination and number of bottles (empty without either). */
export function shippingOptions(input: ShippingQuoteInput): ShippingLevelOption[] {
  const { destination, bottles, premium } = input;
  if (!destination || bottles <= 0) return [];
  const options: ShippingLevelOption[] = [];
  for (const level of input.levels ?? SHIPPING_LEVELS) {
    const zone = level.zones[destination.zone];
    if (!zone) continue;
    if (level.maxBottles !== null && bottles > level.maxBottles) continue;
    const boxes = Math.ceil(bottles / level.bottlesPerBox);
    const fullPrice = zone.firstBox + zone.extraBox * (boxes - 1);
    const reason = freeReason(input.rules ?? FREE_SHIPPING_RULES, level.code, destination.zone, {
      premium,
      freeShippingCoupon: input.freeShippingCoupon ?? null,
    });
    options.push({
      uidPk: level.uidPk,
      code: level.code,
      name: level.name,
      price: reason ? 0 : fullPrice,
      fullPrice,
      deliveryDays: zone.days,
      freeShippingReason: reason,
    });
  }
  return options;
}

/** What the cart stores about shipping (the address's CEP, the chosen level, the method). */
export interface ShippingChoice {
  cep: string | null;
  levelCode: string | null;
}

export interface ShippingOutcome {
  destination: ShippingDestination | null;
  levels: ShippingLevelOption[];
  /** The chosen level when it is still offered, else null. */
  selected: ShippingLevelOption | null;
  /** A level is stored but no longer offered (the cart drops it at its next change). */
  staleLevel: boolean;
  /** What shipping adds to the total. */
  cost: Centavos;
}

/** The shipping part of a priced cart: the offered levels, the chosen one and its cost. */
export function quoteShipping(
  choice: ShippingChoice | null,
  bottles: number,
  audience: FreeShippingAudience,
): ShippingOutcome {
  const destination = choice?.cep ? findZoneOfCep(choice.cep) : null;
  const levels = shippingOptions({
    destination,
    bottles,
    premium: audience.premium,
    freeShippingCoupon: audience.freeShippingCoupon ?? null,
  });
  const code = choice?.levelCode ?? null;
  const selected = code === null ? null : (levels.find((level) => level.code === code) ?? null);
  return {
    destination,
    levels,
    selected,
    staleLevel: code !== null && selected === null,
    cost: selected?.price ?? 0,
  };
}
