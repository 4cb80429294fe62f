import { describe, expect, it } from 'vitest';
import { countryWithPreposition } from '../country-names.ts';
import { parseListingUrl as parsePath } from '../urls-listing.ts';
import { becauseYou, personalShelves, visitorShelves } from './shelves.ts';
import { tasteEntry } from '../test-support/taste.ts';
import { tasteProfile } from './taste-profile.ts';

const entry = tasteEntry;

/** The listing query of a shelf's link (path and query string). */
function parseListingUrl(href: string) {
  const [path = '', search = ''] = href.split('?');
  return parsePath(path, search);
}

describe('personalShelves', () => {
  it('type and country, grape, type in the price band: explained by the heaviest source', () => {
    const shelves = personalShelves(
      tasteProfile([
        entry('order', 'A'),
        entry('order', 'B', { grapes: ['merlot'] }),
        entry('favourite', 'C', { grapes: ['cabernet-sauvignon'], countryCode: 'chile' }),
        entry('favourite', 'D', { grapes: ['cabernet-sauvignon'], countryCode: 'chile' }),
      ]),
    );
    expect(shelves.map((s) => [s.id, s.title])).toEqual([
      ['tipo-e-pais', 'Porque você comprou tintos da Argentina'],
      ['uva', 'Porque você favoritou vinhos Cabernet Sauvignon'],
      ['faixa-de-preco', 'Tintos na sua faixa de preço, de R$ 60 a R$ 100'],
    ]);
    expect(shelves.map((s) => s.filters)).toEqual([
      { categories: ['vinho'], wineTypes: ['tinto'], countries: ['argentina'] },
      { categories: ['vinho'], grapes: ['cabernet-sauvignon'] },
      { categories: ['vinho'], wineTypes: ['tinto'], priceMin: 6001, priceMax: 10000 },
    ]);
    // Each links to the listing of the same filters, best rated first.
    const first = parseListingUrl(shelves[0]?.href ?? '');
    expect(first?.filters).toMatchObject({ types: ['tinto'], countries: ['argentina'] });
    expect(first?.sort).toBe('rating');
    expect(parseListingUrl(shelves[1]?.href ?? '')?.filters.grapes).toEqual(['cabernet-sauvignon']);
    expect(parseListingUrl(shelves[2]?.href ?? '')?.filters).toMatchObject({
      types: ['tinto'],
      priceBand: '60-a-100',
    });
  });

  it('says Winelists, and a country outside the menu links to the type only', () => {
    const shelves = personalShelves(
      tasteProfile([
        entry('winelist', 'A', {
          wineType: 'branco',
          countryCode: 'uruguai',
          countryName: 'Uruguai',
          grapes: ['albarino'],
          grapeLabel: 'Albariño',
          salePrice: 3500,
        }),
      ]),
    );
    expect(shelves.map((s) => s.title)).toEqual([
      'Porque você guardou brancos do Uruguai nas suas Winelists',
      'Porque você guardou vinhos Albariño nas suas Winelists',
      'Brancos na sua faixa de preço, até R$ 40',
    ]);
    expect(shelves[0]?.filters.countries).toEqual(['uruguai']);
    const link = parseListingUrl(shelves[0]?.href ?? '');
    expect(link?.filters).toMatchObject({ types: ['branco'], countries: [] });
    expect(parseListingUrl(shelves[1]?.href ?? '')?.filters.grapes).toEqual([]);
  });

  it('a type without a country (a mixed kit) makes a type shelf', () => {
    const shelves = personalShelves(
      tasteProfile([
        entry('favourite', 'K', {
          category: 'kit',
          countryCode: null,
          countryName: null,
          grapes: [],
          wineType: 'espumante',
          salePrice: 120000,
          bottles: 2,
        }),
      ]),
    );
    expect(shelves.map((s) => [s.id, s.title])).toEqual([
      ['tipo', 'Porque você favoritou espumantes'],
      ['faixa-de-preco', 'Espumantes na sua faixa de preço, acima de R$ 500'],
    ]);
    expect(parseListingUrl(shelves[0]?.href ?? '')?.filters.types).toEqual(['espumante']);
    expect(shelves[1]?.filters).toEqual({
      categories: ['vinho'],
      wineTypes: ['espumante'],
      priceMin: 50001,
    });
  });

  it('a kit with no type: only its price band, for any wine', () => {
    const shelves = personalShelves(
      tasteProfile([
        entry('order', 'K', {
          category: 'kit',
          wineType: null,
          countryCode: null,
          grapes: [],
          salePrice: 28000,
          bottles: 4,
        }),
      ]),
    );
    expect(shelves.map((s) => [s.id, s.title, s.filters])).toEqual([
      [
        'faixa-de-preco',
        'Vinhos na sua faixa de preço, de R$ 60 a R$ 100',
        { categories: ['vinho'], priceMin: 6001, priceMax: 10000 },
      ],
    ]);
    expect(parseListingUrl(shelves[0]?.href ?? '')?.filters.priceBand).toBe('60-a-100');
  });

  it('no shelf without wine in the history', () => {
    expect(personalShelves(tasteProfile([]))).toEqual([]);
  });
});

describe('visitorShelves', () => {
  it('the best rated of each wine type, wines only', () => {
    const shelves = visitorShelves();
    expect(shelves.map((s) => s.title)).toEqual([
      'Tintos mais bem avaliados',
      'Brancos mais bem avaliados',
      'Rosés mais bem avaliados',
      'Espumantes mais bem avaliados',
      'Frisantes mais bem avaliados',
      'Licorosos mais bem avaliados',
    ]);
    expect(shelves[2]).toMatchObject({
      id: 'tipo-rose',
      filters: { categories: ['vinho'], wineTypes: ['rose'] },
    });
    expect(parseListingUrl(shelves[2]?.href ?? '')).toMatchObject({
      filters: { types: ['rose'] },
      sort: 'rating',
    });
  });
});

describe('texts', () => {
  it('explain by source', () => {
    expect(becauseYou('order', 'tintos')).toBe('Porque você comprou tintos');
    expect(becauseYou('favourite', 'tintos')).toBe('Porque você favoritou tintos');
    expect(becauseYou('winelist', 'tintos')).toBe('Porque você guardou tintos nas suas Winelists');
  });

  it('name countries with their preposition', () => {
    expect(countryWithPreposition('argentina')).toBe('da Argentina');
    expect(countryWithPreposition('estados-unidos', 'Estados Unidos')).toBe('dos Estados Unidos');
    expect(countryWithPreposition('georgia', 'Geórgia')).toBe('de Geórgia');
    expect(countryWithPreposition('georgia', '  ')).toBe('de georgia');
    expect(countryWithPreposition('georgia')).toBe('de georgia');
  });
});
