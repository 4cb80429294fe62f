/**
 * A subscription's payment history on /minha-wine/clubew (issue #34): each billed period, newest
 * first, with its amount, its state and the order that charged it, behind a disclosure so the
 * card stays short.
 */
import type { WinepassPaymentDto } from '@adega/server/contract';
import { formatBRL, fromReais } from '@adega/domain/money';
import { orderHref } from '../orders';
import { formatDay } from './subscription-view';

export function PaymentHistory({ payments }: { payments: readonly WinepassPaymentDto[] }) {
  if (payments.length === 0) return null;
  return (
    <details className="sub-payments">
      <summary className="sub-payments__summary">
        Histórico de pagamentos ({payments.length})
      </summary>
      <ul className="sub-payments__list bare-list">
        {payments.map((payment) => (
          <li key={payment.periodStart} className="sub-payment">
            <span className="sub-payment__day">{formatDay(payment.periodStart)}</span>
            <span className="sub-payment__amount">{formatBRL(fromReais(payment.amount))}</span>
            <span
              className={`sub-payment__status sub-payment__status--${payment.status.toLowerCase()}`}
            >
              {payment.statusLabel}
            </span>
            {payment.orderNumber ? (
              <a className="sub-payment__order" href={orderHref(payment.orderNumber)}>
                Pedido nº {payment.orderNumber}
              </a>
            ) : (
              <span className="sub-payment__order" />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
