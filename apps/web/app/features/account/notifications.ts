/**
 * 'Notificações' (SPEC §2 /minha-wine#/notificacoes, §3 notification preference, §9 channels
 * EMAIL, SMS/WHATSAPP and PUSH, opt-in initially true): the switch changes are shown at once
 * and saved as the whole list; a failed save puts back what the server last confirmed.
 */
import type { NotificationChannel, NotificationPreferenceDto } from '@adega/server/contract';

/** The list with one channel switched. */
export function withOptIn(
  preferences: readonly NotificationPreferenceDto[],
  channel: NotificationChannel,
  optIn: boolean,
): NotificationPreferenceDto[] {
  return preferences.map((preference) =>
    preference.channel === channel ? { ...preference, optIn } : preference,
  );
}

/** The saveNotificationPreferences payload: every channel with its choice. */
export function preferencesPayload(
  preferences: readonly NotificationPreferenceDto[],
): { channel: NotificationChannel; optIn: boolean }[] {
  return preferences.map(({ channel, optIn }) => ({ channel, optIn }));
}

/** 'E-mail ativado.' / 'Push desativado.' — what the toast says after a save. */
export function preferenceSavedMessage(
  preference: Pick<NotificationPreferenceDto, 'title' | 'optIn'>,
): string {
  return `${preference.title} ${preference.optIn ? 'ativado' : 'desativado'}.`;
}

/** An id safe for HTML ids: 'SMS/WHATSAPP' → 'sms-whatsapp'. */
export function channelSlug(channel: NotificationChannel): string {
  return channel.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
