import { maxMessage, minMessage } from './messages.ts';

/** Length in characters as a person counts them (code points, so an emoji is one, not two). */
export function characterCount(value: string): number {
  return [...value].length;
}

/** SPEC §5 max: at most `n` characters. */
export function isWithinMax(value: string, n: number): boolean {
  return characterCount(value) <= n;
}

/** SPEC §5 min: at least `n` characters. */
export function isWithinMin(value: string, n: number): boolean {
  return characterCount(value) >= n;
}

/** SPEC §5 max → 'O campo deve ter no máximo N caracteres'. */
export function validateMax(value: string, n: number): string | null {
  return isWithinMax(value, n) ? null : maxMessage(n);
}

/** SPEC §5 min → 'O campo deve ter no mínimo N caracteres'. */
export function validateMin(value: string, n: number): string | null {
  return isWithinMin(value, n) ? null : minMessage(n);
}
