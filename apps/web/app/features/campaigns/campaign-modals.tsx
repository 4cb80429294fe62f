/**
 * The three campaign modals (SPEC §2, issue #18), each shown once per campaign and visitor:
 * 'just started' (offer image, 'Veja as ofertas' and 'Fechar'), 'almost ended' ('Tá acabando', a
 * countdown, 'Ok, entendi') and 'just ended' ('Promoção encerrada', 'Ok, entendi'); the last two
 * cannot be closed by the user (no ×, Esc does nothing). Closing reports which modal closed: it is
 * recorded in the promotion tracking (localStorage, reset after 24 h) and announced as the window
 * event CAMPAIGN_MODAL_CLOSED_EVENT (ADR 0033). Bodies are HTML sanitized by the server.
 */
import { useEffect, useRef, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@adega/domain/constants';
import {
  campaignModal,
  countdown,
  formatCountdown,
  type CampaignModalKind,
} from '@adega/domain/promotions/campaign-status';
import {
  CAMPAIGN_MODAL_CLOSED_EVENT,
  CAMPAIGN_STORAGE_KEY,
  campaignModalToShow,
  markModalSeen,
  parseSeenModals,
  type CampaignModalClosed,
} from '@adega/domain/promotions/campaigns';
import { Modal } from '../../components/ui/modal';
import { offerHref, type CampaignView } from './campaign-view';
import './campaigns.css';

function readSeen(now: Date) {
  try {
    return parseSeenModals(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY), now);
  } catch {
    return {};
  }
}

function reportClosed(slug: string, kind: CampaignModalKind) {
  const now = new Date();
  try {
    const record = markModalSeen(readSeen(now), slug, kind, now);
    window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the modal may show again; nothing else depends on it.
  }
  const detail: CampaignModalClosed = { campaign: slug, modal: kind };
  window.dispatchEvent(new CustomEvent(CAMPAIGN_MODAL_CLOSED_EVENT, { detail }));
}

export function CampaignModals({ current, now }: { current: CampaignView | null; now: Date }) {
  const [hydrated, setHydrated] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);
  const kind =
    hydrated && current
      ? campaignModalToShow(current.campaign.slug, current.window, now, readSeen(now))
      : null;
  const key = current && kind ? `${current.campaign.slug}:${kind}` : null;
  const reported = useRef<string | null>(null);
  if (!current || !kind || !key || closed === key) return null;
  const { campaign } = current;
  const modal = campaignModal(kind);
  const close = (goToOffer: boolean) => {
    if (reported.current !== key) {
      reported.current = key;
      reportClosed(campaign.slug, kind);
    }
    setClosed(key);
    if (goToOffer) window.location.assign(offerHref(campaign.offerUrl));
  };
  const texts = campaign.modals[kind];
  return (
    <Modal
      open
      title={modal.title ?? texts.title}
      closable={modal.userClosable}
      onClose={() => close(false)}
      className={`campaign-modal campaign-modal--${kind}`}
    >
      {modal.showsOfferImage ? (
        <picture className="campaign-modal__picture">
          <source
            media={`(min-width: ${String(DESKTOP_BREAKPOINT_PX)}px)`}
            srcSet={campaign.imageDesktop}
          />
          <img className="campaign-modal__image" src={campaign.imageMobile} alt={campaign.name} />
        </picture>
      ) : null}
      <div
        className="campaign-modal__body"
        // Sanitized on the server with an allow-list (sanitize-html) before storing and reading.
        dangerouslySetInnerHTML={{ __html: texts.body }}
      />
      {modal.showsCountdown ? (
        <p className="campaign-modal__countdown" role="timer" aria-live="off">
          {formatCountdown(countdown(current.window.end, now))}
        </p>
      ) : null}
      <div className="cart-modal__buttons campaign-modal__buttons">
        {modal.buttons.map((button, index) => (
          <button
            key={button.label}
            type="button"
            className={index === 0 ? 'button' : 'button button--ghost'}
            onClick={() => close(button.action === 'offer')}
          >
            {button.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
