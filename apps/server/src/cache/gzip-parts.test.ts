/** The per-response gzip of a cached page (issue #19): any client's gunzip reads the page. */
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipJoin, gzipParts, identityJoin } from './gzip-parts.ts';

describe('gzip of a page split on its nonce', () => {
  it('decompresses to the parts joined with the nonce, for any parts and nonce', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (parts, nonce) => {
          const page = gzipParts(parts);
          expect(gunzipSync(gzipJoin(page, nonce)).toString('utf8')).toBe(parts.join(nonce));
          expect(identityJoin(page, nonce).toString('utf8')).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('compresses a real-sized page once and joins it with any nonce', () => {
    const html = '<p class="product-card">Vinho tinto — R$ 99,90</p>'.repeat(3000);
    const page = gzipParts([html, html, '']);
    const body = gzipJoin(page, 'abc+/=');
    expect(body.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(body).toString('utf8')).toBe(`${html}abc+/=${html}abc+/=`);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
