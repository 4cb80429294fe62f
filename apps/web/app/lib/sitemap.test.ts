import { describe, expect, it } from 'vitest';
import { producerUrl } from '@adega/domain/urls';
import type { WebLoadContext } from '../context';
import {
  SITEMAP_LIMIT,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartOf,
  sitemapParts,
  urlsetXml,
} from './sitemap';

const ORIGIN = 'https://www.adega.example/';

/** A catalogue of `count` products (V00001…), the last changed most recently. */
function catalogOf(count: number, producers: { slug: string }[] = []) {
  const codes = Array.from({ length: count }, (_, i) => ({
    code: `V${String(i + 1).padStart(5, '0')}`,
    slug: `vinho-${i + 1}`,
    updatedAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
  }));
  return {
    allCodes: () => Promise.resolve(codes),
    producers: () => Promise.resolve(producers),
  } as unknown as WebLoadContext['catalog'];
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists the pages once, then every product with its lastmod, on the configured origin', async () => {
    const entries = await sitemapEntries(
      {
        store: 'WINE',
        origin: ORIGIN,
        catalog: catalogOf(3, [{ slug: 'casa-valduga' }]),
      },
      ['/vinhos/cVINHOS.html', '/'],
    );
    const urls = entries.map((e) => e.loc);
    expect(urls[0]).toBe('https://www.adega.example/');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`https://www.adega.example${producerUrl('casa-valduga')}`);
    expect(entries.slice(-3)).toEqual([
      { loc: 'https://www.adega.example/prodV00001.html', lastmod: '2026-01-01' },
      { loc: 'https://www.adega.example/prodV00002.html', lastmod: '2026-01-02' },
      { loc: 'https://www.adega.example/prodV00003.html', lastmod: '2026-01-03' },
    ]);
    expect(urls.every((url) => url.startsWith('https://www.adega.example/'))).toBe(true);
  });

  it('escapes XML in a URL', () => {
    expect(urlsetXml([{ loc: 'https://a.example/x?a=1&b=<2>' }])).toContain(
      '<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });

  it('is one file up to the limit of the protocol, and an index over parts beyond it', () => {
    expect(SITEMAP_LIMIT).toBe(50_000);
    expect(sitemapParts(0)).toBe(1);
    expect(sitemapParts(50_000)).toBe(1);
    expect(sitemapParts(50_001)).toBe(2);
    expect(sitemapParts(100_840)).toBe(3);
  });

  it('splits every URL into parts of at most the limit, each exactly once', async () => {
    const entries = await sitemapEntries(
      { store: 'WINE', origin: ORIGIN, catalog: catalogOf(25) },
      [],
    );
    const limit = 10;
    const parts = sitemapParts(entries.length, limit);
    expect(parts).toBeGreaterThan(2);
    const index = sitemapIndexXml(ORIGIN, entries, limit);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(
      Array.from({ length: parts }, (_, i) => `https://www.adega.example/sitemap/${i + 1}.xml`),
    );
    const all = [];
    for (let n = 1; n <= parts; n++) {
      const part = sitemapPart(entries, n, limit);
      expect(part).not.toBeNull();
      expect(part!.length).toBeLessThanOrEqual(limit);
      all.push(...locs(urlsetXml(part!)));
    }
    expect(all).toEqual(entries.map((e) => e.loc));
    expect(sitemapPart(entries, parts + 1, limit)).toBeNull();
  });

  it("gives each part of the index its newest product's lastmod", async () => {
    const entries = await sitemapEntries(
      { store: 'WINE', origin: ORIGIN, catalog: catalogOf(25) },
      [],
    );
    const index = sitemapIndexXml(ORIGIN, entries, entries.length - 1);
    const lastmods = [...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toEqual(['2026-01-24', '2026-01-25']);
  });

  it('has no parts while one file holds everything', async () => {
    const entries = await sitemapEntries(
      { store: 'WINE', origin: ORIGIN, catalog: catalogOf(5) },
      [],
    );
    expect(sitemapPart(entries, 1)).toBeNull();
  });

  it('reads a part only from a plain number file name', () => {
    expect(sitemapPartOf('1.xml')).toBe(1);
    expect(sitemapPartOf('12.xml')).toBe(12);
    for (const bad of [
      undefined,
      '',
      '0.xml',
      '01.xml',
      '1',
      '1.xml.gz',
      '-1.xml',
      '1e3.xml',
      'a.xml',
      '1234567.xml',
    ])
      expect(sitemapPartOf(bad)).toBeNull();
  });
});
