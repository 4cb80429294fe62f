import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AddToCartButtonProps, AddToCartButton } from './add-to-cart-button';

const wine: AddToCartButtonProps['product'] = {
  code: 'V0001',
  name: 'Vinho Teste',
  available: true,
  listPrice: 10000,
  salePrice: 8000,
  clubPrice: 7000,
  pendura: null,
  promotion: null,
};

const membersOnly: AddToCartButtonProps['product'] = {
  ...wine,
  promotion: {
    active: true,
    clubMemberOnly: true,
    finalDate: null,
    stamps: [],
    hideStockAmount: false,
    stock: null,
    lastUnits: false,
    triggerStockOut: 0,
    limitPerUnit: null,
  },
};

function render(props: Partial<AddToCartButtonProps> & Pick<AddToCartButtonProps, 'product'>) {
  return renderToStaticMarkup(
    createElement(AddToCartButton, { subscriber: false, href: '/prodV0001.html', ...props }),
  );
}

describe('AddToCartButton', () => {
  it("members-only: the page shows the disabled 'Apenas para sócios' button, as the card does", () => {
    for (const variant of ['card', 'page'] as const) {
      const html = render({ product: membersOnly, variant });
      expect(html, variant).toMatch(/<button[^>]*disabled=""[^>]*>Apenas para sócios<\/button>/);
      expect(html, variant).not.toContain('role="status"');
      expect(html, variant).not.toContain('Quantidade');
    }
  });

  it('members-only: a subscriber can add it', () => {
    const html = render({ product: membersOnly, variant: 'page', subscriber: true });
    expect(html).toContain('Adicionar');
    expect(html).not.toContain('Apenas para sócios');
  });

  it('unavailable: the page says so in a status line', () => {
    const html = render({ product: { ...wine, available: false }, variant: 'page' });
    expect(html).toContain('role="status"');
    expect(html).toContain('Indisponível');
  });
});
