/**
 * The order's status polled while it waits for its Pix or boleto (status-poller.ts): paused while
 * the page is hidden, stopped on a final state and on unmount. `onChange` hears each new status;
 * the returned `announcement` is what the page's live region says; `pollNow` asks at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatus, OrderStatusDto } from '@adega/server/contract';
import { request } from '../../lib/rpc';
import { orderStatusPath, statusAnnouncement } from './payment-view';
import { createStatusPoller, type StatusPoller } from './status-poller';

export function fetchOrderStatus(orderNumber: string, signal: AbortSignal) {
  return request('GET', orderStatusPath(orderNumber), undefined, {
    signal,
  }) as Promise<OrderStatusDto>;
}

export function useOrderStatus(
  orderNumber: string,
  status: OrderStatus,
  enabled: boolean,
  onChange: (status: OrderStatusDto) => void,
) {
  const [announcement, setAnnouncement] = useState('');
  const poller = useRef<StatusPoller | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The status is the starting point only: the poller keeps its own from then on.
  const initial = useRef(status);

  useEffect(() => {
    if (!enabled) return undefined;
    const instance = createStatusPoller({
      fetchStatus: (signal) => fetchOrderStatus(orderNumber, signal),
      onChange: (next) => {
        setAnnouncement(statusAnnouncement(next));
        onChangeRef.current(next);
      },
    });
    poller.current = instance;
    const onVisibility = () => instance.setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    instance.start(initial.current, document.visibilityState === 'hidden');
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      instance.stop();
      if (poller.current === instance) poller.current = null;
    };
  }, [orderNumber, enabled]);

  const pollNow = useCallback(() => poller.current?.pollNow(), []);
  return { announcement, pollNow };
}
