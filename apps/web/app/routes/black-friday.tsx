/**
 * `/black-friday` (issue #18, SPEC §2): the landing page of the store's Black Friday campaign,
 * server-rendered with its products (the listing's product grid) and the lead-capture banner. An
 * ended or absent campaign shows a clear state (status 200 and 404 respectively, never a bare
 * error page). See features/campaigns/black-friday-page.tsx.
 */
import { data } from 'react-router';
import { campaignStatus } from '@adega/domain/promotions/campaign-status';
import { BLACK_FRIDAY_SLUG } from '@adega/domain/promotions/campaigns';
import { isMemberPriceHidden } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/black-friday';
import { BlackFridayPage } from '../features/campaigns/black-friday-page';
import { withCards } from '../features/product';
import { seo, siteNameOf } from '../lib/seo';

export async function loader({ context, url }: Route.LoaderArgs) {
  const landing = await context.campaignLanding(BLACK_FRIDAY_SLUG);
  return data(
    {
      landing: landing && withCards(landing, 'products'),
      store: context.store,
      origin: context.origin,
      now: context.now.toISOString(),
      customer: context.customer,
      hideMemberPrice: isMemberPriceHidden({ store: context.store, query: url.search }),
    },
    landing ? undefined : { status: 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const campaign = loaderData.landing?.campaign;
  return seo({
    origin: loaderData.origin,
    path: ROUTES.blackFriday,
    siteName: siteNameOf(loaderData.store),
    title: campaign ? campaign.name : 'Black Friday',
    description: campaign
      ? `${campaign.name}: vinhos selecionados com preços especiais por tempo limitado. Cadastre-se para receber as ofertas.`
      : 'A Black Friday da Adega: vinhos com preços especiais por tempo limitado.',
    image: campaign?.imageDesktop,
    // An ended or absent campaign is not worth indexing.
    noIndex:
      !campaign ||
      campaignStatus(
        { start: new Date(campaign.startsAt), end: new Date(campaign.endsAt) },
        new Date(loaderData.now),
      ) === 'ended',
  });
}

export default function BlackFriday({ loaderData }: Route.ComponentProps) {
  return <BlackFridayPage {...loaderData} />;
}
