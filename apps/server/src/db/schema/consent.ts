/**
 * The cookie-consent ledger (issue #17, ADR 0029; SPEC §3 Consent statuses): one append-only row
 * per change of a visitor's or customer's choice. A visitor's rows carry the visitor id (cookie
 * `adega_visitante`); a customer's carry the customer id (and the visitor id of the browser that
 * made the choice). The current choice is the newest row.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, tz } from './columns.ts';
import type { ConsentStatuses } from '@adega/domain/consent/consent';
import { customers } from './customers.ts';

export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: serialId(),
    /** SHA-256 (hex) of the visitor cookie's token; never the token itself. */
    visitorId: text('visitor_id'),
    customerId: integer('customer_id').references(() => customers.id),
    statuses: jsonb('statuses').$type<ConsentStatuses>().notNull(),
    textVersion: text('text_version').notNull(),
    /** ConsentSource: gate, cookie-modal, dialog, account, sign-in. */
    source: text('source').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('cookie_consents_visitor').on(t.visitorId, t.createdAt),
    index('cookie_consents_customer').on(t.customerId, t.createdAt),
  ],
);
