/** The public face of features/product: other features and the layout import only from here. */
export * from './price-box';
export * from './product-card';
export * from './card-product';
export * from './product-card-list';
