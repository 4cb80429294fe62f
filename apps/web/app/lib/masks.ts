/**
 * The one module of input masks (sign-up, sign-in and my account), on top of the domain's
 * progressive masks (CPF, CNPJ, phone, date), plus the card masks. While the customer deletes, a separator the mask would put back at the end is left out,
 * so backspace never gets stuck on '(11) ' or '529.'.
 */
import { formatCnpj } from '@adega/domain/validation/cnpj';
import { formatCpf } from '@adega/domain/validation/cpf';
import { maskBrDate } from '@adega/domain/validation/date-format';
import { maskPhone } from '@adega/domain/validation/phone';

export type Mask = (typed: string) => string;

export const MASKS = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  phone: maskPhone,
  date: maskBrDate,
} as const satisfies Record<string, Mask>;

export type MaskName = keyof typeof MASKS;

export function maskedValue(mask: Mask, typed: string, deleting: boolean): string {
  const masked = mask(typed);
  return deleting ? masked.replace(/[^0-9A-Za-z]+$/, '') : masked;
}

/** True for the InputEvent types of backspace/delete (`deleteContentBackward`, …). */
export function isDeletion(inputType: string | undefined): boolean {
  return typeof inputType === 'string' && inputType.startsWith('delete');
}

// ---- Card masks (progressive while typing; digits beyond the mask are dropped) ----

/** Groups of four: '4111111111111111' → '4111 1111 1111 1111' (19 digits at most). */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA': '0331' → '03/31'. */
export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security code: 3 or 4 digits. */
export function maskSecurityCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
