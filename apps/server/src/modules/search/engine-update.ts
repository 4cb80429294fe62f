/**
 * Changed documents applied to a built index without building it again (issue #19, ADR 0037):
 * at 100 000 products a build takes seconds of CPU, and most catalogue writes (an order's stock,
 * a price) change no term. Documents equal to the index's keep the index as it is; documents
 * that keep their terms, store and static rank give an index sharing the old one's terms; any
 * other change (a new, removed or renamed product) needs a build.
 */
import { isDeepStrictEqual } from 'node:util';
import { docTerms, type SearchDoc } from './documents.ts';
import { SearchIndex, staticOrder } from './engine.ts';

export type IndexUpdate =
  { build: 'unchanged'; index: SearchIndex } | { build: 'in-place'; index: SearchIndex } | null;

/** Position of each product id in an index's documents (static rank order), built once. */
const positionsOf = new WeakMap<SearchIndex, Map<number, number>>();

function positions(index: SearchIndex): Map<number, number> {
  let map = positionsOf.get(index);
  if (!map) {
    map = new Map(index.docs.map((doc, i) => [doc.id, i]));
    positionsOf.set(index, map);
  }
  return map;
}

/** Same terms with the same weights, same store, same code and same static rank. */
function sameShape(before: SearchDoc, after: SearchDoc): boolean {
  if (after.category === 'assinatura') return false;
  if (before.code !== after.code) return false;
  if (before.inWine !== after.inWine || before.inOutlet !== after.inOutlet) return false;
  if (staticOrder(before, after) !== 0) return false;
  return isDeepStrictEqual(docTerms(before), docTerms(after));
}

/** `index` with `changed` applied, or null when only a build can apply them. */
export function applyChanges(index: SearchIndex, changed: readonly SearchDoc[]): IndexUpdate {
  const at = positions(index);
  let docs: SearchDoc[] | null = null;
  for (const doc of changed) {
    const i = at.get(doc.id);
    if (i === undefined) {
      // A subscription (never indexed) that stays one changes nothing; anything else is new.
      if (doc.category === 'assinatura') continue;
      return null;
    }
    const before = index.docs[i] as SearchDoc;
    if (isDeepStrictEqual(before, doc)) continue;
    if (!sameShape(before, doc)) return null;
    docs ??= [...index.docs];
    docs[i] = doc;
  }
  if (!docs) return { build: 'unchanged', index };
  const updated = new SearchIndex(docs, index);
  positionsOf.set(updated, at);
  return { build: 'in-place', index: updated };
}
