/**
 * 'Meus pedidos' in my account (issue #13, `/minha-wine#/pedidos`): the list of the customer's
 * orders (number, date, status, total, items) and, at `#/pedidos/{number}`, one order with its
 * status timeline, lines, totals, payment and delivery, and 'Comprar novamente'. Issue #14: the
 * Pix or boleto to pay while the order waits (its status polled, the order read again when it
 * changes), the carrier's tracking, the nota fiscal and the order's cashback.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { OrderDto, OrderProductsResultDto, OrderSummaryDto } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { fromReais } from '@adega/domain/money';
import { storeUrl } from '@adega/domain/urls';
import { Price } from '../../components/ui/price';
import { useNotify } from '../../components/ui/toast';
import { RequestError } from '../../lib/rpc';
import { useUrlHash } from '../../lib/use-url-hash';
import { SectionStatus, useRemote } from '../account';
import { cartStore } from '../cart';
import { ordersApi } from './orders-api';
import { OrderFacts, OrderItems, OrderTimeline, OrderTotals, StatusBadge } from './order-parts';
import { PaymentInstructions } from './payment-instructions';
import { awaitsPixOrBoleto } from './payment-view';
import { useOrderStatus } from './use-order-status';
import {
  ORDERS_HREF,
  formatOrderDate,
  orderContentsLabel,
  orderHref,
  orderNumberFromHash,
  rebuyItems,
} from './order-view';
import './orders.css';

export const NO_ORDERS = 'Você ainda não fez nenhum pedido.';
export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const BUY_AGAIN = 'Comprar novamente';
export const BUY_AGAIN_DONE = 'Produtos adicionados à sua WineBox.';
export const BUY_AGAIN_NOTHING = 'Nenhum produto deste pedido pôde ser adicionado.';
export const NOT_ADDED_TITLE = 'Alguns produtos não foram adicionados:';

/** The order named by the hash ('#/pedidos/{number}'), or null for the list. */
function useHashOrderNumber(): string | null {
  return useUrlHash(orderNumberFromHash, null);
}

export function OrdersSection({ store }: { store: Store }) {
  const orderNumber = useHashOrderNumber();
  return orderNumber === null ? (
    <OrdersList store={store} />
  ) : (
    <OrderDetail key={orderNumber} orderNumber={orderNumber} />
  );
}

function OrdersList({ store }: { store: Store }) {
  const { state, reload } = useRemote(ordersApi.list);
  if (state.status !== 'ready') {
    return <SectionStatus state={state} reload={reload} loadingText="Carregando pedidos…" />;
  }
  if (state.data.length === 0) {
    return (
      <div className="ord-card ord-empty row-between">
        <p className="ord-empty__text">{NO_ORDERS}</p>
        <a className="button" href={storeUrl(store)}>
          Ir para a loja
        </a>
      </div>
    );
  }
  return (
    <ul className="ord-list bare-list" aria-label="Pedidos">
      {state.data.map((order) => (
        <OrderRow key={order.orderNumber} order={order} />
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: OrderSummaryDto }) {
  return (
    <li className="ord-row" data-order={order.orderNumber}>
      <div className="ord-row__main">
        <a className="ord-row__number" href={orderHref(order.orderNumber)}>
          Pedido nº {order.orderNumber}
        </a>
        <span className="ord-row__date">
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> ·{' '}
          {orderContentsLabel(order)}
        </span>
      </div>
      <StatusBadge status={order.status} label={order.statusLabel} />
      <span className="ord-row__total">
        <Price centavos={fromReais(order.total)} />
      </span>
      <a
        className="button button--ghost button--small ord-row__open"
        href={orderHref(order.orderNumber)}
      >
        Ver detalhes<span className="visually-hidden"> do pedido {order.orderNumber}</span>
      </a>
    </li>
  );
}

function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { state, reload } = useRemote(() => ordersApi.detail(orderNumber));
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  const back = (
    <a className="ord-back" href={ORDERS_HREF}>
      ← Voltar para meus pedidos
    </a>
  );
  if (state.status === 'error' && state.error === ORDER_NOT_FOUND) {
    return (
      <div className="ord-detail">
        {back}
        <p className="acc-alert row-between" role="alert">
          {ORDER_NOT_FOUND}
        </p>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="ord-detail">
        {back}
        <SectionStatus state={state} reload={reload} loadingText="Carregando pedido…" />
      </div>
    );
  }
  return (
    <OrderDetailBody
      order={state.data}
      back={back}
      heading={heading}
      reload={() => void reload()}
    />
  );
}

function OrderDetailBody({
  order,
  back,
  heading,
  reload,
}: {
  order: OrderDto;
  back: ReactNode;
  heading: RefObject<HTMLHeadingElement | null>;
  reload: () => void;
}) {
  const waiting = awaitsPixOrBoleto(order);
  const { announcement, pollNow } = useOrderStatus(
    order.orderNumber,
    order.status,
    waiting,
    reload,
  );
  return (
    <article className="ord-detail" aria-labelledby="pedido-titulo">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {back}
      <header className="ord-detail__header row-between">
        <div>
          <h3 id="pedido-titulo" className="ord-detail__title" ref={heading} tabIndex={-1}>
            Pedido nº {order.orderNumber}
          </h3>
          <p className="ord-detail__date">
            Feito em <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> ·{' '}
            {orderContentsLabel(order)}
          </p>
        </div>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </header>
      <section className="ord-card" aria-label="Andamento do pedido">
        <OrderTimeline order={order} />
      </section>
      {waiting ? <PaymentInstructions payment={order.payment} onPaid={pollNow} level={3} /> : null}
      <section className="ord-card">
        <h3 className="ord-card__title">Itens</h3>
        <OrderItems items={order.items} />
        <BuyAgain order={order} />
      </section>
      <div className="ord-columns">
        <section className="ord-card">
          <h3 className="ord-card__title">Resumo</h3>
          <OrderTotals order={order} />
        </section>
        <section className="ord-card ord-facts">
          <OrderFacts order={order} />
        </section>
      </div>
    </article>
  );
}

function BuyAgain({ order }: { order: OrderDto }) {
  const toast = useNotify();
  const [busy, setBusy] = useState(false);
  const [notAdded, setNotAdded] = useState<OrderProductsResultDto['notAdded']>([]);
  const items = rebuyItems(order.items);
  if (items.length === 0) return null;
  const names = new Map(order.items.map((item) => [item.skuCode, item.displayName]));

  const buy = async () => {
    setBusy(true);
    setNotAdded([]);
    try {
      const result = await ordersApi.buyAgain(items);
      setNotAdded(result.notAdded);
      if (result.added.length > 0) {
        toast(BUY_AGAIN_DONE);
        cartStore.open();
      } else {
        toast(BUY_AGAIN_NOTHING, 'error');
      }
    } catch (error) {
      toast(error instanceof RequestError ? error.message : BUY_AGAIN_NOTHING, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ord-rebuy">
      <button type="button" className="button" disabled={busy} onClick={() => void buy()}>
        {busy ? 'Adicionando…' : BUY_AGAIN}
      </button>
      {notAdded.length > 0 ? (
        <div className="acc-notice ord-rebuy__missing" role="status">
          <p className="ord-rebuy__title">{NOT_ADDED_TITLE}</p>
          <ul>
            {notAdded.map((line) => (
              <li key={line.skuCode}>
                <strong>{names.get(line.skuCode) ?? line.skuCode}</strong>:{' '}
                {line.reason || line.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
