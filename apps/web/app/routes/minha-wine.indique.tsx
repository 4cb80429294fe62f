/**
 * Refer friends (SPEC §2 /minha-wine/indique, issue #15). Only a logged customer sees it
 * (SPEC §6); a visitor or a semi-logged customer (ADR 0007) is sent to sign in and comes back
 * here. Private: never indexed. Served in both stores, as /minha-wine/clubew; the outlet, which
 * hides the club, shows no link to its pages (ADR 0025).
 */
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/minha-wine.indique';
import { REFERRAL_TITLE, ReferralPage } from '../features/subscriptions';
import { signedInPage } from '../features/auth/private-page';
import { privatePageMeta } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return signedInPage(context, ROUTES.referFriends);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(REFERRAL_TITLE, loaderData?.store);
}

export default function MinhaWineIndique({ loaderData }: Route.ComponentProps) {
  return <ReferralPage firstName={loaderData.firstName} clubVisible={loaderData.clubVisible} />;
}
