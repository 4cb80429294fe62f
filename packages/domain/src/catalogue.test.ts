import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allStorePageLinks,
  countedListings,
  countOf,
  storePageLinks,
  type CatalogueCounts,
} from './catalogue-links.ts';
import {
  CODED_CATEGORIES,
  LISTING_PRODUCT_CATEGORIES,
  PRICE_BANDS,
  catalogueFilters,
  listingQuery,
  priceBandBounds,
  priceBandOf,
  priceBandPhrase,
} from './catalogue.ts';
import { parseListingUrl } from './urls-listing.ts';
import { itReturns } from './test-support/examples.ts';

describe('price bands (SPEC §2/§9)', () => {
  it('have a key, a label and inclusive bounds in centavos', () => {
    expect(PRICE_BANDS.map((b) => [b.key, b.label, b.minCents, b.maxCents])).toEqual([
      ['0-40', 'Até R$ 40', null, 4000],
      ['40-60', 'R$ 40 a R$ 60', 4001, 6000],
      ['60-100', 'R$ 60 a R$ 100', 6001, 10000],
      ['100-200', 'R$ 100 a R$ 200', 10001, 20000],
      ['200-500', 'R$ 200 a R$ 500', 20001, 50000],
      ['500-', 'Acima de R$ 500', 50001, null],
    ]);
  });

  it('read as phrases after a noun (listing titles, recommendations)', () => {
    expect(PRICE_BANDS.map(priceBandPhrase)).toEqual([
      'até R$ 40',
      'de R$ 40 a R$ 60',
      'de R$ 60 a R$ 100',
      'de R$ 100 a R$ 200',
      'de R$ 200 a R$ 500',
      'acima de R$ 500',
    ]);
  });

  itReturns(
    'bounds of a band slug are its centavos bounds; an unknown slug has none: %j → %j',
    priceBandBounds,
    [
      ['ate-40', { priceMax: 4000 }],
      ['100-a-200', { priceMin: 10001, priceMax: 20000 }],
      ['acima-de-500', { priceMin: 50001 }],
      ['barato', {}],
      [null, {}],
    ],
  );

  it('a price is inside the bounds of exactly the band priceBandOf names (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (centavos) => {
        const inside = PRICE_BANDS.filter((b) => {
          const { priceMin = -Infinity, priceMax = Infinity } = priceBandBounds(b.slug);
          return centavos >= priceMin && centavos <= priceMax;
        });
        expect(inside).toEqual([priceBandOf(centavos)]);
      }),
    );
  });
});

describe('catalogueFilters', () => {
  it('lists wines and kits on every /vinhos page, with its facets and band', () => {
    expect(
      catalogueFilters(
        listingQuery('wines', {
          filters: {
            types: ['tinto'],
            grapes: ['malbec'],
            countries: ['argentina'],
            priceBand: '60-a-100',
          },
        }),
      ),
    ).toEqual({
      categories: ['vinho', 'kit'],
      wineTypes: ['tinto'],
      grapes: ['malbec'],
      countries: ['argentina'],
      priceMin: 6001,
      priceMax: 10000,
    });
  });

  it('kits by size, easy kits and producers', () => {
    expect(catalogueFilters(listingQuery('kits', { filters: { kitSize: 6 } }))).toEqual({
      categories: ['kit'],
      kitSize: 6,
    });
    expect(catalogueFilters(listingQuery('kits'))).toEqual({ categories: ['kit'] });
    expect(catalogueFilters(listingQuery('easy-kits'))).toEqual({ easyKit: true });
    expect(catalogueFilters(listingQuery('producers', { filters: { producer: 'x' } }))).toEqual({
      producer: 'x',
    });
    expect(catalogueFilters(listingQuery('producers'))).toEqual({});
    // A kit size only filters kit pages.
    expect(catalogueFilters(listingQuery('wines', { filters: { kitSize: 6 } }))).toEqual({
      categories: ['vinho', 'kit'],
    });
  });

  it('maps every coded category to its product categories', () => {
    for (const { category } of CODED_CATEGORIES) {
      expect(catalogueFilters(listingQuery(category)).categories).toEqual(
        LISTING_PRODUCT_CATEGORIES[category],
      );
    }
  });
});

describe('store page links', () => {
  const counts: CatalogueCounts = {
    wineTypes: { tinto: 7 },
    grapes: { malbec: 3 },
    countries: {},
    priceBands: { '100-200': 129 },
    kits: { '6': 2, easy: 4 },
    categories: { vinho: 100, kit: 20, destilado: 5 },
  };

  it('each link resolves to the query it is counted with', () => {
    for (const store of ['WINE', 'OUTLET'] as const) {
      for (const link of allStorePageLinks(store)) {
        const url = new URL(link.href, 'https://loja.example');
        expect(parseListingUrl(url.pathname, url.search), link.href).toEqual(link.query);
      }
    }
  });

  it('counts a link by its key, and a category link by its product categories', () => {
    const page = storePageLinks('WINE');
    expect(countOf(counts, page.allWines)).toBe(120);
    expect(countOf(counts, page.types[0]!)).toBe(7);
    expect(countOf(counts, page.types[1]!)).toBe(0);
    expect(countOf(counts, page.priceBands[3]!)).toBe(129);
    expect(page.priceBands[3]!.href).toBe('/vinhos/100-a-200-reais/cVINHOS-prBRL_100_200.html');
    expect(page.kits.map((k) => countOf(counts, k))).toEqual([0, 0, 2, 0, 0, 4]);
    expect(page.others.map((o) => [o.label, countOf(counts, o)])).toContainEqual(['Destilados', 5]);
    const producers = { ...page.allWines, query: listingQuery('producers') };
    expect(countOf(counts, producers)).toBe(0);
  });

  it('the outlet has no easy kits and adds beers and accessories', () => {
    const wine = storePageLinks('WINE');
    const outlet = storePageLinks('OUTLET');
    expect(wine.kits.at(-1)?.href).toBe('/w/kits-faceis');
    expect(outlet.kits.map((k) => k.key)).toEqual(['2', '4', '6', '8', '10']);
    expect(outlet.others.map((o) => o.label)).toContain('Cervejas');
    expect(wine.others.map((o) => o.label)).not.toContain('Cervejas');
  });

  it('the server counts every link but the category ones with its own filters', () => {
    const listed = countedListings();
    expect(listed.every((l) => l.group !== 'categories')).toBe(true);
    expect(listed.map((l) => l.key)).toContain('easy');
    expect(listed).toHaveLength(6 + 6 + 8 + 8 + 6);
  });
});
