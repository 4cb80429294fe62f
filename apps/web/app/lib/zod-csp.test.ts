import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Evaluates zod-csp.ts anew, as a page load (document defined) or a server start would. */
async function loadIn(environment: 'browser' | 'server') {
  vi.resetModules();
  if (environment === 'browser') vi.stubGlobal('document', {});
  await import('./zod-csp');
}

describe('zod under the CSP', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    z.config({ jitless: false });
  });

  it('the browser never probes for eval (jitless)', async () => {
    await loadIn('browser');
    expect(z.config().jitless).toBe(true);
  });

  it('the inline script of the layout sets the same option before zod loads', async () => {
    const { ZOD_JITLESS_SCRIPT } = await import('./zod-csp');
    const scope: { __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { locale: 'pt' },
    };
    new Function('globalThis', ZOD_JITLESS_SCRIPT)(scope);
    expect(scope.__zod_globalConfig).toEqual({ locale: 'pt', jitless: true });
    const empty: { __zod_globalConfig?: Record<string, unknown> } = {};
    new Function('globalThis', ZOD_JITLESS_SCRIPT)(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });

  it('the server keeps compiled parsers', async () => {
    await loadIn('server');
    expect(z.config().jitless).toBe(false);
  });
});
