/**
 * The next box of a club subscription on its card (`GET /api/v1/winepass/{assinaturaUid}/box`):
 * the wines that will come (the member's choice or the curators' default) and 'Escolher os vinhos'
 * (/winebox-do-seu-jeito/) while the box can still change. Loaded when the card shows; the card
 * mounts it again (a new key) after a change of line or a skipped box.
 */
import { ROUTES } from '@adega/domain/urls';
import type { NextBoxDto } from '@adega/server/contract';
import { SectionStatus, useRemote } from '../account';
import { CHOOSE_WINES, formatDay } from './subscription-view';
import { subscriptionsApi } from './subscriptions-api';

export function NextBox({
  assinaturaUid,
  titleId,
  clubVisible,
}: {
  assinaturaUid: string;
  titleId: string;
  /** 'Escolher os vinhos' leads to a club page, which the outlet hides (SPEC §6). */
  clubVisible: boolean;
}) {
  const { state, reload } = useRemote(() => subscriptionsApi.nextBox(assinaturaUid));
  return (
    <section className="sub-box" aria-labelledby={titleId}>
      <h4 id={titleId} className="sub-box__title">
        Vinhos da próxima caixa
        {state.status === 'ready' ? ` (${formatDay(state.data.boxDate)})` : ''}
      </h4>
      {state.status === 'ready' ? (
        <BoxContent box={state.data} clubVisible={clubVisible} />
      ) : (
        <SectionStatus state={state} reload={reload} loadingText="Carregando a próxima caixa…" />
      )}
    </section>
  );
}

function BoxContent({ box, clubVisible }: { box: NextBoxDto; clubVisible: boolean }) {
  if (box.skipped) {
    return <p className="acc-item__muted">Esta caixa foi pulada: nenhum vinho será enviado.</p>;
  }
  return (
    <>
      {box.chosen.length === 0 ? (
        <p className="acc-item__muted">A seleção desta caixa ainda não foi definida.</p>
      ) : (
        <ul className="sub-wines">
          {box.chosen.map((wine) => (
            <li key={wine.sku} className="sub-wine">
              {wine.image ? (
                <img
                  className="sub-wine__image"
                  src={wine.image}
                  alt=""
                  width="40"
                  height="56"
                  loading="lazy"
                />
              ) : null}
              <span className="sub-wine__text">
                <a href={wine.href} className="sub-wine__name">
                  {wine.name}
                </a>
                {wine.type || wine.country ? (
                  <span className="acc-item__muted">
                    {[wine.type, wine.country].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="acc-item__muted sub-box__note">
        {box.custom
          ? 'Você escolheu estes vinhos.'
          : `Seleção dos curadores: ${String(box.bottlesPerBox)} garrafas da linha ${box.lineName}.`}{' '}
        {box.changeable
          ? 'Você pode trocar os vinhos até 3 dias antes da cobrança.'
          : 'A caixa já está sendo preparada: os vinhos não mudam mais.'}
      </p>
      {box.changeable && clubVisible ? (
        <a href={ROUTES.customBox} className="button button--ghost button--small">
          {CHOOSE_WINES}
        </a>
      ) : null}
    </>
  );
}
