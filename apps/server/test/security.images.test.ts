/**
 * Issue #12 A4: `/img/products/{code}` renders only the sizes the store uses (any other is snapped
 * to the nearest) and renders each normalised request once (in-process LRU).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageRenderStats } from '../src/modules/images/routes.ts';
import { IMAGE_SIZES, snapQuality, snapSize } from '../src/modules/images/sizes.ts';
import { useTestApp } from './support/suite.ts';

let codes: string[];

const t = useTestApp({ products: 100 });
beforeAll(async () => {
  const rows = (await t.deps.db.execute(sql`select code from products order by code limit 5`)) as
    { rows: { code: string }[] } | { code: string }[];
  codes = (Array.isArray(rows) ? rows : rows.rows).map((row) => row.code);
});

async function pngSize(response: Response): Promise<{ width: number; height: number }> {
  const view = new DataView(await response.arrayBuffer());
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('image sizes', () => {
  it.each([
    ['width=2000&height=2000', { width: 300, height: 440 }],
    ['width=1999', { width: 300, height: 440 }],
    ['height=16', { width: 48, height: 72 }],
    ['width=121&height=177', { width: 120, height: 176 }],
    ['width=77&height=109', { width: 76, height: 110 }],
    ['', { width: 300, height: 400 }],
  ])('an unknown size (%s) is snapped to the nearest the store uses', async (query, expected) => {
    const response = await t.request(`/img/products/${codes[0] ?? ''}?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const size = await pngSize(response);
    expect(size).toEqual(expected);
    expect(IMAGE_SIZES).toContainEqual(size);
  });

  it('sizes out of range are still a 422 in pt-BR', async () => {
    const response = await t.request(`/img/products/${codes[0] ?? ''}?width=2001`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'width deve ser no máximo 2000.' });
  });

  it('every size the store asks for is kept as asked', () => {
    for (const size of IMAGE_SIZES) expect(snapSize(size.width, size.height)).toEqual(size);
    expect(snapQuality(99)).toBe(99);
    expect(snapQuality(83)).toBe(80);
    expect(snapQuality(1)).toBe(50);
  });
});

describe('image cache', () => {
  it('the same normalised request is rendered once', async () => {
    const code = codes[1] ?? '';
    const before = imageRenderStats.renders;
    const variants = [
      'width=120&height=176&format=webp',
      'height=176&width=120&format=webp',
      'width=121&height=175&format=webp',
      'width=120&height=176&format=webp&quality=99',
      'width=120&height=176&format=webp&quality=98',
    ];
    const responses = await Promise.all(
      variants.map((query) => t.request(`/img/products/${code}?${query}`)),
    );
    expect(responses.map((r) => r.status)).toEqual(variants.map(() => 200));
    const etags = new Set(responses.map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(1);
    expect(imageRenderStats.renders - before).toBe(1);
    // Later requests are served from the cache.
    await t.request(`/img/products/${code}?width=119&height=177&format=webp`);
    expect(imageRenderStats.renders - before).toBe(1);
  });

  it('a different size, quality or format is another render', async () => {
    const code = codes[2] ?? '';
    const before = imageRenderStats.renders;
    for (const query of [
      'width=48&height=72',
      'width=48&height=72&quality=80',
      'width=48&height=72&format=webp',
    ]) {
      expect((await t.request(`/img/products/${code}?${query}`)).status).toBe(200);
    }
    expect(imageRenderStats.renders - before).toBe(3);
  });

  it('an unknown product renders nothing', async () => {
    const before = imageRenderStats.renders;
    expect((await t.request('/img/products/NAOEXISTE?height=176')).status).toBe(404);
    expect(imageRenderStats.renders).toBe(before);
  });
});
