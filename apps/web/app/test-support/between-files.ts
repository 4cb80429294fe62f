/**
 * The web's unit test files share one module graph (vitest `isolate: false`, issue #33): what a
 * file switches globally (fake timers, stubbed globals such as `window`, spies) is put back after
 * it, so that no file sees another's.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
