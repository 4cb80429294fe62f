import { describe, expect, it } from 'vitest';
import {
  buildSearchUrl,
  parseSearchQuery,
  toSearchRequest,
  toggleSearchFacet,
  toggleSearchPriceBand,
} from './search-query';

describe('search URL (/search.ep?keyWords=…)', () => {
  it('parses words, filters, sort and page leniently', () => {
    const query = parseSearchQuery(
      '?keyWords=%20vinho%20%20tinto%20&tipo=rose,tinto,xx&uva=malbec&pais=chile&preco=40-a-60&ordem=menor-preco&pagina=2',
    );
    expect(query).toEqual({
      text: 'vinho tinto',
      truncated: false,
      filters: {
        types: ['tinto', 'rose'],
        grapes: ['malbec'],
        countries: ['chile'],
        priceBand: '40-a-60',
      },
      sort: 'menor-preco',
      page: 2,
    });
    const bad = parseSearchQuery('?keyWords=a&preco=1-a-2&ordem=zz&pagina=-3&tipo=');
    expect(bad.filters).toEqual({ types: [], grapes: [], countries: [], priceBand: null });
    expect(bad.sort).toBe('relevancia');
    expect(bad.page).toBe(1);
    expect(parseSearchQuery('').text).toBe('');
    expect(parseSearchQuery('?pagina=1.5').page).toBe(1);
  });

  it('cuts words longer than 100 characters and says so', () => {
    const query = parseSearchQuery(`?keyWords=${'a'.repeat(150)}`);
    expect(query.text).toHaveLength(100);
    expect(query.truncated).toBe(true);
  });

  it('builds canonical URLs that parse back to the same query', () => {
    const query = parseSearchQuery('?keyWords=malbec&tipo=rose,tinto&ordem=nome&pagina=3');
    const url = buildSearchUrl(query);
    expect(url).toBe('/search.ep?keyWords=malbec&tipo=tinto,rose&ordem=nome&pagina=3');
    expect(parseSearchQuery(url.split('?')[1] ?? '')).toEqual(query);
    expect(buildSearchUrl(query, { hmp: '1', 'open-filters': null })).toContain('&hmp=1');
  });

  it('toggles filters back to page 1', () => {
    const query = parseSearchQuery('?keyWords=x&tipo=tinto&preco=ate-40&pagina=4');
    expect(buildSearchUrl(toggleSearchFacet(query, 'types', 'tinto'))).toBe(
      '/search.ep?keyWords=x&preco=ate-40',
    );
    expect(buildSearchUrl(toggleSearchFacet(query, 'types', 'branco'))).toBe(
      '/search.ep?keyWords=x&tipo=tinto,branco&preco=ate-40',
    );
    expect(toggleSearchPriceBand(query, 'ate-40').filters.priceBand).toBeNull();
    expect(toggleSearchPriceBand(query, '40-a-60').filters.priceBand).toBe('40-a-60');
  });

  it('maps to the contract request (price bands in centavos)', () => {
    const query = parseSearchQuery('?keyWords=malbec&tipo=tinto&preco=40-a-60');
    expect(toSearchRequest(query, 'OUTLET')).toEqual({
      store: 'OUTLET',
      text: 'malbec',
      filters: { wineTypes: ['tinto'], priceMin: 4001, priceMax: 6000 },
      sort: 'relevancia',
      page: 1,
      pageSize: 24,
    });
    expect(
      toSearchRequest(parseSearchQuery('?keyWords=x&preco=acima-de-500'), 'WINE').filters,
    ).toEqual({
      priceMin: 50001,
    });
  });
});
