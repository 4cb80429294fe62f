import { describe, expect, it } from 'vitest';
import {
  bottlesOf,
  quoteShipping,
  SHIPPING_LEVELS,
  shippingOptions,
  type FreeShippingRule,
} from './shipping.ts';
import { zoneOfCep } from './shipping-zones.ts';

const SP = zoneOfCep('05435-010');
const AM = zoneOfCep('69010-000');

describe('bottlesOf', () => {
  it('counts payable units, kits by their bottles, never the prime line', () => {
    expect(
      bottlesOf([
        { quantity: 2, available: true, subscription: false, bottlesPerUnit: null },
        { quantity: 1, available: true, subscription: false, bottlesPerUnit: 6 },
        { quantity: 1, available: true, subscription: true, bottlesPerUnit: null },
        { quantity: 5, available: false, subscription: false, bottlesPerUnit: null },
        { quantity: 1, available: true, subscription: false, bottlesPerUnit: 0 },
      ]),
    ).toBe(9);
  });
});

describe('shippingOptions', () => {
  it('prices Normal and Expressa by zone and boxes of six bottles', () => {
    const options = shippingOptions({ destination: SP, bottles: 7, premium: false });
    expect(options).toEqual([
      {
        uidPk: 1,
        code: 'NORMAL',
        name: 'Normal',
        price: 1490 + 790,
        fullPrice: 1490 + 790,
        deliveryDays: 3,
        freeShippingReason: null,
      },
      {
        uidPk: 2,
        code: 'EXPRESSA',
        name: 'Expressa',
        price: 2990 + 1490,
        fullPrice: 2990 + 1490,
        deliveryDays: 1,
        freeShippingReason: null,
      },
    ]);
  });

  it('offers nothing without a destination or bottles', () => {
    expect(shippingOptions({ destination: null, bottles: 3, premium: false })).toEqual([]);
    expect(shippingOptions({ destination: SP, bottles: 0, premium: false })).toEqual([]);
  });

  it('Expressa is not offered in the North nor above its bottle limit', () => {
    expect(
      shippingOptions({ destination: AM, bottles: 1, premium: false }).map((o) => o.code),
    ).toEqual(['NORMAL']);
    expect(
      shippingOptions({ destination: SP, bottles: 25, premium: false }).map((o) => o.code),
    ).toEqual(['NORMAL']);
  });

  it('premium subscribers get Normal free in eligible zones only', () => {
    const [normal, express] = shippingOptions({ destination: SP, bottles: 1, premium: true });
    expect(normal).toMatchObject({
      price: 0,
      fullPrice: 1490,
      freeShippingReason: 'Frete grátis para assinantes premium',
    });
    expect(express?.price).toBe(2990);
    const [north] = shippingOptions({ destination: AM, bottles: 1, premium: true });
    expect(north).toMatchObject({ price: 4990, freeShippingReason: null });
  });

  it('levels and rules are data', () => {
    const rules: FreeShippingRule[] = [
      { audience: 'premium', level: 'EXPRESSA', zones: ['Z1'], reason: 'Grátis' },
    ];
    const [only] = shippingOptions({
      destination: SP,
      bottles: 1,
      premium: true,
      levels: SHIPPING_LEVELS.filter((l) => l.code === 'EXPRESSA'),
      rules,
    });
    expect(only).toMatchObject({ code: 'EXPRESSA', price: 0, freeShippingReason: 'Grátis' });
  });
});

describe('quoteShipping', () => {
  it('the chosen level is priced into the cost', () => {
    const quote = quoteShipping({ cep: '05435010', levelCode: 'EXPRESSA' }, 2, { premium: false });
    expect(quote.selected?.code).toBe('EXPRESSA');
    expect(quote.cost).toBe(2990);
    expect(quote.staleLevel).toBe(false);
  });

  it('a level no longer offered is stale and costs nothing', () => {
    const quote = quoteShipping({ cep: '05435010', levelCode: 'EXPRESSA' }, 30, { premium: false });
    expect(quote).toMatchObject({ selected: null, staleLevel: true, cost: 0 });
  });

  it('no choice, no address or an unknown CEP → no levels', () => {
    expect(quoteShipping(null, 2, { premium: false })).toMatchObject({
      levels: [],
      cost: 0,
      staleLevel: false,
    });
    expect(
      quoteShipping({ cep: null, levelCode: null }, 2, { premium: false }).destination,
    ).toBeNull();
    expect(
      quoteShipping({ cep: '00000000', levelCode: 'NORMAL' }, 2, { premium: false }),
    ).toMatchObject({
      levels: [],
      staleLevel: true,
    });
  });
});
