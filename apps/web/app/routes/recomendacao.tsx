/**
 * Recommendations (SPEC §2 /recomendacao/, issue #34): shelves of wines chosen from the signed-in
 * customer's orders, favourites and Winelists, each saying why ('Porque você comprou tintos da
 * Argentina'); for a visitor, or a customer with no wine in their history yet, the best rated of
 * each wine type. The shelves are the home's (the shared product cards).
 *
 * A signed-in customer's page is rendered for them alone (every request with a session bypasses
 * the anonymous page cache and is answered `no-store`); a visitor's is the same for everyone and
 * is cached like the home.
 */
import { isMemberPriceHidden } from '@adega/domain/roles';
import { RECOMMENDATION_TEXTS } from '@adega/domain/recommendation/shelves';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/recomendacao';
import { Shelf } from '../components/layout/shelf';
import { PageTrail } from '../components/layout/page-trail';
import { signInUrl } from '../features/auth';
import { packCard } from '../features/product';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { kind, shelves } = await context.recommendations();
  return {
    store: context.store,
    origin: context.origin,
    now: context.now.toISOString(),
    customer: context.customer,
    // SPEC §6: hmp=1|true in the URL hides member prices (the outlet always does).
    hideMemberPrice: isMemberPriceHidden({ store: context.store, query: url.search }),
    kind,
    // Packed cards (ADR 0043), as the home's shelves.
    shelves: shelves.map((shelf) => ({
      id: shelf.id,
      title: shelf.title,
      href: shelf.href,
      products: shelf.items.map(packCard),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seo({
    origin: loaderData.origin,
    path: ROUTES.recommendation,
    siteName: siteNameOf(loaderData.store),
    title: RECOMMENDATION_TEXTS.title,
    description:
      'Vinhos recomendados a partir dos seus pedidos, favoritos e Winelists, ou os mais bem avaliados de cada tipo: tintos, brancos, rosés e espumantes.',
  });
}

export default function Recomendacao({ loaderData }: Route.ComponentProps) {
  const { store, now, hideMemberPrice, customer, kind, shelves } = loaderData;
  const cards = { store, now, hideMemberPrice, customer };
  const intro =
    kind === 'personal'
      ? RECOMMENDATION_TEXTS.personalIntro
      : customer
        ? RECOMMENDATION_TEXTS.noHistoryIntro
        : RECOMMENDATION_TEXTS.visitorIntro;
  return (
    <div className="container page recommendation" data-recommendation={kind}>
      <PageTrail current={RECOMMENDATION_TEXTS.title} />
      <header className="page-section recommendation__header">
        <h1>{RECOMMENDATION_TEXTS.title}</h1>
        <p className="lead">{intro}</p>
        {customer ? null : (
          <p>
            <a className="button" href={signInUrl(ROUTES.recommendation)}>
              {RECOMMENDATION_TEXTS.signIn}
            </a>
          </p>
        )}
      </header>
      {shelves.length === 0 ? (
        <p className="lead">{RECOMMENDATION_TEXTS.empty}</p>
      ) : (
        shelves.map((shelf) => (
          <Shelf key={shelf.id} {...shelf} id={`recomendacao-${shelf.id}`} cards={cards} />
        ))
      )}
    </div>
  );
}
