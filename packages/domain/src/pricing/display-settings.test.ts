import { describe, expect, it } from 'vitest';
import { Stores } from '../store.ts';
import { cartOpenToast, displaySettingsFor } from './display-settings.ts';
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

describe('displaySettingsFor (issue #34: the outlet has no member line)', () => {
  const withMemberLine = { ...settings, secondaryText: 'Sócio Wine paga menos', text: 'Preço' };

  it('keeps the Wine store settings as configured', () => {
    expect(displaySettingsFor(withMemberLine, Stores.WINE)).toBe(withMemberLine);
  });

  it('drops the member line and the members toast in the outlet, and keeps the rest', () => {
    const outlet = displaySettingsFor(withMemberLine, Stores.OUTLET);
    expect(outlet?.secondaryText).toBeUndefined();
    expect(outlet?.text).toBe('Preço');
    expect(cartOpenToast(outlet, member)).toBeNull();
    expect(displaySettingsFor(null, Stores.OUTLET)).toBeNull();
  });
});
