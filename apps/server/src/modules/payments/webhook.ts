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

export const webhookEventSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
    type: z.enum(['paid', 'expired', 'refused']),
    chargeId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
    reference: z.string().max(40),
    amount: z.number().int().min(0).max(9_999_999_999),
    occurredAt: z.string().max(40),
  })
  .strict();

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
