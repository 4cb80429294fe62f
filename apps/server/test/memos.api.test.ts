/**
 * The services' memos of site-wide reads (issue #19): flags, banners, campaign candidates and the
 * club plans are read once and kept until a 'site' change is published (the database watcher
 * publishes on every instance; here the test publishes after writing as another instance would,
 * straight to the database), and this instance's own operators' writes show at once. A session
 * is resolved with its customer in one query, read afresh on every request.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_JUST_ENDED_WINDOW_MS } from '@adega/domain/promotions/campaigns';
import { SITE_TAG, productTag } from '../src/cache/changes.ts';
import { banners, campaigns, customers, featureFlags, products } from '../src/db/schema.ts';
import { customerReadWith } from '../src/modules/auth/sessions.ts';
import { TEST_NOW } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-de-memos';
const HOUR = 60 * 60_000;
let now = TEST_NOW;

const t = useTestApp({ products: 60, now: () => now, env: { ADMIN_TOKEN: ADMIN } });

const publishSite = () => t.services.changes.publish([SITE_TAG]);

function admin(path: string, body: unknown) {
  return t.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    body: JSON.stringify(body),
  });
}

describe('flags', () => {
  const env = () => t.services.flags.environment;

  async function writeElsewhere(key: string, enabled: boolean) {
    await t.deps.db
      .insert(featureFlags)
      .values({ environment: env(), kind: 'enable', key, enabled, updatedAt: now })
      .onConflictDoUpdate({
        target: [featureFlags.environment, featureFlags.kind, featureFlags.key],
        set: { enabled, updatedAt: now },
      });
  }

  it('keeps a row until a site change; the answer and enabled() read the same memo', async () => {
    await writeElsewhere('dark_mode', false);
    publishSite();
    expect(await t.services.flags.enabled('dark_mode')).toBe(false);
    await writeElsewhere('dark_mode', true);
    expect(await t.services.flags.enabled('dark_mode')).toBe(false);
    // A product's stock change is not a flag change.
    t.services.changes.publish([productTag('V00001')]);
    expect(await t.services.flags.enabled('dark_mode')).toBe(false);
    publishSite();
    expect(await t.services.flags.enabled('dark_mode')).toBe(true);
    const answer = await t.services.flags.answer('enable', 'dark_mode', env(), null);
    expect(answer?.enabled).toBe(true);
  });

  it("the operators' switch shows at once on the instance that wrote it", async () => {
    expect((await admin('/api/v1/admin/flags/enable/neon_border', { enabled: false })).status).toBe(
      200,
    );
    const read = async () =>
      (
        (await (await t.request('/dynamicpages/neon-border-status.json')).json()) as {
          active: boolean;
        }
      ).active;
    expect(await read()).toBe(false);
    expect((await admin('/api/v1/admin/flags/enable/neon_border', { enabled: true })).status).toBe(
      200,
    );
    expect(await read()).toBe(true);
    await admin('/api/v1/admin/flags/enable/neon_border', { enabled: false });
    expect(await read()).toBe(false);
  });

  it('an A/B test keeps each customer in their variant, from the memoised row', async () => {
    const key = 'checkbox_to_opt_in_on_ecom_checkout_coupon';
    const first = await t.services.flags.variant(key, '12345');
    const again = await t.services.flags.variant(key, '12345');
    expect(again).toBe(first);
    const others = new Set<string | null>();
    for (let id = 1; id <= 40; id += 1) others.add(await t.services.flags.variant(key, String(id)));
    expect(others.size).toBeGreaterThanOrEqual(1);
  });
});

describe('banners', () => {
  const alts = async () =>
    (await t.services.banners.list('WINE', 'BANNER_HOME', 'non-members')).map((b) => b.alt);
  const item = (alt: string, extra: Record<string, unknown> = {}) => ({
    imageDesktop: '/img/banners/carrossel-tintos-desktop.svg',
    imageMobile: '/img/banners/carrossel-tintos-mobile.svg',
    alt,
    link: '/vinhos/cVINHOS.html',
    ...extra,
  });

  it("an operators' replacement shows at once; another instance's write after a site change", async () => {
    const put = await admin('/api/v1/admin/banners/wine/BANNER_HOME', {
      banners: [item('Primeiro'), item('Acaba logo', { endsAt: new Date(now.getTime() + HOUR) })],
    });
    expect(put.status).toBe(200);
    expect(await alts()).toEqual(['Primeiro', 'Acaba logo']);
    await t.deps.db.insert(banners).values({
      position: 'BANNER_HOME',
      store: 'WINE',
      audience: 'everyone',
      imageDesktop: '/img/banners/carrossel-tintos-desktop.svg',
      imageMobile: '/img/banners/carrossel-tintos-mobile.svg',
      alt: 'De outra instância',
      link: null,
      sortOrder: 9,
      startsAt: null,
      endsAt: null,
    });
    expect(await alts()).toEqual(['Primeiro', 'Acaba logo']);
    publishSite();
    expect(await alts()).toEqual(['Primeiro', 'Acaba logo', 'De outra instância']);
  });

  it('time windows are applied at read time, without a change', async () => {
    now = new Date(TEST_NOW.getTime() + 2 * HOUR);
    try {
      expect(await alts()).toEqual(['Primeiro', 'De outra instância']);
    } finally {
      now = TEST_NOW;
    }
  });
});

describe('campaign candidates', () => {
  const campaign = (name: string, startsIn: number, endsIn: number) => ({
    store: 'WINE',
    name,
    audience: 'everyone',
    imageDesktop: '/campanhas/black-friday-desktop.svg',
    imageMobile: '/campanhas/black-friday-mobile.svg',
    offerUrl: '/black-friday',
    startsAt: new Date(TEST_NOW.getTime() + startsIn).toISOString(),
    endsAt: new Date(TEST_NOW.getTime() + endsIn).toISOString(),
    modals: {
      justStarted: { title: 'Começou', body: '<p>Agora</p>' },
      almostEnded: { title: 'Acabando', body: '<p>Últimas horas</p>' },
      justEnded: { title: 'Acabou', body: '<p>Até a próxima</p>' },
    },
    skus: [],
  });
  const slugs = async () =>
    (await t.services.campaigns.candidates('WINE', false))
      .map((c) => c.slug)
      .filter((slug) => slug.startsWith('memo-'));

  it("an operators' write shows at once; another instance's after a site change", async () => {
    expect((await admin('/api/v1/admin/campaigns/memo-a', campaign('A', -HOUR, HOUR))).status).toBe(
      200,
    );
    expect(await slugs()).toEqual(['memo-a']);
    await t.deps.db
      .update(campaigns)
      .set({
        startsAt: new Date(TEST_NOW.getTime() - 3 * CAMPAIGN_JUST_ENDED_WINDOW_MS),
        endsAt: new Date(TEST_NOW.getTime() - 2 * CAMPAIGN_JUST_ENDED_WINDOW_MS),
      })
      .where(and(eq(campaigns.store, 'WINE'), eq(campaigns.slug, 'memo-a')));
    expect(await slugs()).toEqual(['memo-a']);
    publishSite();
    expect(await slugs()).toEqual([]);
  });

  it('a campaign starting later is a candidate already; one ended leaves after the window', async () => {
    await admin('/api/v1/admin/campaigns/memo-b', campaign('B', HOUR, 2 * HOUR));
    expect(await slugs()).toEqual(['memo-b']);
    now = new Date(TEST_NOW.getTime() + 2 * HOUR + CAMPAIGN_JUST_ENDED_WINDOW_MS - 1);
    try {
      expect(await slugs()).toEqual(['memo-b']);
      now = new Date(TEST_NOW.getTime() + 2 * HOUR + CAMPAIGN_JUST_ENDED_WINDOW_MS + 1);
      expect(await slugs()).toEqual([]);
      // The clock set back reads again (the memo was read later than now).
      now = TEST_NOW;
      expect(await slugs()).toEqual(['memo-b']);
    } finally {
      now = TEST_NOW;
    }
  });
});

describe('club plans', () => {
  it('kept until a site change', async () => {
    const before = await t.services.subscriptions.plans('WINE');
    const codes = before?.lines.flatMap((line) => line.offers.map((offer) => offer.skuCode)) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    const offered = () => t.services.subscriptions.plans('WINE');
    const stored = await t.deps.db
      .select({ code: products.code, available: products.available })
      .from(products)
      .where(inArray(products.code, codes));
    try {
      await t.deps.db
        .update(products)
        .set({ available: false })
        .where(inArray(products.code, codes));
      expect(await offered()).toEqual(before);
      publishSite();
      expect(await offered()).not.toEqual(before);
    } finally {
      for (const row of stored)
        await t.deps.db
          .update(products)
          .set({ available: row.available })
          .where(eq(products.code, row.code));
      publishSite();
    }
    expect(await offered()).toEqual(before);
  });
});

describe('session and viewer', () => {
  it('resolve reads the customer with the session, every time; the viewer uses that row', async () => {
    const [customer] = await t.deps.db
      .select({ id: customers.id, firstName: customers.firstName })
      .from(customers)
      .limit(1);
    if (!customer) throw new Error('no seeded customer');
    const token = await t.services.sessions.create(customer.id, 'vitest');
    const session = await t.services.sessions.resolve(token);
    expect(session && customerReadWith(session)?.id).toBe(customer.id);
    expect(JSON.stringify(session)).not.toContain('password');
    await t.deps.db
      .update(customers)
      .set({ firstName: 'Renomeado' })
      .where(eq(customers.id, customer.id));
    try {
      const again = await t.services.sessions.resolve(token);
      const viewer = await t.services.accounts.viewerOf(again);
      expect(viewer.customer?.firstName).toBe('Renomeado');
    } finally {
      await t.deps.db
        .update(customers)
        .set({ firstName: customer.firstName })
        .where(eq(customers.id, customer.id));
    }
  });
});
