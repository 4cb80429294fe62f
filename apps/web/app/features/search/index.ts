/** The public face of features/search: other features and the layout import only from here. */
export * from './header-search';
