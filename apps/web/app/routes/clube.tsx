import { data as response } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import { CLUB_LINES, type ClubLine } from '@adega/domain/club/plans';
import { CLUB_BOX_LINES, clubBoxUrl, ROUTES } from '@adega/domain/urls';
import type { BannerDto, ClubPlansDto } from '@adega/server/contract';
import type { PartnerBannerLink } from '@adega/domain/club/partner-banners';
import { BannerStrip } from '../components/banners/banner-picture';
import type { Route } from './+types/clube';
import { seo } from '../lib/seo';
import { Callout, Hero, PageSection, Steps } from '../components/layout/content-blocks';
import { PageTrail } from '../components/layout/page-trail';
import {
  LineTiles,
  PartnerBanners,
  PremiumPlans,
  ReferralNotice,
  SubscribeBox,
  useMembership,
  useReferralCode,
} from '../features/club';
import { ClubFaq } from '../features/content';
import '../features/club/club.css';
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

export async function loader({ context, url }: Route.LoaderArgs) {
  // SPEC §6: the outlet hides the club.
  if (!isFeatureVisible('clubMenu', context.store))
    throw response('Não encontrado', { status: 404 });
  const pathname = url.pathname;
  const page = clubPageOf(pathname);
  if (!page) throw response('Não encontrado', { status: 404 });
  // Issue #15: the plans (prices, offers, premium passes) are the same for everyone; who is looking
  // (a member, a visitor) is asked by the browser after hydration, so the page stays cacheable.
  const plans = await context.clubPlans();
  if (!plans) throw response('Não encontrado', { status: 404 });
  // Issue #18: the CLUBE banners on the club's overview.
  const banners = page.kind === 'overview' ? await context.banners('CLUBE') : [];
  // SPEC §9: the partner programmes' banner (configuration), on the overview too.
  const partners = page.kind === 'overview' ? context.partnerBanners : [];
  return { origin: context.origin, page, path: pathname, plans, banners, partners };
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
      title: 'WineYou: o passe premium da Wine',
      description:
        'Com o passe premium WineYou você tem 15% de desconto em todas as compras, 3x mais cashback, crédito mensal de cashback e frete grátis em localidades elegíveis.',
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
  return current ? (
    <PageTrail parents={[{ label: 'Clube Wine', href: ROUTES.club }]} current={current} />
  ) : (
    <PageTrail current="Clube Wine" />
  );
}

const HOW_IT_WORKS = [
  {
    title: 'Escolha a sua linha',
    text: 'São seis linhas, do vinho do dia a dia aos grandes rótulos de guarda: escolha a que combina com você.',
  },
  {
    title: 'Receba em casa',
    text: 'Todo mês uma caixa com vinhos selecionados pelos nossos especialistas, com fichas e sugestões de harmonização.',
  },
  {
    title: 'Pague preço de sócio',
    text: 'Sócios veem o preço “Sócio Wine” em toda a loja, inclusive nos kits, e têm acesso a ofertas exclusivas para sócios.',
  },
];

const WINEYOU_STEPS = [
  {
    title: 'Assine em um minuto',
    text: 'O passe entra na sua WineBox e você finaliza o pedido como qualquer compra.',
  },
  {
    title: 'Economize em toda compra',
    text: 'O desconto do passe vale no site e no app, em vinhos, kits e acessórios.',
  },
  {
    title: 'Receba cashback todo mês',
    text: 'O crédito mensal do seu passe cai na sua conta e pode ser usado na próxima compra.',
  },
];

function HowItWorks() {
  return (
    <PageSection headingId="como-funciona" title="Como funciona">
      <Steps steps={HOW_IT_WORKS} />
    </PageSection>
  );
}

function MoreLinks() {
  return (
    <Callout
      headingId="mais-clube"
      title="Mais do clube"
      text="Prefere escolher cada garrafa? Monte a sua caixa na WineBox do seu jeito. Gostou do clube? Indique para os amigos."
      actions={[
        { label: 'WineBox do seu jeito', href: ROUTES.customBox },
        { label: 'Conheça o WineYou', href: ROUTES.wineYou },
        { label: 'Indique e ganhe', href: ROUTES.referFriends },
      ]}
    />
  );
}

function WineYou({ plans }: { plans: ClubPlansDto }) {
  const membership = useMembership();
  return (
    <div className="container page">
      <Breadcrumb current="WineYou" />
      <h1>WineYou: o passe premium da Wine</h1>
      <p className="lead">
        Uma assinatura mensal que faz cada compra render mais: desconto em toda a loja, mais
        cashback e frete grátis onde há entrega elegível.
      </p>
      <section className="page-section" aria-labelledby="planos-titulo">
        <h2 id="planos-titulo">Escolha o seu passe</h2>
        <PremiumPlans plans={plans.premium} membership={membership} />
      </section>
      <Steps steps={WINEYOU_STEPS} className="steps page-section" label="Como funciona o WineYou" />
      <section className="page-section" aria-labelledby="linhas-titulo">
        <h2 id="linhas-titulo">Prefere receber vinhos em casa?</h2>
        <LineTiles lines={plans.lines} />
      </section>
    </div>
  );
}

function LinePage({ slug, plans }: { slug: LineSlug; plans: ClubPlansDto }) {
  const membership = useMembership();
  const referralCode = useReferralCode();
  const line = plans.lines.find((l) => l.slug === slug);
  const content = LINE_CONTENT[slug];
  return (
    <div className="container page">
      <Breadcrumb current={content.name} />
      <div className="club-line">
        <div className="club-line__copy">
          <h1>Clube Wine {content.name}</h1>
          <p className="lead">{content.summary}</p>
          <div className="prose">
            {content.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>{content.forWhom}</strong>
            </p>
          </div>
        </div>
        {line ? (
          <SubscribeBox line={line} membership={membership} referralCode={referralCode} />
        ) : null}
      </div>
      <Callout
        headingId="provar-titulo"
        title="Prove o estilo desta linha na loja"
        text="Enquanto a sua caixa não chega, veja vinhos avulsos no mesmo espírito."
        actions={[content.listing]}
      />
      <HowItWorks />
      <section className="page-section" aria-labelledby="linhas-titulo">
        <h2 id="linhas-titulo">Outras linhas do clube</h2>
        <LineTiles lines={plans.lines} current={slug} />
      </section>
    </div>
  );
}

function PremiumTeaser() {
  return (
    <Callout
      headingId="premium-titulo"
      title="WineYou: o passe premium"
      text="Não quer uma caixa todo mês? Com o passe premium você tem desconto em todas as compras, mais cashback e frete grátis em localidades elegíveis."
      actions={[{ label: 'Conheça o WineYou', href: ROUTES.wineYou }]}
    />
  );
}

function Overview({
  plans,
  banners,
  partners,
}: {
  plans: ClubPlansDto;
  banners: BannerDto[];
  partners: readonly PartnerBannerLink[];
}) {
  const referralCode = useReferralCode();
  return (
    <>
      <Hero
        headingId="clube-titulo"
        eyebrow="Clube Wine"
        title="O clube de vinhos que chega à sua casa todo mês"
        text="Seleções feitas por especialistas, preço de sócio em toda a loja e seis linhas para combinar com o seu jeito de beber vinho."
        actions={[
          { label: 'Ver as linhas', href: '#linhas-titulo' },
          { label: 'Conheça o WineYou', href: ROUTES.wineYou },
        ]}
      />
      <div className="container page">
        <Breadcrumb current={null} />
        <BannerStrip banners={banners} position="CLUBE" />
        <ReferralNotice code={referralCode} />
        <HowItWorks />
        <section className="page-section" aria-labelledby="linhas-titulo">
          <h2 id="linhas-titulo">As linhas do clube</h2>
          <LineTiles lines={plans.lines} />
        </section>
        <PremiumTeaser />
        <PartnerBanners partners={partners} />
        <ClubFaq />
        <MoreLinks />
      </div>
    </>
  );
}

export default function Clube({ loaderData }: Route.ComponentProps) {
  const { page, plans, banners, partners } = loaderData;
  if (page.kind === 'line') return <LinePage slug={page.slug} plans={plans} />;
  if (page.kind === 'wineyou') return <WineYou plans={plans} />;
  return <Overview plans={plans} banners={banners} partners={partners} />;
}
