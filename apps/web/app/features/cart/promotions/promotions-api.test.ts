import { describe, expect, it } from 'vitest';
import type { Fetch } from '../cart-api';
import { RequestError } from '../../../lib/rpc';
import {
  chosenGiftPath,
  createPromotionsApi,
  isCartDocument,
  packagingStateOf,
} from './promotions-api';
import { cartDocument } from './test-fixtures';

interface Call {
  url: string;
  method: string;
  body: unknown;
  key: string | null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: answers in order, records what was sent. */
function fakeFetch(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const doFetch: Fetch = (url, init) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      key: headers['Idempotency-Key'] ?? null,
    });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { doFetch, calls };
}

const cart = cartDocument();

describe('promotions api', () => {
  it('chooses a gift with PUT /api/v4/cart/promotion/gift/{id}, then re-fetches the cart', async () => {
    const { doFetch, calls } = fakeFetch([json(200, cart), json(200, cart)]);
    const result = await createPromotionsApi(doFetch).chooseGift('GIFT-B', 'k1');
    expect(result).toEqual(cart);
    expect(calls.map((c) => [c.method, c.url, c.key])).toEqual([
      ['PUT', '/api/v4/cart/promotion/gift/GIFT-B', 'k1'],
      ['GET', '/api/v1/cart', null],
    ]);
  });

  it("refuses a gift without id: 'missing giftUidpk param'", () => {
    expect(() => chosenGiftPath(' ')).toThrow('missing giftUidpk param');
    expect(chosenGiftPath('a/b')).toBe('/api/v4/cart/promotion/gift/a%2Fb');
  });

  it('applyCode sends {code} with the key and uses the cart it answers', async () => {
    const { doFetch, calls } = fakeFetch([json(200, { data: cart })]);
    await expect(createPromotionsApi(doFetch).applyCode('BEMVINDO', 'k2')).resolves.toEqual(cart);
    expect(calls).toEqual([
      { url: '/rpc/applyCode', method: 'POST', body: { code: 'BEMVINDO' }, key: 'k2' },
    ]);
  });

  it("a refused coupon rejects with the server's message (SPEC §8)", async () => {
    const { doFetch } = fakeFetch([
      json(422, { message: 'Este cupom expirou.', code: 'UNPROCESSABLE' }),
    ]);
    const failure = createPromotionsApi(doFetch).applyCode('VELHO', 'k3');
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({ message: 'Este cupom expirou.', status: 422 });
  });

  it('an error without a message gets the generic pt-BR text', async () => {
    const { doFetch } = fakeFetch([json(500, {})]);
    await expect(createPromotionsApi(doFetch).removeAllPromotionCodes('k')).rejects.toMatchObject({
      message: 'Ops! Algo saiu errado. Tente novamente.',
    });
  });

  it('retries a mutation once with the same key when no answer came', async () => {
    const { doFetch, calls } = fakeFetch([new TypeError('offline'), json(200, { data: cart })]);
    await createPromotionsApi(doFetch).removeGiftCertificate('VALE50', 'k4');
    expect(calls.map((c) => [c.url, c.key, c.body])).toEqual([
      ['/rpc/removeGiftCertificate', 'k4', { code: 'VALE50' }],
      ['/rpc/removeGiftCertificate', 'k4', { code: 'VALE50' }],
    ]);
  });

  it('two lost answers: the network message', async () => {
    const { doFetch } = fakeFetch([new TypeError('x'), new TypeError('y')]);
    await expect(createPromotionsApi(doFetch).removeAllPromotionCodes('k')).rejects.toMatchObject({
      status: null,
    });
  });

  it('gift packaging: reads options, choice and eligibility; choose and remove', async () => {
    const list = {
      options: [
        { sku: 'EMB-1', name: 'Caixa presente', price: 19.9, image: '/a.svg' },
        { sku: 'broken' },
      ],
      selected: { sku: 'EMB-1', name: 'Caixa presente', price: 19.9, image: '/a.svg' },
      eligible: true,
    };
    const { doFetch, calls } = fakeFetch([
      json(200, list),
      json(200, cart),
      json(200, { ok: true }),
      json(200, cart),
    ]);
    const api = createPromotionsApi(doFetch);
    await expect(api.giftPackaging()).resolves.toEqual({
      eligible: true,
      options: [{ sku: 'EMB-1', name: 'Caixa presente', price: 19.9, image: '/a.svg' }],
      selectedSku: 'EMB-1',
    });
    await api.chooseGiftPackaging('EMB-1', 'k5');
    await api.removeGiftPackaging('k6');
    expect(calls.map((c) => [c.method, c.url, c.body, c.key])).toEqual([
      ['GET', '/api/v1/giftPackaging', undefined, null],
      ['POST', '/api/v1/giftPackaging/giftPackaging', { skuGiftPackaging: 'EMB-1' }, 'k5'],
      ['DELETE', '/api/v1/giftPackaging', undefined, 'k6'],
      ['GET', '/api/v1/cart', undefined, null],
    ]);
  });

  it('reads an unexpected packaging answer as not offered', () => {
    expect(packagingStateOf(null)).toEqual({ eligible: false, options: [], selectedSku: null });
    expect(packagingStateOf({ eligible: true, options: 'x', selected: {} })).toEqual({
      eligible: true,
      options: [],
      selectedSku: null,
    });
  });

  it('tells a cart document from other answers', () => {
    expect(isCartDocument(cart)).toBe(true);
    expect(isCartDocument({ ok: true })).toBe(false);
    expect(isCartDocument(null)).toBe(false);
  });
});
