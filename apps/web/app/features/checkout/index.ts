/** The public face of features/checkout (issue #13). */
export { CheckoutPage, type CheckoutPageProps } from './checkout-page';
export { orderConfirmedUrl } from './checkout-view';
