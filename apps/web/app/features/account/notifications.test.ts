import { describe, expect, it } from 'vitest';
import type { NotificationPreferenceDto } from '@adega/server/contract';
import {
  channelSlug,
  preferenceSavedMessage,
  preferencesPayload,
  withOptIn,
} from './notifications';

const DEFAULTS: NotificationPreferenceDto[] = [
  { channel: 'EMAIL', title: 'E-mail', description: 'd1', optIn: true },
  { channel: 'SMS/WHATSAPP', title: 'SMS/WhatsApp', description: 'd2', optIn: true },
  { channel: 'PUSH', title: 'Push', description: 'd3', optIn: true },
];

describe('notification preferences', () => {
  it('switches one channel and leaves the others (and the input) alone', () => {
    const next = withOptIn(DEFAULTS, 'SMS/WHATSAPP', false);
    expect(next.map((p) => p.optIn)).toEqual([true, false, true]);
    expect(DEFAULTS[1]?.optIn).toBe(true);
  });

  it('saves every channel with its choice only', () => {
    expect(preferencesPayload(withOptIn(DEFAULTS, 'PUSH', false))).toEqual([
      { channel: 'EMAIL', optIn: true },
      { channel: 'SMS/WHATSAPP', optIn: true },
      { channel: 'PUSH', optIn: false },
    ]);
  });

  it('says what changed', () => {
    expect(preferenceSavedMessage({ title: 'Push', optIn: false })).toBe('Push desativado.');
    expect(preferenceSavedMessage({ title: 'E-mail', optIn: true })).toBe('E-mail ativado.');
  });

  it('makes ids of the channel names', () => {
    expect(channelSlug('SMS/WHATSAPP')).toBe('sms-whatsapp');
    expect(channelSlug('EMAIL')).toBe('email');
  });
});
