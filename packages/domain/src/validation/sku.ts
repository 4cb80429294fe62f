import { z } from 'zod';

/** A product code (sku) in a request: at most 64 letters, digits, '.', '-' or '_'. */
export const SKU_MAX = 64;
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * A sku that names a product to look up: a malformed one (not a string, too long, another
 * character) is answered as that product not being found (`notFound`).
 */
export function lookupSkuSchema(notFound: string) {
  return z
    .string({ error: notFound })
    .max(SKU_MAX, { error: notFound })
    .regex(SKU_PATTERN, { error: notFound });
}
