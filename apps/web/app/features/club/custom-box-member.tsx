/**
 * The member part of /winebox-do-seu-jeito/ (issue #15), decided in the browser: a club member
 * chooses the next box's wines; a visitor or a customer without the club gets the invitation to
 * subscribe; until the browser knows, a quiet loading line (the server's render is the same for all).
 */
import { ROUTES } from '@adega/domain/urls';
import { clubSubscription, isClubMember } from './membership';
import { NextBox } from './next-box';
import { useMembership } from './use-membership';

export const SUBSCRIBE_CALLOUT_TITLE = 'Sócios escolhem os vinhos da própria caixa';

export function CustomBoxMember() {
  const membership = useMembership();
  if (membership.status === 'loading') {
    return (
      <p className="club-loading" aria-busy="true">
        Carregando…
      </p>
    );
  }
  const subscription = clubSubscription(membership);
  if (subscription) return <NextBox subscription={subscription} />;
  if (isClubMember(membership)) return null;
  return (
    <section
      className="callout page-section"
      aria-labelledby="assine-caixa"
      data-testid="subscribe-callout"
    >
      <h2 id="assine-caixa">{SUBSCRIBE_CALLOUT_TITLE}</h2>
      <p>
        Assine uma das linhas do Clube Wine e, todo mês, escolha as garrafas da sua caixa numa
        seleção feita pelos nossos especialistas.
      </p>
      <div className="hero__actions">
        <a href={ROUTES.club} className="button">
          Conheça o Clube Wine
        </a>
      </div>
    </section>
  );
}
