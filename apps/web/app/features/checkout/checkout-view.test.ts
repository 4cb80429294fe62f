import { describe, expect, it } from 'vitest';
import type {
  AddressDto,
  CartDto,
  CheckoutPaymentType,
  PaymentMethodOptionDto,
  CreditCardDto,
  InstallmentOptionDto,
  ShippingServiceLevelDto,
} from '@adega/server/contract';
import { cartItem, cartOf } from '../../test-support/cart';
import {
  CHECKOUT_TEXTS,
  METHOD_NOTES,
  blockingReason,
  isMethodOffered,
  keepMethod,
  preselectMethod,
  checkoutOf,
  deliveryDaysText,
  hasProducts,
  shipsBottles,
  subscriptionDelivery,
  initialAddressChoice,
  keepInstallments,
  levelPriceText,
  orderConfirmedUrl,
  preselectPayment,
  premiumLine,
  showCheckoutOffer,
  sortAddresses,
  totalRows,
} from './checkout-view';

const address = (uidPk: number, preferred = false) =>
  ({ uidPk, preferred, street1: 'Rua A', numero: String(uidPk) }) as AddressDto;
const level = (uidPk: number, price: number): ShippingServiceLevelDto => ({
  uidPk,
  code: uidPk === 1 ? 'NORMAL' : 'EXPRESSA',
  name: uidPk === 1 ? 'Normal' : 'Expressa',
  price,
  fullPrice: price,
  deliveryDays: uidPk === 1 ? 7 : 2,
  freeShippingReason: null,
});
const card = (uidPk: number, preferred = false) => ({ uidPk, preferred }) as CreditCardDto;
const option = (count: number) =>
  ({ count, amount: 1, total: 1, label: '' }) as InstallmentOptionDto;

const wine = cartItem({ itemUidPk: 1, quantity: 2, total: { amount: 200 } });
const prime = cartItem({ itemUidPk: 2, productType: 'ClubePrime', total: { amount: 9.9 } });

function withCheckout(cart: CartDto, fields: Record<string, unknown>): CartDto {
  return { ...cart, ...fields } as CartDto;
}

describe('checkout view', () => {
  it('reads the checkout fields with their empty values when the document has none', () => {
    expect(checkoutOf(cartOf([wine]))).toEqual({
      shippingAddress: null,
      deliveryMethod: 'DELIVERY',
      shippingServiceLevels: [],
      selectedShippingServiceLevel: null,
      orderGift: null,
    });
  });

  it('lists the preferred address first and starts on the cart’s address', () => {
    const list = [address(1), address(2, true), address(3)];
    expect(sortAddresses(list).map((a) => a.uidPk)).toEqual([2, 1, 3]);
    expect(initialAddressChoice(list, null)).toBe(2);
    expect(initialAddressChoice(list, address(3))).toBe(3);
    expect(initialAddressChoice(list, address(9))).toBe(2);
    expect(initialAddressChoice([], null)).toBeNull();
  });

  it('labels levels: free, price, delivery days', () => {
    expect(levelPriceText(level(1, 0))).toBe('Grátis');
    expect(levelPriceText(level(2, 19.9))).toBe(1990);
    expect(deliveryDaysText(1)).toBe('Receba em até 1 dia útil');
    expect(deliveryDaysText(7)).toBe('Receba em até 7 dias úteis');
  });

  it('shows premium’s 15 % as a row of its own, out of the other discounts', () => {
    const cart = withCheckout(cartOf([wine]), {
      subtotalDiscountMoney: { amount: 35 },
      premiumDiscountMoney: { amount: 30 },
      primeDiscountRate: 15,
    });
    expect(totalRows(cart).slice(0, 3)).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: 20000 },
      { key: 'discount', label: 'Descontos', value: -500 },
      { key: 'premium', label: 'Desconto Premium (15%)', value: -3000 },
    ]);
  });

  it('builds the total rows from the document', () => {
    const bare = cartOf([wine]);
    expect(totalRows(bare)).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: 20000 },
      { key: 'shipping', label: 'Frete', value: 'A calcular' },
    ]);
    const full = withCheckout(bare, {
      subtotalDiscountMoney: { amount: 20 },
      selectedShippingServiceLevel: level(2, 19.9),
      shippingCostValue: { amount: 19.9 },
      giftPackagingMoney: { amount: 12 },
      giftCertificateDiscountMoney: { amount: 30 },
      cashBack: { balance: 50, useCashBack: true, used: { amount: 5.5 } },
    });
    expect(totalRows(full).map((r) => [r.key, r.value])).toEqual([
      ['subtotal', 20000],
      ['discount', -2000],
      ['shipping', 1990],
      ['packaging', 1200],
      ['certificates', -3000],
      ['cashback', -550],
    ]);
    const free = withCheckout(bare, {
      selectedShippingServiceLevel: level(1, 0),
      shippingCostValue: { amount: 0 },
    });
    expect(totalRows(free)[1]?.value).toBe('Grátis');
  });

  it('says why the order cannot be placed yet', () => {
    const bare = cartOf([wine]);
    expect(blockingReason(bare)).toBe(CHECKOUT_TEXTS.chooseAddressFirst);
    const addressed = withCheckout(bare, { shippingAddress: address(1) });
    expect(blockingReason(addressed)).toBe(CHECKOUT_TEXTS.chooseShippingFirst);
    const ready = withCheckout(addressed, { selectedShippingServiceLevel: level(1, 10) });
    expect(blockingReason(ready)).toBeNull();
  });

  it('a subscription alone is bought too: no level to choose, the club box ships free', () => {
    expect(hasProducts(null)).toBe(false);
    expect(hasProducts(cartOf([]))).toBe(false);
    expect(hasProducts(cartOf([prime]))).toBe(true);
    expect(hasProducts(cartOf([wine, prime]))).toBe(true);
    const club = cartItem({ itemUidPk: 3, productType: 'Clube', total: { amount: 99.9 } });
    for (const items of [[prime], [club], [prime, club]]) {
      const addressed = withCheckout(cartOf(items), { shippingAddress: address(1) });
      expect(shipsBottles(addressed)).toBe(false);
      expect(blockingReason(addressed)).toBeNull();
      expect(totalRows(addressed).find((row) => row.key === 'shipping')?.value).toBe(
        CHECKOUT_TEXTS.free,
      );
    }
    expect(subscriptionDelivery(cartOf([prime]))).toBeNull();
    expect(subscriptionDelivery(cartOf([prime, club]))?.name).toBe('Entrega do Clube Wine');
    expect(shipsBottles(cartOf([wine, club]))).toBe(true);
    expect(
      blockingReason(withCheckout(cartOf([wine, club]), { shippingAddress: address(1) })),
    ).toBe(CHECKOUT_TEXTS.chooseShippingFirst);
    expect(premiumLine(cartOf([wine, prime]))?.itemUidPk).toBe(2);
    expect(premiumLine(cartOf([wine]))).toBeNull();
  });

  it('shows the subscription offer to non-subscribers in the Wine store only (SPEC §2, §6)', () => {
    const cart = cartOf([wine]);
    expect(showCheckoutOffer(null, cart, 'WINE')).toBe(true);
    expect(showCheckoutOffer({ socioPrime: true }, cart, 'WINE')).toBe(false);
    expect(showCheckoutOffer({ socioClube: false }, cart, 'OUTLET')).toBe(false);
    expect(showCheckoutOffer(null, cartOf([wine, prime]), 'WINE')).toBe(true);
    expect(showCheckoutOffer(null, cartOf([prime]), 'WINE')).toBe(false);
  });

  it('preselects the last card paid with, else the preferred, else a new card', () => {
    const details = { savedCards: [card(1), card(2, true)], installments: [option(1), option(3)] };
    const last = { type: 'CREDITCARD' as const, creditCardUidPk: 1, installments: 3 };
    expect(preselectPayment(details, last)).toEqual({
      method: 'CREDITCARD',
      card: { kind: 'saved', uidPk: 1 },
      installments: 3,
    });
    expect(preselectPayment(details, { ...last, creditCardUidPk: 9, installments: 6 })).toEqual({
      method: 'CREDITCARD',
      card: { kind: 'saved', uidPk: 2 },
      installments: 1,
    });
    expect(preselectPayment({ savedCards: [card(4)], installments: [] }, null)).toEqual({
      method: 'CREDITCARD',
      card: { kind: 'saved', uidPk: 4 },
      installments: 1,
    });
    expect(
      preselectPayment(
        { savedCards: [], installments: [option(1)] },
        { type: 'BOLETO', creditCardUidPk: null, installments: null },
      ),
    ).toEqual({ method: 'CREDITCARD', card: { kind: 'new' }, installments: 1 });
    expect(keepInstallments([option(1), option(2)], 2)).toBe(2);
    expect(keepInstallments([option(1)], 2)).toBe(1);
  });

  it('preselects the method paid with last while offered, else the card, else the first offered', () => {
    const offered = (...types: CheckoutPaymentType[]): PaymentMethodOptionDto[] =>
      (['CREDITCARD', 'PIX', 'BOLETO', 'CREDITOCLUBE', 'PAY_PAL'] as const).map((type) => ({
        type,
        name: type,
        available: types.includes(type),
        message: types.includes(type) ? null : 'indisponível',
      }));
    const all = offered('CREDITCARD', 'PIX', 'BOLETO');
    expect(preselectMethod(all, 'PIX')).toBe('PIX');
    expect(preselectMethod(all, 'BOLETO')).toBe('BOLETO');
    // The flag enable/bank_slip off: the boleto paid with last is not offered any more.
    expect(preselectMethod(offered('CREDITCARD', 'PIX'), 'BOLETO')).toBe('CREDITCARD');
    expect(preselectMethod(all, null)).toBe('CREDITCARD');
    expect(preselectMethod(offered('PIX', 'PAY_PAL'), null)).toBe('PIX');
    // A type the page cannot place is never preselected, even when the server offers it.
    expect(preselectMethod(offered('PAY_PAL', 'PIX'), 'PAY_PAL')).toBe('PIX');
    expect(preselectMethod([], 'PIX')).toBe('CREDITCARD');
    expect(
      preselectPayment(
        { savedCards: [], installments: [option(1)], methods: all },
        { type: 'PIX', creditCardUidPk: null, installments: null },
      ).method,
    ).toBe('PIX');
    expect(keepMethod(all, 'BOLETO')).toBe('BOLETO');
    expect(keepMethod(offered('CREDITCARD', 'PIX'), 'BOLETO')).toBe('CREDITCARD');
    expect(keepMethod(offered('CREDITOCLUBE'), 'CREDITCARD')).toBe('CREDITOCLUBE');
    expect(isMethodOffered(all, 'CREDITOCLUBE')).toBe(false);
    expect(isMethodOffered(all, undefined)).toBe(false);
  });

  it('tells what happens after placing with Pix, boleto or cashback', () => {
    expect(METHOD_NOTES.PIX).toMatch(/Pix Copia e Cola/);
    expect(METHOD_NOTES.BOLETO).toMatch(/3 dias úteis/);
    expect(METHOD_NOTES.CREDITOCLUBE).toMatch(/cashback/);
    expect(METHOD_NOTES.CREDITCARD).toBeUndefined();
  });

  it('links the confirmation page by order number', () => {
    expect(orderConfirmedUrl('W 123')).toBe('/pedido-confirmado.ep?orderNumber=W%20123');
  });
});
