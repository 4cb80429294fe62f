/**
 * The order confirmation page (issue #13 "Review and place, then a confirmation page with the
 * order number, items, totals, payment and delivery estimate"), rendered on the server from the
 * customer's order.
 */
import type { OrderDto } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { storeUrl } from '@adega/domain/urls';
import {
  OrderDelivery,
  OrderItems,
  OrderPayment,
  OrderTimeline,
  OrderTotals,
  StatusBadge,
} from './order-parts';
import { ORDERS_HREF, formatOrderDateTime, itemsCountLabel, orderHref } from './order-view';
import './orders.css';

export const CONFIRMATION_TITLE = 'Pedido confirmado!';

export function ConfirmationPage({
  order,
  firstName,
  store,
}: {
  order: OrderDto;
  firstName: string;
  store: Store;
}) {
  const cancelled = order.status === 'CANCELADO';
  return (
    <div className="container ord-confirm">
      <section className="ord-confirm__hero" aria-labelledby="confirmacao-titulo">
        <span className="ord-confirm__check" aria-hidden="true">
          {cancelled ? '!' : '✓'}
        </span>
        <h1 id="confirmacao-titulo" className="ord-confirm__title">
          {cancelled ? 'Pedido cancelado' : CONFIRMATION_TITLE}
        </h1>
        <p className="ord-confirm__number">
          Pedido nº <strong data-testid="order-number">{order.orderNumber}</strong>{' '}
          <StatusBadge status={order.status} label={order.statusLabel} />
        </p>
        <p className="ord-confirm__lead">
          {cancelled
            ? `${firstName}, este pedido foi cancelado.`
            : `Obrigado, ${firstName}! Enviamos a confirmação do pedido para o seu e-mail. Você acompanha cada etapa em Meus pedidos.`}
        </p>
        <p className="ord-confirm__lead">
          Feito em <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time> ·{' '}
          {itemsCountLabel(order.numItems)}
        </p>
        <div className="ord-confirm__actions">
          <a className="button" href={orderHref(order.orderNumber)}>
            Acompanhar pedido
          </a>
          <a className="button button--ghost" href={ORDERS_HREF}>
            Ver meus pedidos
          </a>
          <a className="button button--ghost" href={storeUrl(store)}>
            Continuar comprando
          </a>
        </div>
      </section>
      <div className="ord-confirm__layout">
        <div className="ord-confirm__aside">
          <section className="ord-card" aria-labelledby="confirmacao-itens">
            <h2 id="confirmacao-itens" className="ord-card__title">
              Itens do pedido
            </h2>
            <OrderItems items={order.items} />
          </section>
          <section className="ord-card" aria-label="Andamento do pedido">
            <OrderTimeline order={order} />
          </section>
        </div>
        <div className="ord-confirm__aside">
          <section className="ord-card" aria-labelledby="confirmacao-resumo">
            <h2 id="confirmacao-resumo" className="ord-card__title">
              Resumo
            </h2>
            <OrderTotals order={order} />
          </section>
          <section className="ord-card ord-facts" aria-label="Pagamento e entrega">
            <OrderPayment payment={order.payment} />
            <OrderDelivery order={order} />
          </section>
        </div>
      </div>
    </div>
  );
}
