import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUTTON_LABELS,
  PRODUCT_UNAVAILABLE_TEXT,
  addToCartButton,
  isAvailable,
} from './availability.ts';
import { itReturns } from '../test-support/examples.ts';

describe('isAvailable (SPEC §4)', () => {
  itReturns('%o → %s', isAvailable, [
    [{ available: true, listPrice: 5990 }, true],
    [{ available: true, listPrice: 0 }, false],
    [{ available: false, listPrice: 5990 }, false],
    [{ available: null, listPrice: 5990 }, false],
    [{ listPrice: 5990 }, false],
    [{ available: true }, false],
    [{ available: true, listPrice: null }, false],
  ]);
});

describe('addToCartButton (SPEC §4 Button labels, §6)', () => {
  const base = { available: true, listPrice: 5990, subscriber: false };
  const membersOnly = { active: true, club_member_only: true };

  it('Adicionar with a quantity selector', () => {
    expect(addToCartButton(base)).toEqual({
      label: 'Adicionar',
      disabled: false,
      showQuantitySelector: true,
    });
  });

  it('Indisponível when unavailable', () => {
    expect(addToCartButton({ ...base, available: false })).toEqual({
      label: 'Indisponível',
      disabled: true,
      showQuantitySelector: false,
    });
    expect(addToCartButton({ ...base, listPrice: 0, promotion: membersOnly }).label).toBe(
      'Indisponível',
    );
  });

  it('Apenas para sócios (disabled) for non-subscribers on members-only promotions', () => {
    expect(addToCartButton({ ...base, promotion: membersOnly })).toEqual({
      label: 'Apenas para sócios',
      disabled: true,
      showQuantitySelector: false,
    });
    expect(addToCartButton({ ...base, promotion: membersOnly, subscriber: true }).label).toBe(
      'Adicionar',
    );
    expect(
      addToCartButton({ ...base, promotion: { active: false, club_member_only: true } }).label,
    ).toBe('Adicionar');
  });

  it('Adicionar 1 for pendura', () => {
    expect(addToCartButton({ ...base, pendura: true })).toEqual({
      label: 'Adicionar 1',
      disabled: false,
      showQuantitySelector: false,
    });
  });

  it('the spec texts', () => {
    expect(BUTTON_LABELS).toEqual({
      add: 'Adicionar',
      unavailable: 'Indisponível',
      membersOnly: 'Apenas para sócios',
      favourited: 'Favoritado',
      added: 'Adicionado',
      createdAndAdded: 'Criada e Adicionado',
      unfavourited: 'Desfavoritado',
      addOnePendura: 'Adicionar 1',
    });
    expect(PRODUCT_UNAVAILABLE_TEXT).toBe('Produto sem estoque');
  });

  it('property: the button is enabled only when available and purchasable', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (available, listPrice, active, clubOnly, subscriber, pendura) => {
          const button = addToCartButton({
            available,
            listPrice,
            promotion: { active, club_member_only: clubOnly },
            subscriber,
            pendura,
          });
          const purchasable = available && listPrice !== 0 && !(active && clubOnly && !subscriber);
          expect(button.disabled).toBe(!purchasable);
        },
      ),
    );
  });
});
