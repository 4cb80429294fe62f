/**
 * The consent module's public service (issue #17, ADR 0030): the current choice of a customer or
 * a visitor, recording a change as one ledger row, the customer's history, and the visitor's
 * choice following them to their account at sign-in. The ledger is the record; the cookie the
 * routes write is only the page's copy.
 */
import {
  CONSENT_SOURCES,
  CONSENT_TEXT_VERSION,
  consentStatuses,
  ESSENTIAL_ONLY,
  sameStatuses,
  type ConsentSource,
  type ConsentStatuses,
  type ConsentSubject,
} from '@adega/domain/consent/consent';
import type { Db } from '../../db/client.ts';
import type { ConsentRecordDto, ConsentStateDto } from '../../contract/tracking.ts';
import {
  appendConsent,
  customerHistory,
  lockSubject,
  newestConsent,
  type ConsentRow,
} from './repo.ts';

/**
 * What a subject allows now (no choice yet: essential only): the one check the tracking pipeline
 * asks before storing an event and again before each delivery (ADR 0029).
 */
export async function currentConsent(db: Db, subject: ConsentSubject): Promise<ConsentStatuses> {
  return (await newestConsent(db, subject))?.statuses ?? ESSENTIAL_ONLY;
}

/** The history shown in the account: the newest rows (a choice changes a handful of times). */
export const CONSENT_HISTORY_MAX = 100;

export interface ConsentService {
  /** The subject's current choice (no row: essential only, decidedAt null). */
  state(subject: ConsentSubject): Promise<ConsentStateDto>;
  /** Records the choice: one row only when it differs from the current one. */
  choose(
    subject: ConsentSubject,
    choice: { Analytics: boolean; Marketing: boolean },
    source: ConsentSource,
  ): Promise<ConsentStateDto>;
  /** The customer's own rows, newest first. */
  history(customerId: number): Promise<ConsentRecordDto[]>;
  /**
   * At sign-in or sign-up: when the visitor's newest row is newer than the customer's newest (or
   * the customer has none), the customer gets a row with those statuses (source 'sign-in').
   * Answers the customer's current choice afterwards.
   */
  followToCustomer(visitorId: string | null, customerId: number): Promise<ConsentStateDto>;
}

function stateOf(row: ConsentRow | null): ConsentStateDto {
  return row
    ? {
        statuses: row.statuses,
        textVersion: row.textVersion,
        decidedAt: row.createdAt.toISOString(),
      }
    : { statuses: ESSENTIAL_ONLY, textVersion: CONSENT_TEXT_VERSION, decidedAt: null };
}

function sourceOf(raw: string): ConsentSource {
  return CONSENT_SOURCES.find((source) => source === raw) ?? 'dialog';
}

export function createConsentService(deps: { db: Db; now: () => Date }): ConsentService {
  const { db, now } = deps;
  return {
    async state(subject) {
      return stateOf(await newestConsent(db, subject));
    },

    async choose(subject, choice, source) {
      const statuses: ConsentStatuses = consentStatuses(choice);
      return db.transaction(async (tx) => {
        await lockSubject(tx, subject);
        const current = await newestConsent(tx, subject);
        // The same choice again (a retry, a second click) records nothing.
        if (current && sameStatuses(current.statuses, statuses)) return stateOf(current);
        await appendConsent(tx, subject, statuses, source, now());
        return stateOf(await newestConsent(tx, subject));
      });
    },

    async history(customerId) {
      const rows = await customerHistory(db, customerId, CONSENT_HISTORY_MAX);
      return rows.map((row) => ({
        statuses: row.statuses,
        source: sourceOf(row.source),
        textVersion: row.textVersion,
        at: row.createdAt.toISOString(),
      }));
    },

    async followToCustomer(visitorId, customerId) {
      const customer: ConsentSubject = { customerId, visitorId };
      if (visitorId === null) return stateOf(await newestConsent(db, customer));
      return db.transaction(async (tx) => {
        await lockSubject(tx, customer);
        const own = await newestConsent(tx, customer);
        const visitor = await newestConsent(tx, { customerId: null, visitorId });
        const newer = visitor && (!own || visitor.createdAt.getTime() > own.createdAt.getTime());
        if (!newer || (own && sameStatuses(own.statuses, visitor.statuses))) return stateOf(own);
        await appendConsent(tx, customer, visitor.statuses, 'sign-in', now());
        return stateOf(await newestConsent(tx, customer));
      });
    },
  };
}
