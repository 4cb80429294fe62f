/**
 * Issue #12 A1: links in e-mails come only from configuration (PUBLIC_URL, OUTLET_PUBLIC_URL),
 * never from Host / X-Forwarded-* headers; forwarded headers count only with TRUST_PROXY=true.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { solveCaptcha } from './support/auth.ts';
import { jsonRequest } from './support/fuzz.ts';

const WINE_URL = 'https://loja.adega.example';
const OUTLET_URL = 'https://outlet.adega.example';
const ACCOUNT = 'premium@adega.dev';

let ipCounter = 0;

async function resetLinkFor(
  t: TestApp,
  headers: Record<string, string>,
  host = 'localhost',
): Promise<string> {
  ipCounter += 1;
  const before = t.mail.sent.length;
  const response = await t.request('/rpc/redefinePassword', {
    method: 'POST',
    host,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${String(ipCounter)}`,
      ...headers,
    },
    body: JSON.stringify({ userIdentification: ACCOUNT, captchaResponse: await solveCaptcha(t) }),
  });
  expect(response.status).toBe(200);
  await t.services.mailer.deliverPending();
  const message = t.mail.sent.slice(before).find((m) => m.kind === 'password-reset');
  const link = /https?:\/\/\S+redefinir-senha\.ep\?token=\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error('no reset link in the e-mail');
  return link;
}

describe.each([
  { trustProxy: 'false', label: 'TRUST_PROXY=false' },
  { trustProxy: 'true', label: 'TRUST_PROXY=true' },
])('password-reset link with $label', ({ trustProxy }) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-22T18:00:00Z');
  beforeEach(() => {
    // Each test an hour later: past the per-account reset throttle of the one before.
    clock += 61 * 60_000;
  });
  beforeAll(async () => {
    t = await createTestApp({
      products: 100,
      now: () => new Date(clock),
      env: { TRUST_PROXY: trustProxy, PUBLIC_URL: WINE_URL, OUTLET_PUBLIC_URL: OUTLET_URL },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('password-reset link ignores a poisoned Host header', async () => {
    const link = await resetLinkFor(t, {}, 'evil.example');
    expect(link.startsWith(`${WINE_URL}/redefinir-senha.ep?token=`)).toBe(true);
  });

  it('password-reset link ignores X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const link = await resetLinkFor(t, {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
    });
    expect(link.startsWith(`${WINE_URL}/redefinir-senha.ep?token=`)).toBe(true);
  });

  it('password-reset link from the outlet host uses the outlet public URL', async () => {
    const link = await resetLinkFor(t, { 'x-forwarded-host': 'evil.example' }, 'outlet.localhost');
    expect(link.startsWith(`${OUTLET_URL}/redefinir-senha.ep?token=`)).toBe(true);
  });

  it('product REST URLs come from the public URL, not from a poisoned Host header', async () => {
    const page = await t.services.catalog.list({
      store: 'WINE',
      filters: {},
      sort: 'menor-preco',
      page: 1,
      pageSize: 1,
    });
    const product = page.items[0];
    if (!product) throw new Error('no product');
    for (const path of [`/api/v2/products/${product.code}`, `/api/v1/products/${product.code}`]) {
      const response = await t.request(path, { host: 'evil.example' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { url: string; image: string; imageUrl: string };
      for (const url of [body.url, body.image, body.imageUrl]) {
        expect(url.startsWith(`${WINE_URL}/`)).toBe(true);
      }
    }
  });
});

/** Runs `check` on an app booted with TRUST_PROXY=false, then on one with TRUST_PROXY=true. */
async function withTrustProxy(
  check: (t: TestApp, trusted: boolean) => Promise<void>,
): Promise<void> {
  for (const trustProxy of ['false', 'true']) {
    const t = await createTestApp({ products: 100, env: { TRUST_PROXY: trustProxy } });
    try {
      await check(t, trustProxy === 'true');
    } finally {
      await t.close();
    }
  }
}

describe('forwarded headers only behind a trusted proxy', () => {
  it('session cookies are Secure from X-Forwarded-Proto only when TRUST_PROXY=true', async () => {
    await withTrustProxy(async (t, trusted) => {
      const response = await jsonRequest(t, '/api/v1/login', {
        headers: { 'x-forwarded-proto': 'https' },
      })(JSON.stringify({ username: ACCOUNT, password: 'Adega@2026' }));
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((l) => l.startsWith('adega_sid='));
      expect(/;\s*Secure/i.test(cookie ?? '')).toBe(trusted);
      expect(response.headers.has('strict-transport-security')).toBe(trusted);
    });
  });

  it('the CSRF origin check ignores X-Forwarded-Host unless TRUST_PROXY=true', async () => {
    await withTrustProxy(async (t, trusted) => {
      const response = await jsonRequest(t, '/rpc/isEmailExists', {
        headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      })(JSON.stringify({ email: 'alguem@exemplo.com.br' }));
      expect(response.status).toBe(trusted ? 200 : 403);
    });
  });
});

describe('PUBLIC_URL and OUTLET_PUBLIC_URL configuration', () => {
  it('defaults to localhost on PORT, and keeps only the origin', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrls).toEqual({
      WINE: 'http://localhost:4321',
      OUTLET: 'http://outlet.localhost:4321',
    });
    expect(
      loadConfig({ PUBLIC_URL: 'https://Loja.Example/', OUTLET_PUBLIC_URL: 'https://o.example' })
        .publicUrls,
    ).toEqual({ WINE: 'https://loja.example', OUTLET: 'https://o.example' });
  });

  it.each([
    'loja.example',
    '/relative',
    'ftp://loja.example',
    'javascript:alert(1)',
    'https://loja.example/path',
    'https://loja.example?x=1',
    'https://loja.example/#frag',
    'https://user:pass@loja.example',
  ])('refuses %s at boot with a readable message', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ OUTLET_PUBLIC_URL: value })).toThrow(/OUTLET_PUBLIC_URL/);
  });
});
