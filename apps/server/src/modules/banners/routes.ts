/**
 * Dynamic banners over HTTP (issue #18 part C, ADR 0034):
 * - `GET /api/v1/banners?position=&audience=` — public data only (the answer depends on the URL
 *   and the store's host alone), cached briefly by browsers and proxies;
 * - `PUT /api/v1/admin/banners/{store}/{position}` `{banners: [...]}` — the operators' endpoint
 *   (bearer ADMIN_TOKEN) that replaces a position's set, so tests own their data;
 * - `GET /img/banners/{name}-{desktop|mobile}.svg` — the seed's generated images (no network).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { isSafeLink, SAFE_LINK_TEXT } from '@adega/domain/safe-link';
import { AppError } from '@adega/domain/errors';
import {
  BANNER_AUDIENCES,
  BANNER_LIMITS,
  BANNER_POSITIONS,
  isBannerPosition,
  type BannerPosition,
} from '@adega/domain/banners/banners';
import { Stores, type Store } from '@adega/domain/store';
import {
  defineOperation,
  defineOperatorOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { ADMIN_PATH_PREFIX } from '../flags/routes.ts';
import { bannerSvg, BANNER_IMAGE_NAME } from './art.ts';
import type { BannersService } from './service.ts';

export const BANNER_TEXTS = {
  position: `Posição inválida. Use uma de: ${BANNER_POSITIONS.join(', ')}.`,
  audience: 'Público inválido. Use everyone, members ou non-members.',
  store: 'Loja inválida. Use WINE ou OUTLET.',
  image: 'Imagem inválida: use um caminho do site (/…) ou um endereço https://.',
  alt: `Texto alternativo obrigatório (até ${BANNER_LIMITS.alt} caracteres).`,
  link: SAFE_LINK_TEXT,
  date: 'Data inválida: use o formato ISO 8601 com fuso.',
  window: 'O fim deve ser depois do início.',
  tooMany: `No máximo ${BANNER_LIMITS.perPosition} banners por posição.`,
  imageNotFound: 'Imagem não encontrada.',
} as const;

/** The domain's one safe-link rule (issue #33 F15): a path of this site or an https address. */
const href = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(BANNER_LIMITS.url, { error: message })
    .refine(isSafeLink, { error: message });

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
  const replace = defineOperatorOperation({
    name: 'replaceBanners',
    target: targetOf,
    body: bannersBody,
    handler: async (input, { store, position }) => ({
      banners: await service.replace(store, position, input.banners),
    }),
  });
  return {
    rest: [
      rest('GET', '/api/v1/banners', list),
      rest('PUT', `${ADMIN_PATH_PREFIX}banners/:store/:position`, replace),
    ],
  };
}

const STORE_OF: Record<string, Store> = { wine: Stores.WINE, outlet: Stores.OUTLET };

/** The store and position of the operators' path (`/admin/banners/{store}/{position}`). */
function targetOf(c: Context): { store: Store; position: BannerPosition } {
  const store = STORE_OF[(c.req.param('store') ?? '').toLowerCase()];
  if (!store) throw new AppError('VALIDATION', BANNER_TEXTS.store, { store: BANNER_TEXTS.store });
  const position = (c.req.param('position') ?? '').toUpperCase();
  if (!isBannerPosition(position))
    throw new AppError('VALIDATION', BANNER_TEXTS.position, { position: BANNER_TEXTS.position });
  return { store, position };
}

/** The seed's generated banner images (no network). */
export function mountBannerImages(app: Hono): void {
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
