/**
 * Correios-style tracking codes (UPU S10, issue #14): 2 service letters, an 8-digit serial, its
 * check digit and the country 'BR' — e.g. 'SX123456785BR'. The check digit: weights 8,6,4,2,3,5,
 * 9,7 over the serial, 11 − (sum mod 11), with 10 → 0 and 11 → 5.
 */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
const PATTERN = /^([A-Z]{2})([0-9]{8})([0-9])([A-Z]{2})$/;
export const TRACKING_SERIAL_MAX = 99_999_999;

export function s10CheckDigit(serial: string): number {
  if (!/^[0-9]{8}$/.test(serial)) throw new RangeError('the serial has 8 digits');
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 10) return 0;
  if (digit === 11) return 5;
  return digit;
}

export function buildTrackingCode(service: string, serial: number, country = 'BR'): string {
  if (!/^[A-Z]{2}$/.test(service) || !/^[A-Z]{2}$/.test(country)) {
    throw new RangeError('service and country are 2 capital letters');
  }
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > TRACKING_SERIAL_MAX) {
    throw new RangeError(`serial out of range: ${String(serial)}`);
  }
  const digits = String(serial).padStart(8, '0');
  return `${service}${digits}${String(s10CheckDigit(digits))}${country}`;
}

export function isValidTrackingCode(code: string): boolean {
  const match = PATTERN.exec(code);
  if (!match) return false;
  return s10CheckDigit(match[2] ?? '') === Number(match[3]);
}
