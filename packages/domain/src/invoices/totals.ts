/**
 * The invoice's figures (issue #14), in centavos: the products, the discount, shipping and gift
 * packaging, the total of the nota, and the estimated taxes of Lei 12.741/2012 ('Valor aproximado
 * dos tributos') from the custom product display's `taxPercentage` (SPEC §3).
 */
import { percentOf, type Centavos } from '../money.ts';
import { ncmOf } from './ncm.ts';

export interface InvoiceLineInput {
  sku: string;
  name: string;
  productType: string;
  quantity: number;
  /** What the line cost after its promotions. */
  total: Centavos;
}

export interface InvoiceLine extends InvoiceLineInput {
  ncm: string;
  /** total / quantity, rounded (shown; the line total is what counts). */
  unitValue: Centavos;
}

export interface InvoiceTotalsInput {
  lines: readonly InvoiceLineInput[];
  /** Order-level discount (coupon), ≥ 0. */
  discount: Centavos;
  shipping: Centavos;
  giftPackaging: Centavos;
  taxPercentage: number | null | undefined;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  products: Centavos;
  discount: Centavos;
  shipping: Centavos;
  giftPackaging: Centavos;
  /** products − discount + shipping + gift packaging (what the nota is for). */
  total: Centavos;
  taxPercentage: number;
  estimatedTaxes: Centavos;
}

/** 'Valor aproximado dos tributos: R$ 30,00 (30%) Fonte: IBPT' — the percentage as configured. */
export function estimatedTaxes(
  total: Centavos,
  taxPercentage: number | null | undefined,
): Centavos {
  if (taxPercentage === null || taxPercentage === undefined) return 0;
  if (!Number.isFinite(taxPercentage) || taxPercentage <= 0) return 0;
  return percentOf(total, Math.min(taxPercentage, 100));
}

export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const lines = input.lines.map((line) => ({
    ...line,
    ncm: ncmOf(line.productType),
    unitValue: line.quantity > 0 ? Math.round(line.total / line.quantity) : 0,
  }));
  const products = lines.reduce((sum, line) => sum + line.total, 0);
  const discount = Math.max(0, input.discount);
  const total = Math.max(0, products - discount + input.shipping + input.giftPackaging);
  const percent =
    input.taxPercentage !== null &&
    input.taxPercentage !== undefined &&
    Number.isFinite(input.taxPercentage) &&
    input.taxPercentage > 0
      ? Math.min(input.taxPercentage, 100)
      : 0;
  return {
    lines,
    products,
    discount,
    shipping: input.shipping,
    giftPackaging: input.giftPackaging,
    total,
    taxPercentage: percent,
    estimatedTaxes: estimatedTaxes(total, percent),
  };
}
