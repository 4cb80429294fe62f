/**
 * The nota fiscal (issue #14, ADR 0019): issued when an order becomes FATURADO, in that
 * transaction — one per order (unique index), its number from the `invoice_number_seq`
 * sequence, the 44-digit access key (domain `invoices/access-key`), the issuer as a snapshot
 * (the store company, setting `store_company` or the default below), the totals and the
 * estimated taxes from the custom product display's `taxPercentage`. The owner downloads it as
 * a PDF; anyone else, and anyone before it is issued, gets 404.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { buildAccessKey, randomCodeFor } from '@adega/domain/invoices/access-key';
import { invoiceTotals } from '@adega/domain/invoices/totals';
import { formatCnpj } from '@adega/domain/validation/cnpj';
import { formatCpf } from '@adega/domain/validation/cpf';
import { queryRows, type Db, type Queryable, type Tx } from '../../db/client.ts';
import { customers, invoices, orderItems, orders, type InvoiceIssuer } from '../../db/schema.ts';
import { ownPlacedOrder } from '../../db/owned-order.ts';
import type { OrderInvoiceDto } from '../../contract.ts';
import { loadCustomProductDisplay, loadSetting } from '../settings/repo.ts';
import { renderInvoicePdf, type InvoiceRecipient } from './pdf.ts';

export const INVOICE_NOT_FOUND = 'Nota fiscal não encontrada.';
export const INVOICE_SERIES = 1;
/** Setting key of the issuer's data (a JSON InvoiceIssuer); the default below otherwise. */
export const STORE_COMPANY_SETTING = 'store_company';

/** The sandbox store company (a CNPJ with valid check digits, not a real company). */
export const DEFAULT_ISSUER: InvoiceIssuer = {
  name: 'Adega Comércio de Vinhos Ltda.',
  tradeName: 'Adega',
  cnpj: '11.222.333/0001-81',
  stateRegistration: '111.222.333.444',
  address: 'Avenida das Nações Unidas, 12.901 - Brooklin',
  city: 'São Paulo',
  state: 'SP',
  cep: '04578-910',
  stateCode: 35,
};

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export function invoiceUrl(orderNumber: string): string {
  return `/download-nota-fiscal.ep?orderNumber=${encodeURIComponent(orderNumber)}`;
}

export function invoiceDto(row: InvoiceRow, orderNumber: string): OrderInvoiceDto {
  return {
    number: String(row.number),
    series: String(row.series),
    accessKey: row.accessKey,
    issuedAt: new Date(row.issuedAt).toISOString(),
    url: invoiceUrl(orderNumber),
  };
}

export async function invoiceOf(q: Queryable, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await q.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

async function items(q: Queryable, orderId: number) {
  return q
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
}

function totalsOf(order: OrderRow, lines: Awaited<ReturnType<typeof items>>, tax: number) {
  return invoiceTotals({
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      productType: line.productType,
      quantity: line.quantity,
      total: line.total,
    })),
    // The order-level discounts (the lines' own promotions are in their totals).
    discount: order.couponDiscount + order.referralDiscount + order.premiumDiscount,
    shipping: order.shipping,
    giftPackaging: order.giftPackaging,
    taxPercentage: tax,
  });
}

/**
 * Issues the order's nota fiscal inside the caller's transaction (the order row locked by the
 * caller); the existing one when it was already issued.
 */
export async function issueInvoice(tx: Tx, order: OrderRow, at: Date): Promise<InvoiceRow> {
  const existing = await invoiceOf(tx, order.id);
  if (existing) return existing;
  const db = tx as unknown as Db;
  const issuer = (await loadSetting<InvoiceIssuer>(db, STORE_COMPANY_SETTING)) ?? DEFAULT_ISSUER;
  const tax = (await loadCustomProductDisplay(db))?.taxPercentage ?? 0;
  const totals = totalsOf(order, await items(tx, order.id), tax);
  const [sequence] = await queryRows<{ n: number }>(
    db,
    sql`select nextval('invoice_number_seq')::int as n`,
  );
  if (!sequence) throw new Error('no invoice number');
  const accessKey = buildAccessKey({
    stateCode: issuer.stateCode,
    issuedAt: at,
    cnpj: issuer.cnpj,
    series: INVOICE_SERIES,
    number: sequence.n,
    randomCode: randomCodeFor(sequence.n, randomInt(0, 100_000_000) / 100_000_000),
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      number: sequence.n,
      series: INVOICE_SERIES,
      accessKey,
      issuer,
      taxPercentage: totals.taxPercentage,
      total: totals.total,
      estimatedTaxes: totals.estimatedTaxes,
      issuedAt: at,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

function recipientOf(
  customer: typeof customers.$inferSelect,
  address: Record<string, unknown> | null,
): InvoiceRecipient {
  const text = (key: string) => {
    const value = address?.[key];
    return typeof value === 'string' ? value : '';
  };
  const document = customer.cnpj
    ? { kind: 'CNPJ' as const, value: formatCnpj(customer.cnpj) }
    : customer.cpf
      ? { kind: 'CPF' as const, value: formatCpf(customer.cpf) }
      : null;
  const street = [text('street1'), text('numero'), text('complemento')].filter(Boolean).join(', ');
  return {
    name:
      customer.pessoaJuridica && customer.companyName ? customer.companyName : customer.fullName,
    document,
    addressLines: address
      ? [
          `${street} - ${text('bairro')}`,
          `${text('city')} - ${text('subCountry')}  CEP ${text('zipOrPostalCode')}`,
        ]
      : [],
  };
}

export interface InvoicesDeps {
  db: Db;
  sandbox: boolean;
}

export function createInvoicesService(deps: InvoicesDeps) {
  return {
    /** The owner's nota fiscal as PDF; 404 for anyone else and before it is issued. */
    async pdf(
      customerId: number,
      orderNumber: string,
    ): Promise<{ filename: string; bytes: Buffer }> {
      const [found] = await deps.db
        .select({ order: orders, invoice: invoices, customer: customers })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(ownPlacedOrder(customerId, orderNumber, INVOICE_NOT_FOUND));
      if (!found) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
      const { order, invoice, customer } = found;
      const bytes = await renderInvoicePdf({
        orderNumber: order.number,
        number: invoice.number,
        series: invoice.series,
        accessKey: invoice.accessKey,
        issuedAt: new Date(invoice.issuedAt),
        issuer: invoice.issuer,
        recipient: recipientOf(customer, order.shippingAddress),
        totals: totalsOf(order, await items(deps.db, order.id), invoice.taxPercentage),
        sandbox: deps.sandbox,
      });
      return { filename: `nota-fiscal-${order.number}.pdf`, bytes };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
