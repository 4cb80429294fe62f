import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIT_SIZES } from './constants.ts';
import {
  CODED_CATEGORIES,
  COUNTRIES,
  FILTER_FOCUSES,
  GRAPES,
  LISTING_SORTS,
  PRICE_BANDS,
  ROUTES,
  WINE_TYPES,
  allWinesUrl,
  buildListingUrl,
  categoryUrl,
  clubBoxUrl,
  countryUrl,
  grapeUrl,
  barGourmetSection,
  headerMenu,
  invoiceUrl,
  isListingAvailable,
  kitUrl,
  listingPageUrl,
  listingQuery,
  parseListingUrl,
  priceBandOf,
  priceBandUrl,
  producerUrl,
  productCodeOfPath,
  productPath,
  productImagePath,
  productUrl,
  searchUrl,
  slugify,
  storeUrl,
  wineTypeUrl,
  type ListingQuery,
  type MenuSection,
} from './urls.ts';
import { itReturns } from './test-support/examples.ts';

describe('routes (SPEC §2)', () => {
  it('has the spec paths', () => {
    expect(ROUTES.signIn).toBe('/sign-in.ep');
    expect(ROUTES.myAccount).toBe('/minha-wine');
    expect(ROUTES.checkout).toBe('/checkout.ep');
    expect(ROUTES.listing).toBe('/vinhos/cVINHOS-p1.html');
    expect(ROUTES.clubList).toBe('/minha-wine/clubew');
    expect(ROUTES.notifications).toBe('/minha-wine#/notificacoes');
    expect(ROUTES.recommendation).toBe('/recomendacao/');
    expect(ROUTES.blackFriday).toBe('/black-friday');
    expect(invoiceUrl('WN 123')).toBe('/download-nota-fiscal.ep?orderNumber=WN%20123');
    expect(clubBoxUrl('notaveis')).toBe('/clubewine/notaveis/');
  });

  it('links a product to its url, else origin + /prod{code}.html', () => {
    expect(productUrl({ url: '/vinho-x/p123', code: '123' }, 'https://loja.example')).toBe(
      '/vinho-x/p123',
    );
    expect(productUrl({ url: '  ', code: '123' }, 'https://loja.example/')).toBe(
      'https://loja.example/prod123.html',
    );
    expect(productUrl({ url: null, code: 'ab c' }, 'https://loja.example')).toBe(
      'https://loja.example/prodab%20c.html',
    );
  });

  it('builds the search URL with encoded keywords', () => {
    expect(searchUrl(' vinho tinto ')).toBe('/search.ep?keyWords=vinho%20tinto');
    expect(searchUrl('rosé & cia')).toBe('/search.ep?keyWords=ros%C3%A9%20%26%20cia');
  });

  it("uses /loja-vinhos, and '/' in the outlet", () => {
    expect(storeUrl('WINE')).toBe('/loja-vinhos');
    expect(storeUrl('OUTLET')).toBe('/');
  });
});

describe('slugify', () => {
  itReturns('removes accents and joins words: %j → %j', slugify, [
    ['África do Sul', 'africa-do-sul'],
    ['França', 'franca'],
    ['Rosé', 'rose'],
    ['Syrah/Shiraz', 'syrah-shiraz'],
    ['  Carménère  ', 'carmenere'],
    ['Vinícola São João & Filhos', 'vinicola-sao-joao-filhos'],
  ]);

  it('gives the spec slugs from our labels', () => {
    expect(GRAPES.every((g) => slugify(g.label) === g.slug)).toBe(true);
    expect(COUNTRIES.every((c) => slugify(c.label) === c.slug)).toBe(true);
  });

  it('is idempotent and URL-safe (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        expect(slugify(slug)).toBe(slug);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('listing URL builders (SPEC §2)', () => {
  it('all wines with open-filters and filter-focus', () => {
    expect(allWinesUrl()).toBe('/vinhos/cVINHOS.html');
    expect(allWinesUrl('uva')).toBe('/vinhos/cVINHOS.html?open-filters=true&filter-focus=uva');
    expect(FILTER_FOCUSES).toEqual(['preco', 'tipo', 'uva', 'pais', 'kits']);
  });

  itReturns('listing page N: %j → %j', listingPageUrl, [
    [1, '/vinhos/cVINHOS-p1.html'],
    [3, '/vinhos/cVINHOS-p3.html'],
    [0, '/vinhos/cVINHOS-p1.html'],
  ]);

  it('price bands follow /vinhos/...-reais/cVINHOS-prBRL_{min}_{max}.html', () => {
    expect(PRICE_BANDS.map((b) => priceBandUrl(b.slug))).toEqual([
      '/vinhos/ate-40-reais/cVINHOS-prBRL_0_40.html',
      '/vinhos/40-a-60-reais/cVINHOS-prBRL_40_60.html',
      '/vinhos/60-a-100-reais/cVINHOS-prBRL_60_100.html',
      '/vinhos/100-a-200-reais/cVINHOS-prBRL_100_200.html',
      '/vinhos/200-a-500-reais/cVINHOS-prBRL_200_500.html',
      '/vinhos/acima-de-500-reais/cVINHOS-prBRL_500_99999.html',
    ]);
  });

  it('puts every price in exactly one band, (min, max]', () => {
    expect(priceBandOf(0).slug).toBe('ate-40');
    expect(priceBandOf(4000).slug).toBe('ate-40');
    expect(priceBandOf(4001).slug).toBe('40-a-60');
    expect(priceBandOf(50000).slug).toBe('200-a-500');
    expect(priceBandOf(50001).slug).toBe('acima-de-500');
    fc.assert(
      fc.property(fc.nat(10_000_000), (centavos) => {
        const reais = centavos / 100;
        const containing = PRICE_BANDS.filter(
          (b) =>
            (reais > b.min || (b.min === 0 && reais === 0)) && (b.max === null || reais <= b.max),
        );
        expect(containing).toEqual([priceBandOf(centavos)]);
      }),
    );
  });

  it('types, grapes and countries', () => {
    expect(WINE_TYPES.map((t) => t.slug)).toEqual([
      'tinto',
      'branco',
      'rose',
      'espumante',
      'frisante',
      'licoroso',
    ]);
    expect(wineTypeUrl('rose')).toBe('/vinhos/rose/cVINHOS-tpROSE.html');
    expect(GRAPES.map((g) => g.slug)).toEqual([
      'cabernet-sauvignon',
      'carmenere',
      'chardonnay',
      'malbec',
      'merlot',
      'pinot-noir',
      'sauvignon-blanc',
      'syrah-shiraz',
    ]);
    expect(grapeUrl('cabernet-sauvignon')).toBe(
      '/vinhos/cabernet-sauvignon/cVINHOS-uvCABERNET_SAUVIGNON.html',
    );
    expect(COUNTRIES.map((c) => c.slug)).toEqual([
      'africa-do-sul',
      'argentina',
      'brasil',
      'chile',
      'espanha',
      'franca',
      'italia',
      'portugal',
    ]);
    expect(countryUrl('africa-do-sul')).toBe('/vinhos/africa-do-sul/cVINHOS-paAFRICA_DO_SUL.html');
  });

  it('kits, easy kits, producers and categories', () => {
    expect(KIT_SIZES.map(kitUrl)).toEqual([
      '/kits/kit-2-vinhos/',
      '/kits/kit-4-vinhos/',
      '/kits/kit-6-vinhos/',
      '/kits/kit-8-vinhos/',
      '/kits/kit-10-vinhos/',
    ]);
    expect(ROUTES.easyKits).toBe('/w/kits-faceis');
    expect(producerUrl()).toBe('/loja/produtor/');
    expect(producerUrl('Bodega Catena Zapata')).toBe('/loja/produtor/bodega-catena-zapata/');
    expect(categoryUrl('olive-oils')).toBe('/azeites/cAZEITES.html');
    expect(ROUTES.outletExplainer).toBe('/entenda-o-outlet');
  });

  it('combines filters, sort and page in one canonical URL', () => {
    const query = listingQuery('wines', {
      filters: { priceBand: '40-a-60', types: ['branco', 'tinto', 'tinto'], countries: ['chile'] },
      sort: 'price-asc',
      page: 2,
    });
    expect(buildListingUrl(query)).toBe(
      '/vinhos/40-a-60-reais-tinto-branco-chile/cVINHOS-prBRL_40_60-tpTINTO.BRANCO-paCHILE-p2.html?ordem=menor-preco',
    );
    expect(buildListingUrl(listingQuery('kits', { filters: { kitSize: 6 }, page: 3 }))).toBe(
      '/kits/kit-6-vinhos/?pagina=3',
    );
    expect(buildListingUrl(listingQuery('kits', { filters: { types: ['tinto'] } }))).toBe('/kits/');
    expect(buildListingUrl(listingQuery('easy-kits', { sort: 'name' }))).toBe(
      '/w/kits-faceis?ordem=nome',
    );
  });
});

describe('parseListingUrl', () => {
  it('resolves the spec URLs', () => {
    expect(parseListingUrl('/vinhos/cVINHOS-p1.html')).toEqual(listingQuery('wines'));
    expect(parseListingUrl('/vinhos/cVINHOS.html', '?open-filters=true&filter-focus=kits')).toEqual(
      listingQuery('wines', { filterFocus: 'kits' }),
    );
    expect(parseListingUrl('/vinhos/ate-40-reais/cVINHOS-prBRL_0_40.html')?.filters.priceBand).toBe(
      'ate-40',
    );
    expect(parseListingUrl('/kits/kit-10-vinhos/')?.filters.kitSize).toBe(10);
    expect(parseListingUrl('/kits/')).toEqual(listingQuery('kits'));
    expect(parseListingUrl('/w/kits-faceis')).toEqual(listingQuery('easy-kits'));
    expect(parseListingUrl('/w/kits-faceis/')).toEqual(listingQuery('easy-kits'));
    expect(parseListingUrl('/loja/produtor/')).toEqual(listingQuery('producers'));
    expect(parseListingUrl('/loja/produtor/catena/', '?pagina=2')).toEqual(
      listingQuery('producers', { filters: { producer: 'catena' }, page: 2 }),
    );
    expect(parseListingUrl('/cervejas/cCERVEJAS-p4.html', '?ordem=desconto')).toEqual(
      listingQuery('beers', { page: 4, sort: 'discount' }),
    );
  });

  it('ignores the SEO directory and orders facet values', () => {
    expect(parseListingUrl('/vinhos/qualquer-coisa/cVINHOS-tpBRANCO.TINTO.html')).toEqual(
      listingQuery('wines', { filters: { types: ['tinto', 'branco'] } }),
    );
  });

  it('rejects what is not a listing of the scheme', () => {
    const bad: Array<[string, string?]> = [
      ['/vinhos/cVINHO.html'],
      ['/azeites/cVINHOS.html'],
      ['/vinhos/cVINHOS-tpAZUL.html'],
      ['/vinhos/cVINHOS-xxFOO.html'],
      ['/vinhos/cVINHOS-prBRL_10_20.html'],
      ['/vinhos/cVINHOS-p0.html'],
      ['/vinhos/cVINHOS-p.html'],
      ['/vinhos/cVINHOS-p2-p3.html'],
      ['/vinhos/cVINHOS-tpTINTO-tpBRANCO.html'],
      ['/vinhos/cVINHOS.html', '?pagina=2'],
      ['/vinhos/cVINHOS.html', '?ordem=aleatorio'],
      ['/kits/kit-3-vinhos/'],
      ['/kits/kit-6-vinhos/', '?pagina=abc'],
      ['/loja/produtor/Catena%20Zapata/'],
      ['/checkout.ep'],
      ['/'],
    ];
    for (const [path, search] of bad) expect(parseListingUrl(path, search)).toBeNull();
  });

  it('ignores an unknown filter-focus', () => {
    expect(parseListingUrl('/vinhos/cVINHOS.html', '?filter-focus=cor')?.filterFocus).toBeNull();
  });

  it('round-trips every canonical query (property)', () => {
    const sort = fc.option(fc.constantFrom(...LISTING_SORTS.map((s) => s.value)), { nil: null });
    const focus = fc.option(fc.constantFrom(...FILTER_FOCUSES), { nil: null });
    const page = fc.integer({ min: 1, max: 999 });
    const subset = <T>(values: readonly T[]) =>
      fc.subarray([...values]).map((picked) => values.filter((v) => picked.includes(v)));
    const coded = fc.record({
      category: fc.constantFrom(...CODED_CATEGORIES.map((c) => c.category)),
      filters: fc.record({
        types: subset(WINE_TYPES.map((t) => t.slug)),
        grapes: subset(GRAPES.map((g) => g.slug)),
        countries: subset(COUNTRIES.map((c) => c.slug)),
        priceBand: fc.option(fc.constantFrom(...PRICE_BANDS.map((b) => b.slug)), { nil: null }),
        kitSize: fc.constant(null),
        producer: fc.constant(null),
      }),
      sort,
      page,
      filterFocus: focus,
    });
    const kits = fc.record({
      category: fc.constant('kits' as const),
      filters: fc.option(fc.constantFrom(...KIT_SIZES), { nil: null }).map((kitSize) => ({
        ...listingQuery('kits').filters,
        kitSize,
      })),
      sort,
      page,
      filterFocus: focus,
    });
    const producers = fc.record({
      category: fc.constant('producers' as const),
      filters: fc
        .option(fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/), { nil: null })
        .map((producer) => ({ ...listingQuery('producers').filters, producer })),
      sort,
      page,
      filterFocus: focus,
    });
    const easy = fc.record({
      category: fc.constant('easy-kits' as const),
      filters: fc.constant(listingQuery('easy-kits').filters),
      sort,
      page,
      filterFocus: focus,
    });
    fc.assert(
      fc.property(fc.oneof(coded, kits, producers, easy), (query: ListingQuery) => {
        const url = new URL(buildListingUrl(query), 'https://loja.example');
        expect(parseListingUrl(url.pathname, url.search)).toEqual(query);
      }),
    );
  });
});

describe('availability by store', () => {
  itReturns(
    'hides producers and easy kits in the outlet; beers and accessories only there: %j, %j → %j',
    isListingAvailable,
    [
      ['producers', 'OUTLET', false],
      ['easy-kits', 'OUTLET', false],
      ['beers', 'OUTLET', true],
      ['beers', 'WINE', false],
      ['accessories', 'WINE', false],
      ['wines', 'WINE', true],
      ['producers', 'WINE', true],
    ],
  );
});

describe('headerMenu (SPEC §2, §6)', () => {
  const hrefs = (menu: MenuSection[]) =>
    menu.flatMap((s) => [s.href, ...s.links.map((l) => l.href)]);

  it('shows the whole menu in the Wine store', () => {
    const menu = headerMenu('WINE');
    const all = hrefs(menu);
    for (const href of [
      '/',
      '/clubewine',
      '/clubewine/',
      '/minha-wine/indique',
      '/clubewine/wineyou',
      '/clubewine/essenciais/',
      '/clubewine/espumantes/',
      '/winebox-do-seu-jeito/',
      '/loja-vinhos',
      '/vinhos/cVINHOS.html',
      '/vinhos/cVINHOS.html?open-filters=true&filter-focus=preco',
      '/w/kits-faceis',
      '/loja/produtor/',
      '/entenda-o-outlet',
      '/lojas',
      '/ajuda',
    ]) {
      expect(all).toContain(href);
    }
    expect(all).not.toContain('/cervejas/cCERVEJAS.html');
    expect(menu.find((s) => s.id === 'preco')?.links.map((l) => l.label)).toEqual([
      'Até R$ 40',
      'R$ 40 a R$ 60',
      'R$ 60 a R$ 100',
      'R$ 100 a R$ 200',
      'R$ 200 a R$ 500',
      'Acima de R$ 500',
    ]);
    expect(menu.find((s) => s.id === 'kits')?.links.map((l) => l.label)).toContain('Kit 6 vinhos');
  });

  it('shows a reduced set in the outlet', () => {
    const menu = headerMenu('OUTLET');
    const ids = menu.map((s) => s.id);
    expect(ids).not.toContain('clube');
    expect(ids).not.toContain('produtores');
    expect(ids).not.toContain('lojas');
    expect(menu.find((s) => s.id === 'ajuda')?.href).toBe('/ajuda');
    const all = hrefs(menu);
    expect(all).not.toContain('/w/kits-faceis');
    expect(all).toContain('/cervejas/cCERVEJAS.html');
    expect(all).toContain('/acessorios/cACESSORIOS.html');
    expect(menu.find((s) => s.id === 'loja')?.href).toBe('/');
  });

  it('every internal listing link resolves with parseListingUrl', () => {
    for (const store of ['WINE', 'OUTLET'] as const) {
      for (const href of hrefs(headerMenu(store))) {
        const url = new URL(href, 'https://loja.example');
        const isListing =
          /\/c[A-Z]+[^/]*\.html$|^\/kits\/|^\/w\/kits-faceis|^\/loja\/produtor\//.test(
            url.pathname,
          );
        if (isListing && url.origin === 'https://loja.example') {
          expect(parseListingUrl(url.pathname, url.search), href).not.toBeNull();
        }
      }
    }
  });
});

describe('Bar & Gourmet mobile section', () => {
  it('lists the bar and gourmet categories the store sells', () => {
    const wine = barGourmetSection('WINE');
    expect(wine.label).toBe('Bar & Gourmet');
    expect(wine.links.map((l) => l.label)).toEqual(['Destilados', 'Sidras', 'Azeites', 'Gourmet']);
    expect(barGourmetSection('OUTLET').links.map((l) => l.label)).toContain('Cervejas');
  });
});

describe('productImagePath', () => {
  it("is the code's path under /img/products, the code escaped", () => {
    expect(productImagePath('V00534')).toBe('/img/products/V00534');
    expect(productImagePath('A/B ?')).toBe('/img/products/A%2FB%20%3F');
  });
});

describe('productCodeOfPath', () => {
  it('reads the code of a product page path, the inverse of productPath', () => {
    expect(productCodeOfPath('/prodV00534.html')).toBe('V00534');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (code) => {
        expect(productCodeOfPath(productPath(code))).toBe(code);
      }),
    );
  });
  it('answers null for anything else', () => {
    for (const path of [
      '/',
      '/prod.html',
      '/vinhos/cVINHOS.html',
      '/prodA/B.html',
      '/prod%E0.html',
    ])
      expect(productCodeOfPath(path), path).toBeNull();
  });
});
