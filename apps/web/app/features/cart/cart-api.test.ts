import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, RequestError } from '../../lib/rpc';
import { IDEMPOTENCY_HEADER, cartApi, cartCall, newRequestId, type Fetch } from './cart-api';
import { cartOf } from '../../test-support/cart';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('cart calls', () => {
  it('sends the Idempotency-Key and resolves to data', async () => {
    const seen: RequestInit[] = [];
    const doFetch: Fetch = (_url, init) => {
      seen.push(init);
      return Promise.resolve(json(200, { data: cartOf([]) }));
    };
    await expect(cartApi.add('V1', 2, 'key-1', doFetch)).resolves.toMatchObject({ numItems: 0 });
    expect((seen[0]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('key-1');
    expect(seen[0]?.body).toBe(JSON.stringify({ skuCode: 'V1', quantity: 2 }));
  });

  it('retries a network failure once with the same key', async () => {
    const keys: string[] = [];
    let attempts = 0;
    const doFetch: Fetch = (_url, init) => {
      keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER] ?? '');
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(json(200, { data: cartOf([]) }));
    };
    await cartApi.remove(7, 'key-2', doFetch);
    expect(keys).toEqual(['key-2', 'key-2']);
  });

  it('gives up after two network failures with the network message', async () => {
    const doFetch: Fetch = () => Promise.reject(new TypeError('offline'));
    await expect(cartApi.setDropStop(true, 'k', doFetch)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it("turns an error answer into a RequestError with the server's message", async () => {
    const doFetch: Fetch = () =>
      Promise.resolve(json(403, { message: 'Apenas para sócios', code: 'MEMBERS_ONLY' }));
    const error = await cartApi.add('V1', 1, 'k', doFetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: 'Apenas para sócios',
      status: 403,
      code: 'MEMBERS_ONLY',
    });
  });

  it('reads are sent without a key; a body without data is an error', async () => {
    let headers: Record<string, string> = {};
    const doFetch: Fetch = (_url, init) => {
      headers = init.headers as Record<string, string>;
      return Promise.resolve(json(200, {}));
    };
    await expect(cartCall('getShoppingCart', {}, null, doFetch)).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(headers[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('reads the cart with GET /api/v1/cart', async () => {
    const seen: string[] = [];
    const doFetch: Fetch = (url, init) => {
      seen.push(`${init.method ?? ''} ${url}`);
      return Promise.resolve(json(200, cartOf([])));
    };
    await expect(cartApi.get(doFetch)).resolves.toMatchObject({ numItems: 0 });
    expect(seen).toEqual(['GET /api/v1/cart']);
    const failing: Fetch = () => Promise.resolve(json(500, { message: 'Falhou' }));
    await expect(cartApi.get(failing)).rejects.toThrow('Falhou');
    const offline: Fetch = () => Promise.reject(new TypeError('offline'));
    await expect(cartApi.get(offline)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('request ids are unique', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
