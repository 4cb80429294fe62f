/**
 * The NF-e access key (chave de acesso, issue #14): 44 digits — cUF (2), AAMM of issue (4), the
 * issuer's CNPJ (14), model (2: 55 = NF-e), series (3), number (9), tpEmis (1: 1 = normal), cNF (8:
 * a random code) and the check digit, mod 11 with weights 2..9 from the right (a remainder of 0 or
 * 1 gives 0). Layout of the NF-e 'Manual de Orientação do Contribuinte'.
 */
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../constants.ts';

export const ACCESS_KEY_LENGTH = 44;
export const NFE_MODEL = '55';
/** tpEmis 1: normal issue (not contingency). */
export const NORMAL_ISSUE = '1';
export const INVOICE_NUMBER_MAX = 999_999_999;

export interface AccessKeyParts {
  /** IBGE code of the issuer's state (SP = 35). */
  stateCode: number;
  issuedAt: Date;
  /** 14 digits (formatting characters are dropped). */
  cnpj: string;
  series: number;
  number: number;
  /** 8 digits, different from the number (the manual's rule). */
  randomCode: number;
}

/** The mod-11 check digit of a string of digits (weights 2..9 cycling from the right). */
export function accessKeyCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('only digits');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function fixed(value: number, length: number, name: string): string {
  if (!Number.isSafeInteger(value) || value < 0 || String(value).length > length) {
    throw new RangeError(`${name} out of range: ${String(value)}`);
  }
  return String(value).padStart(length, '0');
}

/** 'AAMM' of a date in the store's time zone (São Paulo). */
export function yearMonthOf(date: Date): string {
  const local = new TZDate(date.getTime(), STORE_TIME_ZONE);
  return `${String(local.getFullYear() % 100).padStart(2, '0')}${String(local.getMonth() + 1).padStart(2, '0')}`;
}

/** A cNF for `number`: 8 digits from `seed` (0 ≤ seed < 1), never equal to the number. */
export function randomCodeFor(number: number, seed: number): number {
  const code = Math.floor(Math.min(Math.max(seed, 0), 0.999_999_999) * 100_000_000);
  return code === number ? (code + 1) % 100_000_000 : code;
}

export function buildAccessKey(parts: AccessKeyParts): string {
  const cnpj = parts.cnpj.replace(/\D/g, '');
  if (cnpj.length !== 14) throw new RangeError('CNPJ must have 14 digits');
  if (parts.number < 1 || parts.number > INVOICE_NUMBER_MAX) {
    throw new RangeError(`invoice number out of range: ${String(parts.number)}`);
  }
  if (parts.randomCode === parts.number) throw new RangeError('cNF must differ from the number');
  const body =
    fixed(parts.stateCode, 2, 'cUF') +
    yearMonthOf(parts.issuedAt) +
    cnpj +
    NFE_MODEL +
    fixed(parts.series, 3, 'series') +
    fixed(parts.number, 9, 'number') +
    NORMAL_ISSUE +
    fixed(parts.randomCode, 8, 'cNF');
  return `${body}${String(accessKeyCheckDigit(body))}`;
}

export function isValidAccessKey(key: string): boolean {
  if (!/^[0-9]{44}$/.test(key)) return false;
  return accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** As printed on the DANFE: groups of 4 digits. */
export function formatAccessKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The fields of a key (for display and checks), or null when it is not a valid key. */
export function parseAccessKey(key: string) {
  if (!isValidAccessKey(key)) return null;
  return {
    stateCode: Number(key.slice(0, 2)),
    yearMonth: key.slice(2, 6),
    cnpj: key.slice(6, 20),
    model: key.slice(20, 22),
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
    issueType: key.slice(34, 35),
    randomCode: Number(key.slice(35, 43)),
    checkDigit: Number(key.slice(43)),
  };
}
