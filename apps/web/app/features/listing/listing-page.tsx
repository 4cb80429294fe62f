import type { ListingPage as ListingPageData, ProducerSummary } from '@adega/server/contract';
import type { ListingQuery } from '@adega/domain/urls';
import { formatCount } from '../../lib/format';
import { hasWineFilters, listingUrl, withParams, type Crumb } from '../../lib/listing';
import { Breadcrumbs } from './breadcrumbs';
import { FiltersPanel } from './filters-panel';
import type { WithFacetCounts } from './filter-options';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import type { CardContext, WithCards } from '../product';
import { ProducerHeader } from './producer-header';
import { SortForm } from './sort-form';
import { useListingTracking } from './listing-tracking';
import './listing.css';

export interface ListingPageProps {
  query: ListingQuery;
  title: string;
  crumbs: readonly Crumb[];
  data: WithFacetCounts<WithCards<ListingPageData>>;
  producer: ProducerSummary | null;
  cards: CardContext;
  /** open-filters=true in the URL. */
  openFilters: boolean;
  /** Display parameters kept on links (hmp). */
  keep: Readonly<Record<string, string | null>>;
}

/** A listing: title, breadcrumb, count, filters, sort, product grid, pagination, empty state. */
export function ListingPage({
  query,
  title,
  crumbs,
  data,
  producer,
  cards,
  openFilters,
  keep,
}: ListingPageProps) {
  const showFilters = hasWineFilters(query);
  const panelOpen = openFilters || query.filterFocus !== null;
  const firstPage = listingUrl(query, { page: 1, sort: null, filterFocus: null });
  const [sortAction = firstPage] = firstPage.split('?');
  const sortHidden: Record<string, string> = {};
  if (query.filterFocus) {
    sortHidden['open-filters'] = 'true';
    sortHidden['filter-focus'] = query.filterFocus;
  } else if (openFilters) {
    sortHidden['open-filters'] = 'true';
  }
  for (const [key, value] of Object.entries(keep)) if (value !== null) sortHidden[key] = value;
  const openPanelHref = withParams(listingUrl(query), { ...keep, 'open-filters': 'true' });
  useListingTracking(listingUrl(query), query, title, data);

  return (
    <div className="container listing">
      <Breadcrumbs crumbs={crumbs} />
      {producer ? (
        <ProducerHeader producer={producer} />
      ) : (
        <h1 className="listing__title">{title}</h1>
      )}
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {formatCount(data.total, 'produto encontrado', 'produtos encontrados')}
        </p>
        {showFilters && !panelOpen && (
          <a className="listing__filter-toggle" href={`${openPanelHref}#filtros`}>
            Filtrar
          </a>
        )}
        <SortForm action={sortAction} sort={query.sort} hidden={sortHidden} />
      </div>
      <div className={`listing__body${showFilters ? ' listing__body--filters' : ''}`}>
        {showFilters && (
          <FiltersPanel
            query={query}
            store={cards.store}
            facets={data.facets}
            open={panelOpen}
            keep={{ ...keep, ...(openFilters ? { 'open-filters': 'true' } : {}) }}
          />
        )}
        <div className="listing__results">
          {data.items.length > 0 ? (
            <ProductGrid products={data.items} cards={cards} />
          ) : (
            <div className="listing__empty">
              <p>
                <strong>Nenhum produto encontrado.</strong>
              </p>
              <p>
                {data.page > data.pageCount && data.total > 0
                  ? 'Esta página não existe mais. Volte para a primeira página da lista.'
                  : 'Tente remover alguns filtros ou escolher outra faixa de preço.'}
              </p>
              <a href={firstPage}>Ver todos os produtos desta lista</a>
            </div>
          )}
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            hrefOf={(page) => withParams(listingUrl(query, { page }), keep)}
          />
        </div>
      </div>
    </div>
  );
}
