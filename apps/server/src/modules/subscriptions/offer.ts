/**
 * The offer of `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7, `routes.ts`): the premium/pass subscription the WineBox
 * offers (SPEC §3 Offered subscription: name, descricao, price, cashBack in reais, skuCode). The
 * offer is data: the available 'ClubePrime' product marked PADRAO (the default pass, 'relax'),
 * else the cheapest one. The outlet offers none (SPEC §6 hides the premium offer there): 404.
 * Whether the drawer shows it to this customer is the client's rule (SPEC §6, domain roles).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { toReais } from '@adega/domain/money';
import { isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export const NO_OFFER = 'Nenhuma assinatura é oferecida nesta loja.';

export interface OfferedSubscriptionDto {
  skuCode: string;
  name: string;
  descricao: string;
  /** Monthly price, reais. */
  price: number;
  /** Monthly cashback credit, reais. */
  cashBack: number;
}

export async function offeredSubscription(
  db: Db,
  store: Store,
): Promise<OfferedSubscriptionDto | null> {
  if (!isFeatureVisible('premiumOffer', store)) return null;
  const [row] = await db
    .select({
      code: products.code,
      name: products.name,
      salePrice: products.salePrice,
      attributes: products.attributes,
    })
    .from(products)
    .where(and(eq(products.productType, 'ClubePrime'), eq(products.available, true)))
    .orderBy(
      sql`(${products.attributes}->>'PADRAO' = 'true') desc nulls last`,
      asc(products.salePrice),
    )
    .limit(1);
  if (!row) return null;
  const cashBack = Number(row.attributes.CASHBACK_REAIS ?? 0);
  return {
    skuCode: row.code,
    name: row.name,
    descricao: row.attributes.DESCRICAO ?? row.name,
    price: toReais(row.salePrice),
    cashBack: Number.isFinite(cashBack) && cashBack > 0 ? cashBack : 0,
  };
}
