import { data as response } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { CLUB_LINES, type ClubLine } from '@adega/domain/club/plans';
import { allWinesUrl, CLUB_BOX_LINES, clubBoxUrl, ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/clube';
import { seo } from '../lib/seo';
import '../components/layout/content.css';

type LineSlug = (typeof CLUB_BOX_LINES)[number]['slug'];

/** The box lines' copy, price and bottles live in the domain (issue #15: plans as data). */
const LINE_CONTENT = Object.fromEntries(CLUB_LINES.map((line) => [line.slug, line])) as Record<
  LineSlug,
  ClubLine
>;

type ClubPage = { kind: 'overview' } | { kind: 'line'; slug: LineSlug } | { kind: 'wineyou' };

/** Resolves the path after /clubewine; null for an unknown page. */
function clubPageOf(pathname: string): ClubPage | null {
  const rest = pathname.replace(/^\/clubewine\/?/, '').replace(/\/+$/, '');
  if (rest === '') return { kind: 'overview' };
  if (ROUTES.wineYou === `/clubewine/${rest}`) return { kind: 'wineyou' };
  const line = CLUB_BOX_LINES.find((l) => clubBoxUrl(l.slug) === `/clubewine/${rest}/`);
  return line ? { kind: 'line', slug: line.slug } : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // SPEC §6: the outlet hides the club.
  if (!isFeatureVisible('clubMenu', context.store))
    throw response('Não encontrado', { status: 404 });
  const pathname = new URL(request.url).pathname;
  const page = clubPageOf(pathname);
  if (!page) throw response('Não encontrado', { status: 404 });
  return { origin: context.origin, page, path: pathname };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { page } = data;
  if (page.kind === 'line') {
    const label = CLUB_BOX_LINES.find((l) => l.slug === page.slug)?.label ?? '';
    return seo({
      origin: data.origin,
      path: clubBoxUrl(page.slug),
      title: `Clube Wine ${label}`,
      description: `Clube Wine ${label}. ${LINE_CONTENT[page.slug].summary}`,
    });
  }
  if (page.kind === 'wineyou') {
    return seo({
      origin: data.origin,
      path: ROUTES.wineYou,
      title: 'WineYou: o clube sob medida',
      description:
        'WineYou é a assinatura do Clube Wine montada a partir do seu gosto: você conta o que gosta e recebe vinhos escolhidos para você.',
    });
  }
  return seo({
    origin: data.origin,
    path: ROUTES.club,
    title: 'Clube Wine: assinatura de vinhos',
    description:
      'Receba vinhos selecionados todo mês e pague preço de sócio em toda a loja. Conheça as linhas Essenciais, Surpreendentes, Notáveis, Singulares, Refrescantes e Espumantes.',
  });
}

function Breadcrumb({ current }: { current: string | null }) {
  return (
    <nav aria-label="Trilha de navegação" className="breadcrumb">
      <ol>
        <li>
          <a href={ROUTES.home}>Início</a>
        </li>
        {current ? (
          <>
            <li>
              <a href={ROUTES.club}>Clube Wine</a>
            </li>
            <li aria-current="page">{current}</li>
          </>
        ) : (
          <li aria-current="page">Clube Wine</li>
        )}
      </ol>
    </nav>
  );
}

function Lines({ current }: { current: LineSlug | null }) {
  return (
    <ul className="tiles">
      {CLUB_BOX_LINES.map((line) => (
        <li key={line.slug}>
          <a
            href={clubBoxUrl(line.slug)}
            className={line.slug === current ? 'tile tile--accent is-current' : 'tile tile--accent'}
            aria-current={line.slug === current ? 'page' : undefined}
          >
            <span className="tile__title">{line.label}</span>
            <p>{LINE_CONTENT[line.slug].summary}</p>
          </a>
        </li>
      ))}
    </ul>
  );
}

function HowItWorks() {
  return (
    <section className="page-section" aria-labelledby="como-funciona">
      <h2 id="como-funciona">Como funciona</h2>
      <ol className="steps">
        <li>
          <h3>Escolha a sua linha</h3>
          <p>
            São seis linhas, do vinho do dia a dia aos grandes rótulos de guarda: escolha a que
            combina com você.
          </p>
        </li>
        <li>
          <h3>Receba em casa</h3>
          <p>
            Todo mês uma caixa com vinhos selecionados pelos nossos especialistas, com fichas e
            sugestões de harmonização.
          </p>
        </li>
        <li>
          <h3>Pague preço de sócio</h3>
          <p>
            Sócios veem o preço “Sócio Wine” em toda a loja, inclusive nos kits, e têm acesso a
            ofertas exclusivas para sócios.
          </p>
        </li>
      </ol>
    </section>
  );
}

function MoreLinks() {
  return (
    <section className="callout page-section" aria-labelledby="mais-clube">
      <h2 id="mais-clube">Mais do clube</h2>
      <p>
        Prefere escolher cada garrafa? Monte a sua caixa na WineBox do seu jeito. Gostou do clube?
        Indique para os amigos.
      </p>
      <div className="hero__actions">
        <a href={ROUTES.customBox} className="button">
          WineBox do seu jeito
        </a>
        <a href={ROUTES.wineYou} className="button button--ghost">
          Conheça o WineYou
        </a>
        <a href={ROUTES.referFriends} className="button button--ghost">
          Indique e ganhe
        </a>
      </div>
    </section>
  );
}

export default function Clube({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;

  if (page.kind === 'line') {
    const line = CLUB_BOX_LINES.find((l) => l.slug === page.slug);
    const content = LINE_CONTENT[page.slug];
    return (
      <div className="container page">
        <Breadcrumb current={line?.label ?? null} />
        <h1>Clube Wine {line?.label}</h1>
        <p className="lead">{content.summary}</p>
        <div className="prose">
          {content.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <strong>{content.forWhom}</strong>
          </p>
        </div>
        <section className="callout page-section" aria-labelledby="provar-titulo">
          <h2 id="provar-titulo">Prove o estilo desta linha na loja</h2>
          <p>Enquanto a sua caixa não chega, veja vinhos avulsos no mesmo espírito.</p>
          <div className="hero__actions">
            <a href={content.listing.href} className="button">
              {content.listing.label}
            </a>
          </div>
        </section>
        <HowItWorks />
        <section className="page-section" aria-labelledby="linhas-titulo">
          <h2 id="linhas-titulo">Outras linhas do clube</h2>
          <Lines current={page.slug} />
        </section>
      </div>
    );
  }

  if (page.kind === 'wineyou') {
    return (
      <div className="container page">
        <Breadcrumb current="WineYou" />
        <h1>WineYou: o clube sob medida</h1>
        <p className="lead">
          Em vez de uma seleção igual para todos, o WineYou monta a sua caixa a partir do seu gosto.
        </p>
        <ol className="steps page-section">
          <li>
            <h3>Conte o que você gosta</h3>
            <p>
              Tintos ou brancos, encorpados ou leves, uvas e países preferidos, quanto quer investir
              por garrafa.
            </p>
          </li>
          <li>
            <h3>Receba vinhos escolhidos para você</h3>
            <p>
              Nossos especialistas cruzam o seu perfil com o catálogo e montam uma caixa só sua.
            </p>
          </li>
          <li>
            <h3>Avalie e refine</h3>
            <p>
              Cada avaliação ajusta as próximas escolhas. Quanto mais você prova, mais certeiro
              fica.
            </p>
          </li>
        </ol>
        <section className="callout page-section" aria-labelledby="wineyou-loja">
          <h2 id="wineyou-loja">Descubra o seu perfil</h2>
          <p>Comece explorando a loja por tipo, uva e país e veja do que você mais gosta.</p>
          <div className="hero__actions">
            <a href={allWinesUrl('tipo')} className="button">
              Explorar por tipo
            </a>
            <a href={allWinesUrl('uva')} className="button button--ghost">
              Explorar por uva
            </a>
          </div>
        </section>
        <section className="page-section" aria-labelledby="linhas-titulo">
          <h2 id="linhas-titulo">Prefere uma linha pronta?</h2>
          <Lines current={null} />
        </section>
      </div>
    );
  }

  return (
    <>
      <section className="hero" aria-labelledby="clube-titulo">
        <div className="hero__inner container">
          <p className="hero__eyebrow">Clube Wine</p>
          <h1 id="clube-titulo">O clube de vinhos que chega à sua casa todo mês</h1>
          <p className="hero__text">
            Seleções feitas por especialistas, preço de sócio em toda a loja e seis linhas para
            combinar com o seu jeito de beber vinho.
          </p>
          <div className="hero__actions">
            <a href="#linhas-titulo" className="button button--light">
              Ver as linhas
            </a>
            <a href={ROUTES.wineYou} className="button button--ghost">
              Conheça o WineYou
            </a>
          </div>
        </div>
      </section>
      <div className="container page">
        <Breadcrumb current={null} />
        <HowItWorks />
        <section className="page-section" aria-labelledby="linhas-titulo">
          <h2 id="linhas-titulo">As linhas do clube</h2>
          <Lines current={null} />
        </section>
        <MoreLinks />
      </div>
    </>
  );
}
