import {
  categoryUrl,
  allWinesUrl,
  buildListingUrl,
  listingQuery,
  ROUTES,
} from '@adega/domain/urls';
import type { Route } from './+types/entenda-o-outlet';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin, store: context.store };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    origin: data.origin,
    path: ROUTES.outletExplainer,
    siteName: siteNameOf(data.store),
    title: 'Entenda o Outlet',
    description:
      'O que é o Outlet da Adega, por que os preços são menores, por que não há preço de sócio, onde estão as cervejas e os acessórios e como funciona a entrega.',
  });
}

export default function EntendaOOutlet({ loaderData }: Route.ComponentProps) {
  const outlet = loaderData.store === 'OUTLET';
  return (
    <div className="container page">
      <nav aria-label="Trilha de navegação" className="breadcrumb">
        <ol>
          <li>
            <a href={ROUTES.home}>Início</a>
          </li>
          <li aria-current="page">Entenda o Outlet</li>
        </ol>
      </nav>
      <h1>Entenda o Outlet</h1>
      <p className="lead">
        O Outlet é a loja de oportunidades da Adega: vinhos e outros produtos com preços reduzidos,
        em quantidades limitadas.
      </p>

      <ul className="features page-section">
        <li className="feature">
          <h2 className="h3">O que é o Outlet</h2>
          <p>
            Uma segunda vitrine da Adega, com catálogo próprio. Os produtos são os mesmos que você
            encontra nas melhores lojas, vendidos por menos enquanto houver estoque. Quando um lote
            acaba, ele sai do Outlet.
          </p>
        </li>
        <li className="feature">
          <h2 className="h3">Por que os preços são menores</h2>
          <p>
            Reunimos aqui últimas unidades de um lote, safras anteriores, rótulos que estão saindo
            de linha e garrafas cujo rótulo ou caixa sofreu pequenas avarias. O vinho dentro da
            garrafa não muda; o preço, sim.
          </p>
        </li>
        <li className="feature">
          <h2 className="h3">Sem preço de sócio</h2>
          <p>
            No Outlet o preço já é o menor que praticamos, igual para todos. Por isso o preço de
            sócio do Clube Wine não é exibido, e os benefícios do clube, brindes, oferta premium e o
            corta-gotas ficam de fora.
          </p>
        </li>
        <li className="feature">
          <h2 className="h3">Cervejas e acessórios</h2>
          <p>
            Além de vinhos, destilados, azeites e itens gourmet, o Outlet é o único lugar da Adega
            com cervejas e acessórios, como taças, saca-rolhas e utensílios para servir.
          </p>
        </li>
        <li className="feature">
          <h2 className="h3">Entrega</h2>
          <p>
            A entrega funciona como na loja principal: o prazo e o valor do frete são calculados
            pelo CEP ao fechar o pedido. Como os estoques são limitados, um produto só fica
            garantido depois que o pedido é concluído.
          </p>
        </li>
      </ul>

      {outlet ? (
        <section className="callout page-section" aria-labelledby="aproveite-titulo">
          <h2 id="aproveite-titulo">Aproveite enquanto dura</h2>
          <p>
            Os maiores descontos ficam primeiro na lista. Cervejas e acessórios têm páginas
            próprias.
          </p>
          <div className="hero__actions">
            <a
              href={buildListingUrl(listingQuery('wines', { sort: 'discount' }))}
              className="button"
            >
              Ver maiores descontos
            </a>
            <a href={categoryUrl('beers')} className="button button--ghost">
              Cervejas
            </a>
            <a href={categoryUrl('accessories')} className="button button--ghost">
              Acessórios
            </a>
          </div>
        </section>
      ) : (
        <section className="callout page-section" aria-labelledby="loja-titulo">
          <h2 id="loja-titulo">Procurando a loja completa?</h2>
          <p>
            Aqui na loja principal você encontra todo o catálogo, o Clube Wine e o preço de sócio.
          </p>
          <div className="hero__actions">
            <a href={allWinesUrl()} className="button">
              Ver todos os vinhos
            </a>
            <a href={ROUTES.club} className="button button--ghost">
              Conheça o Clube Wine
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
