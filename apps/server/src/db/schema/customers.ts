/** Customers, sessions, password-reset tokens, throttling counters, spent captchas and the e-mail outbox. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Demo and real customers (accounts are built out in a later issue). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    cnpj: text('cnpj'),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    pessoaJuridica: boolean('pessoa_juridica').notNull().default(false),
    socioClube: boolean('socio_clube').notNull().default(false),
    socioPrime: boolean('socio_prime').notNull().default(false),
    beneficiosClube: boolean('beneficios_clube').notNull().default(false),
    avatarPath: text('avatar_path'),
    ddd1: text('ddd1'),
    phoneNumber: text('phone_number'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    toBeNotified: boolean('to_be_notified').notNull().default(true),
    /** PJ (legal entity): razão social, nome fantasia, inscrição estadual (null when isento). */
    companyName: text('company_name'),
    tradeName: text('trade_name'),
    stateRegistration: text('state_registration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** End of the remembered (semi-logged) period; the row is dead afterwards. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Password-reset tokens: single use, expiring, stored as SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Fixed-window counters for throttling (shared by every app instance on one database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Spent captcha solutions (a proof of work is accepted once) until their challenge expires. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Outgoing e-mail: written in the transaction of what caused it, delivered by the mailer. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
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
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.status, t.id)],
);
