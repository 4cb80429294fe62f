/**
 * Search results (issue #4, SPEC §2 '/search.ep?keyWords='): the store's own products (the server
 * scopes by store) with the listing's cards, filters, sort and pagination; a start page without
 * words and a no-results state with the server's suggestions. Never indexed.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/search';
import { safeRedirect } from '@adega/domain/redirect';
import { isMemberPriceHidden } from '@adega/domain/roles';
import { SearchResults, SearchStart, searchTitle } from '../features/search/search-page';
import {
  KEYWORDS_PARAM,
  SEARCH_PATH,
  buildSearchUrl,
  parseSearchQuery,
  toSearchRequest,
} from '../features/search/search-query';
import { pageTitleSuffix, seo, siteNameOf } from '../lib/seo';
import { cardContextOf, withCards } from '../features/product';
import { withFacetCounts } from '../features/listing';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { store, customer } = context;
  // The sort form's 'Relevância' option submits an empty ordem: it means the default sort.
  if (url.searchParams.get('ordem') === '') {
    const target = new URL(url);
    target.searchParams.delete('ordem');
    throw redirect(safeRedirect(`${target.pathname}${target.search}`));
  }
  const hideMemberPrice = isMemberPriceHidden({ store, query: url.searchParams });
  const hmp = url.searchParams.get('hmp');
  const keep = { hmp: hideMemberPrice && hmp !== null ? hmp : null };
  const query = parseSearchQuery(url.searchParams);
  const base = { origin: context.origin, store, hideMemberPrice, customer, keep };
  if (!query.text) return { kind: 'start' as const, ...base };

  const data = await context.search.search(toSearchRequest(query, store));
  if (query.page > 1 && query.page > data.pageCount) {
    throw redirect(safeRedirect(buildSearchUrl({ ...query, page: 1 }, keep)));
  }
  return {
    kind: 'results' as const,
    ...base,
    now: context.now.toISOString(),
    query,
    // ADR 0036: the cards' fields only.
    data: withFacetCounts(withCards(data)),
    openFilters: url.searchParams.get('open-filters') === 'true',
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Busca' }, { name: 'robots', content: 'noindex' }];
  const siteName = siteNameOf(loaderData.store);
  if (loaderData.kind === 'start') {
    return seo({
      origin: loaderData.origin,
      path: SEARCH_PATH,
      title: 'Buscar produtos',
      description: 'Busque vinhos por nome, uva, país, região ou produtor.',
      siteName,
      noIndex: true,
    });
  }
  const { query, data } = loaderData;
  return seo({
    origin: loaderData.origin,
    path: buildSearchUrl({ ...query, page: 1, sort: 'relevancia' }),
    keepParams: [KEYWORDS_PARAM],
    title: `${searchTitle(query.text)}${pageTitleSuffix(query.page)}`,
    description: `${data.total.toLocaleString('pt-BR')} ${data.total === 1 ? 'produto encontrado' : 'produtos encontrados'} para "${query.text}".`,
    siteName,
    noIndex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'start') return <SearchStart />;
  return (
    <SearchResults
      query={loaderData.query}
      data={loaderData.data}
      cards={cardContextOf(loaderData)}
      openFilters={loaderData.openFilters}
      keep={loaderData.keep}
    />
  );
}
