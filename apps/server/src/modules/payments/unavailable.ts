/**
 * SPEC §7 "PayPal login, billing token register" (issue #34, ADR 0053): RPC `payPalLogin` and
 * `billingTokenRegister {billingToken}`. PayPal has no sandbox this store can use (SPEC §9: payment
 * environments are test or sandbox in this build), so the store does not offer it: after the
 * usual checks (a signed-in customer, a well-formed body: 401 and 422 first, nothing stored) both
 * answer 501 UNAVAILABLE 'O pagamento com PayPal está indisponível nesta loja.' — the text an order
 * paid with PayPal is refused with, and the checkout never lists PayPal.
 */
import { z } from 'zod';
import { unavailableMethodError } from '@adega/domain/checkout/unavailable-methods';
import { noInput } from '../../http/input.ts';
import { defineOperation, type Operation } from '../../http/operation.ts';

export const BILLING_TOKEN_MAX = 128;
export const BILLING_TOKEN_TEXTS = {
  required: 'Informe o token de cobrança (billingToken).',
  format: `O token de cobrança só aceita letras, números, hífen e sublinhado (até ${String(BILLING_TOKEN_MAX)} caracteres).`,
} as const;

/** A PayPal billing-agreement token as PayPal issues them ('BA-8A802366G0648845Y'). */
export const billingTokenInput = z
  .object({
    billingToken: z
      .string({ error: BILLING_TOKEN_TEXTS.required })
      .trim()
      .min(1, { error: BILLING_TOKEN_TEXTS.required })
      .max(BILLING_TOKEN_MAX, { error: BILLING_TOKEN_TEXTS.format })
      .regex(/^[A-Za-z0-9_-]+$/, { error: BILLING_TOKEN_TEXTS.format }),
  })
  .strict();

export function unavailablePaymentOperations(): Operation[] {
  return [
    defineOperation({
      name: 'payPalLogin',
      input: noInput,
      auth: 'customer',
      handler: () => {
        throw unavailableMethodError('PAY_PAL');
      },
    }),
    defineOperation({
      name: 'billingTokenRegister',
      input: billingTokenInput,
      auth: 'customer',
      handler: () => {
        throw unavailableMethodError('PAY_PAL');
      },
    }),
  ];
}
