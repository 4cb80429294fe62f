/**
 * What the cart's rules read (domain `cartProductOf`, `buyerOf`): a product's cart columns and a
 * customer's membership flags. Shared by the cart, the loyalty preview and the promotions' gifts,
 * so that each prices a product as the cart does, and by whoever asks whether a customer is a
 * member (winelists, subscriptions).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { customers, products } from './schema.ts';

/** What the domain's shelf and price rules read of a product (`ShelfProduct`, `customerPrice`). */
export const shelfColumns = {
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  clubPrice: products.clubPrice,
  available: products.available,
  stock: products.stock,
  promotion: products.promotion,
};

export const cartProductColumns = {
  id: products.id,
  code: products.code,
  guid: products.guid,
  name: products.name,
  brand: products.brand,
  category: products.category,
  productType: products.productType,
  countryName: products.countryName,
  attributes: products.attributes,
  ...shelfColumns,
  penduraPromotion: products.penduraPromotion,
  inWine: products.inWine,
  inOutlet: products.inOutlet,
};

export type CartProductRow = Awaited<ReturnType<typeof productByCode>>;

export async function productByCode(q: Queryable, code: string) {
  const [row] = await q.select(cartProductColumns).from(products).where(eq(products.code, code));
  return row;
}

export interface CustomerFlags {
  socioClube: boolean;
  socioPrime: boolean;
  beneficiosClube: boolean;
}

export async function customerFlags(
  q: Queryable,
  customerId: number,
): Promise<CustomerFlags | null> {
  const [row] = await q
    .select({
      socioClube: customers.socioClube,
      socioPrime: customers.socioPrime,
      beneficiosClube: customers.beneficiosClube,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}
