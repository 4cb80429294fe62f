/**
 * SPEC §7 feature flags over HTTP (issue #18, ADR 0032): every flag of each kind, the environment
 * header (valid, invalid, absent → the server's own), the ab-test's customer header (stable and
 * spread), the cache buster `v`, ETag/304, the cache headers, an unknown flag 404, a bad key 400,
 * the operators' switch per environment, and the neon border status.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLAG_KEYS, FLAGS } from '@adega/domain/flags';
import { featureFlags } from '../src/db/schema.ts';
import { CUSTOM_PRODUCT_DISPLAY } from '../src/seed/settings.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-de-flags';
const AB = 'checkbox_to_opt_in_on_ecom_checkout_coupon';

// NODE_ENV test → the server reads the development flags (FLAG_ENVIRONMENT unset).
const t = useTestApp({ products: 50, env: { ADMIN_TOKEN: ADMIN } });

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await t.request(path, { headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  const body = (text ? JSON.parse(text) : null) as any;
  return { status: response.status, headers: response.headers, body };
}

async function setFlag(
  kind: string,
  key: string,
  body: unknown,
  environment?: string,
): Promise<{ status: number; body: unknown }> {
  const query = environment === undefined ? '' : `?environment=${environment}`;
  const response = await t.request(`/api/v1/admin/flags/${kind}/${key}${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function rowsOf(key: string) {
  return t.deps.db
    .select({ environment: featureFlags.environment, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.key, key));
}

describe('GET /v1/settings/feature/{kind}/{key}', () => {
  it('serves each of the 12 flags under its kind with the documented shape', async () => {
    for (const key of FLAG_KEYS) {
      const { kind } = FLAGS[key];
      const answer = await get(`/v1/settings/feature/${kind}/${key}?v=1732460000000`);
      expect(answer.status, key).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(
        ['enabled', 'environment', 'key', 'kind', 'value', 'variant'].sort(),
      );
      expect(answer.body).toMatchObject({ kind, key, environment: 'development' });
      expect(typeof answer.body.enabled).toBe('boolean');
      expect(answer.body.variant === null).toBe(kind !== 'ab-test');
    }
    const display = await get('/v1/settings/feature/value/custom_product_display');
    expect(display.body.value).toEqual(CUSTOM_PRODUCT_DISPLAY);
    const dark = await get('/v1/settings/feature/enable/dark_mode');
    expect(dark.body).toEqual({
      kind: 'enable',
      key: 'dark_mode',
      environment: 'development',
      enabled: false,
      value: null,
      variant: null,
    });
  });

  it('unknown flag or wrong kind → 404 pt-BR; malformed key → 400; long v → 422', async () => {
    for (const path of [
      '/v1/settings/feature/enable/nao_existe',
      '/v1/settings/feature/value/dark_mode',
      '/v1/settings/feature/outro/dark_mode',
      '/v1/settings/feature/enable/neon_border',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toBe('Flag não encontrada.');
    }
    const bad = await get('/v1/settings/feature/enable/Dark%20Mode');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Nome de flag inválido.');
    const long = await get(`/v1/settings/feature/enable/dark_mode?v=${'1'.repeat(33)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('no máximo 32');
    expect((await get(`/v1/settings/feature/enable/dark_mode?v=${'1'.repeat(32)}`)).status).toBe(
      200,
    );
  });

  it('reads the environment header: valid, absent (the server own), anything else 400', async () => {
    expect((await setFlag('enable', 'dark_mode', { enabled: true }, 'staging')).status).toBe(200);
    try {
      const staging = await get('/v1/settings/feature/enable/dark_mode', {
        'X-Environment': 'staging',
      });
      expect(staging.body).toMatchObject({ environment: 'staging', enabled: true });
      const production = await get('/v1/settings/feature/enable/dark_mode', {
        'X-Environment': 'production',
      });
      expect(production.body).toMatchObject({ environment: 'production', enabled: false });
      const own = await get('/v1/settings/feature/enable/dark_mode');
      expect(own.body).toMatchObject({ environment: 'development', enabled: false });
      for (const value of ['test', 'PRODUCTION', 'x'.repeat(300)]) {
        const wrong = await get('/v1/settings/feature/enable/dark_mode', {
          'X-Environment': value,
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toBe(
          'Ambiente inválido. Use production, staging ou development.',
        );
      }
      // The server's own reads stay on its environment (development).
      expect(await t.services.featureEnabled('dark_mode')).toBe(false);
    } finally {
      await setFlag('enable', 'dark_mode', { enabled: false }, 'staging');
    }
  });

  it('answers an ETag, 304 for If-None-Match, and the short public cache', async () => {
    const first = await get('/v1/settings/feature/enable/bank_slip?v=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    );
    expect(first.headers.get('set-cookie')).toBeNull();
    // `v` does not change the answer, so neither does it change the tag.
    const again = await get('/v1/settings/feature/enable/bank_slip?v=2', {
      'If-None-Match': etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    await setFlag('enable', 'bank_slip', { enabled: false });
    try {
      const changed = await get('/v1/settings/feature/enable/bank_slip', {
        'If-None-Match': etag ?? '',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.enabled).toBe(false);
      expect(changed.headers.get('etag')).not.toBe(etag);
    } finally {
      await setFlag('enable', 'bank_slip', { enabled: true });
    }
  });

  it('ab-test: the control without a customer, a stable variant per customer, spread by weight', async () => {
    const path = `/v1/settings/feature/ab-test/${AB}`;
    const anonymous = await get(path);
    expect(anonymous.body.variant).toBe('controle');
    expect(anonymous.headers.get('cache-control')).toBe(
      'private, max-age=30, stale-while-revalidate=30',
    );
    expect(anonymous.headers.get('vary')).toContain('X-Customer-Id');
    const once = await get(path, { 'X-Customer-Id': '4242' });
    const twice = await get(path, { 'X-Customer-Id': '4242' });
    expect(twice.body.variant).toBe(once.body.variant);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 400; i++) {
      const answer = await get(path, { 'X-Customer-Id': `c${i}` });
      counts[answer.body.variant] = (counts[answer.body.variant] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['checkbox', 'controle']);
    expect(counts.checkbox).toBeGreaterThan(150);
    expect(counts.controle).toBeGreaterThan(150);
    const long = await get(path, { 'X-Customer-Id': '9'.repeat(65) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('X-Customer-Id');
  });

  it('ab-test switched off or reweighted through the operators', async () => {
    const path = `/v1/settings/feature/ab-test/${AB}`;
    const allCheckbox = {
      variants: [
        { name: 'controle', weight: 0 },
        { name: 'checkbox', weight: 100 },
      ],
    };
    await setFlag('ab-test', AB, { enabled: true, value: allCheckbox });
    try {
      expect((await get(path, { 'X-Customer-Id': '1' })).body.variant).toBe('checkbox');
      await setFlag('ab-test', AB, { enabled: false });
      expect((await get(path, { 'X-Customer-Id': '1' })).body.variant).toBe('controle');
    } finally {
      await setFlag('ab-test', AB, { enabled: true, value: FLAGS[AB].value });
    }
  });
});

describe('flags as data per environment', () => {
  it('every environment has its own rows; the switch changes one environment only', async () => {
    expect((await rowsOf('dark_mode')).map((r) => r.environment).sort()).toEqual([
      'development',
      'production',
      'staging',
    ]);
    const answer = await setFlag('enable', 'product_card_border', { enabled: true }, 'production');
    expect(answer).toMatchObject({
      status: 200,
      body: { environment: 'production', key: 'product_card_border', enabled: true },
    });
    try {
      const rows = await rowsOf('product_card_border');
      expect(rows.filter((r) => r.enabled).map((r) => r.environment)).toEqual(['production']);
    } finally {
      await setFlag('enable', 'product_card_border', { enabled: false }, 'production');
    }
    const wrong = await setFlag('enable', 'dark_mode', { enabled: true }, 'qa');
    expect(wrong.status).toBe(400);
    expect((await rowsOf('dark_mode')).every((r) => !r.enabled)).toBe(true);
  });

  it('a flag without a row answers its default', async () => {
    await t.deps.db
      .delete(featureFlags)
      .where(
        and(
          eq(featureFlags.environment, 'staging'),
          eq(featureFlags.key, 'bar_and_gourmet_mobile_menu'),
        ),
      );
    const answer = await get('/v1/settings/feature/enable/bar_and_gourmet_mobile_menu', {
      'X-Environment': 'staging',
    });
    expect(answer.body.enabled).toBe(FLAGS.bar_and_gourmet_mobile_menu.enabled);
  });
});

describe('GET /dynamicpages/neon-border-status.json', () => {
  it('answers {active} from the neon_border row, cacheable with an ETag', async () => {
    const off = await get('/dynamicpages/neon-border-status.json?v=1732460000000');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ active: false });
    expect(off.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    const etag = off.headers.get('etag') ?? '';
    expect(
      (await get('/dynamicpages/neon-border-status.json', { 'If-None-Match': etag })).status,
    ).toBe(304);
    await setFlag('enable', 'neon_border', { enabled: true });
    try {
      expect((await get('/dynamicpages/neon-border-status.json?v=2')).body).toEqual({
        active: true,
      });
    } finally {
      await setFlag('enable', 'neon_border', { enabled: false });
    }
    expect((await get(`/dynamicpages/neon-border-status.json?v=${'9'.repeat(40)}`)).status).toBe(
      422,
    );
  });
});
