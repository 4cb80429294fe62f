/** Words and rule list of the password meter (SPEC §5 score, §9 20 points per rule). */
import { PASSWORD_STRENGTH_THRESHOLD } from '@adega/domain/constants';
import type { PasswordScore } from '@adega/domain/validation/password';

export const PASSWORD_RULES = [
  { key: 'hasDigit', label: 'Número' },
  { key: 'hasUppercase', label: 'Letra maiúscula' },
  { key: 'hasLowercase', label: 'Letra minúscula' },
  { key: 'hasValidLength', label: '8 a 20 caracteres' },
] as const;

/**
 * Words for the bar. 'Forte' only once the strength rule passes (SPEC §5/§9: score ≥ 80 from the
 * four rules); a special character raises the percentage but cannot make a failing password strong.
 */
export function strengthLabel(score: Pick<PasswordScore, 'score' | 'percentage'>): string {
  if (score.percentage === 0) return 'Nenhuma';
  if (score.score < PASSWORD_STRENGTH_THRESHOLD) return score.percentage < 60 ? 'Fraca' : 'Média';
  return score.percentage < 100 ? 'Forte' : 'Muito forte';
}
