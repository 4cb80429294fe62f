import { redirect } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { countOf, storePageLinks, type CountedLink } from '@adega/domain/catalogue-links';
import { allWinesUrl, producerUrl, ROUTES, storeUrl } from '@adega/domain/urls';
import type { Route } from './+types/loja-vinhos';
import { seo } from '../lib/seo';
import '../components/layout/content.css';

interface ShownLink {
  label: string;
  href: string;
  count: number;
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
  const groups: {
    id: string;
    title: string;
    links: ShownLink[];
    style: 'tiles' | 'chips';
    more?: { label: string; href: string };
  }[] = [
    {
      id: 'tipo',
      title: 'Vinhos por tipo',
      style: 'tiles',
      more: { label: 'Filtrar por tipo', href: allWinesUrl('tipo') },
      links: shown(links.types),
    },
    {
      id: 'preco',
      title: 'Vinhos por faixa de preço',
      style: 'chips',
      more: { label: 'Filtrar por preço', href: allWinesUrl('preco') },
      links: shown(links.priceBands),
    },
    {
      id: 'uva',
      title: 'Vinhos por uva',
      style: 'chips',
      more: { label: 'Filtrar por uva', href: allWinesUrl('uva') },
      links: shown(links.grapes),
    },
    {
      id: 'pais',
      title: 'Vinhos por país',
      style: 'chips',
      more: { label: 'Filtrar por país', href: allWinesUrl('pais') },
      links: shown(links.countries),
    },
    {
      id: 'kits',
      title: 'Kits',
      style: 'tiles',
      more: { label: 'Filtrar por kits', href: allWinesUrl('kits') },
      links: shown(links.kits),
    },
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
          names: producers.slice(0, 6).map((p) => ({ name: p.name, href: producerUrl(p.slug) })),
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

function CountLabel({ count }: { count: number }) {
  return <>{count === 1 ? '1 produto' : `${count} produtos`}</>;
}

export default function LojaVinhos({ loaderData }: Route.ComponentProps) {
  const { wineCount, allWinesHref, producers, groups } = loaderData;
  return (
    <div className="container page">
      <nav aria-label="Trilha de navegação" className="breadcrumb">
        <ol>
          <li>
            <a href={ROUTES.home}>Início</a>
          </li>
          <li aria-current="page">Loja de vinhos</li>
        </ol>
      </nav>
      <h1>Loja de vinhos</h1>
      <p className="lead">
        Encontre o vinho certo pelo tipo, pela uva, pelo país ou pelo quanto quer gastar. Cada
        caminho abre a lista completa, com filtros e ordenação.
      </p>

      <section className="callout page-section" aria-labelledby="todos-titulo">
        <h2 id="todos-titulo">Todos os vinhos</h2>
        <p>
          <CountLabel count={wineCount} /> entre vinhos e kits, com filtros por tipo, uva, país e
          preço.
        </p>
        <div className="hero__actions">
          <a href={allWinesHref} className="button">
            Ver todos os vinhos
          </a>
        </div>
      </section>

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
          <ul className={group.style}>
            {group.links.map((link) =>
              group.style === 'tiles' ? (
                <li key={link.href}>
                  <a href={link.href} className="tile tile--accent">
                    <span className="tile__title">{link.label}</span>
                    <span className="tile__meta">
                      <CountLabel count={link.count} />
                    </span>
                  </a>
                </li>
              ) : (
                <li key={link.href}>
                  <a href={link.href} className="chip">
                    {link.label}
                    <span className="chip__count">({link.count})</span>
                  </a>
                </li>
              ),
            )}
          </ul>
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
          <ul className="chips">
            {producers.names.map((producer) => (
              <li key={producer.href}>
                <a href={producer.href} className="chip">
                  {producer.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
