/**
 * My subscriptions (SPEC §2 /minha-wine/clubew, issue #15). Only a logged customer sees it
 * (SPEC §6); a visitor or a semi-logged customer (ADR 0007) is sent to sign in and comes back
 * here. Private: never indexed. Served in both stores (the customer's own subscriptions); the
 * outlet, which hides the club, shows no links to its pages (ADR 0025).
 */
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/minha-wine.clubew';
import { SUBSCRIPTIONS_TITLE, SubscriptionsPage } from '../features/subscriptions';
import { signedInPage } from '../features/auth/private-page';
import { privatePageMeta } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return signedInPage(context, ROUTES.clubList);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(SUBSCRIPTIONS_TITLE, loaderData?.store);
}

export default function MinhaWineClubew({ loaderData }: Route.ComponentProps) {
  return (
    <SubscriptionsPage firstName={loaderData.firstName} clubVisible={loaderData.clubVisible} />
  );
}
