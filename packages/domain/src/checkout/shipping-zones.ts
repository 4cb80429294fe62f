/**
 * Shipping zones (issue #13): the Correios CEP ranges of the 27 federative units, as data, and
 * the zone each unit belongs to (the store ships from São Paulo). A CEP is read through the §5
 * CEP rule (8 digits, one optional hyphen); one that is malformed or in no range gets a clear
 * pt-BR message.
 */
import { AppError } from '../errors.ts';
import { normalizeCep } from '../validation/cep.ts';
import type { Uf } from '../brazil-states.ts';

export type ShippingZoneCode = 'Z1' | 'Z2' | 'Z3' | 'Z4';

/** [first, last] CEP (8 digits as a number) → UF. Ranges do not overlap. */
export const CEP_RANGES: readonly (readonly [number, number, Uf])[] = [
  [1000000, 19999999, 'SP'],
  [20000000, 28999999, 'RJ'],
  [29000000, 29999999, 'ES'],
  [30000000, 39999999, 'MG'],
  [40000000, 48999999, 'BA'],
  [49000000, 49999999, 'SE'],
  [50000000, 56999999, 'PE'],
  [57000000, 57999999, 'AL'],
  [58000000, 58999999, 'PB'],
  [59000000, 59999999, 'RN'],
  [60000000, 63999999, 'CE'],
  [64000000, 64999999, 'PI'],
  [65000000, 65999999, 'MA'],
  [66000000, 68899999, 'PA'],
  [68900000, 68999999, 'AP'],
  [69000000, 69299999, 'AM'],
  [69300000, 69399999, 'RR'],
  [69400000, 69899999, 'AM'],
  [69900000, 69999999, 'AC'],
  [70000000, 72799999, 'DF'],
  [72800000, 72999999, 'GO'],
  [73000000, 73699999, 'DF'],
  [73700000, 76799999, 'GO'],
  [76800000, 76999999, 'RO'],
  [77000000, 77999999, 'TO'],
  [78000000, 78899999, 'MT'],
  [78900000, 78999999, 'RO'],
  [79000000, 79999999, 'MS'],
  [80000000, 87999999, 'PR'],
  [88000000, 89999999, 'SC'],
  [90000000, 99999999, 'RS'],
];

/** UF → zone: Z1 São Paulo, Z2 South-east and South, Z3 Centre-west and North-east, Z4 North. */
export const UF_ZONES: Readonly<Record<Uf, ShippingZoneCode>> = {
  SP: 'Z1',
  RJ: 'Z2',
  ES: 'Z2',
  MG: 'Z2',
  PR: 'Z2',
  SC: 'Z2',
  RS: 'Z2',
  DF: 'Z3',
  GO: 'Z3',
  MT: 'Z3',
  MS: 'Z3',
  BA: 'Z3',
  SE: 'Z3',
  AL: 'Z3',
  PE: 'Z3',
  PB: 'Z3',
  RN: 'Z3',
  CE: 'Z3',
  PI: 'Z3',
  MA: 'Z3',
  PA: 'Z4',
  AP: 'Z4',
  AM: 'Z4',
  RR: 'Z4',
  AC: 'Z4',
  RO: 'Z4',
  TO: 'Z4',
};

export const SHIPPING_ZONE_TEXTS = {
  invalidCep: 'Formato do CEP não é válido.',
  unknownCep: 'Não encontramos este CEP. Confira o CEP do endereço de entrega.',
} as const;

export interface ShippingDestination {
  cep: string;
  uf: Uf;
  zone: ShippingZoneCode;
}

/** The UF of a CEP's 8 digits, or null when no range holds it. */
export function ufOfCepDigits(digits: string): Uf | null {
  const value = Number(digits);
  for (const [first, last, uf] of CEP_RANGES) {
    if (value >= first && value <= last) return uf;
  }
  return null;
}

/** The destination of a CEP; a malformed or unknown CEP → AppError VALIDATION (pt-BR). */
export function zoneOfCep(cep: string): ShippingDestination {
  const digits = normalizeCep(cep);
  if (digits === null) throw new AppError('VALIDATION', SHIPPING_ZONE_TEXTS.invalidCep);
  const uf = ufOfCepDigits(digits);
  if (uf === null) throw new AppError('VALIDATION', SHIPPING_ZONE_TEXTS.unknownCep);
  return { cep: digits, uf, zone: UF_ZONES[uf] };
}

/** `zoneOfCep` without the throw: null for a CEP that has no zone. */
export function findZoneOfCep(cep: string): ShippingDestination | null {
  const digits = normalizeCep(cep);
  if (digits === null) return null;
  const uf = ufOfCepDigits(digits);
  return uf === null ? null : { cep: digits, uf, zone: UF_ZONES[uf] };
}
