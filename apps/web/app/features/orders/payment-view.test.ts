import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@adega/server/contract';
import {
  STATUS_POLL_MAX_MS,
  STATUS_POLL_MS,
  awaitsPixOrBoleto,
  countdown,
  countdownLabel,
  isWaitingForPayment,
  nextPollDelay,
  orderStatusPath,
  sandboxPaidPath,
  statusAnnouncement,
  svgDataUrl,
  svgSize,
} from './payment-view';

const EXPIRES = '2026-11-24T13:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the Pix countdown (mm:ss, SPEC §9 refresh 1 s)', () => {
  it('counts the 30 minutes down to 00:00, then says expired', () => {
    expect(countdown(EXPIRES, at('2026-11-24T13:00:00.000Z'))).toEqual({
      remainingMs: 30 * 60_000,
      text: '30:00',
      expired: false,
    });
    expect(countdown(EXPIRES, at('2026-11-24T13:29:05.000Z')).text).toBe('00:55');
    // A part of a second still left shows as the second it is in.
    expect(countdown(EXPIRES, at('2026-11-24T13:29:59.400Z')).text).toBe('00:01');
    expect(countdown(EXPIRES, at('2026-11-24T13:30:00.000Z'))).toEqual({
      remainingMs: 0,
      text: '00:00',
      expired: true,
    });
    expect(countdown(EXPIRES, at('2026-11-24T14:00:00.000Z')).expired).toBe(true);
    expect(countdown(EXPIRES, at('2026-11-24T11:45:00.000Z')).text).toBe('105:00');
  });

  it('treats an unreadable date as expired', () => {
    expect(countdown('amanhã', Date.now())).toEqual({
      remainingMs: 0,
      text: '00:00',
      expired: true,
    });
  });

  it('reads the time left aloud in pt-BR', () => {
    expect(countdownLabel(29 * 60_000 + 5000)).toBe('29 minutos e 5 segundos');
    expect(countdownLabel(60_000)).toBe('1 minuto');
    expect(countdownLabel(61_000)).toBe('1 minuto e 1 segundo');
    expect(countdownLabel(1000)).toBe('1 segundo');
    expect(countdownLabel(0)).toBe('0 segundos');
  });
});

describe('polling the status of a waiting order', () => {
  it('polls only an order waiting for its Pix or boleto', () => {
    const order = (status: OrderDto['status'], pix: boolean, boleto: boolean) =>
      ({
        status,
        payment: { pix: pix ? {} : null, boleto: boleto ? {} : null },
      }) as unknown as OrderDto;
    expect(awaitsPixOrBoleto(order('AGUARDANDO_PAGAMENTO', true, false))).toBe(true);
    expect(awaitsPixOrBoleto(order('AGUARDANDO_PAGAMENTO', false, true))).toBe(true);
    expect(awaitsPixOrBoleto(order('AGUARDANDO_PAGAMENTO', false, false))).toBe(false);
    expect(awaitsPixOrBoleto(order('PAGO', true, false))).toBe(false);
    expect(awaitsPixOrBoleto(order('CANCELADO', true, false))).toBe(false);
    expect(isWaitingForPayment('AGUARDANDO_PAGAMENTO')).toBe(true);
    expect(isWaitingForPayment('ENTREGUE')).toBe(false);
  });

  it('waits the interval, doubling it after each failure up to the cap', () => {
    expect(nextPollDelay(0)).toBe(STATUS_POLL_MS);
    expect(nextPollDelay(1)).toBe(2 * STATUS_POLL_MS);
    expect(nextPollDelay(2)).toBe(4 * STATUS_POLL_MS);
    expect(nextPollDelay(50)).toBe(STATUS_POLL_MAX_MS);
    expect(nextPollDelay(-1)).toBe(STATUS_POLL_MS);
  });

  it('announces the new status in pt-BR', () => {
    expect(statusAnnouncement({ status: 'PAGO', statusLabel: 'Pago' })).toBe(
      'Pagamento confirmado! Seu pedido está pago.',
    );
    expect(statusAnnouncement({ status: 'CANCELADO', statusLabel: 'Cancelado' })).toMatch(
      /cancelado/,
    );
    expect(statusAnnouncement({ status: 'EM_ANALISE', statusLabel: 'Em análise' })).toBe(
      'Recebemos um pagamento com valor diferente do pedido: o valor foi estornado e o pedido está em análise.',
    );
    expect(statusAnnouncement({ status: 'FATURADO', statusLabel: 'Faturado' })).toBe(
      'Pagamento confirmado. Situação do pedido: Faturado.',
    );
    expect(statusAnnouncement({ status: 'AGUARDANDO_PAGAMENTO', statusLabel: 'Aguardando' })).toBe(
      '',
    );
  });

  it('builds the paths it calls', () => {
    expect(orderStatusPath('AD 1/2')).toBe('/api/v1/me/orders/AD%201%2F2/status');
    expect(sandboxPaidPath('/sandbox/payments/pay_1')).toBe('/sandbox/payments/pay_1/paid');
    expect(sandboxPaidPath('/sandbox/payments/pay_1/')).toBe('/sandbox/payments/pay_1/paid');
  });
});

describe('the server-made SVGs as images', () => {
  const svg =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33" width="200"><path d="M0 0h1v1H0z"/></svg>';

  it('is a data URL with the markup encoded, never markup in the page', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
    // A script in the SVG stays text inside the URL (and an <img> never runs it).
    expect(svgDataUrl('<svg><script>alert(1)</script></svg>')).not.toContain('<script');
  });

  it('reads the box an SVG declares, so the image keeps its place before it loads', () => {
    expect(svgSize(svg)).toEqual({ width: 33, height: 33 });
    expect(svgSize('<svg width="300px" height="60">')).toEqual({ width: 300, height: 60 });
    expect(svgSize("<svg viewBox='0,0,120.5,40'>")).toEqual({ width: 120.5, height: 40 });
    expect(svgSize('<svg>')).toBeNull();
    expect(svgSize('not svg')).toBeNull();
  });
});
