import { describe, expect, it } from 'vitest';
import { FLAGS } from '@adega/domain/flags';
import type { CustomProductDisplay } from '@adega/server/contract';
import { pageLookOf } from './look';

const display = {
  active: true,
  primaryColor: '#7b1e3a',
  darkMode: { primaryColor: '#ffccdd' },
} as unknown as CustomProductDisplay;

function reader(on: Set<string>, failing = false) {
  return {
    featureEnabled: (key: string) =>
      failing ? Promise.reject(new Error('flags down')) : Promise.resolve(on.has(key)),
    flag: (_kind: string, key: string) =>
      failing
        ? Promise.reject(new Error('flags down'))
        : Promise.resolve({ enabled: on.has(key) } as never),
  } as unknown as Parameters<typeof pageLookOf>[0];
}

describe('pageLookOf', () => {
  it('takes the display while it is still loading, and reads the flags meanwhile', async () => {
    let resolve!: (value: CustomProductDisplay | null) => void;
    const pending = new Promise<CustomProductDisplay | null>((r) => (resolve = r));
    const asked: string[] = [];
    const context = {
      featureEnabled: (key: string) => {
        asked.push(key);
        return Promise.resolve(key === 'dark_mode');
      },
      flag: (_kind: string, key: string) => {
        asked.push(key);
        return Promise.resolve({ enabled: false } as never);
      },
    } as unknown as Parameters<typeof pageLookOf>[0];
    const look = pageLookOf(context, pending);
    expect(asked).toContain('dark_mode');
    resolve(display);
    expect((await look).colours).toEqual({ '--display-primary': '#ffccdd' });
    expect((await look).darkMode).toBe(true);
  });

  it('is the same with a display already read', async () => {
    const look = await pageLookOf(reader(new Set()), display);
    expect(look.colours).toEqual({ '--display-primary': '#7b1e3a' });
  });

  it('falls back to each feature default when the flags cannot be read', async () => {
    const look = await pageLookOf(reader(new Set(), true), null);
    expect(look).toEqual({
      darkMode: FLAGS.dark_mode.enabled,
      cardBorder: FLAGS.product_card_border.enabled,
      biggerFont: false,
      barGourmetMenu: FLAGS.bar_and_gourmet_mobile_menu.enabled,
      cartOffers: {
        productOffer: FLAGS.product_offer_shopping_cart.enabled,
        progressiveOffer: FLAGS.progressive_offer_shopping_cart.enabled,
        choseYourGift: FLAGS.chose_your_gift_shopping_cart.enabled,
      },
      colours: {},
    });
  });
});
