/**
 * SPEC §5 "Winelist name: max 30 characters; an empty name is not submitted" — the one rule, used
 * by the name modal and by the server (winelists/rules.ts `checkWinelistName`, issue #16).
 */
import { WINELIST_NAME_MAX } from '../constants.ts';
import { characterCount } from './length.ts';
import { isEmpty } from './required.ts';

export const WINELIST_NAME_TEXTS = {
  required: 'Dê um nome à sua Winelist.',
  tooLong: `O nome da Winelist deve ter no máximo ${String(WINELIST_NAME_MAX)} caracteres.`,
} as const;

/** The name that is submitted: surrounding whitespace removed, inner runs of spaces made one. */
export function normalizeWinelistName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Whitespace only is empty (§5 empty check); the 30 characters are counted as the customer sees
 * them (an emoji is one) on the normalized name that is sent.
 */
export function canSubmitWinelistName(name: string): boolean {
  return validateWinelistName(name) === null;
}

/** Empty → 'Dê um nome à sua Winelist.'; over 30 → 'O nome da Winelist deve ter no máximo 30 caracteres.' */
export function validateWinelistName(name: string): string | null {
  if (isEmpty(name)) return WINELIST_NAME_TEXTS.required;
  return characterCount(normalizeWinelistName(name)) <= WINELIST_NAME_MAX
    ? null
    : WINELIST_NAME_TEXTS.tooLong;
}
