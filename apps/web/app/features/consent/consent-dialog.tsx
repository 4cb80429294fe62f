/**
 * The consent dialog (issue #17; ANPD cookie guide): every category with what it allows;
 * 'Essenciais' locked on, the others as chosen (off until chosen). 'Rejeitar todos' and 'Aceitar
 * todos' look alike (the same weight: refusing is as easy as accepting); 'Salvar preferências'
 * records the switches. Opened from the gate, the cookie-policy modal, the footer and the account.
 */
import { useState } from 'react';
import {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_TEXTS,
  ESSENTIAL_ONLY,
  type ConsentSource,
  type ConsentStatuses,
} from '@adega/domain/consent/consent';
import { ROUTES } from '@adega/domain/urls';
import { Modal } from '../../components/ui/modal';
import { useNotify } from '../../components/ui/toast';
import { consentStore, useConsent } from './consent-store';
import { DIALOG_TEXTS } from './texts';

export function ConsentDialog() {
  const consent = useConsent();
  if (!consent.dialog) return null;
  return <ConsentDialogBody source={consent.dialog.source} initial={consent.statuses} />;
}

function ConsentDialogBody({
  source,
  initial,
}: {
  source: ConsentSource;
  initial: ConsentStatuses;
}) {
  const [draft, setDraft] = useState<ConsentStatuses>(initial);
  const [busy, setBusy] = useState(false);
  const toast = useNotify();

  const save = async (statuses: ConsentStatuses) => {
    setBusy(true);
    try {
      await consentStore.save(statuses, source);
      toast(DIALOG_TEXTS.saved);
      consentStore.closeDialog();
    } catch {
      toast(DIALOG_TEXTS.saveFailed, 'error');
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={DIALOG_TEXTS.title}
      onClose={() => consentStore.closeDialog()}
      className="consent-dialog"
    >
      <p className="consent-dialog__intro muted-note">
        {DIALOG_TEXTS.intro} <a href={ROUTES.cookiePolicy}>{DIALOG_TEXTS.details}</a>.
      </p>
      <ul className="consent-dialog__list bare-list" aria-label="Categorias de cookies">
        {CONSENT_CATEGORIES.map((category) => {
          const text = CONSENT_CATEGORY_TEXTS[category];
          const locked = category === 'Essential';
          const id = `consentimento-cookie-${category.toLowerCase()}`;
          return (
            <li key={category} className="consent-dialog__item">
              <div className="consent-dialog__row">
                <label htmlFor={id} className="consent-dialog__label">
                  {text.title}
                </label>
                {locked ? (
                  <span className="consent-dialog__always">{DIALOG_TEXTS.alwaysOn}</span>
                ) : null}
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="consent-switch"
                  checked={locked || draft[category]}
                  disabled={locked || busy}
                  aria-describedby={`${id}-texto`}
                  onChange={(event) =>
                    setDraft((d) => ({ ...d, [category]: event.target.checked }))
                  }
                />
              </div>
              <p id={`${id}-texto`} className="consent-dialog__text muted-note">
                {text.description}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="consent-dialog__actions">
        {(
          [
            ['button', ESSENTIAL_ONLY, DIALOG_TEXTS.rejectAll],
            ['button', ALL_ACCEPTED, DIALOG_TEXTS.acceptAll],
            ['button button--ghost consent-dialog__save', draft, DIALOG_TEXTS.save],
          ] as const
        ).map(([className, choice, label]) => (
          <button
            key={label}
            type="button"
            className={className}
            disabled={busy}
            onClick={() => void save(choice)}
          >
            {label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
