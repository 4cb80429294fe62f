/**
 * My subscriptions (SPEC §2 /minha-wine/clubew, issue #15): every club and premium subscription
 * of the customer as a card (subscription-card.tsx), live ones first and cancelled ones last
 * without actions; the empty state points to the club and the pass. The list is read when the
 * page opens, replaced card by card with the server's answers, and read again after a refusal.
 */
import type { WinepassDto } from '@adega/server/contract';
import { ROUTES } from '@adega/domain/urls';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { AccountLayout, SectionStatus, useRemote } from '../account';
import { SubscriptionCard } from './subscription-card';
import { NO_SUBSCRIPTIONS, sortSubscriptions } from './subscription-view';
import { subscriptionsApi } from './subscriptions-api';
import './subscriptions.css';

export const SUBSCRIPTIONS_TITLE = 'Minhas assinaturas';

export function SubscriptionsPage({
  firstName,
  clubVisible,
}: {
  firstName: string;
  /** The outlet hides the club (SPEC §6): no links to its pages there. */
  clubVisible: boolean;
}) {
  const { state, reload, setData } = useRemote(subscriptionsApi.list);
  const [confirmDialog, confirm] = useConfirm();

  const replace = (updated: WinepassDto) => {
    if (state.status !== 'ready') return;
    setData(state.data.map((s) => (s.assinaturaUid === updated.assinaturaUid ? updated : s)));
  };

  return (
    <AccountLayout
      firstName={firstName}
      current="assinaturas"
      title={SUBSCRIPTIONS_TITLE}
      intro="Seu Clube Wine e seu pass: troque de linha, pule uma caixa, pause, retome ou cancele."
    >
      {state.status !== 'ready' ? (
        <SectionStatus state={state} reload={reload} loadingText="Carregando suas assinaturas…" />
      ) : state.data.length === 0 ? (
        <div className="acc-empty">
          <p className="sub-empty__text">{NO_SUBSCRIPTIONS}</p>
          {clubVisible ? (
            <p className="sub-empty__links">
              <a href={ROUTES.club} className="button button--small">
                Conheça o Clube Wine
              </a>
              <a href={ROUTES.wineYou} className="button button--ghost button--small">
                Conheça o WineYou
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <ul className="acc-list sub-list bare-list" aria-label="Suas assinaturas">
          {sortSubscriptions(state.data).map((subscription) => (
            <SubscriptionCard
              key={subscription.assinaturaUid}
              subscription={subscription}
              clubVisible={clubVisible}
              confirm={confirm}
              onChanged={replace}
              onRefused={() => void reload()}
            />
          ))}
        </ul>
      )}
      {confirmDialog}
    </AccountLayout>
  );
}
