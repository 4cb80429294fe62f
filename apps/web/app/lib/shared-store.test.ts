import { describe, expect, it, vi } from 'vitest';
import { SHARED_DATA_WHOLE_OBJECT_MESSAGE } from '@adega/domain/shared-data';
import { SharedDataError, createSharedStore } from './shared-store';

const MESSAGE = 'O objeto sharedData não deve ser enviado. Envie apenas os itens alterados.';

describe('shared client state (SPEC §5 sharedData)', () => {
  it('merges the changed items and tells the listeners and onChange', () => {
    const onChange = vi.fn();
    const store = createSharedStore({ a: 1, b: 'x', c: false }, { onChange, report: () => {} });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.update({ b: 'y' })).toEqual({ a: 1, b: 'y', c: false });
    expect(store.get()).toEqual({ a: 1, b: 'y', c: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ a: 1, b: 'x', c: false }, { a: 1, b: 'y', c: false });
  });

  it('refuses the whole object (itself or a full copy) with the SPEC message; nothing changes', () => {
    const report = vi.fn();
    const store = createSharedStore({ a: 1, b: 'x' }, { report });
    const listener = vi.fn();
    store.subscribe(listener);
    const whole = store.get();
    expect(() => store.update(whole)).toThrow(new SharedDataError(MESSAGE));
    expect(() => store.update({ ...whole, a: 2 })).toThrow(MESSAGE);
    expect(report).toHaveBeenNthCalledWith(1, SHARED_DATA_WHOLE_OBJECT_MESSAGE);
    expect(report).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(whole);
    expect(listener).not.toHaveBeenCalled();
  });

  it('logs the refusal to the console in development by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSharedStore({ a: 1, b: 2 });
    expect(() => store.update({ a: 3, b: 4 })).toThrow(SharedDataError);
    expect(error).toHaveBeenCalledWith(MESSAGE);
    error.mockRestore();
  });
});
