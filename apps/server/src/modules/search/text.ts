/**
 * Text rules of search, shared by indexing and querying so both sides agree: accent and case
 * folding, tokens, a light Portuguese plural stemmer, stop words, wine synonyms and a bounded
 * edit distance. Pure functions, no I/O.
 */
import { foldAccents } from '@adega/domain/text';

/** Folds accents and case: "Carmenère" → "carmenere", "Moët & Chandon" → "moet e chandon". */
export function fold(text: string): string {
  return foldAccents(text)
    .replace(/ß/g, 'ss')
    .replace(/[’'`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words that carry no meaning in a wine search ("vinho do porto" → porto). */
const STOP_WORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'e',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'com',
  'para',
  'por',
  'um',
  'uma',
  'the',
  'of',
  'di',
  'del',
  'la',
  'le',
  'el',
  'y',
  'et',
]);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * Light Portuguese stemmer for plurals (and gendered country adjectives via synonyms): the same
 * function runs on indexed words and typed words, so "tintos" and "tinto" meet at "tinto".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  if (/(oes|aes|aos)$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eis') && word.length > 4) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/(r|z)es$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Folded words of a text, stop words removed (kept when the text has nothing else). */
export function words(text: string): string[] {
  const all = fold(text).split(' ').filter(Boolean);
  const kept = all.filter((w) => !isStopWord(w));
  return kept.length > 0 ? kept : all;
}

/** Indexed terms of a text: folded, stemmed words. */
export function terms(text: string): string[] {
  return words(text).map(stem);
}

/**
 * Wine synonyms: a product whose text contains any phrase of a group also answers to the other
 * phrases of the group (indexed in a low-weight field, so a real name match still ranks first).
 * Phrases are folded text.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['syrah', 'shiraz'],
  ['rose', 'rosado', 'rosato', 'rosada'],
  ['espumante', 'champagne', 'champanhe', 'spumante', 'sparkling', 'borbulhante'],
  ['frisante', 'frizzante'],
  ['pinot noir', 'pinot nero', 'spatburgunder'],
  ['pinot grigio', 'pinot gris'],
  ['tempranillo', 'tinta roriz', 'aragonez'],
  ['garnacha', 'grenache', 'cannonau'],
  ['monastrell', 'mourvedre', 'mataro'],
  ['primitivo', 'zinfandel'],
  ['alvarinho', 'albarino'],
  ['moscato', 'moscatel', 'muscat'],
  ['carmenere', 'carmener'],
  ['tinto', 'red', 'rosso', 'tinta'],
  ['branco', 'white', 'blanco', 'bianco', 'blanc'],
  ['licoroso', 'doce', 'sobremesa', 'fortificado'],
  ['estados unidos', 'eua', 'usa', 'americano', 'americana'],
  ['africa do sul', 'sul africano', 'sul africana', 'south africa'],
  ['franca', 'frances', 'francesa', 'france'],
  ['italia', 'italiano', 'italiana', 'italy'],
  ['espanha', 'espanhol', 'espanhola', 'spain'],
  ['portugal', 'portugues', 'portuguesa'],
  ['chile', 'chileno', 'chilena'],
  ['argentina', 'argentino'],
  ['brasil', 'brasileiro', 'brasileira'],
  ['alemanha', 'alemao', 'alema', 'germany'],
  ['australia', 'australiano', 'australiana'],
  ['uruguai', 'uruguaio', 'uruguaia'],
  ['nova zelandia', 'neozelandes', 'neozelandesa'],
];

/** Phrases of the groups as stemmed term sequences, ready to match against a term list. */
const SYNONYM_TERMS: readonly (readonly (readonly string[])[])[] = SYNONYM_GROUPS.map((group) =>
  group.map((phrase) => phrase.split(' ').map(stem)),
);

/** Phrases by their first term, so a product's terms are scanned once. */
const PHRASES_BY_FIRST = new Map<string, { group: number; phrase: readonly string[] }[]>();
SYNONYM_TERMS.forEach((group, g) => {
  for (const phrase of group) {
    const first = phrase[0] as string;
    const list = PHRASES_BY_FIRST.get(first);
    if (list) list.push({ group: g, phrase });
    else PHRASES_BY_FIRST.set(first, [{ group: g, phrase }]);
  }
});

/** Extra terms a product answers to because its terms contain a synonym phrase. */
export function synonymTerms(productTerms: readonly string[]): string[] {
  let groups: Set<number> | null = null;
  for (let i = 0; i < productTerms.length; i += 1) {
    const candidates = PHRASES_BY_FIRST.get(productTerms[i] as string);
    if (!candidates) continue;
    for (const { group, phrase } of candidates) {
      let j = 1;
      while (j < phrase.length && productTerms[i + j] === phrase[j]) j += 1;
      if (j === phrase.length) (groups ??= new Set()).add(group);
    }
  }
  if (!groups) return [];
  const present = new Set(productTerms);
  const out = new Set<string>();
  for (const g of groups)
    for (const phrase of SYNONYM_TERMS[g] ?? [])
      for (const term of phrase) if (!present.has(term)) out.add(term);
  return [...out];
}

/**
 * Optimal-string-alignment distance, bounded: returns `max + 1` as soon as the distance exceeds
 * `max` (a transposition counts as one edit: "malbce" → "malbec").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (prev[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return Math.min(prev[n] ?? max + 1, max + 1);
}

/**
 * Whether two words are at most one edit apart (insertion, deletion, substitution or a swap of
 * adjacent letters), without allocating: the hot path of typo matching.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === la && i === lb) return true;
  if (la === lb) {
    // Substitution at i, or a swap of i and i + 1.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return (
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Edits tolerated for a typed word: one from 5 letters up (issue #4), none below. */
export function allowedEdits(word: string): number {
  return word.length >= 5 && !/^\d+$/.test(word) ? 1 : 0;
}
