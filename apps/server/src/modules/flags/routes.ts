/**
 * Feature flags over HTTP (SPEC §7, issue #18, ADR 0032).
 *
 * - `GET /v1/settings/feature/{enable|value|ab-test}/{key}?v=`: the flag in the environment of the
 *   `X-Environment` header (production | staging | development; absent → the server's own; other
 *   → 400), `v` ignored (≤ 32 characters), `X-Customer-Id` (≤ 64) for the ab-test's stable
 *   variant. Answers `FeatureFlagDto` with an ETag (If-None-Match → 304) and a short cache:
 *   public, or private and varying on the customer header for the ab-test. An unknown flag → 404.
 * - `GET /dynamicpages/neon-border-status.json?v=` → `{ active }` (the `enable/neon_border` row of
 *   the server's environment), cached like the flags.
 * - RPC `getFlagImpostoZero` (issue #34): the tax-savings banner's switch (domain
 *   `impostoZeroFlag`, the banner's rule) from `value/custom_product_display` as the store shows it.
 * - Operators' switch (issue #14): `PUT /api/v1/admin/flags/{kind}/{key}?environment=`
 *   `{enabled, value?}` with `Authorization: Bearer <ADMIN_TOKEN>` (constant-time compare).
 *   Without ADMIN_TOKEN configured the route answers 404, as if it did not exist; a wrong or
 *   missing token is 401. No `environment` → the server's own. An `auth: 'operator'` operation.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import {
  FLAG_CACHE_BUSTER_MAX,
  FLAG_CUSTOMER_HEADER,
  FLAG_CUSTOMER_ID_MAX,
  FLAG_ENVIRONMENT_HEADER,
  FLAG_TEXTS as PUBLIC_TEXTS,
  isFlagEnvironment,
  type FlagEnvironment,
} from '@adega/domain/flags';
import { displaySettingsFor } from '@adega/domain/pricing/display-settings';
import { impostoZeroFlag } from '@adega/domain/pricing/tax';
import type { CustomProductDisplay, ImpostoZeroFlagDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { noInput } from '../../http/input.ts';
import {
  defineOperation,
  defineOperatorOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { setFeatureFlag } from './repo.ts';
import type { FlagsService } from './service.ts';

export const FLAG_TEXTS = {
  body: 'Envie {"enabled": true} ou {"enabled": false} (e, se quiser, "value").',
  name: 'Nome de flag inválido.',
} as const;

/** Public and short: a switched flag shows within a minute (SPEC §9 flag calls). */
export const FLAG_CACHE = 'public, max-age=30, stale-while-revalidate=30';
/** The ab-test answer is the customer's own. */
export const AB_TEST_CACHE = 'private, max-age=30, stale-while-revalidate=30';

/** The value flag of the custom product display (SPEC §7), which holds the tax banner's settings. */
export const CUSTOM_PRODUCT_DISPLAY_FLAG = 'custom_product_display';

/** Operators' endpoints: bearer-authenticated, outside sessions and CSRF (app.ts). */
export const ADMIN_PATH_PREFIX = '/api/v1/admin/';
const NAME = /^[a-z][a-z0-9_.-]{0,63}$/;
const switchSchema = z.object({ enabled: z.boolean(), value: z.json().optional() }).strict();
/** The operators' switch body; any problem is the one pt-BR answer `{ enabled: FLAG_TEXTS.body }`. */
export const flagSwitchInput = z.json().transform((body, ctx) => {
  const parsed = switchSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: FLAG_TEXTS.body, path: ['enabled'] });
  return z.NEVER;
});

function environmentOf(raw: string | undefined, fallback: FlagEnvironment): FlagEnvironment {
  if (raw === undefined || raw === '') return fallback;
  if (!isFlagEnvironment(raw)) throw new AppError('BAD_REQUEST', PUBLIC_TEXTS.environment);
  return raw;
}

/** A JSON answer with a strong ETag of its body; a matching If-None-Match answers 304. */
function withEtag(c: Context, body: unknown, cacheControl: string, vary?: string): Response {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl };
  if (vary) headers.Vary = vary;
  const sent = c.req.header('if-none-match') ?? '';
  if (sent.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`))
    return c.body(null, 304, headers);
  return c.body(json, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}

const cacheBuster = z.string().max(FLAG_CACHE_BUSTER_MAX, { error: PUBLIC_TEXTS.cacheBuster });

export const flagInput = z.object({
  kind: z.string().max(200),
  key: z.string().max(200),
  v: cacheBuster.optional(),
});

export function flagsModule(flags: FlagsService, admin: { db: Db; now: () => Date }): HttpModule {
  const feature = defineOperation({
    name: 'featureFlag',
    input: flagInput,
    auth: 'public',
    handler: async (input, { c }) => {
      if (!NAME.test(input.key)) throw new AppError('BAD_REQUEST', PUBLIC_TEXTS.key);
      const environment = environmentOf(c.req.header(FLAG_ENVIRONMENT_HEADER), flags.environment);
      const customerId = c.req.header(FLAG_CUSTOMER_HEADER)?.trim() || null;
      if (customerId !== null && customerId.length > FLAG_CUSTOMER_ID_MAX)
        throw new AppError('BAD_REQUEST', PUBLIC_TEXTS.customerId);
      const answer = await flags.answer(input.kind, input.key, environment, customerId);
      if (!answer) throw new AppError('NOT_FOUND', PUBLIC_TEXTS.unknown);
      return input.kind === 'ab-test'
        ? withEtag(c, answer, AB_TEST_CACHE, `${FLAG_CUSTOMER_HEADER}, ${FLAG_ENVIRONMENT_HEADER}`)
        : withEtag(c, answer, FLAG_CACHE, FLAG_ENVIRONMENT_HEADER);
    },
  });
  const neon = defineOperation({
    name: 'neonBorderStatus',
    input: z.object({ v: cacheBuster.optional() }),
    auth: 'public',
    handler: async (_input, { c }) =>
      withEtag(c, { active: await flags.enabled('neon_border') }, FLAG_CACHE),
  });
  /** The flag of the operators' path and query: a bad name 422, a bad environment 400. */
  const targetOf = (c: Context) => {
    const kind = c.req.param('kind') ?? '';
    const key = c.req.param('key') ?? '';
    if (!NAME.test(kind) || !NAME.test(key)) {
      throw new AppError('VALIDATION', FLAG_TEXTS.name, { key: FLAG_TEXTS.name });
    }
    return { environment: environmentOf(c.req.query('environment'), flags.environment), kind, key };
  };
  const setFlag = defineOperatorOperation({
    name: 'setFeatureFlag',
    target: targetOf,
    body: flagSwitchInput,
    handler: ({ enabled, value }, target) => {
      const change = value === undefined ? { enabled } : { enabled, value };
      return setFeatureFlag(admin.db, target, change, admin.now());
    },
  });
  // Issue #34: the tax-savings ('imposto zero') banner's switch, from the flag the pages read
  // (value/custom_product_display as the request's store shows it) by the banner's own rule.
  const impostoZero = defineOperation({
    name: 'getFlagImpostoZero',
    input: noInput,
    auth: 'public',
    cacheControl: 'no-store',
    handler: async (_input, { store }): Promise<ImpostoZeroFlagDto> =>
      impostoZeroFlag(
        displaySettingsFor(
          await flags.value<CustomProductDisplay>(CUSTOM_PRODUCT_DISPLAY_FLAG),
          store,
        ),
      ),
  });
  return {
    operations: [impostoZero],
    rest: [
      rest('GET', '/v1/settings/feature/:kind/:key', feature),
      rest('GET', '/dynamicpages/neon-border-status.json', neon),
      rest('PUT', `${ADMIN_PATH_PREFIX}flags/:kind/:key`, setFlag, { notJson: FLAG_TEXTS.body }),
    ],
  };
}
