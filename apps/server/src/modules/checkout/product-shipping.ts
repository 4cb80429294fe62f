/**
 * 'Calcular frete' on the product page (issue #34): the domain's `productShippingQuote` (the
 * checkout's zones, levels and free-shipping rules, one unit) for the product of this store, with
 * the checkout's premium rule for this caller (`premiumBuyerOf`: prime on the record or in the
 * cart). Nothing is written; the answer is the caller's own, so it is never cached.
 */
import { AppError } from '@adega/domain/errors';
import {
  PRODUCT_SHIPPING_QUANTITY,
  productShippingQuote,
} from '@adega/domain/checkout/product-shipping';
import type { Store } from '@adega/domain/store';
import type { CatalogApi, ProductShippingDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { premiumBuyerOf, shippingLevelDto, type CartOwner } from '../cart/service.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

export interface ProductShippingService {
  quote(owner: CartOwner, store: Store, sku: string, cep: string): Promise<ProductShippingDto>;
}

export function createProductShipping(deps: {
  db: Db;
  catalog: Pick<CatalogApi, 'product'>;
}): ProductShippingService {
  return {
    async quote(owner, store, sku, cep) {
      const product = await deps.catalog.product(sku, store);
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const premium = await premiumBuyerOf(deps.db, owner, store);
      const quote = productShippingQuote({ cep, product, premium });
      return {
        sku: product.code,
        quantity: PRODUCT_SHIPPING_QUANTITY,
        destination: { cep: quote.destination.cep, uf: quote.destination.uf },
        levels: quote.levels.map(shippingLevelDto),
      };
    },
  };
}
