/** Partner producers (SPEC §2 /loja/produtor/). The outlet hides producers (SPEC §6): 404 there. */
import type { Route } from './+types/produtores';
import { isListingAvailable, producerUrl, ROUTES, storeUrl } from '@adega/domain/urls';
import { Breadcrumbs } from '../features/listing/breadcrumbs';
import { formatCount } from '../lib/format';
import { seo, siteNameOf } from '../lib/seo';
import '../features/listing/listing.css';

export async function loader({ context }: Route.LoaderArgs) {
  if (!isListingAvailable('producers', context.store)) {
    throw new Response('Não encontrado', { status: 404 });
  }
  const producers = await context.catalog.producers(context.store);
  return { store: context.store, origin: context.origin, producers };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Página não encontrada' }];
  return seo({
    origin: loaderData.origin,
    path: producerUrl(),
    title: 'Produtores parceiros',
    description: `Conheça os ${loaderData.producers.length} produtores parceiros da loja: vinícolas de vários países, com a região de cada uma e seus vinhos.`,
    siteName: siteNameOf(loaderData.store),
  });
}

export default function Produtores({ loaderData }: Route.ComponentProps) {
  const { producers, store } = loaderData;
  const crumbs = [
    { label: 'Início', href: ROUTES.home },
    { label: 'Loja', href: storeUrl(store) },
    { label: 'Produtores parceiros', href: producerUrl() },
  ];
  return (
    <div className="container producers">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="listing__title">Produtores parceiros</h1>
      <p className="producers__intro">
        Vinícolas com quem trabalhamos de perto, do vinhedo à sua taça. Escolha um produtor para ver
        a história dele e todos os vinhos que ele tem na loja.
      </p>
      {producers.length === 0 ? (
        <p className="listing__empty">Nenhum produtor parceiro disponível no momento.</p>
      ) : (
        <ul className="producers__list">
          {producers.map((producer) => (
            <li key={producer.slug}>
              <article className="producer-item">
                <h2>
                  <a href={producerUrl(producer.slug)}>{producer.name}</a>
                </h2>
                <p>{[producer.region, producer.countryName].filter(Boolean).join(', ')}</p>
                <p>{formatCount(producer.productCount, 'produto', 'produtos')}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
