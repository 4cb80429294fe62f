/**
 * The payment gateway's side of HTTP (issue #14, ADR 0017):
 *
 * - `POST /api/v1/payments/webhook`: the gateway's events, signed (HMAC-SHA256 of the raw body,
 *   `X-Adega-Signature: sha256=<hex>`, secret from configuration). Server-to-server: no session,
 *   no CSRF (app.ts exempts exactly this path), its own 4 KiB body cap. A bad or missing
 *   signature is 401 and nothing is read further; a bad body 422; an unknown charge 404.
 * - `POST /sandbox/payments/{id}/{paid|expired|refused}`: only in the sandbox environment
 *   (else 404), and only for the signed-in owner of the charge's order (a visitor 401, anyone
 *   else 404, nothing changed: issue #33 F13): the sandbox gateway marks its charge and delivers
 *   the signed event to the configured webhook URL (never one from the request).
 *
 * Both sides take the secret from `gateway.webhookSecret()` (configured, or generated once).
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { AppError } from '@adega/domain/errors';
import type { Config } from '../../config.ts';
import { requireLoggedCustomer } from '../auth/guard.ts';
import type { OrdersService } from '../orders/service.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
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
  orders: OrdersService;
  now: () => Date;
  delivery: () => WebhookDelivery;
}

export function mountPaymentRoutes(app: Hono, deps: PaymentRoutesDeps): void {
  const { payments } = deps.config;

  app.post(WEBHOOK_PATH, async (c) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > WEBHOOK_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', WEBHOOK_TEXTS.tooLarge);
    const raw = await c.req.text();
    if (Buffer.byteLength(raw) > WEBHOOK_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', WEBHOOK_TEXTS.tooLarge);
    }
    const secret = await deps.gateway.webhookSecret();
    if (!isValidSignature(secret, raw, c.req.header(SIGNATURE_HEADER))) {
      throw new AppError('UNAUTHENTICATED', WEBHOOK_TEXTS.signature);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('BAD_REQUEST', WEBHOOK_TEXTS.body);
    }
    const parsed = webhookEventSchema.safeParse(json);
    if (!parsed.success) throw new AppError('VALIDATION', WEBHOOK_TEXTS.body);
    const outcome = await deps.orders.paymentEvent(parsed.data);
    if (outcome === null) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
    c.header('Cache-Control', 'no-store');
    return c.json({ received: true, eventId: parsed.data.id, outcome });
  });

  app.post('/sandbox/payments/:id/:action', async (c) => {
    if (payments.env !== 'sandbox') throw new AppError('NOT_FOUND', SANDBOX_TEXTS.notFound);
    const action = c.req.param('action');
    const id = c.req.param('id');
    if (action !== 'paid' && action !== 'expired' && action !== 'refused') {
      throw new AppError('NOT_FOUND', SANDBOX_TEXTS.notFound);
    }
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
    const customerId = requireLoggedCustomer(c.get('session'));
    if (!(await deps.orders.ownsCharge(customerId, id)))
      throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
    const charge = await deps.gateway.emit(id, action);
    if (!charge) throw new AppError('NOT_FOUND', SANDBOX_TEXTS.charge);
    const event: WebhookEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: action,
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
    c.header('Cache-Control', 'no-store');
    const answer = (await delivered.json().catch(() => null)) as { outcome?: string } | null;
    return c.json({
      chargeId: charge.id,
      event,
      webhookStatus: delivered.status,
      outcome: answer?.outcome ?? null,
    });
  });
}
