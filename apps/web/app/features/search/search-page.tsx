import { useEffect } from 'react';
import type { SearchPage as SearchPageData } from '@adega/server/contract';
import {
  ROUTES,
  WINE_TYPES,
  allWinesUrl,
  buildListingUrl,
  listingQuery,
  searchUrl,
  type WineType,
} from '@adega/domain/urls';
import { formatCount } from '../../lib/format';
import { Breadcrumbs, Pagination, ProductGrid, SortForm, type WithFacetCounts } from '../listing';
import { SearchBox } from '../../components/layout/search-box';
import { SearchFilters } from './search-filters';
import type { CardContext, WithCards } from '../product';
import {
  FACET_PARAMS,
  KEYWORDS_PARAM,
  SEARCH_PATH,
  buildSearchUrl,
  domainSortOf,
  emptySearchFilters,
  hasSearchFilters,
  type SearchQuery,
} from './search-query';
import { SEARCH_TEXT_MAX } from './autocomplete-state';
import { trackProductSearch } from './search-tracking';
import './search.css';

/** 'Resultados para "malbec"' (issue #4). */
export function searchTitle(text: string): string {
  return `Resultados para "${text}"`;
}

export interface SearchResultsProps {
  query: SearchQuery;
  data: WithFacetCounts<WithCards<SearchPageData>>;
  cards: CardContext;
  openFilters: boolean;
  /** Display parameters kept on links (hmp). */
  keep: Readonly<Record<string, string | null>>;
}

/** Results of a search: the listing's cards, filters, sort and pagination on /search.ep. */
export function SearchResults({ query, data, cards, openFilters, keep }: SearchResultsProps) {
  const title = searchTitle(query.text);
  const filtered = hasSearchFilters(query.filters);
  const showFilters = data.total > 0 || filtered;
  const linkKeep = { ...keep, ...(openFilters ? { 'open-filters': 'true' } : {}) };

  useEffect(() => {
    trackProductSearch(query.text, data.total);
  }, [query.text, data.total]);

  // The sort form keeps the words, the filters and the display parameters.
  const sortHidden: Record<string, string> = { [KEYWORDS_PARAM]: query.text };
  for (const key of ['types', 'grapes', 'countries'] as const) {
    if (query.filters[key].length) sortHidden[FACET_PARAMS[key]] = query.filters[key].join(',');
  }
  if (query.filters.priceBand) sortHidden.preco = query.filters.priceBand;
  for (const [key, value] of Object.entries(linkKeep)) if (value !== null) sortHidden[key] = value;

  return (
    <div className="container listing search-results">
      <Breadcrumbs
        crumbs={[
          { label: 'Início', href: ROUTES.home },
          { label: title, href: buildSearchUrl(query, keep) },
        ]}
      />
      <h1 className="listing__title">{title}</h1>
      {query.truncated && (
        <p className="search-results__note">
          Sua busca tinha mais de {SEARCH_TEXT_MAX} caracteres: buscamos pelos primeiros{' '}
          {SEARCH_TEXT_MAX}.
        </p>
      )}
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {formatCount(data.total, 'produto encontrado', 'produtos encontrados')}
        </p>
        {showFilters && !openFilters && (
          <a
            className="listing__filter-toggle"
            href={`${buildSearchUrl(query, { ...keep, 'open-filters': 'true' })}#filtros`}
          >
            Filtrar
          </a>
        )}
        {data.total > 0 && (
          <SortForm action={SEARCH_PATH} sort={domainSortOf(query.sort)} hidden={sortHidden} />
        )}
      </div>
      <div className={`listing__body${showFilters ? ' listing__body--filters' : ''}`}>
        {showFilters && (
          <SearchFilters query={query} facets={data.facets} open={openFilters} keep={linkKeep} />
        )}
        <div className="listing__results">
          {data.items.length > 0 ? (
            <ProductGrid products={data.items} cards={cards} />
          ) : filtered ? (
            <div className="listing__empty">
              <p>
                <strong>Nenhum produto encontrado com os filtros escolhidos.</strong>
              </p>
              <p>Tente remover alguns filtros ou escolher outra faixa de preço.</p>
              <a
                href={buildSearchUrl(
                  { ...query, page: 1, filters: emptySearchFilters() },
                  linkKeep,
                )}
              >
                Limpar filtros
              </a>
            </div>
          ) : (
            <NoResults text={query.text} suggestions={data.suggestions} />
          )}
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            hrefOf={(page) => buildSearchUrl({ ...query, page }, linkKeep)}
          />
        </div>
      </div>
    </div>
  );
}

/** No results: the server's suggestions as links, tips and a way back into the catalogue. */
function NoResults({ text, suggestions }: { text: string; suggestions: readonly string[] }) {
  const useful = suggestions.filter((s) => s.trim() && s.trim() !== text).slice(0, 8);
  return (
    <div className="listing__empty search-empty">
      <p>
        <strong>Nenhum produto encontrado para "{text}".</strong>
      </p>
      {useful.length > 0 && (
        <nav className="search-empty__suggestions" aria-labelledby="busca-sugestoes">
          <h2 id="busca-sugestoes" className="search-empty__heading">
            Você quis dizer:
          </h2>
          <ul>
            {useful.map((suggestion) => (
              <li key={suggestion}>
                <a href={searchUrl(suggestion)}>{suggestion}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        Confira a ortografia ou use termos mais gerais, como o tipo de vinho, a uva, o país ou o
        produtor.
      </p>
      <a href={allWinesUrl()}>Ver todos os vinhos</a>
    </div>
  );
}

/** /search.ep without words: a search field and ways into the catalogue, not an error. */
export function SearchStart() {
  return (
    <div className="container listing search-start">
      <h1 className="listing__title">Buscar produtos</h1>
      <p className="lead">
        Digite o nome do vinho, a uva, o país, a região ou o produtor e aperte enter para buscar.
      </p>
      <SearchBox id="busca-pagina" className="search-start__box" />
      <nav className="search-start__explore" aria-labelledby="busca-explorar">
        <h2 id="busca-explorar" className="search-start__heading">
          Explore por tipo
        </h2>
        <ul>
          {WINE_TYPES.map((type) => (
            <li key={type.slug}>
              <a
                href={buildListingUrl(
                  listingQuery('wines', { filters: { types: [type.slug as WineType] } }),
                )}
              >
                {type.label}
              </a>
            </li>
          ))}
          <li>
            <a href={allWinesUrl()}>Todos os vinhos</a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
