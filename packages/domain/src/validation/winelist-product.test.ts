import { describe, expect, it } from 'vitest';
import { canAddToWinelist, PRODUCT_ALREADY_ADDED } from './winelist-product.ts';

describe('SPEC §5 a product already in a winelist cannot be added again', () => {
  it('allows a new sku, refuses one already listed', () => {
    const list = { skus: ['A1', 'B2'] };
    expect(canAddToWinelist(list, 'C3')).toBe(true);
    expect(canAddToWinelist(list, 'A1')).toBe(false);
    expect(canAddToWinelist({ skus: [] }, 'A1')).toBe(true);
    expect(PRODUCT_ALREADY_ADDED).toBe('Produto já adicionado');
  });
});
