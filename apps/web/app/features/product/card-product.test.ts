import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@adega/server/contract';
import { CARD_FIELDS, cardProduct } from './card-product';

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
  stock: 439,
  rating: 5,
  evaluations: 251,
  awards: [],
  promotion: null,
  pendura: null,
  kitSize: null,
  bottles: null,
  campaigns: [],
};

describe('cardProduct', () => {
  it('keeps exactly the fields a card reads, with their values', () => {
    const card = cardProduct(summary);
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    for (const field of CARD_FIELDS) expect(card[field]).toEqual(summary[field]);
  });

  it('drops what no card shows (ids, producer, grapes, stock count, campaigns)', () => {
    const card = cardProduct(summary) as Record<string, unknown>;
    for (const field of ['id', 'guid', 'brand', 'grapes', 'region', 'stock', 'campaigns'])
      expect(card).not.toHaveProperty(field);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(summary).length * 0.7);
  });
});
