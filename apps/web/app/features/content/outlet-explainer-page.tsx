/** `/entenda-o-outlet`: what the Outlet is, for both stores (each store ends on its own callout). */
import {
  categoryUrl,
  allWinesUrl,
  buildListingUrl,
  listingQuery,
  ROUTES,
} from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';
import { Callout } from '../../components/layout/content-blocks';
import { PageTitle } from '../../components/layout/page-trail';

const FEATURES = [
  {
    title: 'O que é o Outlet',
    text: 'Uma segunda vitrine da Adega, com catálogo próprio. Os produtos são os mesmos que você encontra nas melhores lojas, vendidos por menos enquanto houver estoque. Quando um lote acaba, ele sai do Outlet.',
  },
  {
    title: 'Por que os preços são menores',
    text: 'Reunimos aqui últimas unidades de um lote, safras anteriores, rótulos que estão saindo de linha e garrafas cujo rótulo ou caixa sofreu pequenas avarias. O vinho dentro da garrafa não muda; o preço, sim.',
  },
  {
    title: 'Sem preço de sócio',
    text: 'No Outlet o preço já é o menor que praticamos, igual para todos. Por isso o preço de sócio do Clube Wine não é exibido, e os benefícios do clube, brindes, oferta premium e o corta-gotas ficam de fora.',
  },
  {
    title: 'Cervejas e acessórios',
    text: 'Além de vinhos, destilados, azeites e itens gourmet, o Outlet é o único lugar da Adega com cervejas e acessórios, como taças, saca-rolhas e utensílios para servir.',
  },
  {
    title: 'Entrega',
    text: 'A entrega funciona como na loja principal: o prazo e o valor do frete são calculados pelo CEP ao fechar o pedido. Como os estoques são limitados, um produto só fica garantido depois que o pedido é concluído.',
  },
];

export function OutletExplainerPage({ store }: { store: Store }) {
  const outlet = store === 'OUTLET';
  return (
    <div className="container page">
      <PageTitle title="Entenda o Outlet" />
      <p className="lead">
        O Outlet é a loja de oportunidades da Adega: vinhos e outros produtos com preços reduzidos,
        em quantidades limitadas.
      </p>

      <ul className="features page-section">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature">
            <h2 className="h3">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>

      {outlet ? (
        <Callout
          headingId="aproveite-titulo"
          title="Aproveite enquanto dura"
          text="Os maiores descontos ficam primeiro na lista. Cervejas e acessórios têm páginas próprias."
          actions={[
            {
              label: 'Ver maiores descontos',
              href: buildListingUrl(listingQuery('wines', { sort: 'discount' })),
            },
            { label: 'Cervejas', href: categoryUrl('beers') },
            { label: 'Acessórios', href: categoryUrl('accessories') },
          ]}
        />
      ) : (
        <Callout
          headingId="loja-titulo"
          title="Procurando a loja completa?"
          text="Aqui na loja principal você encontra todo o catálogo, o Clube Wine e o preço de sócio."
          actions={[
            { label: 'Ver todos os vinhos', href: allWinesUrl() },
            { label: 'Conheça o Clube Wine', href: ROUTES.club },
          ]}
        />
      )}
    </div>
  );
}
