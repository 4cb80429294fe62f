/**
 * One subscription on /minha-wine/clubew (issue #15): plan, state, price per period, next billing
 * and box dates, the missing-card warning, the next box's wines (club) and the actions its state
 * allows. Each action states its rule in the site's confirm dialog first; while the server works
 * every button of the card is disabled (no double submit) and the pressed one says so; the card
 * then shows the server's answer, or its pt-BR refusal.
 */
import { useId, useRef, useState } from 'react';
import type { WinepassDto } from '@adega/server/contract';
import { ROUTES } from '@adega/domain/urls';
import { formatBRL, fromReais } from '@adega/domain/money';
import type { ConfirmOptions } from '../../components/ui/confirm-dialog';
import { errorMessage, sectionHref } from '../account';
import { ChangeLinePanel } from './change-line-panel';
import { NextBox } from './next-box';
import { PaymentHistory } from './payment-history';
import {
  actionsOf,
  CARD_MISSING,
  confirmationOf,
  doneTextOf,
  formatDay,
  lastPaidDay,
  nextBoxText,
  priceLine,
  type CardAction,
  type LineChoice,
} from './subscription-view';
import { subscriptionsApi } from './subscriptions-api';

const PENDING_LABELS: Readonly<Record<CardAction, string>> = {
  changeLine: 'Trocando…',
  skip: 'Pulando…',
  pause: 'Pausando…',
  resume: 'Retomando…',
  cancel: 'Cancelando…',
};

type Outcome = { kind: 'done' | 'refused'; text: string } | null;

export function SubscriptionCard({
  subscription,
  clubVisible,
  confirm,
  onChanged,
  onRefused,
}: {
  subscription: WinepassDto;
  /** The outlet hides the club (SPEC §6): no links to its pages there. */
  clubVisible: boolean;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The server's updated subscription. */
  onChanged: (updated: WinepassDto) => void;
  /** A refusal: the page reads the list again, so the card shows what the server has. */
  onRefused: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState<CardAction | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A second click before React re-renders the disabled buttons must not send a second request.
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const s = subscription;
  const club = s.kind === 'CLUB';
  const canceled = s.state === 'CANCELED';
  const actions = actionsOf(s);

  const run = async (action: CardAction, line?: LineChoice) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (!(await confirm(confirmationOf(action, s, line)))) return;
      setPending(action);
      setOutcome(null);
      const updated =
        action === 'changeLine'
          ? await subscriptionsApi.changeCategory(s.assinaturaUid, line?.slug ?? '')
          : await subscriptionsApi.act(s.assinaturaUid, action);
      setChoosing(false);
      setOutcome({ kind: 'done', text: doneTextOf(action, updated) });
      onChanged(updated);
      // The pressed button gives way (Pausar → Retomar, the panel closes, a cancelled card has
      // none): the reading position moves to the card, whose outcome is announced.
      window.requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      setOutcome({ kind: 'refused', text: errorMessage(error) });
      onRefused();
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  const titleId = `${id}-titulo`;
  return (
    <li
      className={`acc-card sub-card${canceled ? ' sub-card--canceled' : ''}`}
      aria-labelledby={titleId}
      aria-busy={pending !== null}
      data-assinatura={s.assinaturaUid}
    >
      <div className="sub-card__head row-between">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="acc-item__title sub-card__title">
          {s.planName}
        </h3>
        <span className={`acc-badge sub-state sub-state--${s.state.toLowerCase()}`}>
          {s.stateLabel}
        </span>
      </div>
      <dl className="sub-facts">
        <Fact term="Valor">{priceLine(s)}</Fact>
        {!club && s.cashBack > 0 ? (
          <Fact term="Cashback mensal">{formatBRL(fromReais(s.cashBack))}</Fact>
        ) : null}
        {canceled ? (
          <Fact term="Benefícios até">{lastPaidDay(s)}</Fact>
        ) : (
          <>
            <Fact term="Próxima cobrança">
              {s.nextBillingDate ? formatDay(s.nextBillingDate) : '—'}
            </Fact>
            {club ? <Fact term="Próxima caixa">{nextBoxText(s)}</Fact> : null}
            <Fact term="Período pago até">{lastPaidDay(s)}</Fact>
          </>
        )}
      </dl>
      <PaymentHistory payments={s.payments} />
      {!s.cardOnFile && !canceled ? (
        <p className="acc-notice sub-card__warning">
          Nenhum cartão cadastrado para a renovação da assinatura.{' '}
          <a href={sectionHref('cartoes')}>{CARD_MISSING}</a>
        </p>
      ) : null}
      {club && !canceled ? (
        <NextBox
          key={`${s.clubeUid ?? ''}|${s.nextBillingDate ?? ''}|${String(s.nextBoxSkipped)}`}
          assinaturaUid={s.assinaturaUid}
          titleId={`${id}-caixa`}
          clubVisible={clubVisible}
        />
      ) : null}
      {choosing ? (
        <ChangeLinePanel
          subscription={s}
          busy={pending !== null}
          pendingLabel={pending === 'changeLine' ? PENDING_LABELS.changeLine : null}
          onChoose={(line) => void run('changeLine', line)}
          onClose={() => setChoosing(false)}
        />
      ) : actions.length > 0 ? (
        <div className="sub-actions">
          {actions.map(({ action, label, blockedBy }) => {
            const reasonId = `${id}-${action}-motivo`;
            return (
              <div key={action} className="sub-action">
                <button
                  type="button"
                  className={`button button--small ${action === 'cancel' ? 'button--danger' : 'button--ghost'}`}
                  disabled={pending !== null || blockedBy !== null}
                  aria-describedby={blockedBy ? reasonId : undefined}
                  onClick={() => (action === 'changeLine' ? setChoosing(true) : void run(action))}
                >
                  {pending === action ? PENDING_LABELS[action] : label}
                </button>
                {blockedBy ? (
                  <p id={reasonId} className="acc-field__hint sub-action__reason">
                    {blockedBy}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
      <div aria-live="polite" className="sub-card__outcome">
        {outcome?.kind === 'done' ? <p className="sub-card__done">{outcome.text}</p> : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <p className="acc-alert row-between sub-card__refused" role="alert">
          {outcome.text}
        </p>
      ) : null}
      {canceled && clubVisible ? (
        <p className="acc-item__muted">
          Assinatura encerrada: não há novas cobranças. Para voltar, assine de novo no{' '}
          <a href={club ? ROUTES.club : ROUTES.wineYou}>{club ? 'Clube Wine' : 'WineYou'}</a>.
        </p>
      ) : null}
    </li>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="sub-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
