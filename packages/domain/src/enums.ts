/**
 * Enumerations of SPEC §3 ("Enumerations", payment types, rating agencies, consent statuses,
 * notification preferences) as closed unions with their value lists.
 */
import { NOTIFICATION_CHANNELS, NOTIFICATION_OPT_IN_DEFAULT } from './constants.ts';
import { isOneOf } from './one-of.ts';

export const PROMOTION_STATUSES = ['ACTIVE', 'INACTIVE', 'NEXT'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROGRESS_STATUSES = ['PENDING', 'SUCCESS', 'FAIL'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const STORES = ['WINE', 'OUTLET'] as const;
export type Store = (typeof STORES)[number];

export const ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const DYNAMIC_BANNER_POSITIONS = [
  'CAROUSEL_HOME',
  'BANNER_HOME',
  'HOTSITE_PAGE_BANNER',
  'SUBMENU',
  'OFERTAS',
  'VINHOS',
  'BAR_GOURMET',
  'CLUBE',
] as const;
export type DynamicBannerPosition = (typeof DYNAMIC_BANNER_POSITIONS)[number];

/** SPEC §3 "Payment types" (26). */
export const PAYMENT_TYPES = [
  'APPLE_PAY',
  'BOLETO',
  'ADYEN_PAYMENT_LINK',
  'ADYEN_PAYMENT',
  'CLUBEGIFT_PAGO',
  'CREDITCARD',
  'CREDITCARD_DIRECT_POST',
  'CREDITOCLUBE',
  'GIFT_CERTIFICATE',
  'GOOGLE_CHECKOUT',
  'GOOGLE_PAY',
  'HOSTED_PAGE',
  'MASTER_PASS',
  'PAY_PAL',
  'PAYMENT_TOKEN',
  'PAYPAL_EXPRESS',
  'PIC_PAY',
  'SPIN_PAY',
  'NUPAY',
  'PONTOS_LIVELO',
  'PONTOS_MULTIPLUS',
  'PPW',
  'RETURN_AND_EXCHANGE',
  'SAMSUNG_PAY',
  'SKYHUB',
  'VISA_CHECKOUT',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function isPaymentType(value: string): value is PaymentType {
  return isOneOf(PAYMENT_TYPES, value);
}

/** SPEC §3 "Rating agencies (13)": name and abbreviation. */
export const RATING_AGENCIES = [
  { name: 'Descorchados', abbreviation: 'DS' },
  { name: 'Robert Parker', abbreviation: 'RP' },
  { name: 'Wine Enthusiast', abbreviation: 'WE' },
  { name: 'Wine Spectator', abbreviation: 'WS' },
  { name: 'Wine & Spirits', abbreviation: 'W&S' },
  { name: 'Stephen Tanzer', abbreviation: 'ST' },
  { name: 'Gambero Rosso', abbreviation: 'GR' },
  { name: 'Guia Vinos Chile', abbreviation: 'GVC' },
  { name: 'Decanter', abbreviation: 'DEC' },
  { name: 'Jancis Robinson', abbreviation: 'JR' },
  { name: 'Revista de Vinhos de Portugal', abbreviation: 'RVP' },
  { name: 'Guía Peñín', abbreviation: 'GP' },
  { name: 'James Suckling', abbreviation: 'JS' },
] as const;
export type RatingAgencyAbbreviation = (typeof RATING_AGENCIES)[number]['abbreviation'];

export interface Award {
  score: number;
  /** The agency's full name, e.g. 'Robert Parker'. */
  label: string;
  abbreviation: RatingAgencyAbbreviation;
}

/** SPEC §3: awards come from product attributes whose key starts with PNT_. */
export const AWARD_ATTRIBUTE_PREFIX = 'PNT_';

/**
 * Awards from product attributes (SPEC §3 "awards … from attributes starting PNT_").
 * Attribute format chosen here: key `PNT_{abbreviation}` (case-insensitive, e.g. `PNT_RP`,
 * `PNT_W&S`), value the score as text or number (`'95'`, `'95 pts'`, `'17,5'`). Unknown agencies,
 * empty or non-numeric scores are skipped: a trophy without a readable score says nothing.
 * The order follows RATING_AGENCIES so the trophy is stable whatever the attribute order.
 */
export function awardsFromAttributes(
  attributes: Readonly<Record<string, string | number | null | undefined>>,
): Award[] {
  const byAbbreviation = new Map<string, number>();
  for (const [key, raw] of Object.entries(attributes)) {
    if (!key.toUpperCase().startsWith(AWARD_ATTRIBUTE_PREFIX)) continue;
    const abbreviation = key.slice(AWARD_ATTRIBUTE_PREFIX.length).trim().toUpperCase();
    const score = parseScore(raw);
    if (score !== null) byAbbreviation.set(abbreviation, score);
  }
  const awards: Award[] = [];
  for (const agency of RATING_AGENCIES) {
    const score = byAbbreviation.get(agency.abbreviation);
    if (score !== undefined) {
      awards.push({ score, label: agency.name, abbreviation: agency.abbreviation });
    }
  }
  return awards;
}

function parseScore(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(raw);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

/** SPEC §2 "awards trophy (title '{n} premiações')". */
export function trophyTitle(count: number): string {
  return `${count} premiações`;
}

/** SPEC §3 notification preference; channels and the opt-in default from §9. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationPreference {
  channel: NotificationChannel;
  title: string;
  description: string;
  optIn: boolean;
}

// The spec gives the channels but not their texts; these are our pt-BR wording.
const CHANNEL_TEXTS: Record<NotificationChannel, { title: string; description: string }> = {
  EMAIL: {
    title: 'E-mail',
    description: 'Ofertas, novidades e avisos dos seus pedidos por e-mail.',
  },
  'SMS/WHATSAPP': {
    title: 'SMS/WhatsApp',
    description: 'Avisos e ofertas por SMS ou WhatsApp no seu celular.',
  },
  PUSH: { title: 'Push', description: 'Notificações no aplicativo e no navegador.' },
};

/** SPEC §9 "Default notification channels: EMAIL, SMS/WHATSAPP, PUSH, opt-in initially true". */
export function defaultNotificationPreferences(): NotificationPreference[] {
  return NOTIFICATION_CHANNELS.map((channel) => ({
    channel,
    ...CHANNEL_TEXTS[channel],
    optIn: NOTIFICATION_OPT_IN_DEFAULT,
  }));
}

/** SPEC §3 "Consent statuses: a map of category name to boolean, with an 'Essential' category". */
export const ESSENTIAL_CONSENT_CATEGORY = 'Essential';
export type ConsentStatuses = Readonly<Record<string, boolean>>;

/** Essential cookies are always on; every other category starts off until accepted. */
export function defaultConsentStatuses(categories: readonly string[] = []): ConsentStatuses {
  const statuses: Record<string, boolean> = { [ESSENTIAL_CONSENT_CATEGORY]: true };
  for (const category of categories) {
    if (category !== ESSENTIAL_CONSENT_CATEGORY) statuses[category] = false;
  }
  return statuses;
}

/**
 * True when every non-essential category is accepted. A map with no non-essential category means
 * the visitor has not been asked yet, so it is not "all accepted" (the cookie modal still shows).
 */
export function allNonEssentialAccepted(statuses: ConsentStatuses): boolean {
  const nonEssential = Object.entries(statuses).filter(
    ([category]) => category !== ESSENTIAL_CONSENT_CATEGORY,
  );
  return nonEssential.length > 0 && nonEssential.every(([, accepted]) => accepted);
}
