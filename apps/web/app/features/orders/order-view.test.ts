import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntryDto, OrderItemDto } from '@adega/server/contract';
import {
  formatCalendarDate,
  formatOrderDate,
  formatOrderDateTime,
  installmentsLabel,
  itemsCountLabel,
  orderContentsLabel,
  orderHref,
  orderNumberFromHash,
  orderTimeline,
  orderTotalRows,
  paymentMethodLabel,
  paymentStatusLabel,
  rebuyItems,
} from './order-view';

const entry = (status: OrderHistoryEntryDto['status'], at: string): OrderHistoryEntryDto => ({
  status,
  label: `rótulo ${status}`,
  at,
  note: null,
});

describe('dates in São Paulo time', () => {
  it('a UTC instant after midnight is still the previous evening in São Paulo', () => {
    expect(formatOrderDate('2026-11-25T02:30:00Z')).toBe('24/11/2026');
    expect(formatOrderDateTime('2026-11-25T02:30:00Z')).toBe('24/11/2026 às 23:30');
    expect(formatOrderDateTime('2026-11-24T13:05:00.000Z')).toBe('24/11/2026 às 10:05');
  });

  it('a calendar date (delivery estimate) keeps its day, with the weekday', () => {
    expect(formatCalendarDate('2026-12-02')).toBe('quarta-feira, 02/12/2026');
    expect(formatCalendarDate('amanhã')).toBe('amanhã');
  });
});

describe('payment', () => {
  it('names the card by brand and last four', () => {
    expect(paymentMethodLabel({ type: 'CREDITCARD', brand: 'visa', lastFour: '1111' })).toBe(
      'Visa •••• 1111',
    );
    expect(paymentMethodLabel({ type: 'CREDITCARD', brand: 'MasterCard', lastFour: '4444' })).toBe(
      'Mastercard •••• 4444',
    );
    expect(paymentMethodLabel({ type: 'CREDITCARD', brand: null, lastFour: '0002' })).toBe(
      'Cartão •••• 0002',
    );
    expect(paymentMethodLabel({ type: 'BOLETO', brand: null, lastFour: null })).toBe('Boleto');
    expect(paymentMethodLabel({ type: 'CREDITCARD', brand: null, lastFour: null })).toBe(
      'Cartão de crédito',
    );
    expect(paymentMethodLabel({ type: 'GOOGLE_PAY', brand: null, lastFour: null })).toBe(
      'GOOGLE_PAY',
    );
    expect(paymentMethodLabel({ type: 'PIX', brand: null, lastFour: null })).toBe('Pix');
    expect(paymentMethodLabel({ type: 'CREDITOCLUBE', brand: null, lastFour: null })).toBe(
      'Saldo de cashback',
    );
  });

  it('says where a Pix or boleto payment stands; a card says it with its installments', () => {
    expect(paymentStatusLabel({ type: 'PIX', status: 'WAITING' })).toBe('Aguardando pagamento');
    expect(paymentStatusLabel({ type: 'BOLETO', status: 'PAID' })).toBe('Pago');
    expect(paymentStatusLabel({ type: 'PIX', status: 'EXPIRED' })).toBe(
      'Prazo de pagamento encerrado',
    );
    expect(paymentStatusLabel({ type: 'PIX', status: 'SOMETHING' })).toBeNull();
    expect(paymentStatusLabel({ type: 'CREDITCARD', status: 'CAPTURED' })).toBeNull();
  });

  it("installments read 'Nx de R$ … sem juros'", () => {
    expect(installmentsLabel({ installments: 3, installmentAmount: 33.3 })).toBe(
      '3x de R$ 33,30 sem juros',
    );
    expect(installmentsLabel({ installments: 1, installmentAmount: 1234.5 })).toBe(
      '1x de R$ 1.234,50 sem juros',
    );
    expect(installmentsLabel({ installments: 0, installmentAmount: 10 })).toBe(
      '1x de R$ 10,00 sem juros',
    );
  });
});

describe('totals', () => {
  const base = {
    subtotal: { amount: 200 },
    discount: { amount: 0 },
    shipping: { amount: 0 },
    giftPackaging: { amount: 0 },
    giftCertificates: { amount: 0 },
    cashbackUsed: { amount: 0 },
    total: 200,
    coupon: null,
  };

  it('shows subtotal, free shipping and the total when nothing else applies', () => {
    expect(orderTotalRows(base)).toEqual({
      rows: [
        { key: 'subtotal', label: 'Subtotal', amount: 20000 },
        { key: 'shipping', label: 'Frete', amount: 0, free: true },
      ],
      total: 20000,
    });
  });

  it('lists every deduction as negative, the coupon named', () => {
    const { rows, total } = orderTotalRows({
      ...base,
      discount: { amount: 20.5 },
      shipping: { amount: 19.9 },
      giftPackaging: { amount: 9.9 },
      giftCertificates: { amount: 50 },
      cashbackUsed: { amount: 10.1 },
      total: 149.2,
      coupon: 'BEMVINDO10',
    });
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ['Subtotal', 20000],
      ['Descontos (cupom BEMVINDO10)', -2050],
      ['Frete', 1990],
      ['Embalagem para presente', 990],
      ['Vale-presente', -5000],
      ['Cashback utilizado', -1010],
    ]);
    expect(rows.find((row) => row.key === 'shipping')?.free).toBe(false);
    expect(total).toBe(14920);
  });
});

describe('status timeline', () => {
  const placed = entry('AGUARDANDO_PAGAMENTO', '2026-11-24T13:00:00Z');
  const paid = entry('PAGO', '2026-11-24T13:00:05Z');

  it('a paid order: placed and paid done with dates, paid current, the rest ahead', () => {
    const steps = orderTimeline('PAGO', [paid, placed]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['AGUARDANDO_PAGAMENTO', 'done', placed.at],
      ['PAGO', 'current', paid.at],
      ['FATURADO', 'ahead', null],
      ['ENVIADO', 'ahead', null],
      ['ENTREGUE', 'ahead', null],
    ]);
    // The server's label where there is an entry, the pt-BR name of the state ahead.
    expect(steps.map((s) => s.label)).toEqual([
      'rótulo AGUARDANDO_PAGAMENTO',
      'rótulo PAGO',
      'Faturado',
      'Enviado',
      'Entregue',
    ]);
  });

  it('a state the history skipped is passed without a date', () => {
    const shipped = entry('ENVIADO', '2026-11-26T12:00:00Z');
    const steps = orderTimeline('ENVIADO', [placed, paid, shipped]);
    expect(steps.map((s) => [s.state, s.at])).toEqual([
      ['done', placed.at],
      ['done', paid.at],
      ['done', null],
      ['current', shipped.at],
      ['ahead', null],
    ]);
  });

  it('a delivered order has nothing ahead', () => {
    const steps = orderTimeline('ENTREGUE', [entry('ENTREGUE', '2026-11-30T12:00:00Z')]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('a cancelled order shows what it went through, then Cancelado, nothing ahead', () => {
    const cancelled = { ...entry('CANCELADO', '2026-11-24T14:00:00Z'), note: 'Pagamento recusado' };
    const steps = orderTimeline('CANCELADO', [placed, cancelled]);
    expect(steps.map((s) => [s.status, s.state, s.at, s.note])).toEqual([
      ['AGUARDANDO_PAGAMENTO', 'done', placed.at, null],
      ['CANCELADO', 'cancelled', cancelled.at, 'Pagamento recusado'],
    ]);
    expect(orderTimeline('CANCELADO', [])[0]).toMatchObject({
      label: 'Cancelado',
      at: null,
    });
  });

  it('an order in review (F14) shows what it went through, then Em análise current with its note', () => {
    const note =
      'Recebemos R$ 10,00 em vez de R$ 149,20: o valor foi estornado e o pedido está em análise.';
    const review = { ...entry('EM_ANALISE', '2026-11-24T13:10:00Z'), note };
    const steps = orderTimeline('EM_ANALISE', [placed, review]);
    expect(steps.map((s) => [s.status, s.state, s.at, s.note])).toEqual([
      ['AGUARDANDO_PAGAMENTO', 'done', placed.at, null],
      ['EM_ANALISE', 'current', review.at, note],
    ]);
    expect(orderTimeline('EM_ANALISE', [])[0]).toMatchObject({ label: 'Em análise', at: null });
  });
});

describe('buy again', () => {
  const item = (skuCode: string, quantity: number, gift: string | null = null): OrderItemDto => ({
    skuCode,
    displayName: skuCode,
    imageUrl: '',
    productSeoUrl: '',
    quantity,
    unitPrice: 10,
    total: 10 * quantity,
    discount: 0,
    promotionGift: gift,
    productType: 'Vinho',
  });

  it('sends the bought lines, one per sku, without the promotion gifts', () => {
    expect(
      rebuyItems([
        item('A', 2),
        item('B', 1),
        item('G', 1, 'CHOSEN_GIFT'),
        item('A', 1),
        item('P', 1, 'PRODUCER_GIFT'),
      ]),
    ).toEqual([
      { skuCode: 'A', quantity: 3 },
      { skuCode: 'B', quantity: 1 },
    ]);
    expect(rebuyItems([item('G', 1, 'CHOSEN_GIFT')])).toEqual([]);
  });
});

describe('links and counts', () => {
  it('names items in pt-BR', () => {
    expect(itemsCountLabel(1)).toBe('1 item');
    expect(itemsCountLabel(3)).toBe('3 itens');
    expect(itemsCountLabel(1200)).toBe('1.200 itens');
  });

  it('names the subscriptions an order holds instead of counting them (never 0 itens)', () => {
    const plan = 'Clube Wine Essenciais — mensal';
    expect(orderContentsLabel({ numItems: 0, subscriptions: [plan] })).toBe(plan);
    expect(orderContentsLabel({ numItems: 2, subscriptions: ['winepass relax'] })).toBe(
      '2 itens + winepass relax',
    );
    expect(orderContentsLabel({ numItems: 0, subscriptions: [plan, 'winepass relax'] })).toBe(
      `${plan}, winepass relax`,
    );
    expect(orderContentsLabel({ numItems: 3, subscriptions: [] })).toBe('3 itens');
    expect(orderContentsLabel({ numItems: 1 })).toBe('1 item');
  });

  it('reads and writes the order in the hash of my account', () => {
    expect(orderHref('2026-000123')).toBe('/minha-wine#/pedidos/2026-000123');
    expect(orderNumberFromHash('#/pedidos/2026-000123')).toBe('2026-000123');
    expect(orderNumberFromHash('#pedidos/77?x=1')).toBe('77');
    expect(orderNumberFromHash('#/pedidos')).toBeNull();
    expect(orderNumberFromHash('#/pedidos/')).toBeNull();
    expect(orderNumberFromHash('#/dados')).toBeNull();
    expect(orderNumberFromHash('#/pedidos/%E0%A4%A')).toBeNull();
  });
});
