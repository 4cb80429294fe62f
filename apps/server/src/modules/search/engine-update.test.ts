import { describe, expect, it } from 'vitest';
import type { SearchDoc } from './documents.ts';
import { SearchIndex } from './engine.ts';
import { applyChanges } from './engine-update.ts';

const GRAPES = ['Malbec', 'Merlot', 'Cabernet Sauvignon', 'Syrah', 'Pinot Noir'];
const COUNTRIES = ['Argentina', 'Chile', 'França', 'Itália', 'Brasil'];

function doc(id: number, overrides: Partial<SearchDoc> = {}): SearchDoc {
  const grape = GRAPES[id % GRAPES.length] as string;
  return {
    id,
    code: `V${String(id).padStart(5, '0')}`,
    guid: `g-${id}`,
    name: `Vinho ${id} ${grape}`,
    brand: `Bodega ${id % 7}`,
    producerName: `Produtor ${id % 7}`,
    producerSlug: `produtor-${id % 7}`,
    producerPartner: false,
    category: 'vinho',
    productType: 'VINHO',
    wineType: 'TINTO',
    typeLabel: 'Tinto',
    countryCode: null,
    countryName: COUNTRIES[id % COUNTRIES.length] as string,
    region: null,
    grapes: [grape.toLowerCase()],
    grapeLabel: grape,
    listPrice: 10_000 + id,
    salePrice: 9_000 + id,
    clubPrice: 8_000 + id,
    available: id % 5 !== 0,
    rating: (id % 5) + 0.5,
    evaluations: id % 11,
    kitSize: null,
    easyKit: false,
    inWine: true,
    inOutlet: id % 3 === 0,
    campaigns: [],
    ...overrides,
  };
}

const docs = Array.from({ length: 60 }, (_, i) => doc(i + 1));
const WORDS = ['malbec', 'merlot', 'vinho 12', 'argentina', 'bodega', 'cab', 'tinto franca'];

function answers(index: SearchIndex) {
  return WORDS.flatMap((text) =>
    (['WINE', 'OUTLET'] as const).map((store) =>
      index
        .query(text, store, { prefixLast: 'when-unknown' })
        .map((m) => [index.docs[m.doc]!.id, m.score, m.nameMatch]),
    ),
  );
}

describe('applying changed documents to a built index', () => {
  it('keeps the index when the changed documents are the ones it holds', () => {
    const index = new SearchIndex(docs);
    const update = applyChanges(index, [doc(3), doc(40)]);
    expect(update).toEqual({ build: 'unchanged', index });
  });

  it('replaces a repriced document in an index sharing the terms, leaving the old index as it was', () => {
    const index = new SearchIndex(docs);
    const repriced = doc(12, { salePrice: 1_234, clubPrice: 1_000 });
    const update = applyChanges(index, [doc(3), repriced]);
    expect(update?.build).toBe('in-place');
    const updated = update!.index;
    expect(updated).not.toBe(index);
    expect(updated.docs.find((d) => d.id === 12)).toBe(repriced);
    expect(index.docs.find((d) => d.id === 12)?.salePrice).toBe(9_012);
    expect(updated.size).toBe(index.size);
    // Answers as a build of the same documents would give, on both indexes independently.
    const built = new SearchIndex(docs.map((d) => (d.id === 12 ? repriced : d)));
    expect(answers(updated)).toEqual(answers(built));
    expect(answers(index)).toEqual(answers(new SearchIndex(docs)));
    // A second change applies to the updated index (its positions are carried over).
    const again = applyChanges(updated, [doc(12, { salePrice: 999, clubPrice: 900 })]);
    expect(again?.build).toBe('in-place');
    expect(again!.index.docs.find((d) => d.id === 12)?.salePrice).toBe(999);
  });

  it('needs a build for a new, renamed, moved, re-ranked or subscription document', () => {
    const index = new SearchIndex(docs);
    const needsBuild: SearchDoc[] = [
      doc(61),
      doc(7, { name: 'Quimera Tinto' }),
      doc(7, { grapeLabel: 'Tannat', grapes: ['tannat'] }),
      doc(7, { inOutlet: !doc(7).inOutlet }),
      doc(7, { rating: 1 }),
      doc(7, { evaluations: 99 }),
      doc(7, { available: !doc(7).available }),
      doc(7, { category: 'assinatura' }),
      doc(7, { code: 'OUTRO' }),
    ];
    for (const changed of needsBuild)
      expect(applyChanges(index, [changed]), changed.name).toBeNull();
  });

  it('ignores a subscription that is not in the index', () => {
    const index = new SearchIndex(docs);
    expect(applyChanges(index, [doc(99, { category: 'assinatura' })])).toEqual({
      build: 'unchanged',
      index,
    });
  });
});
