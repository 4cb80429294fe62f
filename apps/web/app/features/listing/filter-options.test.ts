import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterOptions, optionName, type FilterOption } from './filter-options';

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
      '<ul><li><a href="/vinhos/tinto/cVINHOS-tpTINTO.html" class="filters__option filters__option--check is-selected" aria-current="true" aria-label="Tintos (selecionado), 320 produtos" rel="nofollow">Tintos<span class="filters__count">320</span></a></li></ul>',
    );
  });

  it('an empty group says so', () => {
    const html = renderToStaticMarkup(
      createElement(FilterOptions, { kind: 'radio', options: [], emptyText: 'Nada aqui.' }),
    );
    expect(html).toBe('<p class="filters__none">Nada aqui.</p>');
  });
});
