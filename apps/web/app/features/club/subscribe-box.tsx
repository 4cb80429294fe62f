/**
 * The subscription box of a box line's page (issue #15): 'Mensal' or 'Anual pré-pago' as a radio
 * group (price per charge and per month; the annual shows its saving), then 'Assinar'. A club
 * member sees that they already are one, with the way to their subscription. Until the browser
 * knows who is looking, the button waits disabled (no flash of a wrong state).
 */
import { useId, useState } from 'react';
import type { ClubLinePlanDto } from '@adega/server/contract';
import { ROUTES } from '@adega/domain/urls';
import { Price } from '../../components/ui/price';
import { isClubMember, MEMBER_NOTICE, type Membership } from './membership';
import {
  bottlesText,
  defaultOption,
  offerOptions,
  perMonthText,
  savingText,
  type OfferOption,
} from './offer-view';
import { ReferralNotice } from './referral-notice';
import { useSubscribe } from './use-subscribe';

export function MemberNotice({ text = MEMBER_NOTICE }: { text?: string }) {
  return (
    <div className="club-member-notice" data-testid="member-notice">
      <p>
        <strong>{text}</strong>
      </p>
      <a href={ROUTES.clubList} className="button button--ghost">
        Ver minha assinatura
      </a>
    </div>
  );
}

function OptionLabel({ option }: { option: OfferOption }) {
  const perMonth = perMonthText(option);
  const saving = savingText(option);
  return (
    <span className="club-option__body">
      <span className="club-option__label">{option.label}</span>
      <span className="club-option__price">
        <Price centavos={option.price} /> {option.per}
      </span>
      {perMonth ? <span className="club-option__meta">{perMonth}</span> : null}
      {saving ? <span className="club-option__saving">{saving}</span> : null}
      {option.available ? null : <span className="club-option__meta">Indisponível</span>}
    </span>
  );
}

export function SubscribeBox({
  line,
  membership,
  referralCode,
}: {
  line: ClubLinePlanDto;
  membership: Membership;
  referralCode: string | null;
}) {
  const options = offerOptions(line);
  const [billing, setBilling] = useState(defaultOption(options)?.billing ?? 'monthly');
  const { subscribe, busy, referral } = useSubscribe();
  const titleId = useId();
  const chosen = options.find((o) => o.billing === billing) ?? null;
  const member = isClubMember(membership);
  const loading = membership.status === 'loading';

  return (
    <section className="club-subscribe" aria-labelledby={titleId} data-testid="subscribe-box">
      <h2 id={titleId}>Assine o Clube Wine {line.name}</h2>
      <p className="club-subscribe__facts muted-note">
        {bottlesText(line.bottlesPerBox)} · {line.wines}
      </p>
      {member ? (
        <MemberNotice />
      ) : (
        <form
          className="club-subscribe__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen?.available) void subscribe(chosen.skuCode, referralCode);
          }}
        >
          <fieldset className="club-options">
            <legend>Como você quer pagar?</legend>
            {options.map((option) => (
              <label
                key={option.billing}
                className={`club-option${option.billing === billing ? ' is-checked' : ''}`}
              >
                <input
                  type="radio"
                  name="plano"
                  value={option.billing}
                  checked={option.billing === billing}
                  disabled={!option.available}
                  onChange={() => setBilling(option.billing)}
                />
                <OptionLabel option={option} />
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="button club-subscribe__submit"
            disabled={loading || busy !== null || !chosen?.available}
            aria-busy={busy !== null}
          >
            {busy ? <span className="club-spinner" aria-hidden="true" /> : null}
            Assinar
          </button>
          {loading ? (
            <p className="club-subscribe__hint muted-note" aria-hidden="true">
              Carregando…
            </p>
          ) : null}
        </form>
      )}
      {member ? null : <ReferralNotice code={referralCode} outcome={referral} showCheckoutLink />}
    </section>
  );
}
