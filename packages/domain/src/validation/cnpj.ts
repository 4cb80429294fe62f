import { formatCnpj as formatCnpjChars } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj as checkCnpjChars } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { CNPJ } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

const CNPJ_LENGTH = 14;
// Receita Federal (Nota Técnica COCAD/SUARA/RFB 49/2024, in force from July 2026): 12
// alphanumeric characters (root + branch) followed by 2 numeric check digits.
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * The 14 characters of a CNPJ: mask characters and anything else that is not a letter or digit
 * are dropped and letters are upper-cased (an alphanumeric CNPJ typed as '12abc…' is accepted).
 */
export function cnpjCharacters(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * SPEC §5 CNPJ: 14 characters, two check digits verified; both the numeric CNPJ and the 2026
 * alphanumeric one. Each character is worth its ASCII code − 48 ('0'..'9' → 0..9, 'A' → 17 …
 * 'Z' → 42) under the usual mod-11 weights (5,4,3,2,9,8,7,6,5,4,3,2 then 6,5,4,…,2); the check is
 * @brazilian-utils' `isValidCnpj` with `version: 2`, which implements exactly that.
 * Fourteen equal digits (00000000000000, …) pass mod-11 but are never issued, so they are invalid.
 */
export function isValidCnpj(value: string): boolean {
  const chars = cnpjCharacters(value);
  if (chars.length !== CNPJ_LENGTH || !CNPJ_SHAPE.test(chars)) return false;
  if (/^(\d)\1*$/.test(chars)) return false;
  return checkCnpjChars(chars, { version: 2 });
}

/** SPEC §5 CNPJ → 'Formato do CNPJ não é válido.' */
export function validateCnpj(value: string): string | null {
  return isValidCnpj(value) ? null : CNPJ;
}

/**
 * `AA.AAA.AAA/AAAA-DD` mask over the characters of `value`, applied progressively while typing;
 * characters beyond the fourteenth are dropped.
 */
export function formatCnpj(value: string): string {
  return formatCnpjChars(cnpjCharacters(value).slice(0, CNPJ_LENGTH), { version: 2 });
}

/** CNPJ field: empty → 'O campo é obrigatório'; otherwise the CNPJ rule. */
export const cnpjSchema = ruleSchema(validateCnpj);
