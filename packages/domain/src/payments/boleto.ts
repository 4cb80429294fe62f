/**
 * The boleto bancário of an order (issue #14, ADR 0017; Carta-Circular BCB 2.926/2000, FEBRABAN):
 *
 *   bar code (44): bank (3) · currency 9 · DV · fator de vencimento (4) · amount (10) · free field (25)
 *   linha digitável (47): 5 fields — bank+currency+free[0..5) +DV10 · free[5..15) +DV10 ·
 *   free[15..25) +DV10 · the bar code's DV · factor+amount
 *
 * The bar code's DV is módulo 11 (weights 2..9 from the right; 0, 10 and 11 become 1); each of
 * the first three fields has its módulo 10 DV (weights 2,1,2,… from the right, products' digits
 * summed). The fator de vencimento counts days from 07/10/1997 and restarted at 1000 on
 * 22/02/2025 (FEBRABAN: 21/02/2025 = 9999), so it cycles every 9000 days from 1000.
 */
export const BOLETO_TEXTS = {
  invalid: 'Linha digitável inválida.',
} as const;

/** The sandbox bank (no real bank's code on a test slip): 999. */
export const SANDBOX_BANK_CODE = '999';
export const BOLETO_MAX_CENTAVOS = 9_999_999_999;
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** Módulo 10 DV of a field of the linha digitável. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? Math.floor(product / 10) + (product % 10) : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 DV of the bar code (its 43 digits without the DV). */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** 'yyyy-mm-dd' → the fator de vencimento (1000..9999, the 2025 reset applied). */
export function dueFactor(dueDate: string): number {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  if (!Number.isFinite(days) || days < 1000) throw new RangeError('due date before 03/07/2000');
  return ((days - 1000) % 9000) + 1000;
}

/** The due date of a factor: of its candidates (9000 days apart), the nearest to `reference`. */
export function dueDateOfFactor(factor: number, reference: Date): string {
  const first = FACTOR_BASE + factor * DAY_MS;
  const cycles = Math.round((reference.getTime() - first) / (9000 * DAY_MS));
  const at = first + Math.max(0, cycles) * 9000 * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

export interface BoletoInput {
  bankCode: string;
  /** Centavos, 1..9 999 999 999. */
  amount: number;
  /** 'yyyy-mm-dd' */
  dueDate: string;
  /** The free field: 25 digits (our nosso número). */
  freeField: string;
}

export interface Boleto {
  /** 44 digits. */
  barcode: string;
  /** 47 digits. */
  digitableLine: string;
  /** '99990.00000 00000.000000 00000.000000 0 00000000000000' */
  formattedLine: string;
}

/** The 44-digit bar code with its módulo 11 DV. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^[0-9]{3}$/.test(input.bankCode)) throw new Error('bank code: 3 digits');
  if (!/^[0-9]{25}$/.test(input.freeField)) throw new Error('free field: 25 digits');
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > BOLETO_MAX_CENTAVOS) {
    throw new RangeError('boleto amount out of range');
  }
  const factor = String(dueFactor(input.dueDate)).padStart(4, '0');
  const amount = String(input.amount).padStart(10, '0');
  const withoutDv = `${input.bankCode}9${factor}${amount}${input.freeField}`;
  const dv = mod11(withoutDv);
  return `${withoutDv.slice(0, 4)}${String(dv)}${withoutDv.slice(4)}`;
}

/** The 47-digit linha digitável of a 44-digit bar code. */
export function digitableLineOf(barcode: string): string {
  if (!/^[0-9]{44}$/.test(barcode)) throw new Error('bar code: 44 digits');
  const free = barcode.slice(19);
  const field1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return [
    field1,
    String(mod10(field1)),
    field2,
    String(mod10(field2)),
    field3,
    String(mod10(field3)),
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join('');
}

/** The printed grouping: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`;
}

export function makeBoleto(input: BoletoInput): Boleto {
  const barcode = boletoBarcode(input);
  const digitableLine = digitableLineOf(barcode);
  return { barcode, digitableLine, formattedLine: formatDigitableLine(digitableLine) };
}

export interface ParsedBoleto {
  barcode: string;
  bankCode: string;
  factor: number;
  /** Centavos. */
  amount: number;
  freeField: string;
}

/** A linha digitável (formatted or not) back to its parts; null when a DV or the shape is wrong. */
export function parseDigitableLine(value: string): ParsedBoleto | null {
  const line = value.replace(/[\s.]/g, '');
  if (!/^[0-9]{47}$/.test(line)) return null;
  const fields: [string, string][] = [
    [line.slice(0, 9), line.slice(9, 10)],
    [line.slice(10, 20), line.slice(20, 21)],
    [line.slice(21, 31), line.slice(31, 32)],
  ];
  if (fields.some(([digits, dv]) => String(mod10(digits)) !== dv)) return null;
  const barcode = `${line.slice(0, 4)}${line.slice(32, 33)}${line.slice(33, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
  if (String(mod11(barcode.slice(0, 4) + barcode.slice(5))) !== barcode.slice(4, 5)) return null;
  return {
    barcode,
    bankCode: barcode.slice(0, 3),
    factor: Number(barcode.slice(5, 9)),
    amount: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

/** Our nosso número as the 25-digit free field: the order's digits and a charge sequence. */
export function boletoFreeField(orderNumber: string, sequence: number): string {
  const digits = orderNumber.replace(/[^0-9]/g, '').slice(-12);
  return `${digits.padStart(12, '0')}${String(sequence % 10 ** 13).padStart(13, '0')}`;
}
