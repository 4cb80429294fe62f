/**
 * Campaigns over HTTP (issue #18, ADR 0033):
 * - `GET /api/v1/campaigns/current`: the store's candidate campaigns for the caller's audience
 *   (member or not); the browser picks the current one on its own clock. Per caller: no-store.
 * - `POST /api/v1/leads` `{campaign, name, email}`: the Black Friday lead capture. Throttled per
 *   IP; bad input is 422 with a pt-BR field map (malformed JSON 400); an unknown campaign 404, an ended one 409; a
 *   repeat of the same e-mail answers the same success and stores nothing.
 * - `PUT /api/v1/admin/campaigns/{slug}` with `Authorization: Bearer <ADMIN_TOKEN>`: operators
 *   write a campaign (404 without ADMIN_TOKEN configured, 401 with a wrong token), like the flags.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { isSafeLink, SAFE_LINK_TEXT } from '@adega/domain/safe-link';
import { AppError } from '@adega/domain/errors';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  LEAD_NAME_MAX,
} from '@adega/domain/promotions/campaigns';
import { isValidEmail } from '@adega/domain/validation/email';
import { EMAIL, REQUIRED } from '@adega/domain/validation/messages';
import { EMAIL_MAX } from '@adega/domain/constants';
import {
  defineOperation,
  defineOperatorOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import type { ResolvedSession } from '../auth/sessions.ts';
import { hitPerIp, type IpGuard } from '../auth/guard.ts';
import type { RateRule } from '../auth/rate-limit.ts';
import { ADMIN_PATH_PREFIX } from '../flags/routes.ts';
import type { CampaignsService } from './service.ts';

/** Per IP: a family behind one router signs up in a handful; a script hits the wall. */
export const LEAD_RATE_RULE: RateRule = { name: 'lead-ip', limit: 10, windowMs: 10 * 60_000 };

export const LEAD_TEXTS = {
  name: 'Informe o seu nome.',
  nameTooLong: `O nome deve ter no máximo ${LEAD_NAME_MAX} caracteres.`,
  campaign: 'Campanha não encontrada.',
  body: 'Envie {"campaign", "name", "email"}.',
} as const;

export const leadInput = z
  .object({
    campaign: z.string({ error: LEAD_TEXTS.campaign }).max(64, { error: LEAD_TEXTS.campaign }),
    name: z
      .string({ error: LEAD_TEXTS.name })
      .max(LEAD_NAME_MAX * 2, { error: LEAD_TEXTS.nameTooLong })
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, { error: LEAD_TEXTS.name })
          .max(LEAD_NAME_MAX, { error: LEAD_TEXTS.nameTooLong }),
      ),
    email: z
      .string({ error: REQUIRED })
      .max(EMAIL_MAX + 20, { error: EMAIL })
      .transform((value) => value.trim())
      .refine(isValidEmail, { error: EMAIL }),
  })
  .strict();

const text = (max: number) => z.string().trim().min(1).max(max);
const modal = z
  .object({ title: text(CAMPAIGN_LIMITS.titleMax), body: z.string().max(CAMPAIGN_LIMITS.bodyMax) })
  .strict();
const instant = z.iso.datetime({ offset: true });
/** The domain's one safe-link rule (issue #33 F15): a path of this site or an https address. */
const link = text(CAMPAIGN_LIMITS.urlMax).refine(isSafeLink, { error: SAFE_LINK_TEXT });

export const campaignInput = z
  .object({
    store: z.enum(['WINE', 'OUTLET']),
    name: text(CAMPAIGN_LIMITS.nameMax),
    audience: z.enum(CAMPAIGN_AUDIENCES),
    imageDesktop: link,
    imageMobile: link,
    offerUrl: link,
    startsAt: instant,
    endsAt: instant,
    modals: z.object({ justStarted: modal, almostEnded: modal, justEnded: modal }).strict(),
    skus: z.array(z.string().trim().min(1).max(64)).max(CAMPAIGN_LIMITS.skusMax),
    leadCapture: z.boolean().optional(),
  })
  .strict();

export function campaignsModule(
  service: CampaignsService,
  deps: IpGuard & { isMember: (session: ResolvedSession | null) => Promise<boolean> },
): HttpModule {
  const current = defineOperation({
    name: 'campaignsCurrent',
    input: z.object({}).passthrough(),
    auth: 'session',
    handler: async (_input, { store, session }) => ({
      campaigns: await service.candidates(store, await deps.isMember(session)),
    }),
  });
  const lead = defineOperation({
    name: 'leadCreate',
    input: leadInput,
    auth: 'public',
    cacheControl: 'no-store',
    handler: async (input, { c, store }) => {
      // Valid requests are counted (bad input stores nothing and is refused before this).
      await hitPerIp(deps, LEAD_RATE_RULE, c);
      return service.addLead(store, input);
    },
  });
  // The operators' endpoint (bearer ADMIN_TOKEN), outside sessions and CSRF like the flags.
  const upsert = defineOperatorOperation({
    name: 'upsertCampaign',
    target: slugOf,
    body: campaignInput,
    handler: (input, slug) => service.upsert(slug, input),
  });
  return {
    rest: [
      rest('GET', '/api/v1/campaigns/current', current, { input: () => ({}) }),
      rest('POST', '/api/v1/leads', lead),
      rest('PUT', `${ADMIN_PATH_PREFIX}campaigns/:slug`, upsert, {
        notJson: 'Envie a campanha como um objeto JSON.',
      }),
    ],
  };
}

const SLUG_TEXT = 'Identificador de campanha inválido.';

function slugOf(c: Context): string {
  const slug = c.req.param('slug') ?? '';
  if (!CAMPAIGN_LIMITS.slugPattern.test(slug))
    throw new AppError('VALIDATION', SLUG_TEXT, { slug: SLUG_TEXT });
  return slug;
}
