/**
 * Catalogue SQL. Selects only the columns the storefront may see (STYLE: never whole rows out).
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { RATING_PRIOR } from '@adega/domain/pricing/rating';
import type { Store } from '@adega/domain/store';
import { queryRows, type Db } from '../../db/client.ts';
import { producers, productConstituents, products } from '../../db/schema.ts';
import type { ListingFilters, ListingSort } from '../../contract.ts';

/**
 * The domain's `ratingRank` in SQL (a Bayesian average with RATING_PRIOR); null without a rating.
 * The constants are the domain's numbers, written as literals so PostgreSQL types them numeric.
 */
const ratingRankSql = sql`(${products.rating} * ${products.evaluations} + ${sql.raw(
  String(RATING_PRIOR.mean * RATING_PRIOR.weight),
)}) / (${products.evaluations} + ${sql.raw(String(RATING_PRIOR.weight))})`;

export const productColumns = {
  id: products.id,
  code: products.code,
  guid: products.guid,
  name: products.name,
  slug: products.slug,
  brand: products.brand,
  category: products.category,
  productType: products.productType,
  wineType: products.wineType,
  countryCode: products.countryCode,
  countryName: products.countryName,
  region: products.region,
  grapes: products.grapes,
  vintage: products.vintage,
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  clubPrice: products.clubPrice,
  available: products.available,
  stock: products.stock,
  rating: products.rating,
  evaluations: products.evaluations,
  attributes: products.attributes,
  promotion: products.promotion,
  penduraPromotion: products.penduraPromotion,
  kitSize: products.kitSize,
  producerName: producers.name,
  producerSlug: producers.slug,
  bottles: sql<
    number | null
  >`(select sum(pc.quantity)::int from ${productConstituents} pc where pc.kit_id = ${products.id} and pc.type = 'Vinho')`,
};

export type ProductListRow = Awaited<ReturnType<typeof selectProducts>>[number];

function storeCondition(store: Store): SQL {
  return store === 'OUTLET' ? eq(products.inOutlet, true) : eq(products.inWine, true);
}

/** Conditions of a listing; `except` leaves one dimension out (for its facet counts). */
export function listingConditions(
  store: Store,
  filters: ListingFilters,
  except?: 'wineTypes' | 'grapes' | 'countries',
): SQL {
  const conditions: SQL[] = [storeCondition(store), ne(products.category, 'assinatura')];
  if (filters.categories?.length) conditions.push(inArray(products.category, filters.categories));
  if (filters.wineTypes?.length && except !== 'wineTypes')
    conditions.push(inArray(products.wineType, filters.wineTypes));
  if (filters.grapes?.length && except !== 'grapes') {
    conditions.push(
      sql`${products.grapes} && ${sql`array[${sql.join(
        filters.grapes.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  if (filters.countries?.length && except !== 'countries')
    conditions.push(inArray(products.countryCode, filters.countries));
  if (filters.priceMin !== undefined) conditions.push(gte(products.salePrice, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(products.salePrice, filters.priceMax));
  if (filters.kitSize !== undefined) conditions.push(eq(products.kitSize, filters.kitSize));
  if (filters.easyKit) conditions.push(eq(products.easyKit, true));
  if (filters.producer) conditions.push(eq(producers.slug, filters.producer));
  const combined = and(...conditions);
  if (!combined) throw new Error('unreachable: at least one condition');
  return combined;
}

function orderOf(sort: ListingSort): SQL[] {
  // Available products first in every order: a customer sorts to buy.
  const availableFirst = sql`(${products.available} and ${products.listPrice} > 0) desc`;
  switch (sort) {
    case 'menor-preco':
      return [availableFirst, asc(products.salePrice), asc(products.id)];
    case 'maior-preco':
      return [availableFirst, desc(products.salePrice), asc(products.id)];
    case 'desconto':
      return [
        availableFirst,
        sql`case when ${products.listPrice} > 0 then (${products.listPrice} - ${products.salePrice})::float8 / ${products.listPrice} else 0 end desc`,
        asc(products.id),
      ];
    case 'nome':
      return [asc(products.name), asc(products.id)];
    // Issue #34: best rated weighs the reviews (the domain's ratingRank), then more reviews.
    case 'avaliacao':
      return [
        availableFirst,
        sql`${ratingRankSql} desc nulls last`,
        desc(products.evaluations),
        asc(products.id),
      ];
    // Relevance: rating, then reviews (ADR 0037's products_relevance_idx reads this order).
    case 'relevancia':
      return [
        availableFirst,
        sql`${products.rating} desc nulls last`,
        desc(products.evaluations),
        asc(products.id),
      ];
  }
}

export function selectProducts(
  db: Db,
  where: SQL,
  sort: ListingSort,
  limit: number,
  offset: number,
) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

/** The listing's rows of these products (any order). */
export function productsByIds(db: Db, ids: number[]) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(inArray(products.id, ids.length > 0 ? ids : [-1]));
}

export async function countProducts(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(where);
  return row?.n ?? 0;
}

export async function facetCounts(
  db: Db,
  where: SQL,
  dimension: 'wineTypes' | 'grapes' | 'countries',
) {
  if (dimension === 'grapes') {
    return queryRows<{ value: string; count: number }>(
      db,
      sql`
      select g as value, count(*)::int as count
      from ${products} left join ${producers} on ${products.producerId} = ${producers.id}
      cross join lateral unnest(${products.grapes}) as g
      where ${where} group by g order by count desc, g asc`,
    );
  }
  const column = dimension === 'wineTypes' ? products.wineType : products.countryCode;
  const label =
    dimension === 'wineTypes'
      ? sql<string>`max(${products.attributes} ->> 'TIPO')`
      : sql<string>`max(${products.countryName})`;
  return db
    .select({ value: sql<string>`${column}`, label, count: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(and(where, sql`${column} is not null`))
    .groupBy(column)
    .orderBy(sql`count(*) desc`, column);
}

export async function productByCode(db: Db, code: string, store: Store) {
  const [row] = await db
    .select({ ...productColumns, description: products.description, volumeMl: products.volumeMl })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(and(eq(products.code, code), storeCondition(store)))
    .limit(1);
  return row ?? null;
}

/** Any store: the REST product API answers for every product code (SPEC §7). */
export async function productByCodeAnyStore(db: Db, code: string) {
  const [row] = await db
    .select({ ...productColumns, description: products.description, volumeMl: products.volumeMl })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id))
    .where(eq(products.code, code))
    .limit(1);
  return row ?? null;
}

export function constituentsOf(db: Db, kitId: number) {
  return db
    .select({
      code: products.code,
      name: products.name,
      type: productConstituents.type,
      quantity: productConstituents.quantity,
    })
    .from(productConstituents)
    .innerJoin(products, eq(productConstituents.productId, products.id))
    .where(eq(productConstituents.kitId, kitId))
    .orderBy(asc(products.name));
}

export function producerList(db: Db, store: Store, slug?: string) {
  const conditions = [eq(producers.partner, true), storeCondition(store)];
  if (slug) conditions.push(eq(producers.slug, slug));
  return db
    .select({
      slug: producers.slug,
      name: producers.name,
      region: producers.region,
      description: producers.description,
      countryName: sql<string | null>`max(${products.countryName})`,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(producers)
    .innerJoin(products, eq(products.producerId, producers.id))
    .where(and(...conditions))
    .groupBy(producers.id)
    .orderBy(asc(producers.name));
}

export function allCodes(db: Db, store: Store) {
  return db
    .select({ code: products.code, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(storeCondition(store), ne(products.category, 'assinatura')))
    .orderBy(asc(products.id));
}

/** Menu totals by SQL aggregates (the catalogue may hold 100k products): per category, all. */
export async function menuCountRows(db: Db, store: Store) {
  const where = and(storeCondition(store), ne(products.category, 'assinatura'));
  const [categories, totals] = await Promise.all([
    db
      .select({ key: sql<string>`${products.category}::text`, n: sql<number>`count(*)::int` })
      .from(products)
      .where(where)
      .groupBy(products.category),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { categories, total: totals[0]?.total ?? 0 };
}

/**
 * One count per set of listing filters, in one scan: `count(*) filter (where …)` with the very
 * conditions `selectProducts` lists with, so a count equals the listing's total.
 */
export async function listingCounts(
  db: Db,
  store: Store,
  filterSets: readonly ListingFilters[],
): Promise<number[]> {
  if (filterSets.length === 0) return [];
  const columns = filterSets.map(
    (filters, i) =>
      sql`count(*) filter (where ${listingConditions(store, filters)})::int as ${sql.identifier(`c${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}
      from ${products} left join ${producers} on ${products.producerId} = ${producers.id}
      where ${and(storeCondition(store), ne(products.category, 'assinatura'))}`,
  );
  return filterSets.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}
