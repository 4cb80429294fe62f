import { describe, expect, it } from 'vitest';
import { cartOpenToast } from './display-settings.ts';

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

  it('otherwise nothing', () => {
    expect(cartOpenToast(settings, { subscriber: false, cartItemCount: 2 })).toBeNull();
    expect(cartOpenToast(settings, { subscriber: true, cartItemCount: 0 })).toBeNull();
    expect(cartOpenToast({ ...settings, shoppingCartToastActive: false }, member)).toBeNull();
    expect(cartOpenToast({ ...settings, active: false }, member)).toBeNull();
    expect(cartOpenToast({ ...settings, shoppingCartToastText: '  ' }, member)).toBeNull();
    expect(cartOpenToast({ ...settings, shoppingCartToastText: null }, member)).toBeNull();
    expect(cartOpenToast(null, member)).toBeNull();
  });
});
