import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { ZOD_JITLESS_SCRIPT } from './zod-csp';

describe('zod under the CSP', () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it('the inline script of the layout sets the option, keeping what was there', () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { locale: 'pt' },
    };
    new Function('globalThis', ZOD_JITLESS_SCRIPT)(scope);
    expect(scope.__zod_globalConfig).toEqual({ locale: 'pt', jitless: true });
    const empty: { __zod_globalConfig?: Record<string, unknown> } = {};
    new Function('globalThis', ZOD_JITLESS_SCRIPT)(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });

  it('zod in the page adopts it: the browser never probes for eval', () => {
    expect(z.config().jitless).toBeFalsy();
    new Function(ZOD_JITLESS_SCRIPT)();
    expect(z.config().jitless).toBe(true);
  });

  it('the layout does not load zod for it (the module imports nothing)', () => {
    const source = readFileSync(new URL('./zod-csp.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
