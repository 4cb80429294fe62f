import { foldAccents } from '@adega/domain/text';

/** pt-BR slug: accents removed, '&' read as 'e', lower case, words joined by '-'. */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
