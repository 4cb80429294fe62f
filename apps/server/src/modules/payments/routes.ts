/**
 * The payment gateway's side of HTTP (issue #14, ADR 0017):
 *
 * - `POST /api/v1/payments/webhook`: the gateway's events, signed (HMAC-SHA256 of the raw body,
 *   `X-Adega-Signature: sha256=<hex>`, secret from configuration): an `auth: 'signed'`
 *   operation. Server-to-server: no session, no CSRF (app.ts exempts exactly this path), its own
 *   4 KiB body cap. A bad or missing signature is 401 and nothing is read further; a body that is
 *   not JSON 400, not an event 422; an unknown charge 404.
 * - `POST /sandbox/payments/{id}/{paid|expired|refused}`: only in the sandbox environment
 *   (else 404), and only for the signed-in owner of the charge's order (a visitor 401, anyone
 *   else 404, nothing changed: issue #33 F13): the sandbox gateway marks its charge and delivers
 *   the signed event to the configured webhook URL (never one from the request).
 *
 * Both sides take the secret from `gateway.webhookSecret()` (configured, or generated once).
 * RPC `payPalLogin` and `billingTokenRegister` answer that PayPal is unavailable (unavailable.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import type { Config } from '../../config.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { requireLoggedCustomer } from '../auth/guard.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { unavailablePaymentOperations } from './unavailable.ts';
import {
  isValidSignature,
  SIGNATURE_HEADER,
  signatureOf,
  WEBHOOK_MAX_BYTES,
  WEBHOOK_TEXTS,
  webhookEventSchema,
  type WebhookEvent,
} from './webhook.ts';

export const WEBHOOK_PATH = '/api/v1/payments/webhook';
export const SANDBOX_TEXTS = {
  notFound: 'Recurso não encontrado.',
  charge: 'Cobrança não encontrada.',
  undelivered: 'O webhook não foi entregue. Tente novamente.',
} as const;

/** How the sandbox delivers a webhook (default: fetch to the configured URL). */
export type WebhookDelivery = (url: string, init: RequestInit) => Promise<Response>;

export interface PaymentRoutesDeps {
  config: Pick<Config, 'payments'>;
  gateway: SandboxGateway;
  /** Applies a gateway event to its order (the orders module's); null for an unknown charge. */
  paymentEvent: (event: WebhookEvent) => Promise<string | null>;
  /** Whether the charge is the payment of an order of the customer (the orders module's). */
  ownsCharge: (customerId: number, chargeId: string) => Promise<boolean>;
  now: () => Date;
  delivery: () => WebhookDelivery;
}

/** The webhook's own size cap and signature, on the raw body, before it is parsed. */
async function checkSignedBody(gateway: SandboxGateway, raw: string, c: Context): Promise<void> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > WEBHOOK_MAX_BYTES || Buffer.byteLength(raw) > WEBHOOK_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', WEBHOOK_TEXTS.tooLarge);
  const secret = await gateway.webhookSecret();
  if (!isValidSignature(secret, raw, c.req.header(SIGNATURE_HEADER)))
    throw new AppError('UNAUTHENTICATED', WEBHOOK_TEXTS.signature);
}

const SANDBOX_ACTIONS = new Set(['paid', 'expired', 'refused']);

export function paymentsModule(deps: PaymentRoutesDeps): HttpModule {
  const { payments } = deps.config;

  const webhook = defineOperation({
    name: 'paymentWebhook',
    input: webhookEventSchema,
    auth: 'signed',
    signature: (raw, c) => checkSignedBody(deps.gateway, raw, c),
    handler: async (event) => {
      const outcome = await deps.paymentEvent(event);
      if (outcome === null) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
      return { received: true, eventId: event.id, outcome };
    },
  });

  const sandboxControl = defineOperation({
    name: 'sandboxPaymentControl',
    input: z.object({ id: z.string(), action: z.string() }),
    auth: 'session',
    handler: async ({ id, action }, { session }) => {
      if (payments.env !== 'sandbox') throw new AppError('NOT_FOUND', SANDBOX_TEXTS.notFound);
      if (!SANDBOX_ACTIONS.has(action)) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.notFound);
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
      // Issue #33 F13: only the signed-in owner of the charge's order (401, else 404).
      const customerId = requireLoggedCustomer(session);
      if (!(await deps.ownsCharge(customerId, id)))
        throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
      const charge = await deps.gateway.emit(id, action as WebhookEvent['type']);
      if (!charge) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
      const event: WebhookEvent = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: action as WebhookEvent['type'],
        chargeId: charge.id,
        reference: charge.reference,
        amount: charge.amount,
        occurredAt: deps.now().toISOString(),
      };
      const body = JSON.stringify(event);
      let delivered: Response;
      try {
        delivered = await deps.delivery()(payments.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signatureOf(await deps.gateway.webhookSecret(), body),
          },
          body,
        });
      } catch {
        throw new AppError('TIMEOUT', SANDBOX_TEXTS.undelivered);
      }
      const answer = (await delivered.json().catch(() => null)) as { outcome?: string } | null;
      return {
        chargeId: charge.id,
        event,
        webhookStatus: delivered.status,
        outcome: answer?.outcome ?? null,
      };
    },
  });

  return {
    operations: unavailablePaymentOperations(),
    rest: [
      rest('POST', WEBHOOK_PATH, webhook, { notJson: WEBHOOK_TEXTS.body }),
      rest('POST', '/sandbox/payments/:id/:action', sandboxControl, {
        input: (request) => request.params,
      }),
    ],
  };
}
