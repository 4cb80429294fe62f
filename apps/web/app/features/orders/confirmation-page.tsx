/**
 * The order confirmation page (issue #13 "Review and place, then a confirmation page with the
 * order number, items, totals, payment and delivery estimate"), rendered on the server from the
 * customer's order. While the order waits for its Pix or boleto (issue #14) the page shows what
 * to pay with and polls the order's status: when the payment is confirmed it changes to paid by
 * itself (the order read again) and a live region announces it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderDto, OrderStatusDto } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { storeUrl } from '@adega/domain/urls';
import { OrderFacts, OrderItems, OrderTimeline, OrderTotals, StatusBadge } from './order-parts';
import { ORDERS_HREF, formatOrderDateTime, orderContentsLabel, orderHref } from './order-view';
import { ordersApi } from './orders-api';
import { PaymentInstructions } from './payment-instructions';
import {
  PAYMENT_WAIT_TEXTS,
  awaitsPixOrBoleto,
  isWaitingForPayment,
  statusAnnouncement,
} from './payment-view';
import { track } from '../../lib/tracking';
import { useOrderStatus } from './use-order-status';
import './orders.css';

export const CONFIRMATION_TITLE = 'Pedido confirmado!';

/**
 * The order shown, kept fresh while it waits for its payment: each new status reads the order
 * again (timeline, payment); when that read fails, the status alone is updated.
 */
export function useLiveOrder(initial: OrderDto) {
  const [order, setOrder] = useState(initial);
  const [changed, setChanged] = useState<OrderStatusDto | null>(null);
  const waiting = awaitsPixOrBoleto(order);
  const onChange = useCallback((next: OrderStatusDto) => {
    setChanged(next);
    setOrder((current) => ({ ...current, status: next.status, statusLabel: next.statusLabel }));
    ordersApi.detail(next.orderNumber).then(
      (fresh) => setOrder(fresh),
      () => undefined,
    );
  }, []);
  const { announcement, pollNow } = useOrderStatus(
    order.orderNumber,
    order.status,
    waiting,
    onChange,
  );
  return { order, waiting, changed, announcement, pollNow };
}

function heroTitle(order: OrderDto, waiting: boolean): string {
  if (order.status === 'CANCELADO') return 'Pedido cancelado';
  return waiting ? PAYMENT_WAIT_TEXTS.waitingTitle : CONFIRMATION_TITLE;
}

function heroLead(order: OrderDto, waiting: boolean, firstName: string): string {
  if (order.status === 'CANCELADO') return `${firstName}, este pedido foi cancelado.`;
  if (waiting) {
    return order.payment.pix
      ? `${firstName}, seus produtos estão reservados. Pague o Pix abaixo para confirmar o pedido.`
      : `${firstName}, seus produtos estão reservados. Pague o boleto até o vencimento para confirmar o pedido.`;
  }
  return `Obrigado, ${firstName}! Enviamos a confirmação do pedido para o seu e-mail. Você acompanha cada etapa em Meus pedidos.`;
}

export function ConfirmationPage({
  order: initial,
  firstName,
  store,
}: {
  order: OrderDto;
  firstName: string;
  store: Store;
}) {
  const { order, waiting, changed, announcement, pollNow } = useLiveOrder(initial);
  const cancelled = order.status === 'CANCELADO';
  const paid = !cancelled && !isWaitingForPayment(order.status);
  // SPEC §7 'charged': recorded by the server at the capture; the page's data layer hears of it
  // when the confirmation shows the order paid.
  useEffect(() => {
    if (!paid) return;
    track('charged', {
      orderNumber: order.orderNumber,
      total: order.total,
      paymentType: order.payment.type,
      installments: order.payment.installments,
    });
  }, [paid, order.orderNumber]);
  return (
    <div className="container ord-confirm">
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="order-live">
        {announcement}
      </p>
      <section className="ord-confirm__hero" aria-labelledby="confirmacao-titulo">
        <span
          className={`ord-confirm__check${waiting ? ' ord-confirm__check--waiting' : ''}`}
          aria-hidden="true"
        >
          {cancelled ? '!' : waiting ? 'R$' : '✓'}
        </span>
        <h1 id="confirmacao-titulo" className="ord-confirm__title">
          {heroTitle(order, waiting)}
        </h1>
        <p className="ord-confirm__number">
          Pedido nº <strong data-testid="order-number">{order.orderNumber}</strong>{' '}
          <StatusBadge status={order.status} label={order.statusLabel} />
        </p>
        {changed && !waiting && !cancelled ? (
          <p className="ord-confirm__paid" data-testid="payment-confirmed">
            {statusAnnouncement(changed)}
          </p>
        ) : null}
        <p className="ord-confirm__lead">{heroLead(order, waiting, firstName)}</p>
        <p className="ord-confirm__lead">
          Feito em <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time> ·{' '}
          {orderContentsLabel(order)}
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
          {waiting ? <PaymentInstructions payment={order.payment} onPaid={pollNow} /> : null}
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
            <OrderFacts order={order} />
          </section>
        </div>
      </div>
    </div>
  );
}
