/**
 * Refer friends (SPEC §2 /minha-wine/indique, issue #15; `GET /api/v1/me/referral`, SPEC §7
 * coupon_mgm). A member gets the code and the link in the site's copy fields, WhatsApp, e-mail
 * and the device's own share sheet (navigator.share, where the browser has it), the description,
 * how many friends subscribed and the cashback earned. Anyone else reads how it works and the
 * way to the club.
 */
import { useEffect, useState } from 'react';
import { ROUTES } from '@adega/domain/urls';
import { formatBRL, fromReais } from '@adega/domain/money';
import { CopyField } from '../../components/ui/copy-field';
import { track } from '../../lib/tracking';
import { AccountLayout, SectionStatus, useRemote } from '../account';
import {
  isMemberReferral,
  mailtoHref,
  referralsText,
  SHARE_SUBJECT,
  shareMessage,
  whatsappHref,
  type MemberReferral,
} from './referral-view';
import { subscriptionsApi } from './subscriptions-api';
import './subscriptions.css';

export const REFERRAL_TITLE = 'Indique e ganhe';

export function ReferralPage({
  firstName,
  clubVisible,
}: {
  firstName: string;
  clubVisible: boolean;
}) {
  const { state, reload } = useRemote(subscriptionsApi.referral);
  return (
    <AccountLayout
      firstName={firstName}
      current="indique"
      title={REFERRAL_TITLE}
      intro="Convide amigos para o Clube Wine: eles ganham desconto e você ganha cashback."
    >
      {state.status !== 'ready' ? (
        <SectionStatus
          state={state}
          reload={reload}
          loadingText="Carregando seu código de indicação…"
        />
      ) : isMemberReferral(state.data) ? (
        <MemberView referral={state.data} />
      ) : (
        <div className="acc-card">
          <h3 className="acc-card__title">Indicações são para sócios do Clube Wine</h3>
          <p className="sub-referral__text">{state.data.description}</p>
          {clubVisible ? (
            <a href={ROUTES.club} className="button">
              Conheça o Clube Wine
            </a>
          ) : null}
        </div>
      )}
    </AccountLayout>
  );
}

/** SPEC §7 'club shared': the member passed the invitation on, by this channel. */
function trackClubShared(
  channel: 'copy-code' | 'copy-link' | 'whatsapp' | 'email' | 'share-sheet',
) {
  track('club_shared', { channel });
}

function MemberView({ referral }: { referral: MemberReferral }) {
  // The share sheet exists only in some browsers: known after hydration, never on the server.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const share = async () => {
    try {
      await navigator.share({
        title: SHARE_SUBJECT,
        text: shareMessage(referral),
        url: referral.link,
      });
      trackClubShared('share-sheet');
    } catch {
      // Closing the share sheet rejects: nothing to tell.
    }
  };

  return (
    <>
      <div className="acc-card">
        <h3 className="acc-card__title">Seu convite</h3>
        <p className="sub-referral__text">{referral.description}</p>
        <div className="sub-referral__fields">
          <CopyField
            id="indique-codigo"
            label="Seu código"
            value={referral.code}
            onCopied={() => trackClubShared('copy-code')}
          />
          <CopyField
            id="indique-link"
            label="Seu link"
            value={referral.link}
            onCopied={() => trackClubShared('copy-link')}
          />
        </div>
        <div className="sub-share" role="group" aria-label="Compartilhar o convite">
          <a
            className="button button--small"
            href={whatsappHref(referral)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => trackClubShared('whatsapp')}
          >
            Enviar por WhatsApp
          </a>
          <a
            className="button button--ghost button--small"
            href={mailtoHref(referral)}
            onClick={() => trackClubShared('email')}
          >
            Enviar por e-mail
          </a>
          {canShare ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void share()}
            >
              Compartilhar
            </button>
          ) : null}
        </div>
      </div>
      <div className="acc-card">
        <h3 className="acc-card__title">Suas indicações</h3>
        <dl className="sub-facts">
          <div className="sub-fact">
            <dt>Amigos</dt>
            <dd>{referralsText(referral.referrals)}</dd>
          </div>
          <div className="sub-fact">
            <dt>Cashback ganho</dt>
            <dd>{formatBRL(fromReais(referral.earned))}</dd>
          </div>
          {referral.reward > 0 ? (
            <div className="sub-fact">
              <dt>Por amigo que assina</dt>
              <dd>{formatBRL(fromReais(referral.reward))} de cashback</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </>
  );
}
