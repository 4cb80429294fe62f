import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_REQUIRED_TEXT } from '@adega/domain/errors';
import {
  NETWORK_ERROR_MESSAGE,
  REMOTE_CALL_TIMEOUT_MS,
  RequestError,
  TIMEOUT_ERROR_MESSAGE,
  request,
  type Fetch,
} from './rpc';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const answer =
  (status: number, body: unknown): Fetch =>
  () =>
    Promise.resolve(json(status, body));

/** A fetch that answers only when aborted, as the browser's does. */
const hanging: Fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

/** Whether a promise settled by the time queued work ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('remote-call wrapper (SPEC §8)', () => {
  it.each([401, 403, 409, 422, 500])(
    "reloads the page when the text contains 'login', whatever the status (%i)",
    async (status) => {
      const reload = vi.fn();
      const call = request(
        'POST',
        '/rpc/saveCustomerPF',
        {},
        {
          fetch: answer(status, { message: 'Faça login para continuar.' }),
          reload,
        },
      );
      expect(await settled(call)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it(`reloads the page on '${CUSTOMER_REQUIRED_TEXT}'`, async () => {
    const reload = vi.fn();
    const call = request('GET', '/api/v1/winelist', undefined, {
      fetch: answer(400, { message: `Erro: ${CUSTOMER_REQUIRED_TEXT}` }),
      reload,
    });
    expect(await settled(call)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes any other error to the caller', async () => {
    const reload = vi.fn();
    const error = await request(
      'POST',
      '/rpc/signIn',
      {},
      {
        fetch: answer(401, { message: 'CPF/e-mail ou senha incorretos.', code: 'UNAUTHENTICATED' }),
        reload,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: 'CPF/e-mail ou senha incorretos.',
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a call without an answer times out with status 504', async () => {
    vi.useFakeTimers();
    const call = request('POST', '/rpc/getShoppingCart', {}, { fetch: hanging });
    const result = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REMOTE_CALL_TIMEOUT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: TIMEOUT_ERROR_MESSAGE, status: 504, code: 'TIMEOUT' });
  });

  it('an error class named like TIMEOUT yields 504, without a retry', async () => {
    let calls = 0;
    const timeoutError: Fetch = () => {
      calls += 1;
      return Promise.reject(new DOMException('timed out', 'TimeoutError'));
    };
    const error = await request(
      'POST',
      '/rpc/addToCart',
      {},
      {
        fetch: timeoutError,
        idempotencyKey: 'k',
      },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 504 });
    expect(calls).toBe(1);
  });

  it('a network failure is retried once only with a key, then reported', async () => {
    let calls = 0;
    const offline: Fetch = () => {
      calls += 1;
      return Promise.reject(new TypeError('offline'));
    };
    await expect(request('POST', '/rpc/x', {}, { fetch: offline })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(calls).toBe(1);
    await expect(
      request('POST', '/rpc/x', {}, { fetch: offline, idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ status: null });
    expect(calls).toBe(3);
  });

  it("the caller's own abort stays an abort", async () => {
    const controller = new AbortController();
    const call = request('GET', '/api/v1/cart', undefined, {
      fetch: hanging,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('resolves to the body of a 2xx answer', async () => {
    await expect(
      request('GET', '/api/v1/cart', undefined, { fetch: answer(200, { ok: 1 }) }),
    ).resolves.toEqual({ ok: 1 });
  });
});
