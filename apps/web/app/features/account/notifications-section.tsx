/** 'Notificações': one switch per channel, saved at once (optimistic, restored on failure). */
import { useRef, useState } from 'react';
import type { NotificationChannel, NotificationPreferenceDto } from '@adega/server/contract';
import { accountApi, errorMessage } from './account-api';
import {
  channelSlug,
  preferenceSavedMessage,
  preferencesPayload,
  withOptIn,
} from './notifications';
import { SectionStatus } from './section-status';
import { useNotify } from '../../components/ui/toast';
import { useRemote } from './use-remote';
import './account.css';

export function NotificationsSection() {
  const { state, reload, setData } = useRemote(accountApi.notificationPreferences);
  const toast = useNotify();
  // What the server last confirmed, to put back when a save fails.
  const confirmed = useRef<NotificationPreferenceDto[] | null>(null);
  const pending = useRef(0);
  const [saving, setSaving] = useState<NotificationChannel | null>(null);

  if (state.status !== 'ready') {
    return (
      <SectionStatus state={state} reload={reload} loadingText="Carregando suas preferências…" />
    );
  }
  const preferences = state.data;
  confirmed.current ??= preferences;

  const toggle = async (channel: NotificationChannel, optIn: boolean) => {
    const next = withOptIn(preferences, channel, optIn);
    setData(next);
    setSaving(channel);
    pending.current += 1;
    try {
      await accountApi.saveNotificationPreferences(preferencesPayload(next));
      confirmed.current = next;
      const changed = next.find((preference) => preference.channel === channel);
      if (changed) toast(preferenceSavedMessage(changed));
    } catch (error) {
      if (confirmed.current) setData(confirmed.current);
      toast(errorMessage(error), 'error');
    } finally {
      pending.current -= 1;
      if (pending.current === 0) setSaving(null);
    }
  };

  return (
    <ul className="acc-list bare-list" aria-label="Canais de notificação">
      {preferences.map((preference) => {
        const id = `notificacao-${channelSlug(preference.channel)}`;
        return (
          <li key={preference.channel} className="acc-card acc-switch-row">
            <div className="acc-switch-row__text">
              <span className="acc-item__title" id={`${id}-titulo`}>
                {preference.title}
              </span>
              <span className="acc-item__muted" id={`${id}-descricao`}>
                {preference.description}
              </span>
            </div>
            <button
              id={id}
              type="button"
              role="switch"
              className="acc-switch"
              aria-checked={preference.optIn}
              aria-labelledby={`${id}-titulo`}
              aria-describedby={`${id}-descricao`}
              aria-busy={saving === preference.channel}
              onClick={() => void toggle(preference.channel, !preference.optIn)}
            >
              <span className="acc-switch__track" aria-hidden="true">
                <span className="acc-switch__thumb" />
              </span>
              <span className="acc-switch__state" aria-hidden="true">
                {preference.optIn ? 'Ativado' : 'Desativado'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
