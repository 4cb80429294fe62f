import { describe, expect, it } from 'vitest';
import { lookupSkuSchema, SKU_MAX } from './sku.ts';

const NOT_FOUND = 'Produto não encontrado.';
const schema = lookupSkuSchema(NOT_FOUND);

describe('a sku that names a product to look up', () => {
  it.each(['VN001', 'a.b-c_d', 'X'.repeat(SKU_MAX)])('accepts %s', (sku) => {
    expect(schema.parse(sku)).toBe(sku);
  });

  it.each([['X'.repeat(SKU_MAX + 1)], ['VN 001'], ['VN/001'], ['ção'], [''], [42], [null]])(
    'answers %s as the product not found',
    (sku) => {
      const result = schema.safeParse(sku);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([NOT_FOUND]);
    },
  );
});
