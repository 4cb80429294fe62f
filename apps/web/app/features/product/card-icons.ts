// The card icons' sprite (flags and trophy): a file of its own, content-hashed and cached
// immutably (`no-inline` keeps it a file), instead of inline shapes in every card.
import spriteUrl from './card-icons.svg?url&no-inline';

/** `href` of a `<use>` for the symbol `id` of card-icons.svg. */
export function cardIcon(id: string): string {
  return `${spriteUrl}#${id}`;
}
