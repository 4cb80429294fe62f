/** Input masks of the account forms, progressive while typing (digits beyond the mask are dropped). */

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
