/**
 * Polls an order's status while it waits for its Pix or boleto (issue #14: "the confirmation page
 * then changes to paid by itself"; ADR 0020 polling rather than server-sent events).
 *
 * - One ask at a time: the next is scheduled only when the previous one answered.
 * - Every `intervalMs`; after a failure the delay doubles (up to a cap) and resets on success.
 * - Stops for good on a final state (anything but AGUARDANDO_PAGAMENTO) and on `stop()`.
 * - Paused while the page is hidden (`setHidden(true)`): no timer runs; showing the page again
 *   asks at once (the customer likely paid in the bank's app meanwhile).
 * - `pollNow()` asks at once (after the sandbox's 'Simular pagamento').
 * Timers are injected so tests drive them with fake timers.
 */
import type { OrderStatusDto } from '@adega/server/contract';
import { STATUS_POLL_MS, isWaitingForPayment, nextPollDelay } from './payment-view';

export interface StatusPollerOptions {
  fetchStatus: (signal: AbortSignal) => Promise<OrderStatusDto>;
  /** Every answer whose status differs from the last one known. */
  onChange: (status: OrderStatusDto) => void;
  intervalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface StatusPoller {
  start(initial: OrderStatusDto['status'], hidden: boolean): void;
  setHidden(hidden: boolean): void;
  pollNow(): void;
  stop(): void;
  /** Whether the poller still asks (false after a final state or stop()). */
  readonly active: boolean;
}

export function createStatusPoller(options: StatusPollerOptions): StatusPoller {
  const interval = options.intervalMs ?? STATUS_POLL_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let last: OrderStatusDto['status'] = 'AGUARDANDO_PAGAMENTO';
  let active = false;
  let hidden = false;
  let failures = 0;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = () => {
    cancelTimer();
    if (!active || hidden || inFlight) return;
    timer = setTimer(
      () => {
        timer = null;
        void ask();
      },
      nextPollDelay(failures, interval),
    );
  };

  const ask = async () => {
    if (!active || inFlight) return;
    cancelTimer();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const answer = await options.fetchStatus(controller.signal);
      if (controller.signal.aborted) return;
      failures = 0;
      if (answer.status !== last) {
        last = answer.status;
        if (!isWaitingForPayment(answer.status)) active = false;
        options.onChange(answer);
      }
    } catch {
      if (controller.signal.aborted) return;
      failures += 1;
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    schedule();
  };

  return {
    start(initial, isHidden) {
      last = initial;
      hidden = isHidden;
      failures = 0;
      active = isWaitingForPayment(initial);
      schedule();
    },
    setHidden(isHidden) {
      if (hidden === isHidden) return;
      hidden = isHidden;
      if (hidden) cancelTimer();
      else void ask();
    },
    pollNow() {
      if (!active) return;
      void ask();
    },
    stop() {
      active = false;
      cancelTimer();
      inFlight?.abort();
      inFlight = null;
    },
    get active() {
      return active;
    },
  };
}
