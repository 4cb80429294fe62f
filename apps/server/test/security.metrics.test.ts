/**
 * Issue #12 A4: /metrics is served only to `Authorization: Bearer <METRICS_TOKEN>`; without a
 * configured token it does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { METRICS_UNAUTHORIZED } from '../src/http/metrics.ts';
import { createTestApp, METRICS_TEST_TOKEN, type TestApp } from './support/app.ts';

describe('/metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('/metrics answers the Prometheus text to the configured bearer token', async () => {
    const response = await t.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('adega_http_requests_total');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${METRICS_TEST_TOKEN}x`],
    ['an empty bearer', 'Bearer '],
    ['the token without the Bearer scheme', METRICS_TEST_TOKEN],
    ['Basic credentials', `Basic ${Buffer.from(`x:${METRICS_TEST_TOKEN}`).toString('base64')}`],
  ])('/metrics refuses %s with a 401 in pt-BR and no metrics', async (_label, authorization) => {
    const response = await t.request('/metrics', {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'UNAUTHENTICATED', message: METRICS_UNAUTHORIZED });
    expect(text).not.toContain('adega_http_requests_total');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('/metrics answers 404 even to a bearer token', async () => {
    const t = await createTestApp({ products: 100, env: { METRICS_TOKEN: '' } });
    try {
      const variants: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
      ];
      for (const headers of variants) {
        const response = await t.request('/metrics', { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('adega_http_requests_total');
      }
    } finally {
      await t.close();
    }
  });

  it('a METRICS_TOKEN shorter than 16 characters stops the boot', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/);
  });
});
