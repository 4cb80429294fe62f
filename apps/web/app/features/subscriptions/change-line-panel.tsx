/**
 * 'Trocar de linha' (issue #15, `PUT /api/v1/winepass/change/category`): the six box lines with
 * their price at the subscription's billing kind, the current one marked. Choosing one asks the
 * card to confirm (the rule: the new line and price apply from the next box).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WinepassDto } from '@adega/server/contract';
import { FormAlert } from '../../components/ui/fields';
import {
  billingKindOf,
  lineChoicesOf,
  periodPriceText,
  type LineChoice,
} from './subscription-view';

export const CHOOSE_A_LINE = 'Escolha uma linha diferente da atual.';

export function ChangeLinePanel({
  subscription,
  busy,
  pendingLabel,
  onChoose,
  onClose,
}: {
  subscription: WinepassDto;
  busy: boolean;
  /** The submit's text while the change is sent, else null. */
  pendingLabel: string | null;
  onChoose: (line: LineChoice) => void;
  onClose: () => void;
}) {
  const id = useId();
  const choices = lineChoicesOf(subscription);
  const kind = billingKindOf(subscription);
  const [chosen, setChosen] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const line = choices.find((choice) => choice.slug === chosen && !choice.current);
    if (!line) {
      setAlert(CHOOSE_A_LINE);
      return;
    }
    setAlert(null);
    onChoose(line);
  };

  const firstOpen = choices.findIndex((choice) => !choice.current);
  return (
    <form className="sub-lines" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className="sub-lines__set">
        <legend className="sub-lines__legend">Escolha a nova linha</legend>
        <p className="acc-field__hint">
          A nova linha e o novo preço valem a partir da próxima caixa.
        </p>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <ul className="sub-lines__list">
          {choices.map((choice, index) => {
            const inputId = `${id}-${choice.slug}`;
            return (
              <li key={choice.slug} className="sub-line">
                <input
                  ref={index === firstOpen ? first : undefined}
                  id={inputId}
                  type="radio"
                  name={`${id}-linha`}
                  value={choice.slug}
                  className="acc-check__input"
                  checked={chosen === choice.slug}
                  disabled={choice.current || busy}
                  onChange={() => setChosen(choice.slug)}
                />
                <label htmlFor={inputId} className="sub-line__label">
                  <span className="sub-line__name">
                    {choice.name}
                    {choice.current ? <span className="acc-badge">Linha atual</span> : null}
                  </span>
                  <span className="sub-line__price">{periodPriceText(choice.price, kind)}</span>
                  <span className="acc-check__hint">
                    {choice.bottlesPerBox} garrafas · {choice.wines}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="acc-form__actions end-actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Voltar
        </button>
        <button type="submit" className="button" disabled={busy}>
          {pendingLabel ?? 'Trocar de linha'}
        </button>
      </div>
    </form>
  );
}
