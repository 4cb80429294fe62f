/** The public face of features/account: other features and the layout import only from here. */
export * from './sections';
