import { redirect } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { countOf, storePageLinks, type CountedLink } from '@adega/domain/catalogue-links';
import { allWinesUrl, producerUrl, storeUrl, type FilterFocus } from '@adega/domain/urls';
import type { Route } from './+types/loja-vinhos';
import { seo } from '../lib/seo';
import { Callout } from '../components/layout/content-blocks';
import { LinkList, productCount } from '../components/layout/link-lists';
import { PageTitle } from '../components/layout/page-trail';
import '../components/layout/content.css';

interface ShownLink {
  label: string;
  href: string;
  count: number;
}

interface LinkGroup {
  id: string;
  title: string;
  links: ShownLink[];
  style: 'tiles' | 'chips';
  more?: { label: string; href: string };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { store, catalog } = context;
  // SPEC §2: the outlet's store link is '/', its home.
  if (store === 'OUTLET') throw redirect(storeUrl(store), 301);
  const [counts, producers] = await Promise.all([
    catalog.menuCounts(store),
    catalog.producers(store),
  ]);
  // Links and the keys of their counts come from the domain (a count is what its link lists).
  const links = storePageLinks(store);
  const shown = (list: CountedLink[]): ShownLink[] =>
    list.map((link) => ({ label: link.label, href: link.href, count: countOf(counts, link) }));
  // Each group but the last opens all wines with its filter open (`filter-focus`).
  const filtered = (
    id: FilterFocus,
    title: string,
    noun: string,
    style: 'tiles' | 'chips',
    list: CountedLink[],
  ): LinkGroup => ({
    id,
    title,
    style,
    more: { label: `Filtrar por ${noun}`, href: allWinesUrl(id) },
    links: shown(list),
  });
  const groups: LinkGroup[] = [
    filtered('tipo', 'Vinhos por tipo', 'tipo', 'tiles', links.types),
    filtered('preco', 'Vinhos por faixa de preço', 'preço', 'chips', links.priceBands),
    filtered('uva', 'Vinhos por uva', 'uva', 'chips', links.grapes),
    filtered('pais', 'Vinhos por país', 'país', 'chips', links.countries),
    filtered('kits', 'Kits', 'kits', 'tiles', links.kits),
    { id: 'outros', title: 'Mais produtos', style: 'tiles', links: shown(links.others) },
  ];
  return {
    origin: context.origin,
    total: counts.total,
    wineCount: countOf(counts, links.allWines),
    allWinesHref: links.allWines.href,
    producers: isFeatureVisible('producers', store)
      ? {
          href: producerUrl(),
          count: producers.length,
          names: producers.slice(0, 6).map((p) => ({ label: p.name, href: producerUrl(p.slug) })),
        }
      : null,
    groups,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    origin: data.origin,
    path: '/loja-vinhos',
    title: 'Loja de vinhos',
    description: `Explore os ${data.total} produtos da Adega por tipo, uva, país, faixa de preço e kits, além de destilados, azeites, sidras e itens gourmet.`,
  });
}

export default function LojaVinhos({ loaderData }: Route.ComponentProps) {
  const { wineCount, allWinesHref, producers, groups } = loaderData;
  return (
    <div className="container page">
      <PageTitle title="Loja de vinhos" />
      <p className="lead">
        Encontre o vinho certo pelo tipo, pela uva, pelo país ou pelo quanto quer gastar. Cada
        caminho abre a lista completa, com filtros e ordenação.
      </p>

      <Callout
        headingId="todos-titulo"
        title="Todos os vinhos"
        text={`${productCount(wineCount)} entre vinhos e kits, com filtros por tipo, uva, país e preço.`}
        actions={[{ label: 'Ver todos os vinhos', href: allWinesHref }]}
      />

      {groups.map((group) => (
        <section key={group.id} className="page-section" aria-labelledby={`${group.id}-titulo`}>
          <div className="shelf__head">
            <h2 id={`${group.id}-titulo`}>{group.title}</h2>
            {group.more ? (
              <a href={group.more.href} className="shelf__more">
                {group.more.label}
              </a>
            ) : null}
          </div>
          <LinkList look={group.style} links={group.links} />
        </section>
      ))}

      {producers ? (
        <section className="page-section" aria-labelledby="produtores-titulo">
          <div className="shelf__head">
            <h2 id="produtores-titulo">Produtores parceiros</h2>
            <a href={producers.href} className="shelf__more">
              Ver os {producers.count} produtores
            </a>
          </div>
          <p>Vinícolas com quem trabalhamos diretamente, com a linha completa de cada uma.</p>
          <LinkList links={producers.names} />
        </section>
      ) : null}
    </div>
  );
}
