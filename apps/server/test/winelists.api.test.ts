/**
 * Favourites and Winelists over REST (issue #16, SPEC §7): every call's happy path, a visitor's
 * 401, another customer's list 404 on every call with nothing changed, duplicate adds 409
 * 'Produto já adicionado', the 31-character name, the share link from PUBLIC_URL (never the Host
 * header), the shared list signed out with the owner's first name only, and at least 200
 * generated malformed bodies per mutating endpoint answered 4xx with nothing changed.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, products, winelistItems, winelists, wishlistItems } from '../src/db/schema.ts';
import {
  alertInput,
  indicationInput,
  winelistNameInput,
  winelistSkuInput,
} from '../src/modules/winelists/routes.ts';
import { itRefusesMalformedBodies, tablesSnapshot } from './support/fuzz.ts';
import { quickCustomers } from './support/orders.ts';
import type { TestSession } from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

let owner: TestSession & { customerId: number };
let other: TestSession & { customerId: number };
let skus: string[];
let ownerList: string;

const t = useTestApp({ products: 60 });
beforeAll(async () => {
  [owner, other] = (await quickCustomers(t, 2)) as [typeof owner, typeof other];
  await t.deps.db
    .update(customers)
    .set({
      firstName: 'Beatriz',
      lastName: 'Secreta Sobrenome',
      fullName: 'Beatriz Secreta Sobrenome',
    })
    .where(eq(customers.id, owner.customerId));
  const rows = await t.deps.db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.available, true), gt(products.listPrice, 0)))
    .orderBy(asc(products.id))
    .limit(5);
  skus = rows.map((r) => r.code);
  const created = await call(owner, 'POST', '/api/v1/winelist/', { name: 'Lista da dona' });
  ownerList = ((await created.json()) as { id: string }).id;
  await call(owner, 'POST', `/api/v1/winelist/${ownerList}/sku`, { sku: skus[0] });
});

function call(
  who: TestSession | null,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
  host?: string,
) {
  return t.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(who?.headers ?? {}), ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(host ? { host } : {}),
  });
}

type Call = [method: string, path: string, body?: unknown];

/** Every call on the owner's list (a rename to `name`), as another client would make it. */
const ownerListCalls = (name: string): Call[] => [
  ['GET', `/api/v1/winelist/${ownerList}`],
  ['PUT', `/api/v1/winelist/${ownerList}`, { name }],
  ['DELETE', `/api/v1/winelist/${ownerList}`],
  ['POST', `/api/v1/winelist/${ownerList}/sku`, { sku: skus[1] }],
  ['DELETE', `/api/v1/winelist/${ownerList}/sku/${skus[0] ?? ''}`],
  ['POST', '/api/v1/winelist/indication', { winelistId: ownerList }],
];

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    winelists: [winelists, asc(winelists.id)],
    items: [winelistItems, asc(winelistItems.winelistId), asc(winelistItems.productId)],
    wishlist: [wishlistItems, asc(wishlistItems.customerId), asc(wishlistItems.productId)],
  });

describe('Winelists (SPEC §7)', () => {
  it('creates, lists, reads, renames, adds and removes products, deletes', async () => {
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    const created = await call(me, 'POST', '/api/v1/winelist', { name: '  Tintos do verão  ' });
    expect(created.status).toBe(201);
    const list = (await created.json()) as { id: string; name: string; count: number };
    expect(list).toMatchObject({ name: 'Tintos do verão', count: 0, shareUrl: null });
    expect(typeof list.id).toBe('string');

    const added = await call(me, 'POST', `/api/v1/winelist/${list.id}/sku`, { sku: skus[1] });
    expect(added.status).toBe(200);
    const withItem = (await added.json()) as {
      skus: string[];
      items: { sku: string; price: number; href: string; otherVintage: unknown }[];
    };
    expect(withItem.skus).toEqual([skus[1]]);
    expect(withItem.items[0]).toMatchObject({ sku: skus[1], otherVintage: null });
    expect(withItem.items[0]?.href).toMatch(/^\/prod/);

    const duplicate = await call(me, 'POST', `/api/v1/winelist/${list.id}/sku`, { sku: skus[1] });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe('Produto já adicionado');

    const all = await call(me, 'GET', '/api/v1/winelist/');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(await all.json()).toEqual([
      expect.objectContaining({ id: list.id, count: 1, skus: [skus[1]] }),
    ]);

    const renamed = await call(me, 'PUT', `/api/v1/winelist/${list.id}`, { name: 'Brancos' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Brancos', count: 1 });

    const tooLong = await call(me, 'PUT', `/api/v1/winelist/${list.id}`, { name: 'a'.repeat(31) });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as { message: string }).message).toBe(
      'O nome da Winelist deve ter no máximo 30 caracteres.',
    );
    const empty = await call(me, 'POST', '/api/v1/winelist/', { name: '   ' });
    expect(empty.status).toBe(422);

    const one = await call(me, 'GET', `/api/v1/winelist/${list.id}`);
    expect(await one.json()).toMatchObject({ name: 'Brancos', skus: [skus[1]] });

    const removed = await call(me, 'DELETE', `/api/v1/winelist/${list.id}/sku/${skus[1] ?? ''}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ count: 0, skus: [] });
    const again = await call(me, 'DELETE', `/api/v1/winelist/${list.id}/sku/${skus[1] ?? ''}`);
    expect(again.status).toBe(404);

    const deleted = await call(me, 'DELETE', `/api/v1/winelist/${list.id}`);
    expect(deleted.status).toBe(204);
    expect((await call(me, 'GET', `/api/v1/winelist/${list.id}`)).status).toBe(404);
  });

  it('refuses an unknown product with 404', async () => {
    const response = await call(owner, 'POST', `/api/v1/winelist/${ownerList}/sku`, {
      sku: 'NAO-EXISTE',
    });
    expect(response.status).toBe(404);
  });

  it('favourites: add, duplicate 409, list, remove', async () => {
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    const added = await call(me, 'POST', '/api/v1/me/wishlist/items', { sku: skus[2] });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ skus: [skus[2]], count: 1 });
    const duplicate = await call(me, 'POST', '/api/v1/me/wishlist/items', { sku: skus[2] });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe('Produto já adicionado');
    const listed = await call(me, 'GET', '/api/v1/me/wishlist/items');
    expect(await listed.json()).toMatchObject({ count: 1, items: [{ sku: skus[2] }] });
    const removed = await call(me, 'DELETE', `/api/v1/me/wishlist/items/${skus[2] ?? ''}`);
    expect(await removed.json()).toMatchObject({ count: 0, skus: [] });
    expect((await call(me, 'DELETE', `/api/v1/me/wishlist/items/${skus[2] ?? ''}`)).status).toBe(
      404,
    );
  });

  it('a visitor gets 401 on every call but the shared list', async () => {
    const calls: Call[] = [
      ['GET', '/api/v1/winelist'],
      ['GET', '/api/v1/winelist/'],
      ['POST', '/api/v1/winelist/', { name: 'x' }],
      ...ownerListCalls('x'),
      ['GET', '/api/v1/me/wishlist/items'],
      ['POST', '/api/v1/me/wishlist/items', { sku: skus[1] }],
      ['DELETE', `/api/v1/me/wishlist/items/${skus[1] ?? ''}`],
      ['GET', '/api/v1/me/alerts'],
      ['POST', '/api/v1/me/alerts', { sku: skus[1], kind: 'PRICE_DROP' }],
      ['DELETE', `/api/v1/me/alerts/${skus[1] ?? ''}/PRICE_DROP`],
    ];
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      const response = await call(null, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another customer's list is 404 on every call and nothing changes", async () => {
    const calls: Call[] = [
      ...ownerListCalls('Tomada'),
      ['POST', '/api/v1/winelist/indication', { winelistId: Number(ownerList) }],
    ];
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      const response = await call(other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const mine = await call(other, 'GET', '/api/v1/winelist');
    expect(await mine.json()).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('odd ids are 404, not 5xx', async () => {
    for (const id of ['0', '-1', 'abc', '99999999999', '1e3', '2147483648']) {
      const response = await call(owner, 'GET', `/api/v1/winelist/${id}`);
      expect(response.status, id).toBe(404);
    }
  });
});

describe('prices, vintages, limits and races', () => {
  it('prices the list for a subscriber at the member price', async () => {
    const [member] = await quickCustomers(t, 1);
    if (!member) throw new Error('no customer');
    await t.deps.db
      .update(customers)
      .set({ socioClube: true })
      .where(eq(customers.id, member.customerId));
    const [row] = await t.deps.db
      .select({ sale: products.salePrice, club: products.clubPrice })
      .from(products)
      .where(eq(products.code, skus[4] ?? ''));
    await call(member, 'POST', '/api/v1/me/wishlist/items', { sku: skus[4] });
    await call(owner, 'POST', '/api/v1/me/wishlist/items', { sku: skus[4] });
    const mine = (await (await call(member, 'GET', '/api/v1/me/wishlist/items')).json()) as {
      items: { price: number }[];
    };
    const visitor = (await (await call(owner, 'GET', '/api/v1/me/wishlist/items')).json()) as {
      items: { price: number }[];
    };
    expect(mine.items[0]?.price).toBe((row?.club ?? 0) / 100);
    expect(visitor.items[0]?.price).toBe((row?.sale ?? 0) / 100);
    await call(owner, 'DELETE', `/api/v1/me/wishlist/items/${skus[4] ?? ''}`);
  });

  it('points a vintage no longer sold to the newest vintage on sale', async () => {
    const wines = await t.deps.db
      .select({ id: products.id, code: products.code, producerId: products.producerId })
      .from(products)
      .where(and(eq(products.category, 'vinho'), isNotNull(products.producerId)))
      .orderBy(asc(products.id))
      .limit(40);
    const [old, fresh] = wines.slice(-2);
    if (!old || !fresh) throw new Error('no wines');
    await t.deps.db
      .update(products)
      .set({ name: 'Safra Teste Malbec 2019', vintage: 2019, available: false })
      .where(eq(products.id, old.id));
    await t.deps.db
      .update(products)
      .set({
        name: 'Safra Teste Malbec 2022',
        vintage: 2022,
        available: true,
        listPrice: 9990,
        producerId: old.producerId,
      })
      .where(eq(products.id, fresh.id));
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    const response = await call(me, 'POST', '/api/v1/me/wishlist/items', { sku: old.code });
    const body = (await response.json()) as {
      items: { available: boolean; otherVintage: { sku: string; name: string } | null }[];
    };
    expect(body.items[0]).toMatchObject({
      available: false,
      otherVintage: { sku: fresh.code, name: 'Safra Teste Malbec 2022' },
    });
  });

  it('adds a product once under concurrent requests', async () => {
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    const created = await call(me, 'POST', '/api/v1/winelist/', { name: 'Corrida' });
    const { id } = (await created.json()) as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(me, 'POST', `/api/v1/winelist/${id}/sku`, { sku: skus[2] }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const favs = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(me, 'POST', '/api/v1/me/wishlist/items', { sku: skus[2] }),
      ),
    );
    expect(favs.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses a 51st list', async () => {
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    await t.deps.db.insert(winelists).values(
      Array.from({ length: 50 }, (_, i) => ({
        customerId: me.customerId,
        name: `Lista ${String(i)}`,
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
    const response = await call(me, 'POST', '/api/v1/winelist/', { name: 'Uma a mais' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Você pode ter no máximo 50 Winelists.',
    );
  });
});

describe('the share link (indication) and the shared list', () => {
  it('is built from PUBLIC_URL, never from a hostile Host header, and created once', async () => {
    const first = await call(
      owner,
      'POST',
      '/api/v1/winelist/indication',
      { winelistId: ownerList },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      'evil.example',
    );
    expect(first.status).toBe(200);
    const body = (await first.json()) as { winelistId: string; shareUrl: string };
    expect(body.winelistId).toBe(ownerList);
    expect(body.shareUrl).toMatch(/^http:\/\/localhost\/winelist\/[A-Za-z0-9_-]{20,}$/);
    const second = await call(owner, 'POST', '/api/v1/winelist/indication', {
      winelistId: ownerList,
    });
    expect(((await second.json()) as { shareUrl: string }).shareUrl).toBe(body.shareUrl);
    const list = await call(owner, 'GET', `/api/v1/winelist/${ownerList}`);
    expect(((await list.json()) as { shareUrl: string }).shareUrl).toBe(body.shareUrl);
  });

  it('works signed out, with the owner first name only and no-store', async () => {
    const [row] = await t.deps.db
      .select({ token: winelists.shareToken })
      .from(winelists)
      .where(and(eq(winelists.customerId, owner.customerId), isNotNull(winelists.shareToken)));
    const response = await call(null, 'GET', `/api/v1/winelist/shared/${row?.token ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const shared = (await response.json()) as Record<string, unknown>;
    expect(shared).toMatchObject({ name: 'Lista da dona', owner: 'Beatriz', count: 1 });
    expect(JSON.stringify(shared)).not.toContain('Secreta');
    expect(JSON.stringify(shared)).not.toContain('@');
    expect(await t.services.winelists.lists.shared(row?.token ?? '')).toMatchObject({
      owner: 'Beatriz',
    });
    for (const token of ['nao-existe', 'a'.repeat(150), 'a'.repeat(300)]) {
      expect((await call(null, 'GET', `/api/v1/winelist/shared/${token}`)).status).toBe(404);
    }
    // A NUL in the address is refused before any route (http/input-guard.ts).
    expect((await call(null, 'GET', '/api/v1/winelist/shared/%00')).status).toBe(400);
  });
});

describe('alerts (REST)', () => {
  it('sets, lists, refuses a duplicate and removes an alert', async () => {
    const [me] = await quickCustomers(t, 1);
    if (!me) throw new Error('no customer');
    const created = await call(me, 'POST', '/api/v1/me/alerts', {
      sku: skus[3],
      kind: 'PRICE_DROP',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ sku: skus[3], kind: 'PRICE_DROP' });
    const duplicate = await call(me, 'POST', '/api/v1/me/alerts', {
      sku: skus[3],
      kind: 'PRICE_DROP',
    });
    expect(duplicate.status).toBe(409);
    expect(await (await call(me, 'GET', '/api/v1/me/alerts')).json()).toHaveLength(1);
    expect(
      (await call(other, 'DELETE', `/api/v1/me/alerts/${skus[3] ?? ''}/PRICE_DROP`)).status,
    ).toBe(404);
    expect((await call(me, 'DELETE', `/api/v1/me/alerts/${skus[3] ?? ''}/OTHER`)).status).toBe(404);
    expect((await call(me, 'DELETE', `/api/v1/me/alerts/${skus[3] ?? ''}/PRICE_DROP`)).status).toBe(
      204,
    );
    expect(await (await call(me, 'GET', '/api/v1/me/alerts')).json()).toEqual([]);
  });
});

describe('malformed bodies (issue #16: at least 200 per mutating endpoint)', () => {
  itRefusesMalformedBodies(
    [
      { name: 'create', path: '/api/v1/winelist/', fields: ['name'], schema: winelistNameInput },
      {
        name: 'rename',
        path: '/api/v1/winelist/:list',
        method: 'PUT',
        fields: ['name'],
        schema: winelistNameInput,
      },
      {
        name: 'add sku',
        path: '/api/v1/winelist/:list/sku',
        fields: ['sku'],
        schema: winelistSkuInput,
      },
      {
        name: 'indication',
        path: '/api/v1/winelist/indication',
        fields: ['winelistId'],
        schema: indicationInput,
      },
      {
        name: 'favourite',
        path: '/api/v1/me/wishlist/items',
        fields: ['sku'],
        schema: winelistSkuInput,
      },
      { name: 'alert', path: '/api/v1/me/alerts', fields: ['sku', 'kind'], schema: alertInput },
    ].map((endpoint) => ({
      ...endpoint,
      get path() {
        return endpoint.path.replace(':list', ownerList);
      },
    })),
    {
      app: () => t,
      headers: () => owner.headers,
      snapshot,
      seed: 1600,
    },
  );
});
