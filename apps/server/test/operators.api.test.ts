/**
 * The operators' endpoints as one kind of operation (issue #33, `auth: 'operator'`): each answers
 * 404 when ADMIN_TOKEN is unset, 401 with a wrong or missing token (before its body is read),
 * `no-store`, and its own pt-BR 4xx for bad input — the contract they had as hand-written routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-operacao-dos-operadores';
let bare: TestApp;

const ENDPOINTS: [string, string, unknown][] = [
  ['PUT', '/api/v1/admin/flags/enable/dark_mode', { enabled: true }],
  ['PUT', '/api/v1/admin/banners/wine/CLUBE', { banners: [] }],
  ['PUT', '/api/v1/admin/campaigns/operadores', {}],
  ['GET', '/api/v1/admin/page-cache', undefined],
  ['POST', '/api/v1/admin/page-cache/flush', undefined],
];

const t = useTestApp({ products: 50, env: { ADMIN_TOKEN: ADMIN } });
beforeAll(async () => {
  bare = await createTestApp({ products: 50 });
}, 300_000);
afterAll(async () => {
  await bare.close();
});

async function send(app: TestApp, method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { response, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

describe("the operators' endpoints", () => {
  it.each(ENDPOINTS)('%s %s: 404 without ADMIN_TOKEN, 401 with a wrong one', async (m, path, b) => {
    const missing = await send(bare, m, path, b, ADMIN);
    expect(missing.response.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    for (const token of [undefined, 'token-errado-token-errado']) {
      const wrong = await send(t, m, path, b, token);
      expect(wrong.response.status).toBe(401);
      expect(wrong.body).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Token de administração inválido.',
      });
    }
  });

  it('flags: a bad name 422, a bad environment 400, a bad body 400 or 422', async () => {
    const name = await send(t, 'PUT', '/api/v1/admin/flags/enable/Dark%20Mode', {}, ADMIN);
    expect(name.response.status).toBe(422);
    expect(name.body).toMatchObject({ code: 'VALIDATION', message: 'Nome de flag inválido.' });
    const path = '/api/v1/admin/flags/enable/dark_mode';
    const env = await send(t, 'PUT', `${path}?environment=qa`, { enabled: true }, ADMIN);
    expect(env.response.status).toBe(400);
    const notJson = await send(t, 'PUT', path, '{"enabled":', ADMIN);
    expect(notJson.response.status).toBe(400);
    const body = 'Envie {"enabled": true} ou {"enabled": false} (e, se quiser, "value").';
    for (const bad of [{}, { enabled: 'sim' }, { enabled: true, outro: 1 }]) {
      const answer = await send(t, 'PUT', path, bad, ADMIN);
      expect(answer.response.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'VALIDATION', message: body });
    }
    const ok = await send(t, 'PUT', `${path}?environment=staging`, { enabled: true }, ADMIN);
    expect(ok.response.status).toBe(200);
    expect(ok.response.headers.get('cache-control')).toBe('no-store');
  });

  it('banners and campaigns: a bad store, position or slug is a 422', async () => {
    const store = await send(t, 'PUT', '/api/v1/admin/banners/loja/CLUBE', { banners: [] }, ADMIN);
    expect(store.response.status).toBe(422);
    expect(store.body).toMatchObject({ fields: { store: 'Loja inválida. Use WINE ou OUTLET.' } });
    const position = await send(t, 'PUT', '/api/v1/admin/banners/wine/TOPO', {}, ADMIN);
    expect(position.response.status).toBe(422);
    expect(Object.keys(position.body.fields as object)).toEqual(['position']);
    const slug = await send(t, 'PUT', '/api/v1/admin/campaigns/Não%20Vale', {}, ADMIN);
    expect(slug.response.status).toBe(422);
    expect(slug.body).toMatchObject({ message: 'Identificador de campanha inválido.' });
    const notJson = await send(t, 'PUT', '/api/v1/admin/campaigns/operadores', '{', ADMIN);
    expect(notJson.response.status).toBe(400);
  });

  it('page cache: counters and flush, no-store', async () => {
    const stats = await send(t, 'GET', '/api/v1/admin/page-cache', undefined, ADMIN);
    expect(stats.response.status).toBe(200);
    expect(stats.body).toHaveProperty('enabled');
    expect(stats.response.headers.get('cache-control')).toBe('no-store');
    const flush = await send(t, 'POST', '/api/v1/admin/page-cache/flush', undefined, ADMIN);
    expect(flush.body).toEqual({ flushed: true });
  });
});
