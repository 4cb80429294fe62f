/**
 * The payment webhook's wire format (issue #14, ADR 0017): the gateway POSTs a JSON event to
 * `/api/v1/payments/webhook` with `X-Adega-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw
 * body under the shared secret (configuration, never the request). Compared in constant time.
 *
 *   { "id": "evt_…", "type": "paid" | "expired" | "refused", "chargeId": "pix_…",
 *     "reference": "AD000001234", "amount": 12345, "occurredAt": "2026-11-24T10:00:00.000Z" }
 *
 * `amount` is centavos (the gateway's unit); `id` identifies the event (deliveries repeat it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const SIGNATURE_HEADER = 'x-adega-signature';
/** Largest webhook body read (bytes): an event is a few hundred. */
export const WEBHOOK_MAX_BYTES = 4096;
export const WEBHOOK_TEXTS = {
  signature: 'Assinatura do webhook inválida.',
  body: 'Evento de pagamento inválido.',
  tooLarge: 'Evento de pagamento grande demais.',
} as const;

/** Any problem of a signed body is the one answer 'Evento de pagamento inválido.' (422). */
const invalid = { error: WEBHOOK_TEXTS.body };

export const webhookEventSchema = z.strictObject(
  {
    id: z.string(invalid).regex(/^[A-Za-z0-9_-]{1,80}$/, invalid),
    type: z.enum(['paid', 'expired', 'refused'], invalid),
    chargeId: z.string(invalid).regex(/^[A-Za-z0-9_-]{1,80}$/, invalid),
    reference: z.string(invalid).max(40, invalid),
    amount: z.number(invalid).int(invalid).min(0, invalid).max(9_999_999_999, invalid),
    occurredAt: z.string(invalid).max(40, invalid),
  },
  invalid,
);

export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `body` (constant-time comparison). */
export function isValidSignature(
  secret: string,
  body: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const sent = Buffer.from(header.trim());
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
