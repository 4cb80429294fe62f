import { WINELIST_NAME_MAX } from '../constants.ts';
import { characterCount } from './length.ts';
import { maxMessage, REQUIRED } from './messages.ts';
import { isEmpty } from './required.ts';

/** The name that is submitted: surrounding whitespace removed. */
export function normalizeWinelistName(name: string): string {
  return name.trim();
}

/**
 * SPEC §5 "Winelist name: max 30 characters; an empty name is not submitted." Whitespace only is
 * empty (§5 empty check); the 30 characters are counted on the trimmed name that is sent.
 */
export function canSubmitWinelistName(name: string): boolean {
  return !isEmpty(name) && characterCount(normalizeWinelistName(name)) <= WINELIST_NAME_MAX;
}

/** Empty → 'O campo é obrigatório'; over 30 → 'O campo deve ter no máximo 30 caracteres'. */
export function validateWinelistName(name: string): string | null {
  if (isEmpty(name)) return REQUIRED;
  return characterCount(normalizeWinelistName(name)) <= WINELIST_NAME_MAX
    ? null
    : maxMessage(WINELIST_NAME_MAX);
}
