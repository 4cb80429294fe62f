import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  FilterOptions,
  facetCounts,
  optionName,
  wineFilterGroups,
  type FilterOption,
} from './filter-options';

const option = (over: Partial<FilterOption> = {}): FilterOption => ({
  value: 'tinto',
  label: 'Tintos',
  count: 320,
  selected: false,
  href: '/vinhos/tinto/cVINHOS-tpTINTO.html',
  ...over,
});

describe('filter options', () => {
  it('are named by their label first, then selection and product count', () => {
    expect(optionName(option())).toBe('Tintos, 320 produtos');
    expect(optionName(option({ selected: true, count: 1 }))).toBe(
      'Tintos (selecionado), 1 produto',
    );
    expect(optionName(option({ count: null }))).toBe('Tintos');
    expect(optionName(option({ count: null, selected: true }))).toBe('Tintos (selecionado)');
  });

  it('are one link with its label and count: the box is drawn by the stylesheet', () => {
    const html = renderToStaticMarkup(
      createElement(FilterOptions, {
        kind: 'check',
        options: [option({ selected: true })],
        emptyText: 'Nada',
      }),
    );
    expect(html).toBe(
      '<ul class="filters__options filters__options--check"><li><a href="/vinhos/tinto/cVINHOS-tpTINTO.html" class="is-selected" aria-current="true" aria-label="Tintos (selecionado), 320 produtos" rel="nofollow">Tintos<span>320</span></a></li></ul>',
    );
  });

  it('an option whose text is its whole name has no aria-label', () => {
    const html = renderToStaticMarkup(
      createElement(FilterOptions, {
        kind: 'radio',
        options: [option({ count: null, label: 'Até R$ 40' })],
        emptyText: 'Nada',
      }),
    );
    expect(html).toContain('rel="nofollow">Até R$ 40</a>');
    expect(html).not.toContain('aria-label');
  });

  it('an empty group says so', () => {
    const html = renderToStaticMarkup(
      createElement(FilterOptions, { kind: 'radio', options: [], emptyText: 'Nada aqui.' }),
    );
    expect(html).toBe('<p class="filters__none">Nada aqui.</p>');
  });
});

describe('facet counts', () => {
  const facets = facetCounts({
    wineTypes: [
      { value: 'tinto', label: 'Tinto', count: 320 },
      { value: 'branco', label: 'Branco', count: 0 },
    ],
    grapes: [{ value: 'malbec', label: 'Malbec', count: 23 }],
    countries: [],
  });

  it('keep a count per value, without the labels', () => {
    expect(facets).toEqual({
      wineTypes: { tinto: 320, branco: 0 },
      grapes: { malbec: 23 },
      countries: {},
    });
  });

  it('give the filter groups their counts; an option without products shows only while selected', () => {
    const groups = wineFilterGroups(
      { types: ['branco'], grapes: [], countries: [], priceBand: null },
      facets,
      { facet: (key, slug) => `/${key}/${slug}`, priceBand: (slug) => `/preco/${slug}` },
    );
    const types = groups.find((g) => g.focus === 'tipo')?.options ?? [];
    expect(types.map((o) => [o.value, o.count, o.selected, o.href])).toEqual([
      ['tinto', 320, false, '/types/tinto'],
      ['branco', 0, true, '/types/branco'],
    ]);
    expect(groups.find((g) => g.focus === 'uva')?.options.map((o) => o.label)).toEqual(['Malbec']);
    expect(groups.find((g) => g.focus === 'pais')?.options).toEqual([]);
  });
});
