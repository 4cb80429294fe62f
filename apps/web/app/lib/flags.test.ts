import { describe, expect, it, vi } from 'vitest';
import { FLAG_AUTO_RESET_MS } from '@adega/domain/constants';
import {
  NEON_STORAGE_KEY,
  fetchFlag,
  fetchNeonStatus,
  flagState,
  scheduleAutoReset,
  storedNeon,
  type Fetch,
} from './flags';

function answer(status: number, body: unknown): Fetch {
  return () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('fetchFlag (SPEC §7, §8)', () => {
  it('asks the kind of the key, with v, the environment and (ab-test) the customer', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const spy: Fetch = (url, init) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return answer(200, {
        kind: 'ab-test',
        key: 'checkbox_to_opt_in_on_ecom_checkout_coupon',
        environment: 'staging',
        enabled: true,
        value: null,
        variant: 'checkbox',
      })(url, init);
    };
    const result = await fetchFlag('checkbox_to_opt_in_on_ecom_checkout_coupon', {
      fetch: spy,
      environment: 'staging',
      customerId: '42',
      v: '123',
    });
    expect(result.error).toBeNull();
    expect(flagState('checkbox_to_opt_in_on_ecom_checkout_coupon', result).variant).toBe(
      'checkbox',
    );
    expect(calls[0]?.url).toBe(
      '/v1/settings/feature/ab-test/checkbox_to_opt_in_on_ecom_checkout_coupon?v=123',
    );
    expect(calls[0]?.headers).toMatchObject({ 'X-Environment': 'staging', 'X-Customer-Id': '42' });
    await fetchFlag('dark_mode', { fetch: spy });
    expect(calls[1]?.url).toMatch(/^\/v1\/settings\/feature\/enable\/dark_mode\?v=\d+$/);
    expect(calls[1]?.headers).not.toHaveProperty('X-Customer-Id');
  });

  it('a failing fetch yields null data and the error; the feature uses its default', async () => {
    const failing: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await fetchFlag('bar_and_gourmet_mobile_menu', { fetch: failing });
    expect(result).toEqual({ data: null, error: { status: null, message: 'Failed to fetch' } });
    expect(flagState('bar_and_gourmet_mobile_menu', result)).toEqual({
      enabled: true,
      value: null,
      variant: null,
      fromDefault: true,
    });
    const dark = await fetchFlag('dark_mode', { fetch: failing });
    expect(flagState('dark_mode', dark).enabled).toBe(false);
    const ab = await fetchFlag('checkbox_to_opt_in_on_ecom_checkout_coupon', { fetch: failing });
    expect(flagState('checkbox_to_opt_in_on_ecom_checkout_coupon', ab).variant).toBe('controle');
  });

  it('an error answer keeps the server message; a malformed answer is a failure', async () => {
    const notFound = await fetchFlag('dark_mode', {
      fetch: answer(404, { message: 'Flag não encontrada.' }),
    });
    expect(notFound).toEqual({
      data: null,
      error: { status: 404, message: 'Flag não encontrada.' },
    });
    const html: Fetch = () => Promise.resolve(new Response('<html>', { status: 502 }));
    expect((await fetchFlag('dark_mode', { fetch: html })).error).toEqual({
      status: 502,
      message: 'HTTP 502',
    });
    const wrong = await fetchFlag('dark_mode', { fetch: answer(200, { key: 'outra' }) });
    expect(wrong.data).toBeNull();
  });
});

describe('neon border status (SPEC §4)', () => {
  it('stores the answer locally and keeps the stored flag when the call fails', async () => {
    const storage = memoryStorage();
    const on = await fetchNeonStatus({ fetch: answer(200, { active: true }), storage, v: '1' });
    expect(on).toEqual({ data: { active: true }, active: true });
    expect(storage.getItem(NEON_STORAGE_KEY)).toBe('true');
    const failed = await fetchNeonStatus({ fetch: () => Promise.reject(new Error('x')), storage });
    expect(failed).toEqual({ data: null, active: true });
    const error = await fetchNeonStatus({ fetch: answer(500, {}), storage: memoryStorage() });
    expect(error).toEqual({ data: null, active: false });
    expect(storedNeon(null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedNeon(broken)).toBe(false);
    expect(
      (await fetchNeonStatus({ fetch: answer(200, { active: false }), storage: broken })).active,
    ).toBe(false);
  });
});

describe('auto-reset (SPEC §4, §9 30000 ms)', () => {
  it('resets after 30 s unless cancelled', () => {
    vi.useFakeTimers();
    try {
      const reset = vi.fn();
      scheduleAutoReset(reset);
      vi.advanceTimersByTime(FLAG_AUTO_RESET_MS - 1);
      expect(reset).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reset).toHaveBeenCalledOnce();
      const other = vi.fn();
      const cancel = scheduleAutoReset(other, 1000);
      cancel();
      vi.advanceTimersByTime(5000);
      expect(other).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
