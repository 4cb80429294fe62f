/**
 * 'Escolha os vinhos da sua próxima caixa' on /winebox-do-seu-jeito/ (issue #15): a club member's
 * next box from `GET /api/v1/winepass/{assinaturaUid}/box` — its date, the curated selection as
 * selectable cards (up to the line's bottles per box, with the counter) and 'Salvar escolha'
 * (`PUT …/box {skus}`). A box being prepared shows the rule and cannot change; a skipped box says so.
 */
import { useEffect, useId, useState } from 'react';
import type { BoxWineDto, NextBoxDto, WinepassDto } from '@adega/server/contract';
import { ROUTES } from '@adega/domain/urls';
import { formatIsoDay } from './dates';
import {
  canPickMore,
  canSave,
  initialSelection,
  missingText,
  selectionCounter,
  toggleBottle,
} from './box-selection';
import { clubApi } from './club-api';

export const BOX_TITLE = 'Escolha os vinhos da sua próxima caixa';
export const BOX_PREPARED_TEXT =
  'A próxima caixa já está sendo preparada: a escolha dos vinhos não pode mais ser alterada.';
export const BOX_SKIPPED_TEXT = 'Você pulou a próxima caixa: ela não será enviada nem cobrada.';
export const BOX_SAVED_TEXT = 'Escolha salva! Estes vinhos vêm na sua próxima caixa.';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; box: NextBoxDto };

type Feedback = { ok: boolean; text: string } | null;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Não foi possível carregar a sua próxima caixa. Tente novamente.';
}

function WineCard({
  wine,
  checked,
  disabled,
  onToggle,
}: {
  wine: BoxWineDto;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  const facts = [wine.type, wine.country].filter(Boolean).join(' · ');
  return (
    <li>
      <label className={`box-wine${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
        <input
          type="checkbox"
          className="box-wine__check"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />
        {wine.image ? (
          <img
            className="box-wine__image"
            src={wine.image}
            alt=""
            width={88}
            height={120}
            loading="lazy"
          />
        ) : (
          <span className="box-wine__image" aria-hidden="true" />
        )}
        <span className="box-wine__body">
          <span className="box-wine__name">{wine.name}</span>
          {facts ? <span className="box-wine__facts">{facts}</span> : null}
        </span>
      </label>
      <a className="box-wine__link" href={wine.href}>
        Ver detalhes<span className="visually-hidden"> de {wine.name}</span>
      </a>
    </li>
  );
}

function BoxChooser({ box, onSaved }: { box: NextBoxDto; onSaved(box: NextBoxDto): void }) {
  const [selected, setSelected] = useState<string[]>(() => initialSelection(box));
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const counterId = useId();
  const limit = box.bottlesPerBox;
  const full = !canPickMore(selected, limit);
  const missing = missingText(selected.length, limit);

  const save = () => {
    setSaving(true);
    setFeedback(null);
    clubApi.chooseBox(box.assinaturaUid, selected).then(
      (saved) => {
        setSaving(false);
        setSelected(initialSelection(saved));
        setFeedback({ ok: true, text: BOX_SAVED_TEXT });
        onSaved(saved);
      },
      (error: unknown) => {
        setSaving(false);
        setFeedback({ ok: false, text: messageOf(error) });
      },
    );
  };

  return (
    <form
      className="box-chooser"
      aria-describedby={counterId}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave(selected, box) && !saving) save();
      }}
    >
      <fieldset>
        <legend className="visually-hidden">Vinhos da seleção de {box.lineName}</legend>
        <ul className="box-wines bare-list">
          {box.selection.map((wine) => {
            const checked = selected.includes(wine.sku);
            return (
              <WineCard
                key={wine.sku}
                wine={wine}
                checked={checked}
                disabled={saving || (!checked && full)}
                onToggle={() => {
                  setFeedback(null);
                  setSelected((current) => toggleBottle(current, wine.sku, limit));
                }}
              />
            );
          })}
        </ul>
      </fieldset>
      <div className="box-chooser__bar row-between">
        <p id={counterId} className="box-chooser__counter" aria-live="polite">
          <strong>{selectionCounter(selected.length, limit)}</strong>
          {missing ? <span> {missing}</span> : null}
        </p>
        <button
          type="submit"
          className="button"
          disabled={!canSave(selected, box) || saving}
          aria-busy={saving}
        >
          Salvar escolha
        </button>
      </div>
      <div role="status" aria-live="polite">
        {feedback ? (
          <p className={`box-chooser__feedback ${feedback.ok ? 'is-ok' : 'is-error'}`}>
            {feedback.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The member's next box; `subscription` is their open club subscription. */
export function NextBox({ subscription }: { subscription: WinepassDto }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const titleId = useId();

  useEffect(() => {
    const controller = new AbortController();
    clubApi.nextBox(subscription.assinaturaUid, controller.signal).then(
      (box) => setLoad({ status: 'ready', box }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [subscription.assinaturaUid]);

  return (
    <section
      className="next-box page-section"
      aria-labelledby={titleId}
      aria-busy={load.status === 'loading'}
    >
      <h2 id={titleId}>{BOX_TITLE}</h2>
      {load.status === 'loading' ? (
        <p className="next-box__loading">Carregando a sua próxima caixa…</p>
      ) : load.status === 'error' ? (
        <p className="next-box__error" role="alert">
          {load.message}
        </p>
      ) : (
        <>
          <p className="next-box__date">
            Clube Wine {load.box.lineName} · caixa de{' '}
            <strong>{formatIsoDay(load.box.boxDate)}</strong>
          </p>
          {load.box.skipped ? (
            <p className="next-box__rule">
              {BOX_SKIPPED_TEXT} <a href={ROUTES.clubList}>Gerenciar assinatura</a>
            </p>
          ) : !load.box.changeable ? (
            <>
              <p className="next-box__rule">{BOX_PREPARED_TEXT}</p>
              <ul className="box-wines box-wines--locked bare-list">
                {load.box.chosen.map((wine) => (
                  <li key={wine.sku} className="box-wine is-checked">
                    <span className="box-wine__name">{wine.name}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <BoxChooser box={load.box} onSaved={(box) => setLoad({ status: 'ready', box })} />
          )}
        </>
      )}
    </section>
  );
}
