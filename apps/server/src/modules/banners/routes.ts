/**
 * Dynamic banners over HTTP (issue #18 part C, ADR 0034):
 * - `GET /api/v1/banners?position=&audience=` — public data only (the answer depends on the URL
 *   and the store's host alone), cached briefly by browsers and proxies;
 * - `PUT /api/v1/admin/banners/{store}/{position}` `{banners: [...]}` — the operators' endpoint
 *   (bearer ADMIN_TOKEN) that replaces a position's set, so tests own their data;
 * - `GET /img/banners/{name}-{desktop|mobile}.svg` — the seed's generated images (no network).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import {
  BANNER_AUDIENCES,
  BANNER_LIMITS,
  BANNER_POSITIONS,
  isBannerPosition,
} from '@adega/domain/banners/banners';
import { Stores, type Store } from '@adega/domain/store';
import { bodyLimit } from '../../http/body-limit.ts';
import { requireAdmin } from '../../http/admin.ts';
import { parseWith, readJson } from '../../http/errors.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { ADMIN_PATH_PREFIX } from '../flags/routes.ts';
import { bannerSvg, BANNER_IMAGE_NAME } from './art.ts';
import type { BannersService } from './service.ts';

export const BANNER_TEXTS = {
  position: `Posição inválida. Use uma de: ${BANNER_POSITIONS.join(', ')}.`,
  audience: 'Público inválido. Use everyone, members ou non-members.',
  store: 'Loja inválida. Use WINE ou OUTLET.',
  image: 'Imagem inválida: use um caminho do site (/…) ou um endereço https://.',
  alt: `Texto alternativo obrigatório (até ${BANNER_LIMITS.alt} caracteres).`,
  link: 'Link inválido: use um caminho do site (/…) ou um endereço https://.',
  date: 'Data inválida: use o formato ISO 8601 com fuso.',
  window: 'O fim deve ser depois do início.',
  tooMany: `No máximo ${BANNER_LIMITS.perPosition} banners por posição.`,
  imageNotFound: 'Imagem não encontrada.',
} as const;

/** A site path (not protocol-relative) or an https URL: never javascript: or data:. */
const href = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(BANNER_LIMITS.url, { error: message })
    .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
      error: message,
    });

const isoDate = z.iso.datetime({ offset: true, error: BANNER_TEXTS.date });

export const bannerInput = z
  .object({
    audience: z.enum(BANNER_AUDIENCES, { error: BANNER_TEXTS.audience }).default('everyone'),
    imageDesktop: href(BANNER_TEXTS.image),
    imageMobile: href(BANNER_TEXTS.image),
    alt: z
      .string({ error: BANNER_TEXTS.alt })
      .trim()
      .min(1, { error: BANNER_TEXTS.alt })
      .max(BANNER_LIMITS.alt, { error: BANNER_TEXTS.alt }),
    link: href(BANNER_TEXTS.link).nullable().optional(),
    order: z.number().int().min(0).max(BANNER_LIMITS.order).optional(),
    startsAt: isoDate.nullable().optional(),
    endsAt: isoDate.nullable().optional(),
  })
  .strict()
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    error: BANNER_TEXTS.window,
    path: ['endsAt'],
  });

export const bannersBody = z
  .object({
    banners: z.array(bannerInput).max(BANNER_LIMITS.perPosition, { error: BANNER_TEXTS.tooMany }),
  })
  .strict();

const listQuery = z.object({
  position: z
    .string({ error: BANNER_TEXTS.position })
    .max(40, { error: BANNER_TEXTS.position })
    .refine(isBannerPosition, { error: BANNER_TEXTS.position }),
  audience: z.enum(['members', 'non-members'], { error: BANNER_TEXTS.audience }).optional(),
  /** Cache-busting parameter, ignored. */
  v: z.string().max(64).optional(),
});

/** 1 minute in browsers and shared caches; the answer varies by host (the store) only. */
export const BANNERS_CACHE_CONTROL = 'public, max-age=60';

export function bannersModule(service: BannersService): HttpModule {
  const list = defineOperation({
    name: 'banners',
    input: listQuery,
    auth: 'public',
    cacheControl: BANNERS_CACHE_CONTROL,
    handler: async (input, { store, c }) => {
      c.header('Vary', 'Host');
      const position = input.position as (typeof BANNER_POSITIONS)[number];
      return { banners: await service.list(store, position, input.audience ?? null) };
    },
  });
  return { rest: [rest('GET', '/api/v1/banners', list)] };
}

const STORE_OF: Record<string, Store> = { wine: Stores.WINE, outlet: Stores.OUTLET };

export function mountBannerRoutes(
  app: Hono,
  deps: { service: BannersService; adminToken: string | undefined },
): void {
  const path = `${ADMIN_PATH_PREFIX}banners/:store/:position`;
  // The operators' paths skip the API's body cap (app.ts); this one has its own.
  app.use(path, bodyLimit(64 * 1024));
  app.put(path, async (c) => {
    requireAdmin(c, deps.adminToken);
    const store = STORE_OF[c.req.param('store').toLowerCase()];
    if (!store) throw new AppError('VALIDATION', BANNER_TEXTS.store, { store: BANNER_TEXTS.store });
    const position = c.req.param('position').toUpperCase();
    if (!isBannerPosition(position))
      throw new AppError('VALIDATION', BANNER_TEXTS.position, { position: BANNER_TEXTS.position });
    const body = parseWith(bannersBody, await readJson(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ banners: await deps.service.replace(store, position, body.banners) });
  });
  app.get('/img/banners/:name', (c) => {
    const match = BANNER_IMAGE_NAME.exec(c.req.param('name'));
    if (!match) throw new AppError('NOT_FOUND', BANNER_TEXTS.imageNotFound);
    const svg = bannerSvg(match[1] ?? '', match[2] === 'mobile' ? 'mobile' : 'desktop');
    if (!svg) throw new AppError('NOT_FOUND', BANNER_TEXTS.imageNotFound);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(svg);
  });
}
