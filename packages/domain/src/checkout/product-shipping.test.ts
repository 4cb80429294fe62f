import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { CEP } from '../validation/messages.ts';
import { isPremiumBuyer } from '../roles.ts';
import {
  deliveryDaysText,
  PRODUCT_SHIPPING_TEXTS,
  productShippingQuote,
} from './product-shipping.ts';
import { quoteShipping } from './shipping.ts';
import { SHIPPING_ZONE_TEXTS } from './shipping-zones.ts';

const WINE = { productType: 'Vinho', kitSize: null };

function fieldError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('productShippingQuote', () => {
  it('quotes one bottle with the checkout prices and days of the zone', () => {
    const quote = productShippingQuote({ cep: '01310-100', product: WINE, premium: false });
    expect(quote.destination).toEqual({ cep: '01310100', uf: 'SP', zone: 'Z1' });
    expect(quote.levels.map((l) => [l.code, l.price, l.deliveryDays])).toEqual([
      ['NORMAL', 1490, 3],
      ['EXPRESSA', 2990, 1],
    ]);
  });

  it('answers exactly what the checkout charges a cart of that one unit', () => {
    for (const cep of ['01310100', '20040-020', '70040-010', '69010-000']) {
      for (const premium of [false, true]) {
        const page = productShippingQuote({ cep, product: WINE, premium }).levels;
        const checkout = quoteShipping({ cep, levelCode: null }, 1, { premium }).levels;
        expect(page).toEqual(checkout);
      }
    }
  });

  it('counts a kit by its bottles (a box of six, then a second box)', () => {
    const six = productShippingQuote({
      cep: '20040-020',
      product: { productType: 'Kit', kitSize: 6 },
      premium: false,
    });
    expect(six.levels[0]?.price).toBe(2490);
    const twelve = productShippingQuote({
      cep: '20040-020',
      product: { productType: 'Kit', kitSize: 12 },
      premium: false,
    });
    expect(twelve.levels[0]?.price).toBe(2490 + 1290);
  });

  it('gives premium subscribers free Normal where the checkout does, not in the North', () => {
    const [normal, express] = productShippingQuote({
      cep: '01310-100',
      product: WINE,
      premium: true,
    }).levels;
    expect(normal).toMatchObject({ price: 0, fullPrice: 1490 });
    expect(normal?.freeShippingReason).toBe('Frete grátis para assinantes premium');
    expect(express).toMatchObject({ price: 2990, freeShippingReason: null });
    const north = productShippingQuote({ cep: '69010-000', product: WINE, premium: true });
    expect(north.levels.map((l) => [l.code, l.price])).toEqual([['NORMAL', 4990]]);
  });

  it('refuses a malformed CEP and a CEP in no zone with pt-BR texts on the field', () => {
    const malformed = fieldError(() =>
      productShippingQuote({ cep: '1234-567', product: WINE, premium: false }),
    );
    expect(malformed.code).toBe('VALIDATION');
    expect(malformed.message).toBe(CEP);
    expect(malformed.fields).toEqual({ cep: CEP });
    const unknown = fieldError(() =>
      productShippingQuote({ cep: '00999-999', product: WINE, premium: false }),
    );
    expect(unknown.message).toBe(SHIPPING_ZONE_TEXTS.unknownCep);
    expect(unknown.fields).toEqual({ cep: SHIPPING_ZONE_TEXTS.unknownCep });
  });

  it('has no freight for a subscription (the prime line, a club box line)', () => {
    for (const productType of ['ClubePrime', 'Clube']) {
      const error = fieldError(() =>
        productShippingQuote({ cep: '01310-100', product: { productType }, premium: false }),
      );
      expect(error.message).toBe(PRODUCT_SHIPPING_TEXTS.notShipped);
    }
  });
});

describe('deliveryDaysText', () => {
  it('says business days, singular for one', () => {
    expect(deliveryDaysText(1)).toBe('Entrega em até 1 dia útil');
    expect(deliveryDaysText(12)).toBe('Entrega em até 12 dias úteis');
  });
});

describe('isPremiumBuyer', () => {
  it('is prime on the record or the prime line in the cart, nothing else', () => {
    expect(isPremiumBuyer({ socioPrime: true })).toBe(true);
    expect(isPremiumBuyer({ socioClube: true, beneficiosClube: true })).toBe(false);
    expect(isPremiumBuyer(null, true)).toBe(true);
    expect(isPremiumBuyer(null)).toBe(false);
    expect(isPremiumBuyer({ socioPrime: 'yes' })).toBe(false);
  });
});
