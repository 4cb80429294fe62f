import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KIT_PER_BOTTLE_SUFFIX,
  bottlesInKit,
  kitPriceLabel,
  kitPricePerBottle,
  kitPriceView,
} from './kit.ts';
import { itReturns } from '../test-support/examples.ts';

const sixWines = [
  { type: 'Vinho', constituentQuantity: 4 },
  { type: 'Vinho', constituentQuantity: 2 },
  { type: 'Acessório', constituentQuantity: 1 },
];

describe('bottlesInKit', () => {
  itReturns('sums constituentQuantity of type Vinho only: %j → %j', bottlesInKit, [
    [sixWines, 6],
    [[{ type: ' vinho ', constituentQuantity: 3 }], 3],
    [[{ type: 'Cerveja', constituentQuantity: 3 }], 0],
    [[{ type: 'Vinho', constituentQuantity: -2 }], 0],
    [[{ type: 'Vinho', constituentQuantity: 1.5 }], 0],
    [[{ type: 'Vinho', constituentQuantity: null }], 0],
    [[{ type: null, constituentQuantity: 2 }], 0],
    [[], 0],
    [null, 0],
    [undefined, 0],
  ]);
});

describe('kitPricePerBottle (SPEC §9)', () => {
  it('divides the kit price by the bottles, to 2 decimals', () => {
    expect(kitPricePerBottle(30000, sixWines)).toBe(5000);
    expect(kitPricePerBottle(29990, sixWines)).toBe(4998); // 49,9833…
    expect(kitPricePerBottle(10000, [{ type: 'Vinho', constituentQuantity: 3 }])).toBe(3333);
    expect(kitPricePerBottle(20000, [{ type: 'Vinho', constituentQuantity: 3 }])).toBe(6667);
    expect(kitPricePerBottle(5, [{ type: 'Vinho', constituentQuantity: 2 }])).toBe(3); // 2,5 half up
  });

  it('is null without wine bottles', () => {
    expect(kitPricePerBottle(30000, [{ type: 'Taça', constituentQuantity: 2 }])).toBeNull();
    expect(kitPricePerBottle(30000, [])).toBeNull();
  });

  it('property: per-bottle × bottles is within bottles/2 centavos of the kit price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(
          fc.record({
            type: fc.constantFrom('Vinho', 'Acessório'),
            constituentQuantity: fc.integer({ min: 1, max: 24 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (kitPrice, constituents) => {
          const bottles = bottlesInKit(constituents);
          const perBottle = kitPricePerBottle(kitPrice, constituents);
          if (bottles === 0) {
            expect(perBottle).toBeNull();
            return;
          }
          expect(perBottle).not.toBeNull();
          expect(Number.isInteger(perBottle)).toBe(true);
          expect(Math.abs((perBottle ?? 0) * bottles - kitPrice)).toBeLessThanOrEqual(bottles / 2);
        },
      ),
    );
  });
});

describe('kit labels (SPEC §9)', () => {
  it("'Kit por R$ {value}' and '/por garrafa'", () => {
    expect(kitPriceLabel(123456)).toBe('Kit por R$ 1.234,56');
    expect(KIT_PER_BOTTLE_SUFFIX).toBe('/por garrafa');
    expect(kitPriceView(29990, sixWines)).toEqual({
      bottles: 6,
      kitText: 'Kit por R$ 299,90',
      perBottle: 4998,
      perBottleText: 'R$ 49,98',
      perBottleSuffix: '/por garrafa',
    });
    expect(kitPriceView(29990, [])).toBeNull();
  });
});
