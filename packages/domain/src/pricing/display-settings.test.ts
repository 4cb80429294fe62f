import { describe, expect, it } from 'vitest';
import { cartOpenToast } from './display-settings.ts';
import { itReturns } from '../test-support/examples.ts';

const settings = {
  active: true,
  shoppingCartToastActive: true,
  shoppingCartToastText: 'Você ganhou frete grátis!',
};
const member = { subscriber: true, cartItemCount: 2 };

describe('cartOpenToast (SPEC §4 cart drawer, §3 settings)', () => {
  it('shows the configured text to club members with items', () => {
    expect(cartOpenToast(settings, member)).toBe('Você ganhou frete grátis!');
  });

  itReturns('otherwise nothing: %j, %j → %j', cartOpenToast, [
    [settings, { subscriber: false, cartItemCount: 2 }, null],
    [settings, { subscriber: true, cartItemCount: 0 }, null],
    [{ ...settings, shoppingCartToastActive: false }, member, null],
    [{ ...settings, active: false }, member, null],
    [{ ...settings, shoppingCartToastText: '  ' }, member, null],
    [{ ...settings, shoppingCartToastText: null }, member, null],
    [null, member, null],
  ]);
});
