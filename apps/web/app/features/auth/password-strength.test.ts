import { describe, expect, it } from 'vitest';
import { passwordScore } from '@adega/domain/validation/password';
import { PASSWORD_RULES, strengthLabel } from './password-strength';

describe('password meter', () => {
  it.each([
    ['', 0, 'Nenhuma'],
    ['a', 20, 'Fraca'],
    ['aA', 40, 'Fraca'],
    ['aA1', 60, 'Média'],
    ['aA1!', 80, 'Média'],
    ['aA!', 60, 'Média'],
    ['Vinho2026', 80, 'Forte'],
    ['Vinho@2026', 100, 'Muito forte'],
  ])('%j: %i%% %s', (password, percentage, label) => {
    const score = passwordScore(password);
    expect(score.percentage).toBe(percentage);
    expect(strengthLabel(score)).toBe(label);
  });

  it('lists exactly the four scored rules (a special character is not one of them)', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'Número',
      'Letra maiúscula',
      'Letra minúscula',
      '8 a 20 caracteres',
    ]);
    const score = passwordScore('abc!');
    expect(PASSWORD_RULES.filter((r) => score[r.key]).map((r) => r.key)).toEqual(['hasLowercase']);
  });
});
