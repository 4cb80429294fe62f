/**
 * The premium pass plans of /clubewine/wineyou (issue #15; SPEC §2 premium-benefits modal, §3
 * Offered subscription, Points eligible): the default pass first, each with its price per month,
 * its monthly cashback ('R$ X de cashback todo mês', omitted when 0), 'Assinar' and
 * 'O que estarei levando?'. A premium subscriber sees that they already have it.
 */
import { useId, useState } from 'react';
import type { PremiumPlanDto } from '@adega/server/contract';
import { PREMIUM_BENEFITS_MODAL_TITLE } from '@adega/domain/pricing/premium';
import { Price } from '../../components/ui/price';
import { PremiumBenefitsModal } from '../cart';
import { isPremiumMember, PREMIUM_NOTICE, type Membership } from './membership';
import { premiumCards, type PremiumCard } from './offer-view';
import { MemberNotice } from './subscribe-box';
import { useSubscribe } from './use-subscribe';

function PlanCard({
  plan,
  member,
  loading,
  busy,
  onSubscribe,
}: {
  plan: PremiumCard;
  member: boolean;
  loading: boolean;
  busy: string | null;
  onSubscribe(sku: string): void;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <li>
      <article
        className={`club-plan${plan.isDefault ? ' club-plan--default' : ''}`}
        aria-labelledby={titleId}
        data-sku={plan.skuCode}
      >
        {plan.isDefault ? <p className="club-plan__badge">Mais escolhido</p> : null}
        <h3 id={titleId} className="club-plan__name">
          {plan.name}
        </h3>
        <p className="club-plan__price">
          <Price centavos={plan.price} /> <span>por mês</span>
        </p>
        {plan.cashbackText ? <p className="club-plan__cashback">{plan.cashbackText}</p> : null}
        <p className="club-plan__text muted-note">{plan.descricao}</p>
        <div className="club-plan__actions">
          {member ? null : (
            <button
              type="button"
              className="button"
              disabled={loading || busy !== null}
              aria-busy={busy === plan.skuCode}
              aria-label={`Assinar ${plan.name}`}
              onClick={() => onSubscribe(plan.skuCode)}
            >
              {busy === plan.skuCode ? <span className="club-spinner" aria-hidden="true" /> : null}
              Assinar
            </button>
          )}
          <button
            type="button"
            className="link-button club-plan__benefits"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {PREMIUM_BENEFITS_MODAL_TITLE}
          </button>
        </div>
        <PremiumBenefitsModal open={open} onClose={() => setOpen(false)} benefits={plan.benefits} />
      </article>
    </li>
  );
}

export function PremiumPlans({
  plans,
  membership,
}: {
  plans: readonly PremiumPlanDto[];
  membership: Membership;
}) {
  const { subscribe, busy } = useSubscribe();
  const member = isPremiumMember(membership);
  const cards = premiumCards(plans);
  if (cards.length === 0) {
    return <p className="club-empty">Nenhum plano premium está disponível no momento.</p>;
  }
  return (
    <>
      {member ? <MemberNotice text={PREMIUM_NOTICE} /> : null}
      <ul className="club-plans">
        {cards.map((plan) => (
          <PlanCard
            key={plan.skuCode}
            plan={plan}
            member={member}
            loading={membership.status === 'loading'}
            busy={busy}
            onSubscribe={(sku) => void subscribe(sku)}
          />
        ))}
      </ul>
    </>
  );
}
