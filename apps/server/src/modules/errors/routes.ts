/**
 * `POST /api/v1/client-errors` (issue #18 part C, ADR 0034): the browser's global handler reports
 * an unhandled error. Public (a visitor's page fails too), CSRF-checked like every API call,
 * body-capped at CLIENT_ERROR_LIMITS.bodyBytes, rate-limited per IP, and scrubbed of personal
 * data (no query strings, capped stack) before it is logged and reported. Answers 202.
 */
import { z } from 'zod';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_TEXTS,
} from '@adega/domain/client-errors';
import { defineOperation, reply, rest, type HttpModule } from '../../http/operation.ts';
import { clientIp, type IpGuard } from '../auth/guard.ts';
import { RateLimitedError } from '../auth/rate-limit.ts';
import type { ErrorReporter } from './reporter.ts';

export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';

const text = (max: number) => z.string({ error: CLIENT_ERROR_TEXTS.invalid }).max(max * 4);

export const clientErrorInput = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS, { error: CLIENT_ERROR_TEXTS.invalid }),
    name: text(CLIENT_ERROR_LIMITS.name).optional(),
    message: text(CLIENT_ERROR_LIMITS.message).min(1, { error: CLIENT_ERROR_TEXTS.invalid }),
    stack: text(CLIENT_ERROR_LIMITS.stack).optional(),
    url: text(CLIENT_ERROR_LIMITS.url).optional(),
  })
  .strict();

export const CLIENT_ERROR_RULE = {
  name: 'client-errors-ip',
  limit: CLIENT_ERROR_LIMITS.perWindow,
  windowMs: CLIENT_ERROR_LIMITS.windowMs,
};

export function clientErrorsModule(
  deps: IpGuard & { reporter: ErrorReporter; now: () => Date },
): HttpModule {
  const report = defineOperation({
    name: 'clientErrorReport',
    input: clientErrorInput,
    auth: 'public',
    cacheControl: 'no-store',
    handler: async (input, { c }) => {
      const counted = await deps.limiter.count(CLIENT_ERROR_RULE, clientIp(c, deps.trustProxy));
      if (counted.over)
        throw new RateLimitedError(counted.retryAfterSeconds, CLIENT_ERROR_TEXTS.tooMany);
      await deps.reporter.report({
        source: 'client',
        kind: input.kind,
        name: input.name ?? 'Error',
        message: input.message,
        stack: input.stack ?? null,
        url: input.url ?? null,
        at: deps.now().toISOString(),
      });
      return reply({ received: true }, 202);
    },
  });
  return { rest: [rest('POST', CLIENT_ERRORS_PATH, report)] };
}
