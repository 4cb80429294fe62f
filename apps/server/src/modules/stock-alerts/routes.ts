/**
 * 'Avise-me quando chegar' over HTTP (issue #34):
 * - `POST /api/v1/products/{sku}/stock-alerts` `{ email }` (visitors) or `{}` (a signed-in
 *   customer: their account's e-mail, one click) → 201 `{ status, sku, email }`, the same for a
 *   repeat. Bad input is a 422 in pt-BR (field map) and stores nothing; an unknown wine 404; one
 *   in stock 409. Throttled per IP (valid requests are counted).
 * - `GET /api/v1/me/stock-alerts`: the signed-in customer's open requests.
 * - `DELETE /api/v1/me/stock-alerts/{sku}`: cancels the customer's own request (404 otherwise,
 *   another customer's included: nothing changes).
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import { EMAIL_MAX } from '@adega/domain/constants';
import { STOCK_ALERT_TEXTS } from '@adega/domain/stock-alerts';
import { validateEmail } from '@adega/domain/validation/email';
import { EMAIL, REQUIRED } from '@adega/domain/validation/messages';
import { lookupSkuSchema } from '@adega/domain/validation/sku';
import {
  defineCustomerRead,
  defineCustomerCall,
  defineOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { hitPerIp, type IpGuard } from '../auth/guard.ts';
import type { RateRule } from '../auth/rate-limit.ts';
import type { StockAlertsService } from './service.ts';

/** Per IP: a shopper asks for a handful of wines; a script filling addresses hits the wall. */
export const STOCK_ALERT_RATE_RULE: RateRule = {
  name: 'stock-alert-ip',
  limit: 20,
  windowMs: 10 * 60_000,
};

const sku = lookupSkuSchema(STOCK_ALERT_TEXTS.productNotFound);

export const stockAlertInput = z
  .object({
    sku,
    // The rule is checked by the handler (a customer sends none); the cap applies to everyone.
    email: z
      .string({ error: EMAIL })
      .max(EMAIL_MAX + 20, { error: EMAIL })
      .optional(),
  })
  .strict();

const skuInput = z.object({ sku }).strict();

/** A visitor's address: required and valid (SPEC §5 'E-mail inválido'), on the field `email`. */
function visitorEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim();
  const problem = email === '' ? REQUIRED : validateEmail(email);
  if (problem !== null) throw new AppError('VALIDATION', problem, { email: problem });
  return email;
}

export function stockAlertsModule(service: StockAlertsService, deps: IpGuard): HttpModule {
  const create = defineOperation({
    name: 'stockAlertCreate',
    input: stockAlertInput,
    auth: 'session',
    handler: async (input, { c, store, session }) => {
      const customerId = session?.state === 'logged' ? session.customerId : null;
      const email = customerId === null ? visitorEmail(input.email) : null;
      await hitPerIp(deps, STOCK_ALERT_RATE_RULE, c);
      return service.request({ store, sku: input.sku, email, customerId });
    },
  });
  const mine = defineCustomerRead({
    name: 'stockAlertsMine',
    read: (customerId) => service.mine(customerId),
  });
  const cancel = defineCustomerCall({
    name: 'stockAlertCancel',
    input: skuInput,
    call: async (input, customerId) => {
      await service.cancel(customerId, input.sku);
      return { status: 'cancelled' as const };
    },
  });
  return {
    rest: [
      rest('POST', '/api/v1/products/:sku/stock-alerts', create, {
        status: 201,
        input: ({ body, params }) =>
          body !== null && typeof body === 'object' && !Array.isArray(body)
            ? { ...body, sku: params.sku }
            : body,
      }),
      rest('GET', '/api/v1/me/stock-alerts', mine, { input: () => ({}) }),
      rest('DELETE', '/api/v1/me/stock-alerts/:sku', cancel),
    ],
  };
}
