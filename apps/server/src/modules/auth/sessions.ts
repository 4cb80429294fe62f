/**
 * Sessions (DESIGN auth, ADR 0007). The cookie holds a random 256-bit token; the table holds its
 * SHA-256. A session is `logged` within IDLE_MS of its last use and ABSOLUTE_MS of its last
 * authentication; after that it is `semi` (remembered: greeted, keeps the cart, must sign in again
 * for account data, checkout and lists) until `expiresAt`.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema.ts';
import type { ChangeFeed } from '../../cache/changes.ts';
import { createSessionMemory } from './session-memory.ts';
import { digest, newToken, TOKEN_PATTERN } from './tokens.ts';

export const SESSION_COOKIE = 'adega_sid';
/** Readable by the page's scripts: the CSRF token, derived from the session token. */
export const CSRF_COOKIE = 'adega_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Logged state ends after 30 minutes without a request… */
export const IDLE_MS = 30 * 60_000;
/** …or 12 hours after signing in, whichever comes first. */
export const ABSOLUTE_MS = 12 * 60 * 60_000;
/** The remembered (semi-logged) customer is forgotten after 30 days. */
export const REMEMBER_MS = 30 * 24 * 60 * 60_000;
/** lastSeenAt is written at most once a minute per session. */
const TOUCH_MS = 60_000;

export type SessionState = 'logged' | 'semi';

/** The customer's row as `resolve` read it with the session, in the same query (issue #19). */
export type SessionCustomerRow = typeof customers.$inferSelect;
const readWith = new WeakMap<ResolvedSession, SessionCustomerRow | null>();

/**
 * The customer row read together with this session by `resolve` (undefined for a session that
 * did not come from `resolve`): the page's viewer needs no second query. Kept beside the session
 * object, not in it, so logging a session never writes the row.
 */
export function customerReadWith(session: ResolvedSession): SessionCustomerRow | null | undefined {
  return readWith.has(session) ? readWith.get(session) : undefined;
}

export interface ResolvedSession {
  idHash: string;
  customerId: number;
  state: SessionState;
}

export function sessionStateAt(
  row: { authenticatedAt: Date; lastSeenAt: Date; expiresAt: Date },
  now: Date,
): SessionState | null {
  const t = now.getTime();
  if (t >= row.expiresAt.getTime()) return null;
  const idle = t - row.lastSeenAt.getTime() >= IDLE_MS;
  const old = t - row.authenticatedAt.getTime() >= ABSOLUTE_MS;
  return idle || old ? 'semi' : 'logged';
}

/** The CSRF token of a session: a digest of its token, so the server stores nothing more. */
export function csrfTokenOf(sessionToken: string): string {
  return digest(`csrf:${sessionToken}`).slice(0, 43);
}

export interface SessionStore {
  create(customerId: number, userAgent: string | undefined): Promise<string>;
  resolve(token: string | undefined): Promise<ResolvedSession | null>;
  /**
   * `resolve` for a page render: the session and its customer as this process last read them,
   * unless the database said since that they changed (ADR 0040). Without a change feed, `resolve`.
   */
  resolveForPage(token: string | undefined): Promise<ResolvedSession | null>;
  /** Forgets what this process holds of a customer's sessions (after their own write). */
  forgetCustomer(customerId: number): void;
  /** Signs a remembered session in again (password checked by the caller); returns a new token. */
  destroy(token: string): Promise<void>;
  destroyAllOf(customerId: number, exceptIdHash?: string): Promise<void>;
  purgeExpired(): Promise<number>;
}

type SessionRow = typeof sessions.$inferSelect;

/** A session row and its customer's, as one query reads them. */
interface SessionRead {
  customerId: number;
  session: SessionRow;
  customer: SessionCustomerRow | null;
}

export function createSessionStore(db: Db, now: () => Date, changes?: ChangeFeed): SessionStore {
  // One query for the session and its customer (every signed-in request needs both), built once:
  // drizzle's query building cost as much as the query itself (issue #19, bench:ssr profile).
  const sessionWithCustomer = db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_with_customer');
  const memory = changes ? createSessionMemory<SessionRead>(changes) : null;

  async function read(idHash: string): Promise<SessionRead | null> {
    const [found] = await sessionWithCustomer.execute({ idHash });
    return found ? { customerId: found.session.customerId, ...found } : null;
  }

  /** The session's state now; an expired one is deleted, a logged one's use is recorded. */
  async function settle(idHash: string, found: SessionRead): Promise<ResolvedSession | null> {
    const row = found.session;
    const at = now();
    const state = sessionStateAt(row, at);
    if (state === null) {
      memory?.forget(idHash);
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    // Only a logged session's use extends it; a remembered one stays remembered.
    if (state === 'logged' && at.getTime() - row.lastSeenAt.getTime() >= TOUCH_MS) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
      memory?.update(idHash, { ...found, session: { ...row, lastSeenAt: at } });
    }
    const resolved: ResolvedSession = { idHash, customerId: row.customerId, state };
    readWith.set(resolved, found.customer);
    return resolved;
  }

  return {
    async create(customerId, userAgent) {
      const token = newToken();
      const at = now();
      await db.insert(sessions).values({
        idHash: digest(token),
        customerId,
        createdAt: at,
        authenticatedAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + REMEMBER_MS),
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },
    async resolve(token) {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const idHash = digest(token);
      const found = await read(idHash);
      return found ? settle(idHash, found) : null;
    },
    async resolveForPage(token) {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const idHash = digest(token);
      const held = memory?.get(idHash);
      if (held) return settle(idHash, held);
      const since = memory?.epoch ?? 0;
      const found = await read(idHash);
      if (!found) return null;
      memory?.keep(idHash, found, since);
      return settle(idHash, found);
    },
    forgetCustomer(customerId) {
      memory?.forgetCustomer(customerId);
    },
    async destroy(token) {
      if (!TOKEN_PATTERN.test(token)) return;
      memory?.forget(digest(token));
      await db.delete(sessions).where(eq(sessions.idHash, digest(token)));
    },
    async destroyAllOf(customerId, exceptIdHash) {
      memory?.forgetCustomer(customerId);
      await db
        .delete(sessions)
        .where(
          exceptIdHash
            ? and(eq(sessions.customerId, customerId), ne(sessions.idHash, exceptIdHash))
            : eq(sessions.customerId, customerId),
        );
    },
    async purgeExpired() {
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now()))
        .returning({ idHash: sessions.idHash });
      return removed.length;
    },
  };
}
