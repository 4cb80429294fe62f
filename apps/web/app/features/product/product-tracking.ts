/**
 * SPEC §7 'product viewed', once per product shown on its page, and the data-layer 'Stockout'
 * push when the product shown cannot be bought ('Produto sem estoque').
 */
import { useEffect } from 'react';
import type { ProductDetail } from '@adega/server/contract';
import { isAvailable } from '@adega/domain/pricing/availability';
import { track } from '../../lib/tracking';

export function productViewedProperties(product: ProductDetail, price: number) {
  return {
    sku: product.code,
    name: product.name,
    productCategory: product.category,
    price,
    country: product.countryName ?? null,
    available: isAvailable(product),
  };
}

export function useProductViewTracking(product: ProductDetail, price: number): void {
  const code = product.code;
  useEffect(() => {
    track('product_viewed', productViewedProperties(product, price));
    if (!isAvailable(product)) track('Stockout', { sku: product.code, name: product.name });
    // Once per product shown (a new product page, not a re-render).
  }, [code]);
}
