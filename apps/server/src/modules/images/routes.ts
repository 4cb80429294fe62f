/**
 * `/img/products/{code}` with width, height, quality (default 99) and format (png default, webp)
 * — the URL contract of a real image CDN (SPEC §9). Rendered art is cached in memory (bounded)
 * and served with long cache headers and an ETag.
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
import { ART_HEIGHT, ART_WIDTH, productArtSvg } from './art.ts';

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
const CACHE_LIMIT = 1000;

export function imagesModule(deps: AppDeps): HttpModule {
  const cache = new Map<string, { body: Uint8Array; etag: string; type: string }>();

  const serve = async (c: Context, code: string, query: z.output<typeof imageQuery>) => {
    // Only height (the card's 176) or only width keeps the art's 3:4 proportion.
    const width =
      query.width ??
      (query.height ? Math.round((query.height * ART_WIDTH) / ART_HEIGHT) : ART_WIDTH);
    const height =
      query.height ??
      (query.width ? Math.round((query.width * ART_HEIGHT) / ART_WIDTH) : ART_HEIGHT);
    const key = `${code}|${width}|${height}|${query.quality}|${query.format}`;
    let entry = cache.get(key);
    if (!entry) {
      const [product] = await deps.db
        .select({
          code: products.code,
          name: products.name,
          brand: products.brand,
          category: products.category,
          wineType: products.wineType,
          vintage: products.vintage,
          kitSize: products.kitSize,
        })
        .from(products)
        .where(eq(products.code, code))
        .limit(1);
      if (!product) throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
      const svg = Buffer.from(productArtSvg(product));
      const pipeline = sharp(svg, { density: 144 }).resize(width, height, {
        fit: 'contain',
        background: '#ffffff',
      });
      const body =
        query.format === 'webp'
          ? await pipeline.webp({ quality: query.quality }).toBuffer()
          : await pipeline
              .png({ quality: query.quality, compressionLevel: 9, palette: query.quality < 100 })
              .toBuffer();
      entry = {
        body: new Uint8Array(body),
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        type: query.format === 'webp' ? 'image/webp' : 'image/png',
      };
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
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
