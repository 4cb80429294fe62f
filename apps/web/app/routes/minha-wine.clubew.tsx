/**
 * My subscriptions (SPEC §2 /minha-wine/clubew, issue #15). Only a logged customer sees it
 * (SPEC §6); a visitor or a semi-logged customer (ADR 0007) is sent to sign in and comes back
 * here. Private: never indexed. Served in both stores (the customer's own subscriptions); the
 * outlet, which hides the club, shows no links to its pages (ADR 0025).
 */
import { redirect } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/minha-wine.clubew';
import { SUBSCRIPTIONS_TITLE, SubscriptionsPage } from '../features/subscriptions';
import { pageTitle, siteNameOf } from '../lib/seo';

/** '/sign-in.ep?redirect=%2Fminha-wine%2Fclubew' */
const SIGN_IN_FOR_PAGE = `${ROUTES.signIn}?redirect=${encodeURIComponent(ROUTES.clubList)}`;

export function loader({ context }: Route.LoaderArgs) {
  const { customer } = context;
  if (!customer) throw redirect(SIGN_IN_FOR_PAGE);
  return {
    firstName: customer.firstName,
    store: context.store,
    clubVisible: isFeatureVisible('clubMenu', context.store),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(SUBSCRIPTIONS_TITLE, siteNameOf(loaderData?.store ?? 'WINE')) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function MinhaWineClubew({ loaderData }: Route.ComponentProps) {
  return (
    <SubscriptionsPage firstName={loaderData.firstName} clubVisible={loaderData.clubVisible} />
  );
}
