/** Customers, sessions, password-reset tokens, throttling counters, spent captchas and the e-mail outbox. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, tz, flag, ownedBy } from './columns.ts';

/** Demo and real customers (accounts are built out in a later issue). */
export const customers = pgTable(
  'customers',
  {
    id: serialId(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    cnpj: text('cnpj'),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    pessoaJuridica: flag('pessoa_juridica'),
    socioClube: flag('socio_clube'),
    socioPrime: flag('socio_prime'),
    beneficiosClube: flag('beneficios_clube'),
    avatarPath: text('avatar_path'),
    ddd1: text('ddd1'),
    phoneNumber: text('phone_number'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    toBeNotified: flag('to_be_notified', true),
    /** PJ (legal entity): razão social, nome fantasia, inscrição estadual (null when isento). */
    companyName: text('company_name'),
    tradeName: text('trade_name'),
    stateRegistration: text('state_registration'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    passwordChangedAt: tz('password_changed_at'),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('customers_cpf_key').on(t.cpf),
    uniqueIndex('customers_cnpj_key').on(t.cnpj),
  ],
);

/**
 * Sessions (DESIGN auth): the cookie carries a random 256-bit id; only its SHA-256 is stored.
 * A session is *logged* while it is within the idle and absolute lifetimes of its last
 * authentication, and *semi-logged* (remembered) afterwards until `expiresAt` (ADR 0007).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: ownedBy('customer_id', () => customers.id),
    createdAt: tz('created_at').notNull(),
    authenticatedAt: tz('authenticated_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    /** End of the remembered (semi-logged) period; the row is dead afterwards. */
    expiresAt: tz('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Password-reset tokens: single use, expiring, stored as SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Fixed-window counters for throttling (shared by every app instance on one database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tz('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Spent captcha solutions (a proof of work is accepted once) until their challenge expires. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});

/** Outgoing e-mail: written in the transaction of what caused it, delivered by the mailer. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serialId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What kind of message (password-reset, email-changed…), for operators and tests. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not retried before this time after a failed attempt (1, 2, 4, 8 minutes); null: now. */
    nextAttemptAt: tz('next_attempt_at'),
    createdAt: tz('created_at').notNull(),
    sentAt: tz('sent_at'),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.status, t.id)],
);
