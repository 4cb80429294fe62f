import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiscountTag } from './discount-tag';

const render = (props: Parameters<typeof DiscountTag>[0]) =>
  renderToStaticMarkup(createElement(DiscountTag, props));

describe('DiscountTag (SPEC §5, §6)', () => {
  it("subscribers see the 'Desconto de Sócio' tag beside the percentage", () => {
    const html = render({ price: 7000, listPrice: 10000, member: true });
    expect(html).toContain('-30%');
    expect(html).toContain('<span class="member-tag">Desconto de Sócio</span>');
  });

  it('non-members see the percentage only', () => {
    const html = render({ price: 8000, listPrice: 10000 });
    expect(html).toContain('-20%');
    expect(html).not.toContain('Desconto de Sócio');
  });

  it("says 'de desconto' to screen readers, except where the tag is hidden from them", () => {
    expect(render({ price: 8000, listPrice: 10000 })).toContain(
      '-20%<span class="visually-hidden"> de desconto</span>',
    );
    expect(render({ price: 8000, listPrice: 10000, spoken: false })).toContain(
      '<span class="discount-tag" style="background-color:#00ae95;color:#1a1a1a">-20%</span>',
    );
  });

  it("one tag is one element carrying the caller's class; two share a box with it", () => {
    expect(
      render({ price: 8000, listPrice: 10000, className: 'product-card__tag', spoken: false }),
    ).toBe(
      '<span class="discount-tag product-card__tag" style="background-color:#00ae95;color:#1a1a1a">-20%</span>',
    );
    const both = render({
      price: 7000,
      listPrice: 10000,
      member: true,
      className: 'product-card__tag',
    });
    expect(both).toMatch(
      /^<span class="discount-tags product-card__tag"><span class="discount-tag" /,
    );
  });

  it('no discount, no tag', () => {
    expect(render({ price: 10000, listPrice: 10000, member: true })).toBe('');
  });
});
