/**
 * Pages through an in-process app with the storefront mounted (issue #19): status, the page
 * cache's outcome, Cache-Control, the response's CSP nonce and the HTML.
 */
import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { products } from '../../src/db/schema.ts';
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

/** A product whose page shows no 'Restam só' line yet, but would at its promotion's threshold. */
export async function productAboveStockLine(app: TestApp) {
  const [product] = await app.deps.db
    .select()
    .from(products)
    .where(
      sql`${products.available} and (${products.promotion}->>'active')::boolean
          and (${products.promotion}->>'trigger_stock_out')::int > 1
          and not (${products.promotion}->>'hide_stock_amount')::boolean
          and (${products.promotion}->>'stock')::int > (${products.promotion}->>'trigger_stock_out')::int
          and not (${products.promotion}->>'club_member_only')::boolean`,
    )
    .limit(1);
  if (!product) throw new Error('no product with a stock line to show');
  return {
    product,
    path: `/prod${product.code}.html`,
    trigger: product.promotion?.trigger_stock_out ?? 0,
  };
}

/** Brings the promotion's stock down to its threshold (the 'Restam só' line shows). */
export async function stockToThreshold(app: TestApp, productId: number, trigger: number) {
  await app.deps.db
    .update(products)
    .set({ promotion: sql`jsonb_set(${products.promotion}, '{stock}', ${String(trigger)}::jsonb)` })
    .where(eq(products.id, productId));
}
