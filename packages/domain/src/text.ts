/**
 * Folding pt-BR text before it is matched or turned into a slug: the one start that search
 * (server) and the seed's slugs share. Pure, no I/O.
 */

/** Accents removed, lower case, '&' read as 'e': "Moët & Chandon" → "moet  e  chandon". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ');
}
