import { ALPHA_SPACES } from './messages.ts';

// Letters of any alphabet (á, ç, õ, ü…), combining marks that follow them (text typed in
// decomposed form) and spaces; nothing else (no digits, hyphens or apostrophes).
const ALPHA_SPACES_PATTERN = /^[\p{L}\p{M} ]*$/u;

/**
 * SPEC §5 alpha_spaces: letters, including accented pt-BR letters, and spaces. The empty string
 * passes (emptiness is the job of `required`).
 */
export function isAlphaSpaces(value: string): boolean {
  return ALPHA_SPACES_PATTERN.test(value.normalize('NFC'));
}

/** SPEC §5 alpha_spaces → 'O campo só aceita letras e espaços'. */
export function validateAlphaSpaces(value: string): string | null {
  return isAlphaSpaces(value) ? null : ALPHA_SPACES;
}
