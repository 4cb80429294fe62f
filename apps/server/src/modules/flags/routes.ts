/**
 * Operators' flag switch (issue #14): `PUT /api/v1/admin/flags/{kind}/{key}` `{enabled}` with
 * `Authorization: Bearer <ADMIN_TOKEN>` (constant-time compare). Without ADMIN_TOKEN configured
 * the route answers 404, as if it did not exist; a wrong or missing token is 401.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import type { Db } from '../../db/client.ts';
import { safeEqual } from '../auth/tokens.ts';
import { setFeatureFlag } from './repo.ts';

export const FLAG_TEXTS = {
  notFound: 'Recurso não encontrado.',
  token: 'Token de administração inválido.',
  body: 'Envie {"enabled": true} ou {"enabled": false}.',
  name: 'Nome de flag inválido.',
} as const;

/** Operators' endpoints: bearer-authenticated, outside sessions and CSRF (app.ts). */
export const ADMIN_PATH_PREFIX = '/api/v1/admin/';
const NAME = /^[a-z][a-z0-9_.-]{0,63}$/;
const bodySchema = z.object({ enabled: z.boolean() }).strict();

export function mountFlagRoutes(
  app: Hono,
  deps: { db: Db; now: () => Date; adminToken: string | undefined },
): void {
  app.put(`${ADMIN_PATH_PREFIX}flags/:kind/:key`, async (c) => {
    if (!deps.adminToken) throw new AppError('NOT_FOUND', FLAG_TEXTS.notFound);
    const header = c.req.header('authorization') ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!safeEqual(sent, deps.adminToken)) throw new AppError('UNAUTHENTICATED', FLAG_TEXTS.token);
    const kind = c.req.param('kind');
    const key = c.req.param('key');
    if (!NAME.test(kind) || !NAME.test(key)) {
      throw new AppError('VALIDATION', FLAG_TEXTS.name, { key: FLAG_TEXTS.name });
    }
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new AppError('BAD_REQUEST', FLAG_TEXTS.body);
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success)
      throw new AppError('VALIDATION', FLAG_TEXTS.body, { enabled: FLAG_TEXTS.body });
    c.header('Cache-Control', 'no-store');
    return c.json(await setFeatureFlag(deps.db, kind, key, parsed.data.enabled, deps.now()));
  });
}
