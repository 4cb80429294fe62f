import { describe, expect, it } from 'vitest';
import type { CouponDto } from '@adega/server/contract';
import {
  cartAlerts,
  cartCashbackText,
  cartSimulatedSaving,
  cartTaxSaving,
  drawerTitle,
  GIFT_LINE_LABEL,
  isFreeGift,
  lineLimitWarning,
  memberToastText,
  productsAmount,
  showDropStop,
  showPrimeOffer,
} from './cart-view';
import { cartItem, cartOf } from '../../test-support/cart';

const wine = cartItem({ itemUidPk: 1, quantity: 2, total: { amount: 200 } });
const prime = cartItem({
  itemUidPk: 2,
  productType: 'ClubePrime',
  total: { amount: 9.9 },
  lowestPrice: { amount: 9.9 },
});

describe('drawer view', () => {
  it('titles the drawer with the units, prime excluded', () => {
    expect(drawerTitle(cartOf([wine, prime]))).toBe('WineBox (2)');
    expect(drawerTitle(null)).toBe('WineBox (0)');
  });

  it('sums the available products without the prime line, in centavos', () => {
    const gone = cartItem({ itemUidPk: 3, available: false, total: { amount: 50 } });
    expect(productsAmount(cartOf([wine, prime, gone]))).toBe(20000);
  });

  it('cashback: 3.6 % for visitors and the logged wording; the server preview wins', () => {
    const cart = cartOf([wine]);
    expect(cartCashbackText(cart, false)).toBe('Ganhe até R$ 7,20 de cashback nesta compra');
    expect(cartCashbackText(cart, true)).toBe('Você vai ganhar R$ 7,20 de cashback!');
    expect(cartCashbackText(cartOf([]), false)).toBeNull();
    const preview = {
      ...cart,
      cashbackPreview: { amount: 2.4, percent: 1.2, upTo: false, base: 200 },
    };
    expect(cartCashbackText(preview, true)).toBe('Você vai ganhar R$ 2,40 de cashback!');
    const visitor = {
      ...cart,
      cashbackPreview: { amount: 7.2, percent: 3.6, upTo: true, base: 200 },
    };
    expect(cartCashbackText(visitor, false)).toBe('Ganhe até R$ 7,20 de cashback nesta compra');
    const zero = { ...cart, cashbackPreview: { amount: 0, percent: 0, upTo: false, base: 0 } };
    expect(cartCashbackText(zero, true)).toBeNull();
  });

  it('tax saving only where enabled on the cart', () => {
    const cart = cartOf([wine]);
    const on = { active: true, enabledOncart: true, taxPercentage: 10 };
    expect(cartTaxSaving(cart, on)).toBe(2000);
    expect(cartTaxSaving(cart, { ...on, enabledOncart: false })).toBeNull();
    expect(cartTaxSaving(cart, { ...on, taxPercentage: 0 })).toBeNull();
    expect(cartTaxSaving(cartOf([]), on)).toBeNull();
    expect(cartTaxSaving(cart, null)).toBeNull();
  });

  it('simulated saving over non-subscription lines', () => {
    const discounted = cartItem({ total: { amount: 80 }, discount: { amount: 20 } });
    expect(cartSimulatedSaving(cartOf([discounted, prime]))).toBe(1500);
    expect(cartSimulatedSaving(null)).toBe(0);
  });

  it('prime offer: visitors and non-subscribers; subscribers only with prime in cart; never outlet', () => {
    const cart = cartOf([wine]);
    expect(showPrimeOffer(null, cart, 'WINE')).toBe(true);
    expect(showPrimeOffer({ socioClube: false }, cart, 'WINE')).toBe(true);
    expect(showPrimeOffer({ socioClube: true }, cart, 'WINE')).toBe(false);
    expect(showPrimeOffer({ socioClube: true }, cartOf([wine, prime]), 'WINE')).toBe(true);
    expect(showPrimeOffer(null, cart, 'OUTLET')).toBe(false);
    expect(showPrimeOffer(null, cartOf([]), 'WINE')).toBe(false);
  });

  it('drop-stop hidden in the outlet and for an empty WineBox', () => {
    expect(showDropStop('WINE', cartOf([wine]))).toBe(true);
    expect(showDropStop('OUTLET', cartOf([wine]))).toBe(false);
    expect(showDropStop('WINE', cartOf([prime]))).toBe(false);
  });

  it('member toast: active setting, a member, items', () => {
    const settings = { shoppingCartToastActive: true, shoppingCartToastText: 'Sócio!' };
    const cart = cartOf([wine]);
    expect(memberToastText({ socioClube: true }, cart, settings)).toBe('Sócio!');
    expect(memberToastText({ socioClube: false }, cart, settings)).toBeNull();
    expect(memberToastText({ beneficiosClube: true }, cartOf([]), settings)).toBeNull();
    expect(
      memberToastText({ socioClube: true }, cart, { ...settings, shoppingCartToastActive: false }),
    ).toBeNull();
    expect(memberToastText(null, cart, settings)).toBeNull();
  });

  it('limited-discount warning when the quantity exceeds the line limit', () => {
    const limited = {
      ...wine,
      quantity: 3,
      productPromotionCampaign: { limit_per_unit: 2, campaignPrice: 50, limitWarning: null },
    };
    expect(lineLimitWarning(limited)).toBe('Desconto promocional limitado a 2 un.');
    expect(lineLimitWarning(wine)).toBeNull();
  });
});

describe('gift lines (issue #34)', () => {
  it("a chosen or producer gift at R$ 0,00 reads 'Brinde'; a paid line or a priced gift does not", () => {
    expect(isFreeGift(cartItem({ promotionGift: 'PRODUCER_GIFT', total: { amount: 0 } }))).toBe(
      true,
    );
    expect(isFreeGift(cartItem({ promotionGift: 'CHOSEN_GIFT', total: { amount: 0 } }))).toBe(true);
    expect(isFreeGift(cartItem({ promotionGift: null, total: { amount: 0 } }))).toBe(false);
    expect(isFreeGift(cartItem({ promotionGift: 'PRODUCER_GIFT', total: { amount: 5 } }))).toBe(
      false,
    );
    expect(GIFT_LINE_LABEL).toBe('Brinde');
  });
});

const coupon = (applies: boolean, message: string | null): CouponDto => ({
  code: 'BEMVINDO10',
  description: '10% de desconto',
  kind: 'PERCENT',
  value: 10,
  freeShipping: false,
  discount: { amount: 0 },
  applies,
  message,
});

describe('cartAlerts (the mobile drawer alert area, issue #34)', () => {
  it('says nothing when all is well, or without a cart', () => {
    expect(cartAlerts(null)).toEqual([]);
    expect(cartAlerts(cartOf([cartItem()], { coupon: coupon(true, null) }))).toEqual([]);
  });

  it('names a coupon that gives nothing, a certificate that pays nothing and unavailable products', () => {
    const gone = cartItem({ itemUidPk: 2, available: false, displayName: 'Malbec Reserva' });
    const cart = cartOf([cartItem(), gone], {
      coupon: coupon(false, 'O cupom BEMVINDO10 vale a partir de R$ 200,00.'),
      giftCertificates: [
        { code: 'VP-1', balance: 0, applied: 0, message: 'Este vale-presente não tem mais saldo.' },
        { code: 'VP-2', balance: 50, applied: 50, message: null },
      ],
    });
    expect(cartAlerts(cart)).toEqual([
      'O cupom BEMVINDO10 vale a partir de R$ 200,00.',
      'Este vale-presente não tem mais saldo.',
      'Malbec Reserva: indisponível no momento. Remova da WineBox para continuar.',
    ]);
  });
});
