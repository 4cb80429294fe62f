/**
 * Issue #18 campaigns (ADR 0033): the operators' endpoint, the candidates by store, audience and
 * time, sanitized bodies, and the lead capture (once per e-mail and campaign, also under
 * concurrency; bad input; ended and unknown campaigns; body cap; per-IP throttle).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  CAMPAIGN_JUST_ENDED_WINDOW_MS,
  LEAD_CONSENT_TEXT_VERSION,
} from '@adega/domain/promotions/campaigns';
import { SAFE_LINK_TEXT } from '@adega/domain/safe-link';
import { campaignLeads, campaigns } from '../src/db/schema.ts';
import { LEAD_RATE_RULE } from '../src/modules/campaigns/routes.ts';
import { TEST_NOW } from './support/app.ts';
import { expectLinksRefused } from './support/links.ts';
import { loginAs } from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-456';
const HOUR = 60 * 60 * 1000;
let now = TEST_NOW;

const t = useTestApp({ products: 200, now: () => now, env: { ADMIN_TOKEN: ADMIN } });

const at = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();

function campaign(overrides: Record<string, unknown> = {}) {
  return {
    store: 'WINE',
    name: 'Campanha de teste',
    audience: 'everyone',
    imageDesktop: '/campanhas/black-friday-desktop.svg',
    imageMobile: '/campanhas/black-friday-mobile.svg',
    offerUrl: '/black-friday',
    startsAt: at(-HOUR),
    endsAt: at(10 * HOUR),
    modals: {
      justStarted: { title: 'Começou', body: '<p>Ofertas <strong>agora</strong></p>' },
      almostEnded: { title: 'Tá acabando', body: '<p>Últimas horas</p>' },
      justEnded: { title: 'Promoção encerrada', body: '<p>Até a próxima</p>' },
    },
    skus: [],
    leadCapture: true,
    ...overrides,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
type Json = any;

async function put(slug: string, body: unknown, token = ADMIN) {
  const response = await t.request(`/api/v1/admin/campaigns/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function current(host = 'localhost', headers: Record<string, string> = {}) {
  const response = await t.request('/api/v1/campaigns/current', { host, headers });
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { campaigns: { slug: string }[] };
  return body.campaigns.map((c) => c.slug);
}

let ipCounter = 0;
async function lead(body: unknown, ip = `198.51.100.${String(++ipCounter)}`) {
  const response = await t.request('/api/v1/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function leadRows(slug: string) {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(campaignLeads)
    .innerJoin(campaigns, eq(campaigns.id, campaignLeads.campaignId))
    .where(and(eq(campaigns.slug, slug), eq(campaigns.store, 'WINE')));
  return row?.n ?? 0;
}

describe('operators: PUT /api/v1/admin/campaigns/{slug}', () => {
  it('401 with a wrong or missing token, nothing stored', async () => {
    expect((await put('token-errado', campaign(), 'outro')).status).toBe(401);
    const response = await t.request('/api/v1/admin/campaigns/token-errado', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(campaign()),
    });
    expect(response.status).toBe(401);
    const rows = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, 'token-errado'));
    expect(rows).toHaveLength(0);
  });

  it('creates, then replaces the campaign of that store and slug', async () => {
    const created = await put('criada', campaign({ name: 'Primeira' }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ slug: 'criada', store: 'WINE', name: 'Primeira' });
    const replaced = await put('criada', campaign({ name: 'Segunda' }));
    expect(replaced.body.name).toBe('Segunda');
    const rows = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, 'criada'));
    expect(rows).toHaveLength(1);
  });

  it('bad input is a clear pt-BR 4xx and stores nothing', async () => {
    const cases: [string, unknown][] = [
      ['ruim-1', campaign({ audience: 'todos' })],
      ['ruim-2', campaign({ endsAt: at(-2 * HOUR) })],
      ['ruim-3', campaign({ startsAt: 'amanhã' })],
      ['ruim-4', campaign({ name: 'x'.repeat(121) })],
      ['ruim-5', campaign({ offerUrl: 'javascript:alert(1)' })],
      ['ruim-6', campaign({ offerUrl: '//evil.example/x' })],
      ['ruim-7', campaign({ skus: Array.from({ length: 49 }, (_, i) => `SKU${String(i)}`) })],
      ['ruim-8', { ...campaign(), extra: 1 }],
      ['ruim-9', '{não é json'],
    ];
    for (const [slug, body] of cases) {
      const answer = await put(slug, body);
      expect([400, 422], slug).toContain(answer.status);
      expect(answer.body.message, slug).toMatch(/[a-zçãé]/i);
    }
    expect((await put('Maiúscula', campaign())).status).toBe(422);
    const rows = await t.deps.db.select({ slug: campaigns.slug }).from(campaigns);
    expect(rows.map((r) => r.slug).filter((s) => s.startsWith('ruim'))).toEqual([]);
  });

  it('refuses every link browsers open off-site with the pt-BR 422 of the safe-link rule (F15)', async () => {
    await expectLinksRefused(
      ['offerUrl', 'imageDesktop', 'imageMobile'],
      async (field, link) => {
        const answer = await put('link-ruim', campaign({ [field]: link }));
        return { status: answer.status, message: answer.body.message as string };
      },
      () => SAFE_LINK_TEXT,
    );
    const rows = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, 'link-ruim'));
    expect(rows).toEqual([]);
  });

  it('modal links go through the same rule: an off-site path loses its href', async () => {
    const body =
      '<p><a href="/\\evil.example">a</a><a href="/black-friday">b</a>' +
      '<a href="https://parceiro.example/x">c</a><a href="//evil.example">d</a></p>';
    const answer = await put(
      'modal-links',
      campaign({ modals: { ...campaign().modals, justStarted: { title: 'Começou', body } } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.modals.justStarted.body).toBe(
      '<p><a rel="noopener noreferrer">a</a><a href="/black-friday" rel="noopener noreferrer">b</a>' +
        '<a href="https://parceiro.example/x" rel="noopener noreferrer">c</a><a rel="noopener noreferrer">d</a></p>',
    );
  });

  it('a body over the cap is 413', async () => {
    const big = campaign({ name: 'x'.repeat(70 * 1024) });
    expect((await put('grande', big)).status).toBe(413);
  });

  it('stores modal bodies sanitized: no script, no event handler, no javascript: link', async () => {
    const dirty =
      '<p>Oi<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)" onclick="alert(4)">link</a><strong onmouseover="x()">b</strong>' +
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    const answer = await put(
      'suja',
      campaign({
        modals: {
          justStarted: { title: 'Começou', body: dirty },
          almostEnded: { title: 'Tá acabando', body: dirty },
          justEnded: { title: 'Promoção encerrada', body: dirty },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const [row] = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, 'suja'));
    for (const body of [answer.body.modals.justStarted.body, row?.modals.justEnded.body]) {
      expect(body).toBe('<p>Oi</p><a rel="noopener noreferrer">link</a><strong>b</strong>');
    }
  });
});

describe('GET /api/v1/campaigns/current', () => {
  beforeAll(async () => {
    await put('agora', campaign());
    await put('proxima', campaign({ startsAt: at(30 * HOUR), endsAt: at(40 * HOUR) }));
    await put('recem-encerrada', campaign({ startsAt: at(-10 * HOUR), endsAt: at(-HOUR) }));
    const longAgo = -CAMPAIGN_JUST_ENDED_WINDOW_MS - HOUR;
    await put('antiga', campaign({ startsAt: at(longAgo - HOUR), endsAt: at(longAgo) }));
    await put('socios', campaign({ audience: 'members' }));
    await put('nao-socios', campaign({ audience: 'non-members' }));
    await put('outlet', campaign({ store: 'OUTLET' }));
  });

  it('a visitor gets the store’s upcoming, active and just-ended campaigns for non-members', async () => {
    const slugs = await current();
    expect(slugs).toEqual(expect.arrayContaining(['agora', 'proxima', 'recem-encerrada']));
    expect(slugs).toContain('nao-socios');
    expect(slugs).not.toContain('socios');
    expect(slugs).not.toContain('antiga');
    expect(slugs).not.toContain('outlet');
  });

  it('the outlet has its own campaigns', async () => {
    expect(await current('outlet.localhost')).toEqual(['outlet']);
  });

  it('a club member sees the members’ campaign, not the non-members’', async () => {
    const member = await loginAs(t, 'socio@adega.dev');
    const slugs = await current('localhost', member.headers);
    expect(slugs).toContain('socios');
    expect(slugs).not.toContain('nao-socios');
  });

  it('follows the clock: a day after the end a campaign is gone', async () => {
    now = new Date(TEST_NOW.getTime() + 12 * HOUR + CAMPAIGN_JUST_ENDED_WINDOW_MS);
    try {
      const slugs = await current();
      expect(slugs).not.toContain('agora');
      expect(slugs).toContain('proxima');
    } finally {
      now = TEST_NOW;
    }
  });
});

describe('the landing page data', () => {
  it('answers the campaign with its products still in the store, null for an unknown slug', async () => {
    const [a, b] = await t.services.catalog
      .list({
        store: 'WINE',
        filters: {},
        sort: 'avaliacao',
        page: 1,
        pageSize: 2,
      })
      .then((page) => page.items);
    await put('vitrine', campaign({ skus: [a?.code, b?.code, 'NAO-EXISTE'] }));
    const landing = await t.services.campaigns.landing('WINE', 'vitrine');
    expect(landing?.products.map((p) => p.code)).toEqual([a?.code, b?.code]);
    expect(await t.services.campaigns.landing('WINE', 'nao-existe')).toBeNull();
    expect(await t.services.campaigns.landing('OUTLET', 'vitrine')).toBeNull();
  });
});

describe('POST /api/v1/leads', () => {
  beforeAll(async () => {
    await put('leads', campaign());
    await put('leads-antes', campaign({ startsAt: at(5 * HOUR), endsAt: at(9 * HOUR) }));
    await put('leads-fim', campaign({ startsAt: at(-9 * HOUR), endsAt: at(-HOUR) }));
    await put('sem-leads', campaign({ leadCapture: false }));
  });

  it('stores a lead with the consent text version and time', async () => {
    const answer = await lead({ campaign: 'leads', name: ' Ana ', email: ' Ana@Exemplo.com.br ' });
    expect(answer).toEqual({ status: 200, body: { status: 'confirmed' } });
    const [row] = await t.deps.db
      .select()
      .from(campaignLeads)
      .where(eq(campaignLeads.emailKey, 'ana@exemplo.com.br'));
    expect(row).toMatchObject({
      name: 'Ana',
      email: 'Ana@Exemplo.com.br',
      consentTextVersion: LEAD_CONSENT_TEXT_VERSION,
    });
    expect(row?.consentedAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('before the start too', async () => {
    const answer = await lead({ campaign: 'leads-antes', name: 'Bia', email: 'bia@exemplo.com' });
    expect(answer.status).toBe(200);
  });

  it('a repeat (any case) answers the same success and stores nothing', async () => {
    const first = await lead({ campaign: 'leads', name: 'Caio', email: 'caio@exemplo.com' });
    const again = await lead({ campaign: 'leads', name: 'Caio 2', email: 'CAIO@exemplo.com' });
    expect(again).toEqual(first);
    const rows = await t.deps.db
      .select()
      .from(campaignLeads)
      .where(eq(campaignLeads.emailKey, 'caio@exemplo.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Caio');
  });

  it('concurrent repeats store one lead', async () => {
    const before = await leadRows('leads');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        lead({ campaign: 'leads', name: `Duda ${String(i)}`, email: 'duda@exemplo.com' }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await leadRows('leads')).toBe(before + 1);
  });

  it('bad input is 422 (malformed JSON 400) with a pt-BR field message, nothing stored', async () => {
    const before = await leadRows('leads');
    const local65 = `${'a'.repeat(65)}@exemplo.com`;
    const long255 = `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    const cases: [unknown, string][] = [
      [{ campaign: 'leads', name: '', email: 'e@exemplo.com' }, 'name'],
      [{ campaign: 'leads', name: '   ', email: 'e@exemplo.com' }, 'name'],
      [{ campaign: 'leads', name: 'x'.repeat(121), email: 'e@exemplo.com' }, 'name'],
      [{ campaign: 'leads', name: 'Eva', email: 'sem-arroba' }, 'email'],
      [{ campaign: 'leads', name: 'Eva', email: local65 }, 'email'],
      [{ campaign: 'leads', name: 'Eva', email: long255 }, 'email'],
      [{ campaign: 'leads', name: 'Eva' }, 'email'],
      [{ campaign: 'leads', name: 'Eva', email: 'e@exemplo.com', extra: 1 }, ''],
    ];
    expect(long255.length).toBeGreaterThan(254);
    for (const [body, field] of cases) {
      const answer = await lead(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toMatch(/[a-zç]/i);
      if (field) expect(answer.body.fields?.[field], field).toMatch(/[a-zç]/i);
    }
    expect((await lead('não é json')).status).toBe(400);
    expect(await leadRows('leads')).toBe(before);
  });

  it('an unknown campaign or one without lead capture is 404; an ended one 409', async () => {
    const unknown = await lead({ campaign: 'nao-existe', name: 'Fê', email: 'fe@exemplo.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Campanha não encontrada.');
    const none = await lead({ campaign: 'sem-leads', name: 'Fê', email: 'fe@exemplo.com' });
    expect(none.status).toBe(404);
    const ended = await lead({ campaign: 'leads-fim', name: 'Fê', email: 'fe@exemplo.com' });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('Esta campanha já terminou. Fique de olho nas próximas!');
    expect(await leadRows('leads-fim')).toBe(0);
  });

  it('a campaign of the other store is unknown here', async () => {
    await put('so-outlet', campaign({ store: 'OUTLET' }));
    const answer = await lead({ campaign: 'so-outlet', name: 'Gil', email: 'gil@exemplo.com' });
    expect(answer.status).toBe(404);
  });

  it('a body over the cap is 413', async () => {
    const answer = await lead({ campaign: 'leads', name: 'x'.repeat(70 * 1024), email: 'a@b.com' });
    expect(answer.status).toBe(413);
  });

  it('throttles per IP', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_RATE_RULE.limit; i++) {
      const answer = await lead(
        { campaign: 'leads', name: 'Hugo', email: `hugo${String(i)}@exemplo.com` },
        ip,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LEAD_RATE_RULE.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another IP is not affected.
    expect(
      (await lead({ campaign: 'leads', name: 'Iara', email: 'iara@exemplo.com' })).status,
    ).toBe(200);
  });
});
