import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@adega/server/contract';
import { CARD_FIELDS, packCard, unpackCard, withCards } from './card-product';

const summary: ProductSummary = {
  id: 534,
  code: 'V00534',
  guid: '9c5440f1-959a-4523-a743-4daf9d7fd6d2',
  url: '/prodV00534.html',
  name: 'Quinta do Crasto Douro Vinhas Velhas Tinto 2018',
  brand: 'Quinta do Crasto',
  producerName: 'Quinta do Crasto',
  producerSlug: 'quinta-do-crasto',
  category: 'vinho',
  productType: 'Vinho',
  wineType: 'tinto',
  typeLabel: 'Tinto',
  countryCode: 'portugal',
  countryName: 'Portugal',
  region: 'Douro',
  grapes: ['syrah-shiraz'],
  grapeLabel: 'Syrah',
  vintage: 2018,
  imageUrl: '/img/products/V00534',
  listPrice: 37990,
  salePrice: 21990,
  clubPrice: 17590,
  available: true,
  rating: 5,
  evaluations: 251,
  awards: [],
  promotion: null,
  pendura: null,
  kitSize: null,
  bottles: null,
  campaigns: [],
};

const promoted: ProductSummary = {
  ...summary,
  code: 'K 7/2',
  url: '/kits/kit-2-vinhos/',
  imageUrl: '/img/kits/k7.png',
  available: false,
  rating: null,
  countryCode: null,
  countryName: null,
  awards: [
    { score: 93, label: 'Descorchados', abbreviation: 'DS' },
    { score: 97, label: 'Wine & Spirits', abbreviation: 'W&S' },
  ],
  promotion: {
    active: true,
    clubMemberOnly: true,
    finalDate: '2026-12-18T23:59:59-03:00',
    stamps: ['Oferta'],
    hideStockAmount: false,
    stock: 7,
    lastUnits: false,
    triggerStockOut: 10,
    limitPerUnit: 2,
  },
  bottles: 2,
};

/** What a card reads of a summary, as `unpackCard` answers it. */
function expected(product: ProductSummary) {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) card[field] = product[field];
  delete card.awards;
  return { ...card, awardCount: product.awards.length };
}

describe('packCard and unpackCard', () => {
  it("round-trip a card's fields, whatever their values", () => {
    for (const product of [summary, promoted])
      expect(unpackCard(packCard(product))).toEqual(expected(product));
  });

  it('leave out the paths of the code, and keep any other path as it is', () => {
    const packed = packCard(summary);
    expect(packed.slice(-2)).toEqual([null, null]);
    expect(packCard(promoted).slice(-2)).toEqual(['/kits/kit-2-vinhos/', '/img/kits/k7.png']);
    expect(unpackCard(packed).url).toBe('/prodV00534.html');
    expect(unpackCard(packed).imageUrl).toBe('/img/products/V00534');
  });

  it('carry values only: no keys, nothing a card does not show', () => {
    const packed = packCard(promoted);
    expect(Array.isArray(packed)).toBe(true);
    const json = JSON.stringify(packed);
    for (const text of [summary.guid, 'syrah-shiraz', 'Descorchados', '"code"', '"name"'])
      expect(json).not.toContain(text);
    expect(JSON.stringify(packCard(summary)).length).toBeLessThan(
      JSON.stringify(summary).length * 0.4,
    );
  });

  it('a page of products becomes a page of packed cards, the rest unchanged', () => {
    const page = withCards({ items: [summary, promoted], total: 2, page: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map(unpackCard)).toEqual([expected(summary), expected(promoted)]);
  });
});
