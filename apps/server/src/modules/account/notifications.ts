/**
 * Notification preferences (SPEC §3 notification preference; §9 "Default notification channels:
 * EMAIL, SMS/WHATSAPP, PUSH, opt-in initially true"): a channel without a row is opted in. The
 * customer's `to_be_notified` (SPEC §3 Customer.toBeNotified) is kept equal to "any channel opted
 * in" in the same transaction as every change.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { customers, notificationPreferences } from '../../db/schema.ts';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreferenceDto,
} from '../../contract.ts';

export const CHANNEL_TEXTS: Readonly<
  Record<NotificationChannel, { title: string; description: string }>
> = {
  EMAIL: {
    title: 'E-mail',
    description: 'Ofertas, novidades e avisos dos seus pedidos por e-mail.',
  },
  'SMS/WHATSAPP': {
    title: 'SMS/WhatsApp',
    description: 'Ofertas, novidades e avisos dos seus pedidos por SMS e WhatsApp.',
  },
  PUSH: {
    title: 'Push',
    description: 'Ofertas, novidades e avisos dos seus pedidos em notificações no celular.',
  },
};

/** SPEC §9: opt-in initially true. */
export const DEFAULT_OPT_IN = true;
export const DUPLICATE_CHANNEL = 'Cada canal pode aparecer uma vez só.';

/** RPC saveNotificationPreferences [preferences: [{channel, optIn}]]; channels left out keep their state. */
export const saveNotificationPreferencesInput = z.object({
  preferences: z
    .array(
      z.object({
        channel: z.enum(NOTIFICATION_CHANNELS),
        optIn: z.boolean(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_CHANNELS.length)
    .superRefine((preferences, ctx) => {
      const seen = new Set<string>();
      preferences.forEach((preference, index) => {
        if (seen.has(preference.channel)) {
          ctx.addIssue({ code: 'custom', message: DUPLICATE_CHANNEL, path: [index, 'channel'] });
        }
        seen.add(preference.channel);
      });
    }),
});
export type PreferenceChoice = z.infer<
  typeof saveNotificationPreferencesInput
>['preferences'][number];

async function readPreferences(
  db: Queryable,
  customerId: number,
): Promise<NotificationPreferenceDto[]> {
  const rows = await db
    .select({ channel: notificationPreferences.channel, optIn: notificationPreferences.optIn })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId));
  const stored = new Map(rows.map((row) => [row.channel, row.optIn]));
  return NOTIFICATION_CHANNELS.map((channel) => ({
    channel,
    ...CHANNEL_TEXTS[channel],
    optIn: stored.get(channel) ?? DEFAULT_OPT_IN,
  }));
}

/**
 * Writes the given choices and the customer's `to_be_notified`, inside the caller's transaction
 * (also used when the marketing consent is revoked).
 */
export async function writePreferences(
  tx: Queryable,
  customerId: number,
  choices: readonly PreferenceChoice[],
  at: Date,
): Promise<NotificationPreferenceDto[]> {
  for (const choice of choices) {
    await tx
      .insert(notificationPreferences)
      .values({ customerId, channel: choice.channel, optIn: choice.optIn, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationPreferences.customerId, notificationPreferences.channel],
        set: { optIn: choice.optIn, updatedAt: at },
      });
  }
  const preferences = await readPreferences(tx, customerId);
  await tx
    .update(customers)
    .set({ toBeNotified: preferences.some((preference) => preference.optIn), updatedAt: at })
    .where(eq(customers.id, customerId));
  return preferences;
}

/** Every channel off (marketing consent revoked), recorded like a choice of the customer. */
export function allChannelsOff(): PreferenceChoice[] {
  return NOTIFICATION_CHANNELS.map((channel) => ({ channel, optIn: false }));
}

export interface NotificationSettings {
  list(customerId: number): Promise<NotificationPreferenceDto[]>;
  save(
    customerId: number,
    choices: readonly PreferenceChoice[],
  ): Promise<NotificationPreferenceDto[]>;
}

export function createNotificationSettings(db: Db, now: () => Date): NotificationSettings {
  return {
    list: (customerId) => readPreferences(db, customerId),
    save: (customerId, choices) =>
      db.transaction((tx) => writePreferences(tx, customerId, choices, now())),
  };
}
