/**
 * Pages through an in-process app with the storefront mounted (issue #19): status, the page
 * cache's outcome, Cache-Control, the response's CSP nonce and the HTML.
 */
import { vi } from 'vitest';
import type { TestApp } from './app.ts';

export async function page(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '',
    html,
  };
}

/** Polls until `check` passes: PostgreSQL delivers the change's notification after the commit. */
export function eventually(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 5000, interval: 20 });
}
