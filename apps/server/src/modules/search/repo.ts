/**
 * Search SQL: the documents the index is built from, a cheap change signature for freshness, and
 * product summaries for a page of results (same columns as listings).
 */
import { and, asc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { producers, products } from '../../db/schema.ts';
import type { SearchDoc } from './documents.ts';

/** Rows per read: the load yields between pages, so requests keep flowing meanwhile. */
export const LOAD_PAGE_SIZE = 5_000;

/** How long a catalogue write may take between its start and its commit (see loadChangedDocs). */
export const CHANGE_WINDOW = '5 minutes';

/** Every searchable product (subscriptions excluded), read in pages by id. */
export async function loadDocs(db: Db): Promise<SearchDoc[]> {
  const out: SearchDoc[] = [];
  let after = 0;
  for (;;) {
    const page = await loadPage(db, after, ne(products.category, 'assinatura'));
    out.push(...page);
    const last = page.at(-1);
    if (!last || page.length < LOAD_PAGE_SIZE) return out;
    after = last.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The products added or edited since a signature (ADR 0037): ids above its max id, or updated_at
 * less than CHANGE_WINDOW before its max. updated_at is its transaction's start, so a write that
 * commits after a later one has an earlier time: the window reads those again (rows read twice
 * are harmless). Subscriptions are included, so that a product that became one leaves the index.
 */
export async function loadChangedDocs(db: Db, since: Signature): Promise<SearchDoc[]> {
  const out: SearchDoc[] = [];
  let after = 0;
  const changed = or(
    gt(products.id, since.maxId ?? 0),
    since.maxUpdatedAt === null
      ? sql`true`
      : sql`${products.updatedAt} > ${since.maxUpdatedAt}::timestamptz - ${CHANGE_WINDOW}::interval`,
  );
  for (;;) {
    const page = await loadPage(db, after, changed);
    out.push(...page);
    const last = page.at(-1);
    if (!last || page.length < LOAD_PAGE_SIZE) return out;
    after = last.id;
  }
}

async function loadPage(db: Db, after: number, where: SQL | undefined): Promise<SearchDoc[]> {
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
    .where(and(where, gt(products.id, after)))
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

export interface Signature {
  /** Changes whenever anything the index holds may have changed (compared whole). */
  key: string;
  /** Searchable products (subscriptions excluded). */
  searchable: number;
  maxId: number | null;
  /** max(updated_at) as PostgreSQL text, exact to the microsecond. */
  maxUpdatedAt: string | null;
  /** Producers added or renamed (their names are on every document of theirs). */
  producers: number;
}

/**
 * Changes to the catalogue show in this signature: products added or removed (count, max id),
 * products edited (every writer sets updated_at: its max and its sum move, even when set to an
 * earlier time) and producers added or renamed. One aggregate pass, no row transfer.
 */
export async function catalogueSignature(db: Db): Promise<Signature> {
  const [row] = await queryRows<{
    n: number;
    searchable: number;
    id: number | null;
    at: string | null;
    sum: string;
    p: number;
  }>(
    db,
    sql`select count(*)::int as n,
      (count(*) filter (where ${products.category} <> 'assinatura'))::int as searchable,
      max(${products.id}) as id, max(${products.updatedAt})::text as at,
      coalesce(sum(extract(epoch from ${products.updatedAt})), 0)::text as sum,
      (select count(*)::int from ${producers}) + (select coalesce(sum(length(${producers.name})), 0)::int from ${producers}) as p
      from ${products}`,
  );
  return {
    key: JSON.stringify(row ?? null),
    searchable: row?.searchable ?? 0,
    maxId: row?.id ?? null,
    maxUpdatedAt: row?.at ?? null,
    producers: row?.p ?? 0,
  };
}
