/**
 * ADR 0040: a signed-in customer's page renders keep the session and customer in memory, and
 * drop them when the database says they changed (migration 0023's triggers → the change feed),
 * when the customer writes, and after SESSION_MEMORY_MS. The API always reads the database.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pageInvalidations, sessions } from '../src/db/schema.ts';
import { digest } from '../src/modules/auth/tokens.ts';
import { loginAs, rpcAs, type TestSession } from './support/auth.ts';
import { eventually, page } from './support/pages.ts';
import { useTestApp } from './support/suite.ts';

let ip = 0;

const t = useTestApp({ web: true });

const LISTING = '/vinhos/cVINHOS.html';

async function signIn(): Promise<TestSession> {
  ip += 1;
  return loginAs(t, 'socio@adega.dev', undefined, `198.51.100.${String(ip)}`);
}

/** Whose page this is: the member's name in the header, or a visitor's (cached) page. */
async function pageOf(session: TestSession) {
  const response = await page(t, LISTING, { cookie: `adega_sid=${session.token}` });
  expect(response.status).toBe(200);
  const name = /account-block__name" title="([^"]+)"/.exec(response.html)?.[1];
  return response.cache === 'BYPASS' && name ? name : 'visitante';
}

async function apiCustomer(session: TestSession) {
  const response = await rpcAs(t, session, 'getLoggedCustomer');
  const body = (await response.json()) as { data: { fullName: string } | null };
  return body.data?.fullName ?? 'visitante';
}

async function withoutTriggers(run: () => Promise<void>) {
  await t.deps.db.execute(sql`alter table "sessions" disable trigger user`);
  await t.deps.db.execute(sql`alter table "customers" disable trigger user`);
  try {
    await run();
  } finally {
    await t.deps.db.execute(sql`alter table "sessions" enable trigger user`);
    await t.deps.db.execute(sql`alter table "customers" enable trigger user`);
  }
}

describe('signed-in pages keep the session in memory', () => {
  it('pages answer from memory; the API reads the database', async () => {
    const session = await signIn();
    expect(await pageOf(session)).toBe('Bruno Oliveira');
    // Gone from the database without a word (triggers off): the page does not ask again…
    await withoutTriggers(async () => {
      await t.deps.db.delete(sessions).where(eq(sessions.idHash, digest(session.token)));
    });
    expect(await pageOf(session)).toBe('Bruno Oliveira');
    // …the API does.
    expect(await apiCustomer(session)).toBe('visitante');
  });

  it('a session deleted anywhere (signed out on another instance) ends on the next page', async () => {
    const session = await signIn();
    expect(await pageOf(session)).toBe('Bruno Oliveira');
    await t.deps.db.delete(sessions).where(eq(sessions.idHash, digest(session.token)));
    await eventually(async () => {
      expect(await pageOf(session)).toBe('visitante');
    });
  });

  it('a changed customer (name, membership) shows on the next page', async () => {
    const session = await signIn();
    expect(await pageOf(session)).toBe('Bruno Oliveira');
    const rename = (fullName: string) =>
      t.deps.db.update(customers).set({ fullName }).where(eq(customers.email, 'socio@adega.dev'));
    await rename('Bruno Oliveira Souza');
    try {
      await eventually(async () => {
        expect(await pageOf(session)).toBe('Bruno Oliveira Souza');
      });
    } finally {
      await rename('Bruno Oliveira');
    }
    await eventually(async () => {
      expect(await pageOf(session)).toBe('Bruno Oliveira');
    });
  });

  it('the customer’s own write is seen at once: signed out, the old cookie is a visitor’s', async () => {
    const session = await signIn();
    expect(await pageOf(session)).toBe('Bruno Oliveira');
    // Triggers off: only this process's own forgetting can end it (PostgreSQL's notification
    // comes after the commit; the next page must not wait for it).
    await withoutTriggers(async () => {
      const out = await t.request('/api/v1/logout', { method: 'POST', headers: session.headers });
      expect(out.status).toBe(204);
    });
    expect(await pageOf(session)).toBe('visitante');
    // Any request of theirs that is not a page's read (a POST), not only signing out.
    const again = await signIn();
    expect(await pageOf(again)).toBe('Bruno Oliveira');
    await withoutTriggers(async () => {
      await t.deps.db
        .update(customers)
        .set({ fullName: 'Bruno O.' })
        .where(eq(customers.email, 'socio@adega.dev'));
      expect(await pageOf(again)).toBe('Bruno Oliveira');
      const write = await rpcAs(t, again, 'getLoggedCustomer');
      expect(write.status).toBe(200);
    });
    try {
      expect(await pageOf(again)).toBe('Bruno O.');
    } finally {
      await t.deps.db
        .update(customers)
        .set({ fullName: 'Bruno Oliveira' })
        .where(eq(customers.email, 'socio@adega.dev'));
    }
  });

  it('a session’s use (last_seen_at) tells no one; a new sign-in or a deletion does', async () => {
    const session = await signIn();
    const idHash = digest(session.token);
    const [customer] = await t.deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'socio@adega.dev'));
    const latest = async () => {
      const [row] = await t.deps.db
        .select()
        .from(pageInvalidations)
        .orderBy(desc(pageInvalidations.id))
        .limit(1);
      return row ?? null;
    };
    const before = await latest();
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
    expect((await latest())?.id).toBe(before?.id);
    await t.deps.db
      .update(sessions)
      .set({ authenticatedAt: sql`now()` })
      .where(and(eq(sessions.idHash, idHash)));
    expect((await latest())?.tags).toEqual([`customer:${String(customer?.id)}`]);
    await t.deps.db.delete(sessions).where(eq(sessions.idHash, idHash));
    expect((await latest())?.tags).toEqual([`customer:${String(customer?.id)}`]);
  });
});
