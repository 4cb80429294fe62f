/**
 * The pieces an order is shown with, on the confirmation page and in 'Meus pedidos': its status
 * badge, lines, totals, payment, delivery (with the carrier's tracking), the nota fiscal, the
 * cashback it earns and the status timeline.
 */
import type { ReactNode } from 'react';
import type { OrderDto, OrderStatus } from '@adega/server/contract';
import { PRODUCT_IMAGE_HEIGHT_CART } from '@adega/domain/constants';
import { fromReais } from '@adega/domain/money';
import { formatCep } from '@adega/domain/validation/cep';
import { Price } from '../../components/ui/price';
import { ProductImage } from '../../components/ui/product-image';
import { cityLine, streetLine } from '../account';
import {
  formatCalendarDate,
  formatOrderDate,
  formatOrderTime,
  installmentsLabel,
  orderTimeline,
  orderTotalRows,
  paymentMethodLabel,
  paymentStatusLabel,
} from './order-view';

const IMAGE_WIDTH = 64;
const IMAGE_HEIGHT = PRODUCT_IMAGE_HEIGHT_CART;

export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={`ord-status ord-status--${status.toLowerCase()}`} data-status={status}>
      {label}
    </span>
  );
}

export function OrderItems({ items }: { items: OrderDto['items'] }) {
  return (
    <ul className="ord-items" aria-label="Itens do pedido">
      {items.map((item, index) => (
        <li key={`${item.skuCode}-${String(index)}`} className="ord-item" data-sku={item.skuCode}>
          <ProductImage
            className="ord-item__image"
            imageUrl={item.imageUrl}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            format="png"
          />
          <div className="ord-item__body">
            <a className="ord-item__name" href={item.productSeoUrl}>
              {item.displayName}
            </a>
            {item.promotionGift ? <span className="ord-item__gift pill-badge">Brinde</span> : null}
            <p className="ord-item__meta">
              {item.quantity} × <Price centavos={fromReais(item.unitPrice)} />
            </p>
          </div>
          <div className="ord-item__total">
            {item.promotionGift ? (
              <span className="ord-free">Grátis</span>
            ) : (
              <Price centavos={fromReais(item.total)} />
            )}
            {item.discount > 0 && !item.promotionGift ? (
              <span className="ord-item__saving">
                economia de <Price centavos={fromReais(item.discount)} />
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ order }: { order: OrderDto }) {
  const { rows, total } = orderTotalRows(order);
  return (
    <dl className="ord-totals">
      {rows.map((row) => (
        <div key={row.key} className={`ord-totals__row ord-totals__row--${row.key}`}>
          <dt>{row.label}</dt>
          <dd>
            {row.free ? (
              <span className="ord-free">Grátis</span>
            ) : (
              <>
                {row.amount < 0 ? '− ' : ''}
                <Price centavos={Math.abs(row.amount)} />
              </>
            )}
          </dd>
        </div>
      ))}
      <div className="ord-totals__row ord-totals__row--total">
        <dt>Total</dt>
        <dd>
          <Price centavos={total} />
        </dd>
      </div>
    </dl>
  );
}

export function OrderPayment({ payment }: { payment: OrderDto['payment'] }) {
  return (
    <OrderBlock title="Pagamento">
      <p className="ord-block__line ord-block__strong">{paymentMethodLabel(payment)}</p>
      {payment.type === 'CREDITCARD' ? (
        <p className="ord-block__line">{installmentsLabel(payment)}</p>
      ) : null}
      {paymentStatusLabel(payment) ? (
        <p className="ord-block__line" data-testid="payment-status">
          {paymentStatusLabel(payment)}
        </p>
      ) : null}
    </OrderBlock>
  );
}

/** The carrier and its tracking code, linked to the carrier's page when there is one. */
export function OrderShipment({ tracking }: { tracking: OrderDto['tracking'] }) {
  if (!tracking) return null;
  return (
    <OrderBlock title="Rastreamento" testId="order-tracking">
      <p className="ord-block__line">
        {tracking.carrier} · código <strong className="ord-code">{tracking.code}</strong>
      </p>
      <p className="ord-block__line ord-block__muted">
        Enviado em <time dateTime={tracking.shippedAt}>{formatOrderDate(tracking.shippedAt)}</time>
      </p>
      {tracking.url ? (
        <a className="ord-link" href={tracking.url} target="_blank" rel="noopener noreferrer">
          Rastrear na transportadora<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      ) : null}
    </OrderBlock>
  );
}

/** The nota fiscal (once FATURADO): its number and the link to its PDF. */
export function OrderInvoice({ invoice }: { invoice: OrderDto['invoice'] }) {
  if (!invoice) return null;
  return (
    <OrderBlock title="Nota fiscal" testId="order-invoice">
      <p className="ord-block__line">
        NF-e nº {invoice.number}, série {invoice.series} · emitida em{' '}
        <time dateTime={invoice.issuedAt}>{formatOrderDate(invoice.issuedAt)}</time>
      </p>
      <a className="ord-link" href={invoice.url} target="_blank" rel="noopener">
        Baixar nota fiscal (PDF)
      </a>
    </OrderBlock>
  );
}

/** The cashback the order earns, in the server's words; nothing when it earns none. */
export function OrderCashback({ cashback }: { cashback: OrderDto['cashback'] | undefined }) {
  if (!cashback || cashback.status === 'NONE' || cashback.text.trim() === '') return null;
  return (
    <OrderBlock title="Cashback" testId="order-cashback" status={cashback.status}>
      <p className={`ord-block__line ord-cashback ord-cashback--${cashback.status.toLowerCase()}`}>
        {cashback.text}
      </p>
    </OrderBlock>
  );
}

export function OrderDelivery({ order }: { order: OrderDto }) {
  const address = order.shippingAddress;
  const level = order.shippingServiceLevel;
  return (
    <OrderBlock title="Entrega">
      {address ? (
        <address className="ord-address">
          <span className="ord-block__strong">{address.firstName}</span>
          <span>
            {streetLine(address)}
            {address.complemento ? ` – ${address.complemento}` : ''}
          </span>
          <span>
            {address.bairro} · {cityLine(address)}
          </span>
          <span>CEP {formatCep(address.zipOrPostalCode)}</span>
        </address>
      ) : null}
      {level ? (
        <p className="ord-block__line">
          {level.name} · até {level.deliveryDays}{' '}
          {level.deliveryDays === 1 ? 'dia útil' : 'dias úteis'}
        </p>
      ) : null}
      {order.estimatedDelivery ? (
        <p className="ord-block__line">
          Previsão de entrega:{' '}
          <strong className="ord-estimate">{formatCalendarDate(order.estimatedDelivery)}</strong>
        </p>
      ) : null}
      {order.orderGift ? (
        <p className="ord-block__line ord-block__muted">
          Mensagem de presente para {order.orderGift.to}: “{order.orderGift.message}”
        </p>
      ) : null}
    </OrderBlock>
  );
}

export function OrderTimeline({ order }: { order: Pick<OrderDto, 'status' | 'history'> }) {
  const steps = orderTimeline(order.status, order.history);
  return (
    <ol className="ord-timeline" aria-label="Andamento do pedido">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`ord-timeline__step ord-timeline__step--${step.state}`}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="ord-timeline__dot" aria-hidden="true" />
          <span className="ord-timeline__label">{step.label}</span>
          {step.at ? (
            <time className="ord-timeline__date" dateTime={step.at}>
              <span>{formatOrderDate(step.at)}</span> <span>às {formatOrderTime(step.at)}</span>
            </time>
          ) : step.state === 'ahead' ? (
            <span className="visually-hidden">(próxima etapa)</span>
          ) : null}
          {step.note ? <span className="ord-timeline__note">{step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** What an order's facts card lists: payment, delivery, shipment, invoice and cashback. */
export function OrderFacts({ order }: { order: OrderDto }) {
  return (
    <>
      <OrderPayment payment={order.payment} />
      <OrderDelivery order={order} />
      <OrderShipment tracking={order.tracking} />
      <OrderInvoice invoice={order.invoice} />
      <OrderCashback cashback={order.cashback} />
    </>
  );
}

/** One block of an order's facts card: its title, then its lines. */
function OrderBlock({
  title,
  testId,
  status,
  children,
}: {
  title: string;
  testId?: string;
  /** The block's state, for the browser tests (`data-status`). */
  status?: string;
  children: ReactNode;
}) {
  return (
    <div className="ord-block" data-testid={testId} data-status={status}>
      <h3 className="ord-block__title">{title}</h3>
      {children}
    </div>
  );
}
