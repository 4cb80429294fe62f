/**
 * Dynamic banners (issue #18 part C, ADR 0034): `GET /api/v1/banners?position=` by position,
 * store, audience and time; the operators' `PUT /api/v1/admin/banners/{store}/{position}` (token,
 * bad input with nothing changed); the seed's generated images.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BANNER_POSITIONS } from '@adega/domain/banners/banners';
import { SAFE_LINK_TEXT } from '@adega/domain/safe-link';
import { banners } from '../src/db/schema.ts';
import { BANNER_TEXTS } from '../src/modules/banners/routes.ts';
import { createTestApp, TEST_NOW } from './support/app.ts';
import { expectLinksRefused } from './support/links.ts';
import { useTestApp } from './support/suite.ts';

const TOKEN = 'token-de-operacao-dos-testes';
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();

const t = useTestApp({ products: 100, env: { ADMIN_TOKEN: TOKEN } });

function put(store: string, position: string, body: unknown, token = TOKEN) {
  return t.request(`/api/v1/admin/banners/${store}/${position}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function list(query: string, host?: string) {
  const response = await t.request(`/api/v1/banners?${query}`, host ? { host } : {});
  return {
    response,
    body: (await response.json()) as {
      banners?: { alt: string; audience: string; link: string | null }[];
      message?: string;
    },
  };
}

const banner = (alt: string, extra: Record<string, unknown> = {}) => ({
  imageDesktop: `/img/banners/carrossel-tintos-desktop.svg`,
  imageMobile: `/img/banners/carrossel-tintos-mobile.svg`,
  alt,
  link: '/vinhos/cVINHOS.html',
  ...extra,
});

const snapshot = () => t.deps.db.select().from(banners).orderBy(asc(banners.id));

describe('banners by position', () => {
  it('the seed places banners at every position of the wine store, cacheable and public', async () => {
    for (const position of BANNER_POSITIONS) {
      const { response, body } = await list(`position=${position}`);
      expect(response.status).toBe(200);
      expect(body.banners?.length, position).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers by store, audience and time, in order', async () => {
    const stored = await put('wine', 'BANNER_HOME', {
      banners: [
        banner('Segundo', { order: 2 }),
        banner('Primeiro', { order: 1 }),
        banner('Só sócios', { audience: 'members', order: 3 }),
        banner('Só não sócios', { audience: 'non-members', order: 4 }),
        banner('Ainda não', { startsAt: at(60_000), order: 5 }),
        banner('Já acabou', { startsAt: at(-120_000), endsAt: at(-60_000), order: 6 }),
        banner('Acaba já', { endsAt: at(60_000), order: 7 }),
      ],
    });
    expect(stored.status).toBe(200);
    const alts = async (query: string, host?: string) =>
      (await list(query, host)).body.banners?.map((b) => b.alt);
    expect(await alts('position=BANNER_HOME&audience=members')).toEqual([
      'Primeiro',
      'Segundo',
      'Só sócios',
      'Acaba já',
    ]);
    expect(await alts('position=BANNER_HOME&audience=non-members')).toEqual([
      'Primeiro',
      'Segundo',
      'Só não sócios',
      'Acaba já',
    ]);
    expect(await alts('position=BANNER_HOME')).toEqual([
      'Primeiro',
      'Segundo',
      'Só sócios',
      'Só não sócios',
      'Acaba já',
    ]);
    // The outlet keeps its own set.
    expect(await alts('position=BANNER_HOME', 'outlet.localhost')).not.toContain('Primeiro');
    // In process (loaders): the viewer's audience.
    const forMembers = await t.services.banners.list('WINE', 'BANNER_HOME', 'members');
    expect(forMembers.map((b) => b.alt)).not.toContain('Só não sócios');
  });

  it('refuses an unknown position or audience with a pt-BR 422', async () => {
    for (const query of ['position=TOPO', 'position=', '', 'position=CLUBE&audience=vip']) {
      const { response, body } = await list(query);
      expect(response.status, query).toBe(422);
      expect(body.message).toMatch(/inválid/);
    }
  });
});

describe('the operators endpoint', () => {
  it('answers 401 without the token and 404 without a configured one', async () => {
    const before = await snapshot();
    expect((await put('wine', 'CLUBE', { banners: [] }, 'errado-errado-errado')).status).toBe(401);
    const bare = await createTestApp({ products: 100 });
    try {
      const response = await bare.request('/api/v1/admin/banners/wine/CLUBE', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: '{"banners":[]}',
      });
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with a clear pt-BR message and changes nothing', async () => {
    const before = await snapshot();
    const cases: [string, string, unknown, number][] = [
      ['loja', 'CLUBE', { banners: [] }, 422],
      ['wine', 'TOPO', { banners: [] }, 422],
      ['wine', 'CLUBE', '{nope', 400],
      ['wine', 'CLUBE', { banners: [banner('')] }, 422],
      ['wine', 'CLUBE', { banners: [banner('x'.repeat(201))] }, 422],
      ['wine', 'CLUBE', { banners: [banner('a', { link: 'javascript:alert(1)' })] }, 422],
      ['wine', 'CLUBE', { banners: [banner('a', { link: '//evil.test/x' })] }, 422],
      [
        'wine',
        'CLUBE',
        { banners: [banner('a', { imageDesktop: 'data:image/svg+xml,<svg>' })] },
        422,
      ],
      ['wine', 'CLUBE', { banners: [banner('a', { audience: 'vip' })] }, 422],
      ['wine', 'CLUBE', { banners: [banner('a', { startsAt: 'amanhã' })] }, 422],
      ['wine', 'CLUBE', { banners: [banner('a', { startsAt: at(10), endsAt: at(0) })] }, 422],
      ['wine', 'CLUBE', { banners: [banner('a', { extra: 1 })] }, 422],
      ['wine', 'CLUBE', { banners: Array.from({ length: 21 }, () => banner('a')) }, 422],
    ];
    for (const [store, position, body, status] of cases) {
      const response = await put(store, position, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const answer = (await response.json()) as { message: string };
      expect(answer.message.length).toBeGreaterThan(5);
    }
    const huge = await put('wine', 'CLUBE', { banners: [banner('a'.repeat(100_000))] });
    expect(huge.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every link browsers open off-site with the pt-BR 422 of the safe-link rule (F15)', async () => {
    const before = await snapshot();
    await expectLinksRefused(
      ['link', 'imageDesktop', 'imageMobile'],
      async (field, link) => {
        const response = await put('wine', 'CLUBE', { banners: [banner('a', { [field]: link })] });
        const { message } = (await response.json()) as { message: string };
        return { status: response.status, message };
      },
      (field) => (field === 'link' ? SAFE_LINK_TEXT : BANNER_TEXTS.image),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never serves a stored unsafe link (F15: the rule runs when rendering too)', async () => {
    expect((await put('wine', 'VINHOS', { banners: [banner('Seguro')] })).status).toBe(200);
    await t.deps.db
      .update(banners)
      .set({ link: '/\\evil.example' })
      .where(and(eq(banners.store, 'WINE'), eq(banners.position, 'VINHOS')));
    const served = (await list('position=VINHOS')).body.banners ?? [];
    expect(served.map((b) => [b.alt, b.link])).toEqual([['Seguro', null]]);
  });

  it('replaces only its own store and position', async () => {
    const outletBefore = await t.services.banners.list('OUTLET', 'VINHOS', null);
    const response = await put('wine', 'VINHOS', { banners: [banner('Vinhos novos')] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await list('position=VINHOS')).body.banners?.map((b) => b.alt)).toEqual([
      'Vinhos novos',
    ]);
    expect(await t.services.banners.list('OUTLET', 'VINHOS', null)).toEqual(outletBefore);
    expect((await list('position=OFERTAS')).body.banners?.length).toBeGreaterThan(0);
  });
});

describe('generated images', () => {
  it('serves the seed artwork as SVG and 404 for any other name', async () => {
    const response = await t.request('/img/banners/carrossel-tintos-desktop.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('width="1920"');
    expect(svg).toContain('Semana dos tintos');
    expect((await t.request('/img/banners/nada-desktop.svg')).status).toBe(404);
    expect((await t.request('/img/banners/..%2Fetc-desktop.svg')).status).toBe(404);
  });
});
