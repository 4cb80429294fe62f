import { describe, expect, it } from 'vitest';
import type { ProducerGiftState } from '@adega/domain/promotions/producer-gift';
import { createProducerGiftController } from './producer-gift-controller';
import { manualTimers } from '../../../test-support/manual-timers';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(inCart = false, addResult: Promise<unknown> = new Promise(() => undefined)) {
  const clock = manualTimers();
  const calls: string[] = [];
  const states: ProducerGiftState[] = [];
  const controller = createProducerGiftController(
    {
      add: () => {
        calls.push('add');
        return addResult;
      },
      remove: () => {
        calls.push('remove');
        return Promise.resolve();
      },
      timer: clock.timers,
      onChange: (state) => states.push(state),
    },
    inCart,
  );
  return { controller, clock, calls, states };
}

describe('producer gift controller (SPEC §4, 8000 ms)', () => {
  it('starts from the cart: on when the gift line is there', () => {
    expect(setup(true).controller.state).toEqual({ on: true, disabled: false });
    expect(setup(false).controller.state).toEqual({ on: false, disabled: false });
  });

  it('on: adds the gift, disables the toggle and arms an 8 s timer', () => {
    const { controller, clock, calls } = setup();
    controller.toggle(true);
    expect(calls).toEqual(['add']);
    expect(controller.state).toEqual({ on: true, disabled: true });
    expect([...clock.pending.values()].map((e) => e.ms)).toEqual([8000]);
  });

  it('the gift shows in the cart: enabled again, the timer cancelled', () => {
    const { controller, clock } = setup();
    controller.toggle(true);
    controller.cartUpdated(false); // an older republish, the add not answered yet
    expect(controller.state).toEqual({ on: true, disabled: true });
    controller.cartUpdated(true);
    expect(controller.state).toEqual({ on: true, disabled: false });
    expect(clock.pending.size).toBe(0);
  });

  it('not in the cart after 8 s: reverts to off', () => {
    const { controller, clock, states } = setup();
    controller.toggle(true);
    clock.fire();
    expect(controller.state).toEqual({ on: false, disabled: false });
    expect(states.at(-1)).toEqual({ on: false, disabled: false });
  });

  it('a refused add reverts at once and cancels the timer', async () => {
    const add = deferred();
    const { controller, clock } = setup(false, add.promise);
    controller.toggle(true);
    add.reject(new Error('Produto sem estoque'));
    await add.promise.catch(() => undefined);
    await Promise.resolve();
    expect(controller.state).toEqual({ on: false, disabled: false });
    expect(clock.pending.size).toBe(0);
  });

  it('ignores clicks while disabled', () => {
    const { controller, calls } = setup();
    controller.toggle(true);
    controller.toggle(false);
    controller.toggle(true);
    expect(calls).toEqual(['add']);
  });

  it('off: removes the gift', () => {
    const { controller, calls } = setup(true);
    controller.toggle(false);
    expect(calls).toEqual(['remove']);
    expect(controller.state).toEqual({ on: false, disabled: false });
  });

  it('a failed removal is left to the next republish', async () => {
    const clock = manualTimers();
    const controller = createProducerGiftController(
      {
        add: () => Promise.resolve(),
        remove: () => Promise.reject(new Error('x')),
        timer: clock.timers,
        onChange: () => undefined,
      },
      true,
    );
    controller.toggle(false);
    await Promise.resolve();
    controller.cartUpdated(true);
    expect(controller.state).toEqual({ on: true, disabled: false });
  });

  it('mirrors the cart when the gift line is removed elsewhere', () => {
    const { controller } = setup(true);
    controller.cartUpdated(false);
    expect(controller.state.on).toBe(false);
  });

  it('dispose cancels the timer and ignores later events', () => {
    const { controller, clock, states } = setup();
    controller.toggle(true);
    controller.dispose();
    expect(clock.pending.size).toBe(0);
    const seen = states.length;
    controller.cartUpdated(true);
    expect(states.length).toBe(seen);
  });
});
