/**
 * The in-process search index (ADR 0006): an inverted index of folded, stemmed terms over the
 * sellable catalogue, with per-field weights, prefix matching of the word being typed, one-edit
 * typo tolerance for words of 5+ letters and wine synonyms. Built from plain documents (the
 * repo reads them from PostgreSQL); immutable once built — a refresh builds a new one and swaps.
 *
 * Documents are stored in static rank order (sellable first, then rating, evaluations, id), so
 * ties between equally relevant matches resolve by position alone.
 */
import type { Store } from '@adega/domain/store';
import { docTerms, sellable, WEIGHTS, type SearchDoc, type TermCache } from './documents.ts';
import { allowedEdits, stem, withinOneEdit, words } from './text.ts';

/** Quality of a term match: exact (or same stem), prefix of the word being typed, one typo. */
const QUALITY = { exact: 1, prefix: 0.75, fuzzy: 0.6 } as const;
const MAX_PREFIX_EXPANSIONS = 200;
/** Typed words repeat across queries far more than whole texts do. */
const ALTERNATIVES_CACHE_LIMIT = 20_000;

interface Posting {
  docs: Int32Array;
  weights: Uint8Array;
}

export interface QueryOptions {
  /**
   * Treat the last word as a prefix (the customer may still be typing it); 'when-unknown': only
   * when it is not a whole indexed word (a submitted "cab" still finds Cabernet).
   */
  prefixLast: boolean | 'when-unknown';
}

export interface Match {
  /** Position of the document in `docs` (static rank order). */
  doc: number;
  score: number;
  /** Every word matched in the product name. */
  nameMatch: boolean;
}

const STORE_BIT: Record<Store, number> = { WINE: 1, OUTLET: 2 };

export function staticOrder(a: SearchDoc, b: SearchDoc): number {
  return (
    Number(sellable(b)) - Number(sellable(a)) ||
    (b.rating ?? -1) - (a.rating ?? -1) ||
    b.evaluations - a.evaluations ||
    a.id - b.id
  );
}

export class SearchIndex {
  readonly docs: readonly SearchDoc[];
  readonly builtInMs: number;
  private readonly storeMask: Uint8Array;
  private readonly vocab: string[];
  private readonly termIndex: Map<string, number>;
  /** Product codes are found whole (not typo-matched: they would flood the vocabulary). */
  private readonly codeIndex: Map<string, number>;
  private readonly postings: Posting[];
  private readonly byLength: Map<number, number[]>;
  private readonly alternativesCache = new Map<string, Map<number, number>>();
  // Scratch space reused by every query (queries run synchronously, one at a time).
  private readonly mark: Uint32Array;
  private readonly tokenMark: Uint32Array;
  private readonly tokenScore: Float32Array;
  private readonly tokenName: Uint8Array;
  private readonly score: Float32Array;
  private readonly count: Uint8Array;
  private readonly nameCount: Uint8Array;
  private readonly touched: Int32Array;
  private generation = 0;
  private tokenStamp = 0;

  /**
   * An index of `input`; with `like`, an index sharing `like`'s terms and order for documents
   * that replace its own one for one, in its order, each with the same terms, store and static
   * rank (a price or stock change: engine-update.ts checks that).
   */
  constructor(input: readonly SearchDoc[], like?: SearchIndex) {
    const started = performance.now();
    const docs = like ? input : input.filter((d) => d.category !== 'assinatura').sort(staticOrder);
    this.docs = docs;
    const n = docs.length;
    this.mark = new Uint32Array(n);
    this.tokenMark = new Uint32Array(n);
    this.tokenScore = new Float32Array(n);
    this.tokenName = new Uint8Array(n);
    this.score = new Float32Array(n);
    this.count = new Uint8Array(n);
    this.nameCount = new Uint8Array(n);
    this.touched = new Int32Array(n);
    if (like) {
      if (like.docs.length !== n) throw new Error('an index like another has as many documents');
      this.storeMask = like.storeMask;
      this.vocab = like.vocab;
      this.termIndex = like.termIndex;
      this.codeIndex = like.codeIndex;
      this.postings = like.postings;
      this.byLength = like.byLength;
      this.builtInMs = performance.now() - started;
      return;
    }
    this.storeMask = new Uint8Array(n);
    this.termIndex = new Map();
    this.codeIndex = new Map();
    this.byLength = new Map();
    const build = new Map<string, { docs: number[]; weights: number[] }>();
    const cache: TermCache = new Map();
    docs.forEach((doc, i) => {
      this.storeMask[i] = (doc.inWine ? 1 : 0) | (doc.inOutlet ? 2 : 0);
      this.codeIndex.set(doc.code.toLowerCase(), i);
      for (const [term, weight] of docTerms(doc, cache)) {
        let posting = build.get(term);
        if (!posting) {
          posting = { docs: [], weights: [] };
          build.set(term, posting);
        }
        posting.docs.push(i);
        posting.weights.push(weight);
      }
    });
    this.vocab = [...build.keys()].sort();
    this.postings = this.vocab.map((term, i) => {
      const p = build.get(term) as { docs: number[]; weights: number[] };
      this.termIndex.set(term, i);
      const bucket = this.byLength.get(term.length);
      if (bucket) bucket.push(i);
      else this.byLength.set(term.length, [i]);
      return { docs: Int32Array.from(p.docs), weights: Uint8Array.from(p.weights) };
    });
    this.builtInMs = performance.now() - started;
  }

  get size(): number {
    return this.docs.length;
  }

  get vocabularySize(): number {
    return this.vocab.length;
  }

  inStore(doc: number, store: Store): boolean {
    return ((this.storeMask[doc] ?? 0) & STORE_BIT[store]) !== 0;
  }

  /** Index terms a typed word may stand for, with the quality of each match (memoised). */
  private alternatives(word: string, prefix: boolean): Map<number, number> {
    const key = prefix ? `${word}*` : word;
    const cached = this.alternativesCache.get(key);
    if (cached) return cached;
    const computed = this.computeAlternatives(word, prefix);
    if (this.alternativesCache.size >= ALTERNATIVES_CACHE_LIMIT) this.alternativesCache.clear();
    this.alternativesCache.set(key, computed);
    return computed;
  }

  private computeAlternatives(word: string, prefix: boolean): Map<number, number> {
    const out = new Map<number, number>();
    const put = (term: number | undefined, quality: number) => {
      if (term === undefined) return;
      if ((out.get(term) ?? 0) < quality) out.set(term, quality);
    };
    const stemmed = stem(word);
    put(this.termIndex.get(word), QUALITY.exact);
    put(this.termIndex.get(stemmed), QUALITY.exact);
    if (prefix) {
      let i = lowerBound(this.vocab, word);
      let taken = 0;
      while (i < this.vocab.length && taken < MAX_PREFIX_EXPANSIONS) {
        const term = this.vocab[i] as string;
        if (!term.startsWith(word)) break;
        put(i, QUALITY.prefix);
        i += 1;
        taken += 1;
      }
    }
    const edits = allowedEdits(word);
    if (edits > 0) {
      for (const candidate of new Set([word, stemmed])) {
        for (
          let length = candidate.length - edits;
          length <= candidate.length + edits;
          length += 1
        ) {
          for (const term of this.byLength.get(length) ?? []) {
            if (out.has(term)) continue;
            if (withinOneEdit(candidate, this.vocab[term] as string)) put(term, QUALITY.fuzzy);
          }
        }
      }
    }
    return out;
  }

  /**
   * Every document of the store matching all words of the text (each word may match any field,
   * by stem, prefix when typing, one typo or synonym). When no document has all the words and
   * there are several, the documents matching the most words are returned instead.
   */
  query(text: string, store: Store, options: QueryOptions): Match[] {
    const found = this.find(text, store, options);
    if (Array.isArray(found)) return found;
    const out: Match[] = [];
    for (const d of found.candidates) {
      if ((this.count[d] as number) < found.needed) continue;
      out.push(this.matchOf(d, found.tokens));
    }
    return out;
  }

  /** The best `k` matches by relevance (`compareMatches`), without materialising the others. */
  top(text: string, store: Store, options: QueryOptions, k: number): Match[] {
    const found = this.find(text, store, options);
    if (Array.isArray(found)) return found.slice(0, k);
    const best: number[] = [];
    const better = (a: number, b: number) => {
      const nameA = this.nameCount[a] === found.tokens ? 1 : 0;
      const nameB = this.nameCount[b] === found.tokens ? 1 : 0;
      if (nameA !== nameB) return nameA > nameB;
      const scoreA = this.score[a] as number;
      const scoreB = this.score[b] as number;
      if (scoreA !== scoreB) return scoreA > scoreB;
      return a < b;
    };
    for (const d of found.candidates) {
      if ((this.count[d] as number) < found.needed) continue;
      if (best.length === k && !better(d, best[k - 1] as number)) continue;
      let i = best.length < k ? best.length : k - 1;
      if (best.length < k) best.push(d);
      while (i > 0 && better(d, best[i - 1] as number)) {
        best[i] = best[i - 1] as number;
        i -= 1;
      }
      best[i] = d;
    }
    return best.map((d) => this.matchOf(d, found.tokens));
  }

  private matchOf(d: number, tokens: number): Match {
    return { doc: d, score: this.score[d] as number, nameMatch: this.nameCount[d] === tokens };
  }

  private find(
    text: string,
    store: Store,
    options: QueryOptions,
  ): Match[] | { candidates: number[]; needed: number; tokens: number } {
    const typed = words(text);
    if (typed.length === 0) return [];
    const byCode = this.codeIndex.get(text.trim().toLowerCase());
    if (byCode !== undefined)
      return this.inStore(byCode, store)
        ? [{ doc: byCode, score: WEIGHTS.name * QUALITY.exact, nameMatch: true }]
        : [];
    const endsWithSpace = /\s$/.test(text);
    const tokens = typed.map((word, i) => {
      const last = !endsWithSpace && i === typed.length - 1;
      const prefix =
        last &&
        (options.prefixLast === 'when-unknown'
          ? !this.termIndex.has(word) && !this.termIndex.has(stem(word))
          : options.prefixLast);
      const alternatives = this.alternatives(word, prefix);
      let size = 0;
      for (const term of alternatives.keys()) size += this.postings[term]?.docs.length ?? 0;
      return { alternatives, size };
    });
    const all = this.run(tokens, store, true);
    if (all.candidates.length > 0 || tokens.length === 1) return all;
    return this.run(tokens, store, false);
  }

  private run(
    tokens: { alternatives: Map<number, number>; size: number }[],
    store: Store,
    requireAll: boolean,
  ): { candidates: number[]; needed: number; tokens: number } {
    const ordered = [...tokens].sort((a, b) => a.size - b.size);
    const bit = STORE_BIT[store];
    this.generation += 1;
    const gen = this.generation;
    const candidates: number[] = [];
    ordered.forEach((token, k) => {
      this.tokenStamp += 1;
      const stamp = this.tokenStamp;
      let touched = 0;
      // Later words only confirm candidates: when they are few, look each one up in the
      // posting (sorted by document) instead of walking the whole posting.
      const confirmOnly = requireAll && k > 0;
      const visit = (d: number, weight: number, quality: number) => {
        if (((this.storeMask[d] as number) & bit) === 0) return;
        const value = weight * quality;
        if (this.tokenMark[d] !== stamp) {
          this.tokenMark[d] = stamp;
          this.tokenScore[d] = value;
          this.tokenName[d] = weight === WEIGHTS.name ? 1 : 0;
          this.touched[touched] = d;
          touched += 1;
        } else {
          if (value > (this.tokenScore[d] as number)) this.tokenScore[d] = value;
          if (weight === WEIGHTS.name) this.tokenName[d] = 1;
        }
      };
      for (const [term, quality] of token.alternatives) {
        const { docs, weights } = this.postings[term] as Posting;
        if (confirmOnly && candidates.length * 20 < docs.length) {
          for (const d of candidates) {
            const p = indexOf(docs, d);
            if (p >= 0) visit(d, weights[p] as number, quality);
          }
          continue;
        }
        for (let p = 0; p < docs.length; p += 1) {
          const d = docs[p] as number;
          if (confirmOnly && this.mark[d] !== gen) continue;
          visit(d, weights[p] as number, quality);
        }
      }
      for (let t = 0; t < touched; t += 1) {
        const d = this.touched[t] as number;
        if (this.mark[d] !== gen) {
          this.mark[d] = gen;
          this.score[d] = 0;
          this.count[d] = 0;
          this.nameCount[d] = 0;
          candidates.push(d);
        }
        this.score[d] = (this.score[d] as number) + (this.tokenScore[d] as number);
        this.count[d] = (this.count[d] as number) + 1;
        this.nameCount[d] = (this.nameCount[d] as number) + (this.tokenName[d] as number);
      }
      if (requireAll && k > 0) {
        // Keep only the candidates every word so far matched.
        let kept = 0;
        for (const d of candidates) if (this.count[d] === k + 1) candidates[kept++] = d;
        candidates.length = kept;
      }
    });
    let needed = tokens.length;
    if (!requireAll) {
      needed = 0;
      for (const d of candidates) needed = Math.max(needed, this.count[d] as number);
    } else if (candidates.length > 0 && ordered.length > 1) {
      // Candidates come from the first word; keep those every other word also matched.
      let kept = 0;
      for (const d of candidates) if (this.count[d] === tokens.length) candidates[kept++] = d;
      candidates.length = kept;
    }
    return { candidates, needed, tokens: tokens.length };
  }
}

/** Relevance: name matches first, then match score, then static rank (sellable, rating…). */
export function compareMatches(a: Match, b: Match): number {
  return Number(b.nameMatch) - Number(a.nameMatch) || b.score - a.score || a.doc - b.doc;
}

/** Position of `value` in an ascending array, or -1. */
function indexOf(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid] as number;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
