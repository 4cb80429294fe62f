import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_SLIDE_OUT_MS } from '@adega/domain/constants';
import { MAX_TOASTS, createToastStore } from './toast-store';
import { manualTimers } from '../../test-support/manual-timers';

describe('toast store', () => {
  it('shows for 5000 ms, then slides out for 305 ms, then goes', () => {
    const { timers, fire } = manualTimers();
    const store = createToastStore(timers);
    store.show({ title: 'Produto adicionado' });
    expect(store.getSnapshot()).toMatchObject([
      { title: 'Produto adicionado', text: '', kind: 'success', leaving: false },
    ]);
    fire(TOAST_DURATION_MS);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    fire(TOAST_SLIDE_OUT_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps at most MAX_TOASTS, dropping the oldest and its timer', () => {
    const { timers, pending } = manualTimers();
    const store = createToastStore(timers);
    for (let i = 0; i < MAX_TOASTS + 2; i += 1)
      store.show({ text: `t${String(i)}`, kind: 'error' });
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['t2', 't3', 't4']);
    expect(pending.size).toBe(MAX_TOASTS);
  });

  it('dismiss starts the slide-out at once; a second dismiss does nothing', () => {
    const { timers, fire } = manualTimers();
    const store = createToastStore(timers);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    const id = store.show({ text: 'x' });
    store.dismiss(id);
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    expect(changes).toBe(2);
    fire(TOAST_SLIDE_OUT_MS);
    expect(store.getSnapshot()).toEqual([]);
  });
});
