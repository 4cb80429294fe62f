/** The public face of features/orders: the account page and the routes import only from here. */
export { ConfirmationPage } from './confirmation-page';
export { OrdersSection } from './orders-section';
export { ORDERS_HREF, orderHref } from './order-view';
