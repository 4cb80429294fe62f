/**
 * Order numbers (issue #13): 'AD' + the order's sequence number in 8 digits + one Luhn check
 * digit, e.g. 'AD000001234' — short to read on the phone, and a mistyped digit is caught before
 * the database is asked. The sequence comes from the database (one per order attempt).
 */
export const ORDER_NUMBER_PREFIX = 'AD';
export const ORDER_SEQUENCE_DIGITS = 8;
export const ORDER_NUMBER_MAX = 10 ** ORDER_SEQUENCE_DIGITS - 1;
const PATTERN = /^AD([0-9]{8})([0-9])$/;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function formatOrderNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > ORDER_NUMBER_MAX) {
    throw new RangeError(`order sequence out of range: ${String(sequence)}`);
  }
  const digits = String(sequence).padStart(ORDER_SEQUENCE_DIGITS, '0');
  return `${ORDER_NUMBER_PREFIX}${digits}${String(luhnCheckDigit(digits))}`;
}

/** Whether `value` is a well-formed order number (format and check digit; case-insensitive). */
export function isOrderNumber(value: string): boolean {
  const match = PATTERN.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, digits = '', check = ''] = match;
  return Number(digits) >= 1 && luhnCheckDigit(digits) === Number(check);
}

/** The canonical form of a well-formed order number, else null. */
export function normaliseOrderNumber(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return isOrderNumber(upper) ? upper : null;
}
