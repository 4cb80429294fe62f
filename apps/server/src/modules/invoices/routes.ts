/**
 * `GET /download-nota-fiscal.ep?orderNumber=` (SPEC §2, issue #14): the owner's nota fiscal as a
 * PDF (`Content-Disposition: inline; filename="nota-fiscal-<order>.pdf"`: it opens in the
 * browser, and saves under that name). A visitor (or a remembered, not signed-in session) is
 * sent to sign in and comes back here — the target goes through the one `safeRedirect`; a
 * signed-in customer who does not own the order, or asks before the order is FATURADO, gets 404
 * (ADR 0019).
 */
import { z } from 'zod';
import { safeRedirect } from '@adega/domain/redirect';
import { ROUTES } from '@adega/domain/urls';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import type { InvoicesService } from './service.ts';

export const INVOICE_PATH = '/download-nota-fiscal.ep';
const ORDER_NUMBER_TEXT = 'Informe o número do pedido (ex.: AD000000123).';

export const invoiceDownloadInput = z.object({
  orderNumber: z
    .string({ error: ORDER_NUMBER_TEXT })
    .trim()
    .min(1, ORDER_NUMBER_TEXT)
    .max(40, ORDER_NUMBER_TEXT),
});

/** Where a visitor goes: sign in, then back to this download. */
export function signInFor(orderNumber: string): string {
  const back = safeRedirect(
    `${INVOICE_PATH}?orderNumber=${encodeURIComponent(orderNumber)}`,
    ROUTES.myAccount,
  );
  return `${ROUTES.signIn}?redirect=${encodeURIComponent(back)}`;
}

export function invoicesModule(invoices: InvoicesService): HttpModule {
  const download = defineOperation({
    name: 'downloadNotaFiscal',
    input: invoiceDownloadInput,
    auth: 'session',
    handler: async (input, { c, session }) => {
      if (!session || session.state !== 'logged') {
        return c.redirect(signInFor(input.orderNumber), 302);
      }
      const { filename, bytes } = await invoices.pdf(session.customerId, input.orderNumber);
      return new Response(new Uint8Array(bytes), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${filename}"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  });
  return { rest: [rest('GET', INVOICE_PATH, download)] };
}
