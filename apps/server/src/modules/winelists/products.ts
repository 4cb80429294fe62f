/**
 * Products as a list shows them (WinelistProductDto): the price this customer pays (the domain's
 * `customerPrice`: member price for subscribers), availability (SPEC §4, ADR 0050) and, for a listed
 * vintage no longer on sale, another vintage of the same wine (ADR 0027).
 */
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { isInStock, type ShelfProduct } from '@adega/domain/pricing/shelf';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import { hasSubscription } from '@adega/domain/roles';
import { productPath } from '@adega/domain/urls-routes';
import { otherVintageOf } from '@adega/domain/winelists/rules';
import type { WinelistProductDto } from '../../contract/winelists.ts';
import type { Queryable } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { customerFlags, shelfColumns } from '../../db/cart-inputs.ts';

const productColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  producerId: products.producerId,
  category: products.category,
  vintage: products.vintage,
  countryName: products.countryName,
  attributes: products.attributes,
  ...shelfColumns,
};

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(q: Queryable, ids: number[]) {
  return q.select(productColumns).from(products).where(inArray(products.id, ids));
}

/** The product of this sku, or null (only what a list needs: id, price, availability). */
export async function productBySku(q: Queryable, sku: string) {
  const [row] = await q.select(productColumns).from(products).where(eq(products.code, sku));
  return row ?? null;
}

export async function isSubscriberCustomer(q: Queryable, customerId: number): Promise<boolean> {
  return hasSubscription(await customerFlags(q, customerId));
}

/** What this customer pays for the product now, centavos. */
export function priceFor(
  row: Pick<ProductRow, 'listPrice' | 'salePrice' | 'clubPrice'>,
  subscriber: boolean,
) {
  return customerPrice(row, subscriber);
}

/** Available as every surface shows it: the flag and units left (ADR 0050). */
export function productAvailable(row: ShelfProduct): boolean {
  return isInStock(row);
}

/** The listed products (in the given order), priced for a subscriber or not. */
export async function listedProducts(
  q: Queryable,
  listed: readonly { productId: number; addedAt: Date }[],
  subscriber: boolean,
): Promise<WinelistProductDto[]> {
  if (listed.length === 0) return [];
  const rows = await selectProducts(
    q,
    listed.map((item) => item.productId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const gone = rows.filter((row) => !productAvailable(row) && row.producerId !== null);
  const producerIds = [...new Set(gone.map((row) => row.producerId as number))];
  const candidates =
    producerIds.length === 0
      ? []
      : await q
          .select(productColumns)
          .from(products)
          .where(
            and(
              inArray(products.producerId, producerIds),
              isNotNull(products.vintage),
              eq(products.available, true),
              gt(products.listPrice, 0),
            ),
          );
  const items: WinelistProductDto[] = [];
  for (const item of listed) {
    const row = byId.get(item.productId);
    if (!row) continue;
    const available = productAvailable(row);
    const other = available
      ? null
      : otherVintageOf(
          { ...row, available },
          candidates.map((c) => ({ ...c, available: productAvailable(c) })),
        );
    items.push({
      sku: row.code,
      name: row.name,
      href: productPath(row.code),
      image: `/img/products/${encodeURIComponent(row.code)}`,
      type: row.attributes.TIPO ?? null,
      country: row.countryName,
      price: priceFor(row, subscriber),
      listPrice: row.listPrice,
      available,
      addedAt: item.addedAt.toISOString(),
      otherVintage: other
        ? { sku: other.code, name: other.name, href: productPath(other.code) }
        : null,
    });
  }
  return items;
}
