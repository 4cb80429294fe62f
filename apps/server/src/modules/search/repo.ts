/**
 * Search SQL: the documents the index is built from, a cheap change signature for freshness, and
 * product summaries for a page of results (same columns as listings).
 */
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { producers, products } from '../../db/schema.ts';
import { productColumns } from '../catalog/service.ts';
import type { SearchDoc } from './documents.ts';

/** Rows per read: the load yields between pages, so requests keep flowing meanwhile. */
export const LOAD_PAGE_SIZE = 5_000;

/** Every searchable product (subscriptions excluded), read in pages by id. */
export async function loadDocs(db: Db): Promise<SearchDoc[]> {
  const out: SearchDoc[] = [];
  let after = 0;
  for (;;) {
    const page = await loadPage(db, after);
    out.push(...page);
    const last = page.at(-1);
    if (!last || page.length < LOAD_PAGE_SIZE) return out;
    after = last.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function loadPage(db: Db, after: number): Promise<SearchDoc[]> {
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      guid: products.guid,
      name: products.name,
      brand: products.brand,
      producerName: producers.name,
      producerSlug: producers.slug,
      producerPartner: producers.partner,
      category: products.category,
      productType: products.productType,
      wineType: products.wineType,
      typeLabel: sql<string | null>`${products.attributes} ->> 'TIPO'`,
      grapeLabel: sql<string | null>`${products.attributes} ->> 'MENUUVA'`,
      campaigns: sql<string | null>`${products.attributes} ->> 'CAMPANHA'`,
      countryCode: products.countryCode,
      countryName: products.countryName,
      region: products.region,
      grapes: products.grapes,
      listPrice: products.listPrice,
      salePrice: products.salePrice,
      clubPrice: products.clubPrice,
      available: products.available,
      rating: products.rating,
      evaluations: products.evaluations,
      kitSize: products.kitSize,
      easyKit: products.easyKit,
      inWine: products.inWine,
      inOutlet: products.inOutlet,
    })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(and(ne(products.category, 'assinatura'), gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(LOAD_PAGE_SIZE);
  return rows.map((row) => ({
    ...row,
    producerPartner: row.producerPartner === true,
    rating: row.rating === null ? null : Number(row.rating),
    campaigns: (row.campaigns ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  }));
}

/**
 * Changes to the catalogue show in this signature: products added or removed (count, max id),
 * products edited (every writer sets updated_at: its max and its sum move, even when set to an
 * earlier time) and producers added or renamed. One aggregate pass, no row transfer.
 */
export async function catalogueSignature(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: number; id: number | null; at: unknown; p: number }>(
    db,
    sql`select count(*)::int as n, max(${products.id}) as id,
      max(${products.updatedAt})::text || '/' || coalesce(sum(extract(epoch from ${products.updatedAt})), 0)::text as at,
      (select count(*)::int from ${producers}) + (select coalesce(sum(length(${producers.name})), 0)::int from ${producers}) as p
      from ${products}`,
  );
  return JSON.stringify(row ?? null);
}

export function summaryRows(db: Db, ids: number[]) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(inArray(products.id, ids.length > 0 ? ids : [-1]));
}
