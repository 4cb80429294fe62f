/**
 * `/img/products/{code}` with width, height, quality (default 99) and format (png default, webp)
 * — the URL contract of a real image CDN (SPEC §9). Sizes and qualities are snapped to the set the
 * store uses (sizes.ts, issue #12); rendered images are cached in process by that normalised key
 * (a bounded LRU, one render per key) and served with long cache headers and an ETag.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import {
  IMAGE_FORMAT_DEFAULT,
  IMAGE_FORMATS,
  IMAGE_QUALITY_DEFAULT,
} from '@adega/domain/constants';
import type { AppDeps } from '../../deps.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { products } from '../../db/schema.ts';
import { productArtSvg } from './art.ts';
import { createImageCache, type CachedImage } from './cache.ts';
import { snapQuality, snapSize } from './sizes.ts';

const dimension = (name: string) =>
  z.coerce
    .number({ error: `${name} deve ser um número inteiro.` })
    .int({ error: `${name} deve ser um número inteiro.` })
    .min(16, { error: `${name} deve ser no mínimo 16.` })
    .max(2000, { error: `${name} deve ser no máximo 2000.` })
    .optional();

export const imageQuery = z.object({
  width: dimension('width'),
  height: dimension('height'),
  quality: z.coerce
    .number({ error: 'quality deve ser um número inteiro de 1 a 100.' })
    .int({ error: 'quality deve ser um número inteiro de 1 a 100.' })
    .min(1, { error: 'quality deve ser um número inteiro de 1 a 100.' })
    .max(100, { error: 'quality deve ser um número inteiro de 1 a 100.' })
    .default(IMAGE_QUALITY_DEFAULT),
  format: z
    .enum(IMAGE_FORMATS, { error: "format deve ser 'png' ou 'webp'." })
    .default(IMAGE_FORMAT_DEFAULT),
});

const CODE = /^[A-Za-z0-9._-]{1,64}$/;
const CACHE_ENTRIES = 2000;
const CACHE_BYTES = 64 * 1024 * 1024;

/** Renders so far in this process (tests assert one render per normalised key). */
export const imageRenderStats = { renders: 0 };

export function imagesModule(deps: AppDeps): HttpModule {
  const cache = createImageCache({ maxEntries: CACHE_ENTRIES, maxBytes: CACHE_BYTES });

  const serve = async (c: Context, code: string, query: z.output<typeof imageQuery>) => {
    const { width, height } = snapSize(query.width, query.height);
    const quality = snapQuality(query.quality);
    const format = query.format;
    const key = `${code}|${String(width)}|${String(height)}|${String(quality)}|${format}`;
    const entry = await cache.get(key, async (): Promise<CachedImage> => {
      const [product] = await deps.db
        .select({
          code: products.code,
          name: products.name,
          brand: products.brand,
          category: products.category,
          wineType: products.wineType,
          vintage: products.vintage,
          kitSize: products.kitSize,
          grapes: products.grapes,
        })
        .from(products)
        .where(eq(products.code, code))
        .limit(1);
      if (!product) throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
      imageRenderStats.renders += 1;
      const svg = Buffer.from(productArtSvg(product));
      const pipeline = sharp(svg, { density: 144 }).resize(width, height, {
        fit: 'contain',
        background: '#ffffff',
      });
      const body =
        format === 'webp'
          ? await pipeline.webp({ quality }).toBuffer()
          : await pipeline.png({ quality, compressionLevel: 9, palette: quality < 100 }).toBuffer();
      return {
        body: new Uint8Array(body),
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        type: format === 'webp' ? 'image/webp' : 'image/png',
      };
    });
    if (c.req.header('if-none-match') === entry.etag)
      return c.body(null, 304, { ETag: entry.etag });
    return c.body(entry.body as unknown as ArrayBuffer, 200, {
      'Content-Type': entry.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: entry.etag,
    });
  };

  const image = defineOperation({
    name: 'productImage',
    input: imageQuery,
    auth: 'public',
    handler: (query, { c }) => serve(c, c.req.param('code') ?? '', query),
  });
  return {
    rest: [
      rest('GET', '/img/products/:code', image, {
        // An unknown code is 404 before the query is looked at.
        input: ({ params, query }) => {
          if (!CODE.test(params.code ?? '')) {
            throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
          }
          return query;
        },
      }),
    ],
  };
}
