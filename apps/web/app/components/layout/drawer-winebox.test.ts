import { describe, expect, it } from 'vitest';
import type { CouponDto } from '@adega/server/contract';
import { cartAlerts } from './drawer-winebox';
import { cartItem, cartOf } from '../../test-support/cart';

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
