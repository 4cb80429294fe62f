/**
 * Input masks of the account forms, on top of the domain's progressive masks (CPF, CNPJ, phone,
 * date). While the customer deletes, a separator the mask would put back at the end is left out,
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
