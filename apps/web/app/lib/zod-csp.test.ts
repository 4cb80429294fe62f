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

  it('the server keeps compiled parsers', async () => {
    await loadIn('server');
    expect(z.config().jitless).toBe(false);
  });
});
