/**
 * Search SQL: the documents the index is built from, a cheap change signature for freshness, and
 * product summaries for a page of results (same columns as listings).
 */
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { producers, products } from '../../db/schema.ts';
import { productColumns } from '../catalog/repo.ts';
import type { SearchDoc } from './engine.ts';

export async function loadDocs(db: Db): Promise<SearchDoc[]> {
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
    .where(ne(products.category, 'assinatura'));
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
 * products edited (max updated_at — every writer bumps it) and producers renamed or added.
 */
export async function catalogueSignature(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: number; id: number | null; at: unknown; p: number }>(
    db,
    sql`select count(*)::int as n, max(${products.id}) as id, max(${products.updatedAt})::text as at,
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
