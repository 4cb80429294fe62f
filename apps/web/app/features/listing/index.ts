/** The public face of features/listing: other features and the layout import only from here. */
// Its styles serve the search results page too.
import './listing.css';

export * from './breadcrumbs';
export * from './filter-options';
export * from './pagination';
export * from './product-grid';
export * from './sort-form';
