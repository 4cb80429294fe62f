/**
 * The API tests' fixture: one in-process app (support/app.ts) per test file, created before the
 * file's tests and closed after them. The handle is filled in by the file's first beforeAll, so a
 * file declares `const t = useTestApp({ … })` once and reads `t.request`, `t.deps`… in its tests
 * and in its own later hooks.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';

export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      handle,
      await createTestApp(typeof options === 'function' ? await options() : options),
    );
  });
  afterAll(async () => {
    // Unset when the app could not be created: the beforeAll's error is the one to read.
    if ('close' in handle) await handle.close();
  });
  return handle;
}
