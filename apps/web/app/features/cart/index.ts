/** The public face of features/cart: other features and the layout import only from here. */
export * from './cart-api';
export * from './cart-store';
export * from './cart-view';
export * from './quantity-selector';
