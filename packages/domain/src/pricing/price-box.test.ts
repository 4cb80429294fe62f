import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_PRICE_LABEL,
  NON_MEMBER_PRICE_LABEL,
  priceBox,
  priceBoxInputsFor,
  priceBoxSkeleton,
  priceBoxSkeletonInputs,
} from './price-box.ts';

const inputs = {
  listPrice: 10000,
  memberPrice: 7000,
  nonMemberPrice: 8000,
  discountPercentage: 30,
  hideListPrice: false,
  hideMemberPrice: false,
};

describe('priceBox (SPEC §3 Price box inputs, §6 labels)', () => {
  it('shows list, member and non-member prices with their labels', () => {
    expect(MEMBER_PRICE_LABEL).toBe('Sócio Wine');
    expect(NON_MEMBER_PRICE_LABEL).toBe('Não Sócio');
    expect(priceBox(inputs)).toEqual({
      skeleton: false,
      listPrice: { amount: 10000, text: 'R$ 100,00' },
      priceWithoutDiscount: null,
      member: { amount: 7000, text: 'R$ 70,00', label: 'Sócio Wine' },
      nonMember: { amount: 8000, text: 'R$ 80,00', label: 'Não Sócio' },
      discount: { percentage: 30, colour: '#f68b2c' },
      kit: null,
    });
  });

  it('hides the member price (and the now pointless Não Sócio label)', () => {
    const view = priceBox({ ...inputs, hideMemberPrice: true });
    expect(view.member).toBeNull();
    expect(view.nonMember).toEqual({ amount: 8000, text: 'R$ 80,00', label: null });
  });

  it('hides the list price when asked, or when it equals the highlighted price', () => {
    expect(priceBox({ ...inputs, hideListPrice: true }).listPrice).toBeNull();
    expect(priceBox({ ...inputs, listPrice: 7000 }).listPrice).toBeNull();
    expect(priceBox({ listPrice: 8000, nonMemberPrice: 8000 }).listPrice).toBeNull();
    expect(priceBox({ listPrice: 8000 }).listPrice).toEqual({ amount: 8000, text: 'R$ 80,00' });
  });

  it('drops prices that are not valid (≤ 0) and empty discounts', () => {
    const view = priceBox({
      listPrice: 0,
      memberPrice: null,
      nonMemberPrice: -5,
      discountPercentage: 0.7,
    });
    expect(view.listPrice).toBeNull();
    expect(view.member).toBeNull();
    expect(view.nonMember).toBeNull();
    expect(view.discount).toBeNull();
    expect(priceBox({}).discount).toBeNull();
  });

  it('shows the price without discount', () => {
    expect(priceBox({ ...inputs, priceWithoutDiscount: 9000 }).priceWithoutDiscount).toEqual({
      amount: 9000,
      text: 'R$ 90,00',
    });
  });

  it('kit lines', () => {
    expect(
      priceBox({ kitPrice: 29990, pricePerBottle: 4998, pricePerBottleWithoutDiscount: 6000 }).kit,
    ).toEqual({
      kitText: 'Kit por R$ 299,90',
      perBottle: { amount: 4998, text: 'R$ 49,98' },
      perBottleWithoutDiscount: { amount: 6000, text: 'R$ 60,00' },
      perBottleSuffix: '/por garrafa',
    });
    expect(priceBox({ kitPrice: 29990 }).kit?.perBottle).toBeNull();
    expect(priceBox({ kitPrice: 0 }).kit).toBeNull();
  });

  it('property: every shown price is positive and formatted', () => {
    const price = fc.option(fc.integer({ min: -1000, max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(price, price, price, fc.boolean(), fc.boolean(), (list, member, non, hl, hm) => {
        const view = priceBox({
          listPrice: list,
          memberPrice: member,
          nonMemberPrice: non,
          hideListPrice: hl,
          hideMemberPrice: hm,
        });
        for (const shown of [view.listPrice, view.member, view.nonMember]) {
          if (shown) {
            expect(shown.amount).toBeGreaterThan(0);
            expect(shown.text).toMatch(/^R\$ /);
          }
        }
        if (hm) expect(view.member).toBeNull();
        if (hl) expect(view.listPrice).toBeNull();
      }),
    );
  });
});

describe('skeleton (SPEC §9 placeholders 86 and 50 %)', () => {
  it('uses R$ 86,00 and 50 %', () => {
    expect(priceBoxSkeletonInputs()).toEqual({
      listPrice: 17200,
      memberPrice: 8600,
      nonMemberPrice: 8600,
      discountPercentage: 50,
    });
    const view = priceBoxSkeleton();
    expect(view.skeleton).toBe(true);
    expect(view.member?.text).toBe('R$ 86,00');
    expect(view.discount).toEqual({ percentage: 50, colour: '#e04686' });
  });
});

describe('priceBoxInputsFor', () => {
  const product = { listPrice: 10000, salePrice: 8000, clubPrice: 7000 };

  it('a subscriber sees the badge of the club price', () => {
    expect(priceBoxInputsFor(product, { subscriber: true, hideMemberPrice: false })).toEqual({
      listPrice: 10000,
      memberPrice: 7000,
      nonMemberPrice: 8000,
      priceWithoutDiscount: null,
      discountPercentage: 30,
      kitPrice: null,
      pricePerBottle: null,
      pricePerBottleWithoutDiscount: null,
      hideListPrice: false,
      hideMemberPrice: false,
    });
  });

  it('a non-subscriber, or hidden member prices, get the sale-price badge', () => {
    expect(
      priceBoxInputsFor(product, { subscriber: false, hideMemberPrice: false }).discountPercentage,
    ).toBe(20);
    expect(priceBoxInputsFor(product, { subscriber: true, hideMemberPrice: true })).toMatchObject({
      discountPercentage: 20,
      hideMemberPrice: true,
    });
  });

  it('no club price, no member line', () => {
    expect(
      priceBoxInputsFor(
        { listPrice: 10000, salePrice: 8000 },
        { subscriber: true, hideMemberPrice: false },
      ).memberPrice,
    ).toBeNull();
  });

  it('kits of 2+ bottles get kit and per-bottle prices', () => {
    const kit = {
      listPrice: 36000,
      salePrice: 30000,
      clubPrice: 27000,
      constituents: [{ type: 'Vinho', constituentQuantity: 6 }],
    };
    expect(
      priceBoxInputsFor(kit, { subscriber: true, hideMemberPrice: false, hideListPrice: true }),
    ).toMatchObject({
      kitPrice: 27000,
      pricePerBottle: 4500,
      pricePerBottleWithoutDiscount: 6000,
      hideListPrice: true,
    });
    const single = { ...kit, constituents: [{ type: 'Vinho', constituentQuantity: 1 }] };
    expect(
      priceBoxInputsFor(single, { subscriber: true, hideMemberPrice: false }).kitPrice,
    ).toBeNull();
  });
});
