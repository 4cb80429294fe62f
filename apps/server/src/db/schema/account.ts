/** My account (issue #5): addresses, credit cards, notification preferences, consents. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, tz, timestamps, flag, ownedBy } from './columns.ts';
import { customers } from './customers.ts';

/** SPEC §3 Address; uidPk is `id`. The phone is stored as its parts (full number is derived). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    preferred: flag('preferred'),
    caixaPostal: flag('caixa_postal'),
    fullTimeConcierge: flag('full_time_concierge'),
    titulo: text('titulo'),
    firstName: text('first_name').notNull(),
    street1: text('street1').notNull(),
    numero: text('numero').notNull(),
    bairro: text('bairro').notNull(),
    city: text('city').notNull(),
    complemento: text('complemento'),
    pontoReferencia: text('ponto_referencia'),
    subCountry: text('sub_country').notNull(),
    country: text('country').notNull().default('BR'),
    zipOrPostalCode: text('zip_or_postal_code').notNull(),
    deliveryTime: text('delivery_time'),
    ddd1: text('ddd1').notNull(),
    phoneNumber: text('phone_number').notNull(),
    ddd2: text('ddd2'),
    phoneNumber2: text('phone_number2'),
    ...timestamps(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_preferred_key')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/**
 * Saved credit cards: only the holder, last four digits, brand, expiry and the sandbox gateway's
 * token (DESIGN payments). Never the number or the security code.
 */
export const customerCreditCards = pgTable(
  'customer_credit_cards',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    holderName: text('holder_name').notNull(),
    lastFour: text('last_four').notNull(),
    brand: text('brand').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    preferred: flag('preferred'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('customer_credit_cards_customer_idx').on(t.customerId),
    uniqueIndex('customer_credit_cards_preferred_key')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/** SPEC §3/§9 notification preference per channel (EMAIL, SMS/WHATSAPP, PUSH); opt-in default true. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: ownedBy('customer_id', () => customers.id),
    channel: text('channel').notNull(),
    optIn: boolean('opt_in').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.channel] })],
);

/**
 * Consent history (LGPD): every grant and revocation is a new row; the current state of a
 * purpose is its newest row.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    textVersion: text('text_version').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('customer_consents_customer_idx').on(t.customerId, t.purpose, t.id)],
);
