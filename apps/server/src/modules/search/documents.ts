/**
 * What the search index is built from (ADR 0006): one plain document per product (the repo reads
 * them from PostgreSQL) and its terms — folded words and stems of each field, weighted by the
 * best field they appear in, plus wine synonyms.
 */
import type { ProductSummary } from '../../contract.ts';
import { stem, synonymTerms, words } from './text.ts';

/** A product's summary fields as the index keeps them, and what only the search filters read. */
export interface SearchDoc extends Pick<
  ProductSummary,
  | 'id'
  | 'code'
  | 'guid'
  | 'name'
  | 'brand'
  | 'producerName'
  | 'producerSlug'
  | 'category'
  | 'productType'
  | 'wineType'
  | 'typeLabel'
  | 'countryCode'
  | 'countryName'
  | 'region'
  | 'grapes'
  | 'grapeLabel'
  | 'listPrice'
  | 'salePrice'
  | 'clubPrice'
  | 'available'
  | 'rating'
  | 'evaluations'
  | 'kitSize'
  | 'campaigns'
> {
  producerPartner: boolean;
  easyKit: boolean;
  inWine: boolean;
  inOutlet: boolean;
}

/** Field weights: a name match outweighs any other field; synonyms count least. */
export const WEIGHTS = {
  name: 10,
  producer: 6,
  grape: 5,
  type: 4,
  country: 4,
  region: 4,
  synonym: 2,
} as const;

export const sellable = (doc: SearchDoc): boolean => doc.available && doc.listPrice > 0;

/** Folded words and their stems of a field value; values repeat a lot (regions, grapes…). */
type FieldTerms = { words: string[]; stems: string[] };
export type TermCache = Map<string, FieldTerms>;

function fieldTerms(text: string, cache: TermCache | undefined): FieldTerms {
  const cached = cache?.get(text);
  if (cached) return cached;
  const w = words(text);
  const value = { words: w, stems: w.map(stem) };
  if (cache && cache.size < 200_000) cache.set(text, value);
  return value;
}

/** Terms of a document with the weight of the best field each appears in. */
export function docTerms(doc: SearchDoc, cache?: TermCache): Map<string, number> {
  const out = new Map<string, number>();
  const all: string[] = [];
  const put = (term: string, weight: number) => {
    if ((out.get(term) ?? 0) < weight) out.set(term, weight);
  };
  const add = (text: string | null | undefined, weight: number) => {
    if (!text) return;
    const { words: w, stems } = fieldTerms(text, cache);
    for (let i = 0; i < w.length; i += 1) {
      const word = w[i] as string;
      const stemmed = stems[i] as string;
      put(word, weight);
      if (stemmed !== word) put(stemmed, weight);
      all.push(stemmed);
    }
  };
  add(doc.name, WEIGHTS.name);
  add(doc.producerName, WEIGHTS.producer);
  add(doc.brand, WEIGHTS.producer);
  add(doc.grapeLabel, WEIGHTS.grape);
  for (const grape of doc.grapes) add(grape.replace(/-/g, ' '), WEIGHTS.grape);
  add(doc.typeLabel, WEIGHTS.type);
  add(doc.wineType, WEIGHTS.type);
  add(doc.category, WEIGHTS.type);
  add(doc.countryName, WEIGHTS.country);
  add(doc.region, WEIGHTS.region);
  for (const term of synonymTerms(all)) if (!out.has(term)) out.set(term, WEIGHTS.synonym);
  return out;
}
