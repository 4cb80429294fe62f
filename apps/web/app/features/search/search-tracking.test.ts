import { describe, expect, it, vi } from 'vitest';
import { trackProductSearch } from './search-tracking';

describe('product-searched tracking (SPEC §5)', () => {
  it('is sent only for keywords longer than 2 characters', () => {
    const send = vi.fn();
    expect(trackProductSearch('ma', 3, send)).toBe(false);
    expect(trackProductSearch('  ab  ', 3, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(trackProductSearch(' malbec ', 12, send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ event: 'product_searched', keyword: 'malbec', total: 12 });
  });
});
