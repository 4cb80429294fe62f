/**
 * Issue #14 the nota fiscal PDF (`/download-nota-fiscal.ep?orderNumber=`; PGlite, or PostgreSQL
 * with DATABASE_URL): the owner downloads it once the order is FATURADO; its text (extracted
 * with pdf-parse) holds the order number, the items with their NCM, the totals, the estimated
 * taxes and the access key; another customer and any request before FATURADO get 404; a visitor
 * is sent to sign in and back.
 */
import { eq } from 'drizzle-orm';
import { pdfText } from './support/pdf.ts';
import { describe, expect, it } from 'vitest';
import { customers, invoices, orders } from '../src/db/schema.ts';
import { quickCustomers } from './support/orders.ts';
import {
  advance,
  call,
  useFulfilmentApp,
  independentAccessKeyValid,
  paidOrder,
} from './support/fulfilment.ts';

const f = useFulfilmentApp();

const path = (orderNumber: string) =>
  `/download-nota-fiscal.ep?orderNumber=${encodeURIComponent(orderNumber)}`;

describe('GET /download-nota-fiscal.ep', () => {
  it('gives the owner a DANFE-like PDF once the order is FATURADO', async () => {
    const { session, orderNumber } = await paidOrder(f, 3);
    await f.t.deps.db
      .update(customers)
      .set({ cpf: '39172648546', fullName: 'Marina Duarte Lopes' })
      .where(eq(customers.id, session.customerId));

    // Before FATURADO: 404, as for an order that does not exist.
    const early = await call(f.t, session, 'GET', path(orderNumber));
    expect(early.status).toBe(404);
    expect(early.body.message).toBe('Nota fiscal não encontrada.');

    expect((await advance(f.t, session, orderNumber)).body.status).toBe('FATURADO');
    const response = await f.t.request(path(orderNumber), { headers: session.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="nota-fiscal-${orderNumber}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    const [invoice] = await f.t.deps.db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.number, orderNumber));
    if (!invoice) throw new Error('no invoice');
    expect(independentAccessKeyValid(invoice.invoice.accessKey)).toBe(true);

    const text = await pdfText(bytes);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(orderNumber);
    expect(flat).toContain(f.wine.code);
    expect(flat).toContain('2204.21.00');
    // The access key, printed in groups of four digits.
    expect(flat.replace(/ /g, '')).toContain(invoice.invoice.accessKey);
    expect(flat).toContain('Documento Auxiliar da Nota Fiscal Eletrônica');
    expect(flat).toContain('Adega Comércio de Vinhos Ltda.');
    expect(flat).toContain('CPF: 391.726.485-46');
    expect(flat).toContain('Rua das Videiras, 120');
    expect(flat).toContain('Valor aproximado dos tributos');
    expect(flat).toContain('(30%)');
    expect(flat).toContain('Valor total da nota');
    expect(flat).toContain(`R$ ${(invoice.order.total / 100).toFixed(2).replace('.', ',')}`);
  });

  it('answers 404 to another customer, for unknown orders, and 422 without a number', async () => {
    const { session, orderNumber } = await paidOrder(f, 1);
    expect((await advance(f.t, session, orderNumber)).status).toBe(200);
    const [stranger] = await quickCustomers(f.t, 1);
    if (!stranger) throw new Error('no customer');
    const answer = await call(f.t, stranger, 'GET', path(orderNumber));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Nota fiscal não encontrada.');
    expect((await call(f.t, stranger, 'GET', path('AD999999990'))).status).toBe(404);
    expect((await call(f.t, session, 'GET', path('<script>'))).status).toBe(404);
    const missing = await call(f.t, session, 'GET', '/download-nota-fiscal.ep');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/número do pedido/);
  });

  it('sends a visitor to sign in and back to the download', async () => {
    const { orderNumber } = await paidOrder(f, 1);
    const response = await f.t.request(path(orderNumber));
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith('/sign-in.ep?redirect=')).toBe(true);
    const back = new URL(location, 'http://localhost').searchParams.get('redirect');
    expect(back).toBe(path(orderNumber));
    // A hostile number cannot turn the way back into another site.
    const hostile = await f.t.request(path('//evil.example/x'));
    const target = new URL(hostile.headers.get('location') ?? '', 'http://localhost');
    expect(target.origin).toBe('http://localhost');
    expect(target.searchParams.get('redirect')?.startsWith('/')).toBe(true);
    expect(target.searchParams.get('redirect')?.startsWith('//')).toBe(false);
  });
});
