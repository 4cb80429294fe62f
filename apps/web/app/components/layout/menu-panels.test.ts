import { describe, expect, it, vi } from 'vitest';
import { MENU_IDLE_TIMEOUT_MS, whenIdle } from './menu-panels';

describe('whenIdle (the menus’ prefetch)', () => {
  it('asks for an idle callback with a time limit, and cancels it', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const win = {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
    };
    const wake = vi.fn();
    const cancel = whenIdle(win, wake);
    expect(requestIdleCallback).toHaveBeenCalledWith(wake, { timeout: MENU_IDLE_TIMEOUT_MS });
    expect(win.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback (Safari)', () => {
    vi.useFakeTimers();
    try {
      const wake = vi.fn();
      const win = {
        setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) as unknown as number,
        clearTimeout: (id: number) => clearTimeout(id),
      };
      whenIdle(win, wake);
      expect(wake).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(wake).toHaveBeenCalledOnce();
      const other = vi.fn();
      whenIdle(win, other)();
      vi.runAllTimers();
      expect(other).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
