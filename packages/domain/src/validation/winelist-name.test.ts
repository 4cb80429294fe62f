import { describe, expect, it } from 'vitest';
import {
  canSubmitWinelistName,
  normalizeWinelistName,
  validateWinelistName,
  WINELIST_NAME_TEXTS,
} from './winelist-name.ts';

describe('SPEC §5 Winelist name: max 30, empty not submitted', () => {
  it('submits 1 to 30 characters', () => {
    expect(canSubmitWinelistName('Sua Winelist')).toBe(true);
    expect(canSubmitWinelistName('a'.repeat(30))).toBe(true);
    expect(validateWinelistName('Tintos do fim de semana')).toBeNull();
  });

  it('does not submit an empty or whitespace name', () => {
    expect(canSubmitWinelistName('')).toBe(false);
    expect(canSubmitWinelistName('   ')).toBe(false);
    expect(validateWinelistName(' ')).toBe(WINELIST_NAME_TEXTS.required);
  });

  it('rejects 31 characters', () => {
    expect(canSubmitWinelistName('a'.repeat(31))).toBe(false);
    expect(validateWinelistName('a'.repeat(31))).toBe(
      'O nome da Winelist deve ter no máximo 30 caracteres.',
    );
  });

  it('counts the trimmed name that is sent', () => {
    expect(normalizeWinelistName('  Brancos  ')).toBe('Brancos');
    expect(canSubmitWinelistName(`  ${'a'.repeat(30)}  `)).toBe(true);
    expect(normalizeWinelistName(' Tintos   do   sábado ')).toBe('Tintos do sábado');
  });
});
