/**
 * The splat route: every listing URL of the menu (resolved by the domain's `parseListingUrl`) and
 * the product page `/prod{code}.html`. Anything else is a real 404 (thrown Response).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/catalogue';
import { safeRedirect } from '@adega/domain/redirect';
import { isMemberPriceHidden } from '@adega/domain/roles';
import { buildListingUrl, isListingAvailable, parseListingUrl } from '@adega/domain/urls';
import { listingBannerPosition } from '@adega/domain/banners/banners';
import { BannerStrip } from '../components/banners/banner-picture';
import { ListingPage } from '../features/listing/listing-page';
import { withFacetCounts } from '../features/listing';
import { ProductPage, productMeta, productPageDisplay } from '../features/product/product-page';
import { cardContextOf, withCards } from '../features/product';
import {
  listingBreadcrumbs,
  listingDescription,
  listingTitle,
  toListingRequest,
} from '../lib/listing';
import { pageTitleSuffix, seo, siteNameOf } from '../lib/seo';

const PRODUCT_PATH = /^\/prod([^/]+)\.html$/;

function notFound(): never {
  throw new Response('Não encontrado', { status: 404 });
}

function decodeCode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return notFound();
  }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { store, catalog, customer } = context;
  const now = context.now.toISOString();
  // SPEC §6: member price hidden in the outlet and with hmp=1|true.
  const hideMemberPrice = isMemberPriceHidden({ store, query: url.searchParams });
  const hmp = url.searchParams.get('hmp');
  const keep = { hmp: hideMemberPrice && hmp !== null ? hmp : null };

  const productMatch = PRODUCT_PATH.exec(url.pathname);
  if (productMatch?.[1]) {
    const product = await catalog.product(decodeCode(productMatch[1]), store);
    if (!product) notFound();
    const display = productPageDisplay(await context.customProductDisplay());
    return {
      kind: 'product' as const,
      origin: context.origin,
      store,
      now,
      hideMemberPrice,
      customer,
      product,
      display,
    };
  }

  // The sort form's 'Relevância' option submits an empty ordem: it means no sort.
  if (url.searchParams.get('ordem') === '') {
    const target = new URL(url);
    target.searchParams.delete('ordem');
    throw redirect(safeRedirect(`${target.pathname}${target.search}`));
  }
  const query = parseListingUrl(url.pathname, url.search);
  if (!query || !isListingAvailable(query.category, store)) notFound();
  // The producers list itself is routes/produtores.tsx.
  if (query.category === 'producers' && !query.filters.producer) notFound();
  const producer = query.filters.producer
    ? await catalog.producer(query.filters.producer, store)
    : null;
  if (query.filters.producer && !producer) notFound();

  // Issue #18: OFERTAS, VINHOS and BAR_GOURMET banners on their listings (first page only).
  const bannerPosition =
    query.page === 1 ? listingBannerPosition(query.category, query.sort) : null;
  const [data, banners] = await Promise.all([
    catalog.list(toListingRequest(query, store)),
    bannerPosition ? context.banners(bannerPosition) : Promise.resolve([]),
  ]);
  if (query.page > 1 && query.page > data.pageCount) notFound();
  const title = listingTitle(query, producer?.name);
  const canonicalPath = buildListingUrl({ ...query, sort: null, filterFocus: null });
  return {
    kind: 'listing' as const,
    bannerPosition,
    banners,
    origin: context.origin,
    store,
    now,
    hideMemberPrice,
    customer,
    query,
    producer,
    // ADR 0036: the cards' fields only.
    data: withFacetCounts(withCards(data)),
    title,
    description: listingDescription(query, title, data.total, producer),
    canonicalPath,
    crumbs: listingBreadcrumbs(query, store, title, buildListingUrl(query)),
    openFilters: url.searchParams.get('open-filters') === 'true',
    keep,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Página não encontrada' }];
  const siteName = siteNameOf(loaderData.store);
  if (loaderData.kind === 'product') {
    return productMeta(loaderData.product, loaderData.origin, siteName);
  }
  return seo({
    origin: loaderData.origin,
    path: loaderData.canonicalPath,
    keepParams: ['pagina'],
    title: `${loaderData.title}${pageTitleSuffix(loaderData.query.page)}`,
    description: loaderData.description,
    siteName,
  });
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') {
    return (
      <ProductPage
        product={loaderData.product}
        cards={cardContextOf(loaderData)}
        display={loaderData.display}
        origin={loaderData.origin}
      />
    );
  }
  return (
    <>
      {loaderData.bannerPosition ? (
        <div className="container">
          {/* At the top of the listing, above the fold: the page's first image (its LCP). */}
          <BannerStrip
            banners={loaderData.banners}
            position={loaderData.bannerPosition}
            eagerFirst
          />
        </div>
      ) : null}
      <ListingPage
        query={loaderData.query}
        title={loaderData.title}
        crumbs={loaderData.crumbs}
        data={loaderData.data}
        producer={loaderData.producer}
        cards={cardContextOf(loaderData)}
        openFilters={loaderData.openFilters}
        keep={loaderData.keep}
      />
    </>
  );
}
