import { describe, expect, it } from 'vitest';
import { QUOTE_TEXTS, quoteChanges, quoteRefusal, seenQuote } from './quote-changes.ts';
import type { Quote, QuoteLine } from './quote.ts';

const MALBEC: QuoteLine = {
  sku: 'V001',
  name: 'Malbec Reserva',
  gift: false,
  quantity: 2,
  unitPrice: 10_000,
  discount: 0,
};

/** R$ 121,80 to pay: R$ 200,00 of wine + R$ 21,80 shipping − a R$ 100,00 certificate. */
const SEEN: Quote = {
  total: 12_180,
  lines: [MALBEC],
  discounts: [],
  coupon: null,
  giftPackaging: 0,
  shipping: { code: 'NORMAL', name: 'Normal', price: 2_180 },
  certificates: [{ code: 'VALE100', balance: 10_000, usable: true, applied: 10_000 }],
  cashback: null,
};

/** SEEN with one certificate and another total. */
function certified(total: number, code: string, balance: number, applied: number): Quote {
  return { ...SEEN, total, certificates: [{ code, balance, usable: true, applied }] };
}

function messagesOf(seen: Quote | null, now: Quote, expectedTotal?: number) {
  return quoteChanges({ served: seen ? [seen] : [], now, expectedTotal }).map(
    (change) => change.message,
  );
}

describe('quoteChanges: what changed since the customer last saw the cart', () => {
  it('nothing changed: nothing to say, the order may be placed', () => {
    expect(quoteChanges({ served: [SEEN], now: structuredClone(SEEN) })).toEqual([]);
    expect(quoteChanges({ served: [SEEN], now: SEEN, expectedTotal: 12_180 })).toEqual([]);
    expect(quoteRefusal({ served: [SEEN], now: SEEN })).toBeNull();
  });

  it('a certificate spent elsewhere is named, not dropped silently', () => {
    const now: Quote = {
      ...SEEN,
      total: 22_180,
      certificates: [{ code: 'VALE100', balance: 0, usable: false, applied: 0 }],
    };
    expect(quoteRefusal({ served: [SEEN], now })).toEqual({
      changes: [
        { kind: 'certificate', message: 'O vale-presente VALE100 não está mais disponível.' },
      ],
      message:
        'O vale-presente VALE100 não está mais disponível. O total do pedido mudou de R$ 121,80 ' +
        'para R$ 221,80. Total a pagar: R$ 221,80. Confira e confirme o pedido novamente.',
    });
  });

  it('a certificate partly spent, gone from the cart, or added', () => {
    const partly = certified(17_180, 'VALE100', 5_000, 5_000);
    expect(messagesOf(SEEN, partly)).toEqual([
      'O vale-presente VALE100 pagava R$ 100,00 deste pedido e agora paga R$ 50,00.',
    ]);
    const expired: Quote = {
      ...SEEN,
      total: 22_180,
      certificates: [{ code: 'VALE100', balance: 10_000, usable: false, applied: 0 }],
    };
    expect(messagesOf(SEEN, expired)).toEqual([QUOTE_TEXTS.certificateGone('VALE100')]);
    expect(messagesOf(SEEN, { ...SEEN, total: 22_180, certificates: [] })).toEqual([
      QUOTE_TEXTS.certificateGone('VALE100'),
    ]);
    expect(messagesOf({ ...SEEN, total: 22_180, certificates: [] }, SEEN)).toEqual([
      QUOTE_TEXTS.certificateAdded('VALE100'),
    ]);
  });

  it('cashback spent elsewhere, and cashback switched on or off', () => {
    const seen: Quote = { ...SEEN, cashback: { use: true, balance: 5_000, used: 5_000 } };
    expect(
      messagesOf(seen, { ...seen, total: 17_180, cashback: { use: true, balance: 0, used: 0 } }),
    ).toEqual(['Seu cashback pagava R$ 50,00 deste pedido e agora paga R$ 0,00.']);
    expect(
      messagesOf(seen, {
        ...seen,
        total: 17_180,
        cashback: { use: false, balance: 5_000, used: 0 },
      }),
    ).toEqual([QUOTE_TEXTS.cashbackOff]);
    expect(
      messagesOf({ ...seen, cashback: { use: false, balance: 5_000, used: 0 } }, seen),
    ).toEqual([QUOTE_TEXTS.cashbackOn]);
    expect(messagesOf({ ...seen, cashback: null }, { ...seen, total: 7_180 })).toEqual([
      QUOTE_TEXTS.cashbackOn,
    ]);
  });

  it('a coupon gone, another coupon, a coupon added', () => {
    const seen: Quote = { ...SEEN, coupon: { code: 'DEZ', discount: 2_000 } };
    expect(messagesOf(seen, { ...seen, coupon: null, total: 14_180 })).toEqual([
      'O cupom DEZ não está mais disponível.',
    ]);
    expect(messagesOf(seen, { ...seen, coupon: { code: 'CINCO', discount: 1_000 } })).toEqual([
      QUOTE_TEXTS.couponGone('DEZ'),
      QUOTE_TEXTS.couponAdded('CINCO'),
    ]);
    expect(messagesOf(SEEN, seen)).toEqual([QUOTE_TEXTS.couponAdded('DEZ')]);
  });

  it('a price changed: the price is named, not what only follows from it', () => {
    const seen: Quote = {
      ...SEEN,
      coupon: { code: 'DEZ', discount: 2_000 },
      discounts: [{ source: 'premium', title: null, amount: 3_000 }],
    };
    const now: Quote = {
      ...seen,
      total: 15_180,
      lines: [{ ...MALBEC, unitPrice: 12_000 }],
      coupon: { code: 'DEZ', discount: 2_400 },
      discounts: [{ source: 'premium', title: null, amount: 3_600 }],
    };
    expect(messagesOf(seen, now)).toEqual([
      'O preço de Malbec Reserva mudou de R$ 100,00 para R$ 120,00.',
    ]);
  });

  it('a line promotion ended or changed', () => {
    const seen: Quote = { ...SEEN, lines: [{ ...MALBEC, discount: 4_000 }], total: 8_180 };
    expect(messagesOf(seen, { ...seen, lines: [MALBEC], total: 12_180 })).toEqual([
      'A promoção de Malbec Reserva terminou.',
    ]);
    expect(
      messagesOf(seen, { ...seen, lines: [{ ...MALBEC, discount: 2_000 }], total: 10_180 }),
    ).toEqual(['O desconto de Malbec Reserva mudou de R$ 40,00 para R$ 20,00.']);
  });

  it('a cart promotion ended, started or changed its amount; premium and referral too', () => {
    const progressive = { source: 'progressive-discount', title: 'Leve 6', amount: 2_000 };
    const seen: Quote = { ...SEEN, discounts: [progressive], total: 10_180 };
    expect(messagesOf(seen, SEEN)).toEqual(['A promoção “Leve 6” terminou.']);
    expect(messagesOf(SEEN, seen)).toEqual(['A promoção “Leve 6” passou a valer.']);
    expect(
      messagesOf(seen, { ...seen, discounts: [{ ...progressive, amount: 1_000 }], total: 11_180 }),
    ).toEqual(['O desconto da promoção “Leve 6” mudou de R$ 20,00 para R$ 10,00.']);
    const untitled = { ...progressive, title: null };
    expect(messagesOf({ ...seen, discounts: [untitled] }, SEEN)).toEqual([
      'A promoção “Desconto progressivo” terminou.',
    ]);
    const premium = { source: 'premium', title: null, amount: 3_000 };
    const referral = { source: 'referral', title: null, amount: 1_000 };
    expect(messagesOf({ ...SEEN, discounts: [premium, referral] }, SEEN)).toEqual([
      QUOTE_TEXTS.premiumEnded,
      QUOTE_TEXTS.referralEnded,
    ]);
    expect(messagesOf(SEEN, { ...SEEN, discounts: [premium] })).toEqual([
      'O desconto premium mudou de R$ 0,00 para R$ 30,00.',
    ]);
    expect(
      messagesOf(
        { ...SEEN, discounts: [referral] },
        { ...SEEN, discounts: [{ ...referral, amount: 500 }] },
      ),
    ).toEqual(['O desconto da indicação mudou de R$ 10,00 para R$ 5,00.']);
  });

  it('the shipping level: gone, switched, chosen, or another price', () => {
    const express = { code: 'EXPRESSA', name: 'Expressa', price: 3_500 };
    expect(messagesOf(SEEN, { ...SEEN, shipping: null, total: 10_000 })).toEqual([
      'A forma de entrega Normal não está mais disponível.',
    ]);
    expect(messagesOf(SEEN, { ...SEEN, shipping: express, total: 13_500 })).toEqual([
      'A forma de entrega mudou de Normal para Expressa.',
    ]);
    expect(messagesOf({ ...SEEN, shipping: null }, SEEN)).toEqual([
      QUOTE_TEXTS.shippingChosen('Normal'),
    ]);
    expect(
      messagesOf(SEEN, {
        ...SEEN,
        shipping: { code: 'NORMAL', name: 'Normal', price: 0 },
        total: 10_000,
      }),
    ).toEqual(['O frete Normal mudou de R$ 21,80 para R$ 0,00.']);
  });

  it('the lines: one added, one removed, another quantity; gift packaging', () => {
    const gift: QuoteLine = { ...MALBEC, sku: 'V002', name: 'Rosé', gift: true, unitPrice: 0 };
    expect(messagesOf(SEEN, { ...SEEN, lines: [MALBEC, gift] })).toEqual([
      'Rosé entrou na sua WineBox.',
    ]);
    expect(messagesOf({ ...SEEN, lines: [MALBEC, gift] }, SEEN)).toEqual([
      'Rosé saiu da sua WineBox.',
    ]);
    expect(messagesOf(SEEN, { ...SEEN, lines: [{ ...MALBEC, quantity: 3 }] })).toEqual([
      'A quantidade de Malbec Reserva mudou de 2 para 3.',
    ]);
    expect(messagesOf(SEEN, { ...SEEN, giftPackaging: 990, total: 13_170 })).toEqual([
      'O preço da embalagem para presente mudou de R$ 0,00 para R$ 9,90.',
    ]);
  });

  it('a part a certificate pays that only follows from the total is named when nothing else is', () => {
    const seen = certified(0, 'VALE500', 50_000, 22_180);
    const now: Quote = {
      ...seen,
      shipping: { code: 'NORMAL', name: 'Normal', price: 3_000 },
      certificates: [{ code: 'VALE500', balance: 50_000, usable: true, applied: 23_000 }],
    };
    expect(messagesOf(seen, now)).toEqual([
      'O frete Normal mudou de R$ 21,80 para R$ 30,00.',
      'O vale-presente VALE500 pagava R$ 221,80 deste pedido e agora paga R$ 230,00.',
    ]);
    const cashbackSeen: Quote = { ...SEEN, cashback: { use: true, balance: 50_000, used: 12_180 } };
    expect(
      messagesOf(cashbackSeen, {
        ...cashbackSeen,
        giftPackaging: 1_000,
        cashback: { use: true, balance: 50_000, used: 13_180 },
      }),
    ).toEqual([QUOTE_TEXTS.packaging(0, 1_000)]);
    expect(
      messagesOf(cashbackSeen, {
        ...cashbackSeen,
        cashback: { use: true, balance: 50_000, used: 13_180 },
      }),
    ).toEqual(['Seu cashback pagava R$ 121,80 deste pedido e agora paga R$ 131,80.']);
  });

  it('another total with no part to name (another tab): the total itself', () => {
    expect(messagesOf(SEEN, { ...SEEN, total: 12_000 })).toEqual([
      'O total do pedido mudou de R$ 121,80 para R$ 120,00.',
    ]);
    // The client's own total wins over the one last served (a total no quote served had).
    const refusal = quoteRefusal({ served: [SEEN], now: SEEN, expectedTotal: 9_990 });
    expect(refusal?.changes.map((change) => change.kind)).toEqual(['total']);
    expect(refusal?.message).toBe(
      `${QUOTE_TEXTS.total(9_990, 12_180)} ${QUOTE_TEXTS.confirm(12_180)}`,
    );
  });

  it('two tabs: the quote of the total this tab shows is the one compared', () => {
    const express: Quote = {
      ...SEEN,
      total: 13_000,
      shipping: { code: 'EXPRESSA', name: 'Expressa', price: 3_000 },
    };
    // Tab 1 showed SEEN; tab 2 chose Expressa since (served last).
    const served = [express, SEEN];
    expect(seenQuote(served, 12_180)).toBe(SEEN);
    expect(seenQuote(served, 777)).toBe(express);
    expect(seenQuote(served)).toBe(express);
    expect(seenQuote([])).toBeNull();
    expect(quoteRefusal({ served, now: express, expectedTotal: 12_180 })?.message).toBe(
      'A forma de entrega mudou de Normal para Expressa. O total do pedido mudou de R$ 121,80 ' +
        'para R$ 130,00. Total a pagar: R$ 130,00. Confira e confirme o pedido novamente.',
    );
    // Tab 2 (or a client that sends no total) saw Expressa last: placed as it is.
    expect(quoteRefusal({ served, now: express, expectedTotal: 13_000 })).toBeNull();
    expect(quoteRefusal({ served, now: express })).toBeNull();
  });

  it('nothing served yet: refused unless the client shows the same total', () => {
    expect(quoteChanges({ served: [], now: SEEN })).toEqual([
      { kind: 'unseen', message: QUOTE_TEXTS.unseen },
    ]);
    expect(quoteChanges({ served: [], now: SEEN, expectedTotal: 12_180 })).toEqual([]);
    expect(quoteRefusal({ served: [], now: SEEN, expectedTotal: 10_000 })?.message).toBe(
      'Confira os valores do seu pedido antes de confirmar. O total do pedido mudou de ' +
        'R$ 100,00 para R$ 121,80. Total a pagar: R$ 121,80. Confira e confirme o pedido novamente.',
    );
    expect(quoteRefusal({ served: [], now: SEEN })?.message).toBe(
      'Confira os valores do seu pedido antes de confirmar. Total a pagar: R$ 121,80. ' +
        'Confira e confirme o pedido novamente.',
    );
  });
});
