/**
 * `POST /api/v1/events` (issue #17, ADR 0029; contract/tracking.ts): the browser's batched
 * beacons. `navigator.sendBeacon` sends `text/plain`, so the body is read as JSON whatever its
 * type, and it cannot set headers, so with a session the CSRF token travels in the body (`csrf`;
 * http/csrf.ts leaves this path's token to us, cross-site requests are still refused there).
 * A batch beyond TRACKING_LIMITS or with an unknown event is refused whole (400), nothing stored.
 * The subject is the session's customer, else the visitor (cookie issued when absent).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { TRACKING_EVENTS, TRACKING_LIMITS } from '@adega/domain/tracking';
import { clampOccurredAt } from '@adega/domain/tracking-delivery';
import { assertCsrfToken } from '../../http/csrf.ts';
import { defineOperation, reply, rest, type HttpModule } from '../../http/operation.ts';
import { ensureVisitorId, visitorIdOf } from '../../http/visitor.ts';
import { hitPerIp, type IpGuard } from '../auth/guard.ts';
import type { RateRule } from '../auth/rate-limit.ts';
import { CSRF_HEADER } from '../auth/sessions.ts';
import type { ConsentSubject } from '@adega/domain/consent/consent';
import type { TrackingService } from './service.ts';

export const EVENTS_PATH = '/api/v1/events';

/** A tab flushes at most about once a second; a few tabs behind one address stay well under. */
export const TRACKING_RATE_RULE = {
  name: 'events-ip',
  limit: 120,
  windowMs: 60_000,
} as const satisfies RateRule;

export const TRACKING_TEXTS = {
  unknownEvent: 'Evento de rastreamento desconhecido.',
  tooManyEvents: `Envie no máximo ${String(TRACKING_LIMITS.eventsPerBatch)} eventos por lote.`,
  tooManyKeys: `Cada evento aceita no máximo ${String(TRACKING_LIMITS.propertiesPerEvent)} propriedades.`,
  badKey: `Nome de propriedade inválido: use letras, números, '_' ou '.', até ${String(TRACKING_LIMITS.keyLength)} caracteres.`,
  longString: `Cada valor de texto aceita no máximo ${String(TRACKING_LIMITS.stringLength)} caracteres.`,
  longArray: `Cada lista aceita no máximo ${String(TRACKING_LIMITS.arrayLength)} itens.`,
  badValue:
    'Valor de propriedade inválido: use texto, número, verdadeiro/falso, nulo ou lista de textos.',
} as const;

const KEY = new RegExp(`^[A-Za-z][A-Za-z0-9_.]{0,${String(TRACKING_LIMITS.keyLength - 1)}}$`);

/** The value's type first; its size and the keys are checked per property, with their own text. */
const value = z.union(
  [z.string(), z.number().finite(), z.boolean(), z.null(), z.array(z.string())],
  {
    error: TRACKING_TEXTS.badValue,
  },
);

const properties = z.record(z.string(), value).superRefine((record, ctx) => {
  const entries = Object.entries(record);
  if (entries.length > TRACKING_LIMITS.propertiesPerEvent)
    ctx.addIssue({ code: 'custom', message: TRACKING_TEXTS.tooManyKeys });
  for (const [name, item] of entries) {
    const problem = !KEY.test(name)
      ? TRACKING_TEXTS.badKey
      : typeof item === 'string' && item.length > TRACKING_LIMITS.stringLength
        ? TRACKING_TEXTS.longString
        : Array.isArray(item) && item.length > TRACKING_LIMITS.arrayLength
          ? TRACKING_TEXTS.longArray
          : Array.isArray(item) && item.some((one) => one.length > TRACKING_LIMITS.stringLength)
            ? TRACKING_TEXTS.longString
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: [name.slice(0, 64)] });
      return;
    }
  }
});

export const trackingBatchSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        event: z.enum(TRACKING_EVENTS, { error: TRACKING_TEXTS.unknownEvent }),
        properties,
        at: z.string().max(40).optional(),
      }),
    )
    .max(TRACKING_LIMITS.eventsPerBatch, { error: TRACKING_TEXTS.tooManyEvents }),
  csrf: z.string().max(200).optional(),
});

/**
 * Who a request's events belong to: the signed-in customer with the browser's visitor id, else
 * the visitor (issuing the visitor cookie). A remembered (semi-logged) customer is not signed in:
 * their browser's choice is the visitor's, as for the consent API (modules/consent/routes.ts).
 */
function subjectOf(c: Context): ConsentSubject {
  const session = c.get('session');
  return session?.state === 'logged'
    ? { customerId: session.customerId, visitorId: visitorIdOf(c) }
    : { customerId: null, visitorId: ensureVisitorId(c) };
}

export function trackingModule(
  deps: IpGuard & { tracking: TrackingService; now: () => Date },
): HttpModule {
  const batch = defineOperation({
    name: 'trackEvents',
    input: trackingBatchSchema,
    auth: 'session',
    // The contract says 400 for a refused batch (the beacon never reads the answer anyway).
    invalidInput: 'BAD_REQUEST',
    handler: async (input, { c, store }) => {
      await hitPerIp(deps, TRACKING_RATE_RULE, c);
      assertCsrfToken(c.get('sessionToken'), c.req.header(CSRF_HEADER) ?? input.csrf);
      const received = deps.now();
      const subject = subjectOf(c);
      const accepted = await deps.tracking.recordBatch(
        { ...subject, store, origin: 'browser' },
        input.events.map((item) => ({
          event: item.event,
          properties: item.properties,
          occurredAt: clampOccurredAt(item.at, received),
        })),
      );
      return reply({ accepted }, 202);
    },
  });
  return { rest: [rest('POST', EVENTS_PATH, batch)] };
}
