/** The public face of features/auth: other features and the layout import only from here. */
export * from './paths';
export * from './redirect';
