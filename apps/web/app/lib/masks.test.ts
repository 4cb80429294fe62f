import { describe, expect, it } from 'vitest';
import {
  isDeletion,
  MASKS,
  maskCardNumber,
  maskedValue,
  maskExpiry,
  maskSecurityCode,
} from './masks';

describe('account form masks', () => {
  it('CPF 000.000.000-00 while typing', () => {
    expect(maskedValue(MASKS.cpf, '529982247', false)).toBe('529.982.247');
    expect(maskedValue(MASKS.cpf, '52998224725', false)).toBe('529.982.247-25');
    expect(maskedValue(MASKS.cpf, '529.982.247-251', false)).toBe('529.982.247-25');
  });

  it('CNPJ numeric and alphanumeric (2026), letters upper-cased', () => {
    expect(maskedValue(MASKS.cnpj, '11222333000181', false)).toBe('11.222.333/0001-81');
    expect(maskedValue(MASKS.cnpj, '12abc34501de35', false)).toBe('12.ABC.345/01DE-35');
  });

  it("phone '(DD) NNNNNNNNN'", () => {
    expect(maskedValue(MASKS.phone, '11987654321', false)).toBe('(11) 987654321');
    expect(maskedValue(MASKS.phone, '11', false)).toBe('(11) ');
  });

  it('date DD/MM/YYYY', () => {
    expect(maskedValue(MASKS.date, '14031990', false)).toBe('14/03/1990');
  });

  it('deleting never puts a trailing separator back', () => {
    // Backspace over the space of '(11) ' leaves '(11)'; the mask would re-add ') '.
    expect(maskedValue(MASKS.phone, '(11)', true)).toBe('(11');
    expect(maskedValue(MASKS.phone, '(1', true)).toBe('(1');
    // Backspace over a digit after a dot of the CPF.
    expect(maskedValue(MASKS.cpf, '529.', true)).toBe('529');
    expect(maskedValue(MASKS.cnpj, '11.222.333/', true)).toBe('11.222.333');
    // Deleting in the middle still re-masks the rest.
    expect(maskedValue(MASKS.cpf, '529.98.247-25', true)).toBe('529.982.472-5');
  });

  it('recognises deletions', () => {
    expect(isDeletion('deleteContentBackward')).toBe(true);
    expect(isDeletion('deleteContentForward')).toBe(true);
    expect(isDeletion('insertText')).toBe(false);
    expect(isDeletion(undefined)).toBe(false);
  });
});

describe('account input masks', () => {
  it('card number in groups of four, at most 19 digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111 11a')).toBe('4111 11');
    expect(maskCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('expiry MM/AA and security code digits', () => {
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('1231')).toBe('12/31');
    expect(maskExpiry('12/315')).toBe('12/31');
    expect(maskSecurityCode('12a34 5')).toBe('1234');
  });
});
