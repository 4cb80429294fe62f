/**
 * The cookie-consent ledger's reads and writes (issue #17, ADR 0029). The service's
 * `currentConsent` answers "what may leave for this customer or visitor now" from the newest row.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CONSENT_TEXT_VERSION,
  consentStatuses,
  type ConsentSource,
  type ConsentStatuses,
  type ConsentSubject,
} from '@adega/domain/consent/consent';
import type { Db } from '../../db/client.ts';
import { cookieConsents } from '../../db/schema.ts';

type Queryable = Pick<Db, 'select' | 'insert'>;
type Executor = Pick<Db, 'execute'>;

export interface ConsentRow {
  statuses: ConsentStatuses;
  textVersion: string;
  source: string;
  createdAt: Date;
}

/**
 * The newest row of the subject: a customer's own rows when there is a customer (a visitor's
 * choice follows them at sign-in as a new row), else the visitor's. Null without any.
 */
export async function newestConsent(
  db: Queryable,
  subject: ConsentSubject,
): Promise<ConsentRow | null> {
  const where =
    subject.customerId !== null
      ? eq(cookieConsents.customerId, subject.customerId)
      : subject.visitorId !== null
        ? eq(cookieConsents.visitorId, subject.visitorId)
        : null;
  if (!where) return null;
  const [row] = await rowsWhere(db, where, 1);
  return row ?? null;
}

/** The rows `where` selects, newest first (at most `limit`). */
async function rowsWhere(db: Queryable, where: SQL, limit: number): Promise<ConsentRow[]> {
  const rows = await db
    .select({
      statuses: cookieConsents.statuses,
      textVersion: cookieConsents.textVersion,
      source: cookieConsents.source,
      createdAt: cookieConsents.createdAt,
    })
    .from(cookieConsents)
    .where(where)
    .orderBy(desc(cookieConsents.createdAt), desc(cookieConsents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, statuses: consentStatuses(row.statuses) }));
}

/** Appends one ledger row. */
export async function appendConsent(
  db: Queryable,
  subject: ConsentSubject,
  statuses: ConsentStatuses,
  source: ConsentSource,
  at: Date,
): Promise<void> {
  await db.insert(cookieConsents).values({
    visitorId: subject.visitorId,
    customerId: subject.customerId,
    statuses: consentStatuses(statuses),
    textVersion: CONSENT_TEXT_VERSION,
    source,
    createdAt: at,
  });
}

/**
 * Serialises the writes of one subject (a transaction's advisory lock): two requests that record
 * the same choice at once append one row, not two.
 */
export async function lockSubject(tx: Executor, subject: ConsentSubject): Promise<void> {
  const key =
    subject.customerId !== null
      ? `consent:customer:${String(subject.customerId)}`
      : `consent:visitor:${subject.visitorId ?? ''}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** A customer's rows, newest first (at most `limit`). */
export async function customerHistory(
  db: Queryable,
  customerId: number,
  limit: number,
): Promise<ConsentRow[]> {
  return rowsWhere(db, eq(cookieConsents.customerId, customerId), limit);
}
