import { isMemberPriceHidden } from '@adega/domain/roles';
import {
  HOTSITE_FLAGS,
  HOTSITE_TEXTS,
  homeKind,
  viewerAudience,
} from '@adega/domain/banners/banners';
import { storePageLinks } from '@adega/domain/catalogue-links';
import {
  allWinesUrl,
  buildListingUrl,
  listingQuery,
  ROUTES,
  type ListingQuery,
} from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';
import type { Route } from './+types/home';
import { Shelf } from '../components/layout/shelf';
import { LinkList } from '../components/layout/link-lists';
import {
  Callout,
  Hero,
  PageSection,
  type CalloutContent,
} from '../components/layout/content-blocks';
import { packCard } from '../features/product';
import { CampaignArea } from '../features/campaigns';
import { BannerStrip } from '../components/banners/banner-picture';
import { Carousel } from '../components/banners/carousel';
import { toListingRequest } from '../lib/listing';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';

const SHELF_SIZE = 4;

interface ShelfPlan {
  id: string;
  title: string;
  query: ListingQuery;
}

const WINE_SHELVES: ShelfPlan[] = [
  {
    id: 'avaliados',
    title: 'Mais bem avaliados',
    query: listingQuery('wines', { sort: 'rating' }),
  },
  { id: 'ofertas', title: 'Ofertas', query: listingQuery('wines', { sort: 'discount' }) },
  { id: 'kits', title: 'Kits', query: listingQuery('kits', { sort: 'discount' }) },
  {
    id: 'espumantes',
    title: 'Espumantes para celebrar',
    query: listingQuery('wines', { filters: { types: ['espumante'] }, sort: 'rating' }),
  },
];

const OUTLET_SHELVES: ShelfPlan[] = [
  {
    id: 'ofertas',
    title: 'Maiores descontos do Outlet',
    query: listingQuery('wines', { sort: 'discount' }),
  },
  {
    id: 'avaliados',
    title: 'Mais bem avaliados',
    query: listingQuery('wines', { sort: 'rating' }),
  },
  { id: 'cervejas', title: 'Cervejas', query: listingQuery('beers', { sort: 'discount' }) },
  { id: 'kits', title: 'Kits', query: listingQuery('kits', { sort: 'discount' }) },
];

/** The box at the bottom of each store's home. */
const HOME_CALLOUTS: Record<Store, CalloutContent> = {
  OUTLET: {
    headingId: 'outlet-titulo',
    title: 'Por que os preços do Outlet são menores?',
    text: 'Trazemos para cá lotes finais, safras anteriores e garrafas com rótulos ou caixas avariados. O vinho é o mesmo; o preço, não.',
    actions: [{ label: 'Entenda o Outlet', href: ROUTES.outletExplainer }],
  },
  WINE: {
    headingId: 'clube-titulo',
    title: 'Clube Wine: vinhos escolhidos para você todo mês',
    text: 'Receba uma seleção em casa, pague preço de sócio em toda a loja e monte a sua WineBox do seu jeito.',
    actions: [
      { label: 'Conheça o Clube Wine', href: ROUTES.club },
      { label: 'WineBox do seu jeito', href: ROUTES.customBox },
    ],
  },
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { store, catalog } = context;
  const plans = store === 'OUTLET' ? OUTLET_SHELVES : WINE_SHELVES;
  // SPEC §7 dynamic hotsites: members and non-members get their own home when their flag is on.
  const audience = viewerAudience(context.customer);
  const [membersHotsite, nonMembersHotsite, carousel, strip] = await Promise.all([
    context.featureEnabled(HOTSITE_FLAGS.members),
    context.featureEnabled(HOTSITE_FLAGS['non-members']),
    context.banners('CAROUSEL_HOME'),
    context.banners('BANNER_HOME'),
  ]);
  const kind = homeKind(audience, { members: membersHotsite, nonMembers: nonMembersHotsite });
  const hotsiteBanners = kind === 'hotsite' ? await context.banners('HOTSITE_PAGE_BANNER') : [];
  const [counts, campaigns, ...pages] = await Promise.all([
    catalog.menuCounts(store),
    context.campaigns(),
    ...plans.map((plan) =>
      catalog.list({ ...toListingRequest(plan.query, store), pageSize: SHELF_SIZE }),
    ),
  ]);
  return {
    kind,
    audience,
    banners: { carousel, strip, hotsite: hotsiteBanners },
    store,
    origin: context.origin,
    now: context.now.toISOString(),
    customer: context.customer,
    // SPEC §6: hmp=1|true in the URL hides member prices (the outlet always does).
    hideMemberPrice: isMemberPriceHidden({ store, query: url.search }),
    total: counts.total,
    campaigns,
    wineTypes: counts.wineTypes,
    countries: counts.countries,
    // Each shelf's products, as packed cards (ADR 0043); titles and links are the store's plans.
    shelfProducts: plans.map((_, index) => (pages[index]?.items ?? []).map(packCard)),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const outlet = data.store === 'OUTLET';
  return seo({
    origin: data.origin,
    path: ROUTES.home,
    siteName: siteNameOf(data.store),
    title: outlet ? 'Adega Outlet: vinhos com preços reduzidos' : 'Adega: loja de vinhos online',
    description: outlet
      ? 'Vinhos, cervejas e acessórios com preços reduzidos no Outlet da Adega. Estoques limitados, entrega para todo o Brasil.'
      : 'Vinhos tintos, brancos, rosés e espumantes do mundo inteiro, kits com preço por garrafa e o Clube Wine. Compre online na Adega.',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    store,
    total,
    wineTypes,
    countries,
    shelfProducts,
    now,
    hideMemberPrice,
    customer,
    campaigns,
    kind,
    audience,
    banners,
  } = loaderData;
  const outlet = store === 'OUTLET';
  const shelves = (outlet ? OUTLET_SHELVES : WINE_SHELVES).map((plan, index) => ({
    id: plan.id,
    title: plan.title,
    href: buildListingUrl(plan.query),
    products: shelfProducts[index] ?? [],
  }));
  const hotsite = kind === 'hotsite' ? HOTSITE_TEXTS[audience] : null;
  // What every shelf's product cards need.
  const cards = { store, now, hideMemberPrice, customer };
  const links = storePageLinks(store);
  return (
    <>
      {hotsite ? (
        <section
          className="hotsite"
          aria-labelledby="hotsite-titulo"
          data-home={`hotsite-${audience}`}
        >
          <BannerStrip banners={banners.hotsite} position="HOTSITE_PAGE_BANNER" eagerFirst />
          <div className="container">
            <h1 id="hotsite-titulo">{hotsite.title}</h1>
            <p className="hero__text">{hotsite.text}</p>
          </div>
        </section>
      ) : (
        <Carousel banners={banners.carousel} />
      )}
      {hotsite ? null : (
        <Hero
          headingId="hero-titulo"
          home="home"
          eyebrow={outlet ? 'Outlet Adega' : `Mais de ${total} rótulos`}
          title={
            outlet
              ? 'Vinhos com preços reduzidos, enquanto durarem'
              : 'Vinhos do mundo inteiro na sua casa'
          }
          text={
            outlet
              ? 'Últimas safras, rótulos em fim de estoque e embalagens com pequenas avarias: os mesmos vinhos, por menos. Aqui também tem cervejas e acessórios.'
              : 'Tintos, brancos, rosés e espumantes escolhidos a dedo, com kits que saem mais em conta por garrafa e um clube com preços especiais para sócios.'
          }
          actions={
            outlet
              ? [
                  { label: 'Ver ofertas do Outlet', href: allWinesUrl() },
                  { label: 'Entenda o Outlet', href: ROUTES.outletExplainer },
                ]
              : [
                  { label: 'Ver todos os vinhos', href: allWinesUrl() },
                  { label: 'Conheça o Clube Wine', href: ROUTES.club },
                ]
          }
        />
      )}

      <div className="container page">
        {campaigns.length > 0 ? (
          <CampaignArea campaigns={campaigns} serverNow={now} signedIn={customer !== null} />
        ) : null}
        {hotsite && shelves[0] ? (
          <Shelf {...shelves[0]} id="selecao" title={hotsite.shelf} cards={cards} />
        ) : null}
        <BannerStrip banners={banners.strip} position="BANNER_HOME" />
        <PageSection headingId="tipos-titulo" title="Escolha pelo tipo">
          <LinkList
            look="tiles"
            links={links.types.map((link) => ({ ...link, count: wineTypes[link.key] ?? 0 }))}
          />
        </PageSection>

        {shelves.slice(0, 2).map((shelf) => (
          <Shelf key={shelf.id} {...shelf} cards={cards} />
        ))}

        <PageSection headingId="preco-titulo" title="Vinhos por faixa de preço">
          <LinkList links={links.priceBands} />
        </PageSection>

        {shelves.slice(2).map((shelf) => (
          <Shelf key={shelf.id} {...shelf} cards={cards} />
        ))}

        <PageSection headingId="paises-titulo" title="Vinhos por país">
          <LinkList
            links={links.countries.map((link) => ({ ...link, count: countries[link.key] ?? 0 }))}
          />
        </PageSection>

        <Callout {...HOME_CALLOUTS[store]} />
      </div>
    </>
  );
}
