import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusDto } from '@adega/server/contract';
import { createStatusPoller } from './status-poller';

const dto = (status: OrderStatusDto['status']): OrderStatusDto => ({
  orderNumber: 'AD000000001',
  status,
  statusLabel: status === 'PAGO' ? 'Pago' : 'Aguardando pagamento',
  paymentStatus: status === 'PAGO' ? 'PAID' : 'WAITING',
});

/** A fetchStatus answering from a script of statuses (or failures), counting its calls. */
function server(script: (OrderStatusDto['status'] | Error)[]) {
  const calls: AbortSignal[] = [];
  const fetchStatus = vi.fn((signal: AbortSignal) => {
    calls.push(signal);
    const next = script.length > 1 ? script.shift() : script[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(dto(next ?? 'PAGO'));
  });
  return { fetchStatus, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the order status poller', () => {
  it('asks every interval until the order is paid, tells once, and stops', async () => {
    const { fetchStatus } = server(['AGUARDANDO_PAGAMENTO', 'AGUARDANDO_PAGAMENTO', 'PAGO']);
    const onChange = vi.fn();
    const poller = createStatusPoller({ fetchStatus, onChange, intervalMs: 3000 });
    poller.start('AGUARDANDO_PAGAMENTO', false);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(dto('PAGO'));
    expect(poller.active).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('never starts for an order that is not waiting', async () => {
    const { fetchStatus } = server(['PAGO']);
    const poller = createStatusPoller({ fetchStatus, onChange: vi.fn() });
    poller.start('PAGO', false);
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('backs off after failures and comes back to the interval after an answer', async () => {
    const failure = new Error('rede');
    const { fetchStatus } = server([failure, failure, 'AGUARDANDO_PAGAMENTO', 'PAGO']);
    const onChange = vi.fn();
    createStatusPoller({ fetchStatus, onChange, intervalMs: 1000 }).start(
      'AGUARDANDO_PAGAMENTO',
      false,
    );
    await vi.advanceTimersByTimeAsync(1000); // 1st ask fails
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 2nd ask, 2 s later, fails
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000); // 3rd, 4 s later, answers
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000); // back to 1 s
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenCalledWith(dto('PAGO'));
  });

  it('pauses while the page is hidden and asks at once when it shows again', async () => {
    const { fetchStatus } = server(['AGUARDANDO_PAGAMENTO', 'PAGO']);
    const onChange = vi.fn();
    const poller = createStatusPoller({ fetchStatus, onChange, intervalMs: 3000 });
    poller.start('AGUARDANDO_PAGAMENTO', true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    poller.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    poller.setHidden(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    poller.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledWith(dto('PAGO'));
  });

  it('asks at once on pollNow, one ask at a time', async () => {
    let resolve: (value: OrderStatusDto) => void = () => undefined;
    const fetchStatus = vi.fn(
      () =>
        new Promise<OrderStatusDto>((done) => {
          resolve = done;
        }),
    );
    const onChange = vi.fn();
    const poller = createStatusPoller({ fetchStatus, onChange, intervalMs: 3000 });
    poller.start('AGUARDANDO_PAGAMENTO', false);
    poller.pollNow();
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    resolve(dto('PAGO'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount: the ask in flight is aborted and its answer ignored', async () => {
    const { fetchStatus, calls } = server(['PAGO']);
    const onChange = vi.fn();
    const poller = createStatusPoller({ fetchStatus, onChange, intervalMs: 3000 });
    poller.start('AGUARDANDO_PAGAMENTO', false);
    poller.pollNow();
    poller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls[0]?.aborted).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
