/**
 * No surprise total (issue #33 F10, ADR 0049): an order is never authorised for a total other
 * than the one the customer last saw. A `Quote` is what a priced cart shows its owner — the
 * total and what makes it (lines, promotions, coupon, packaging, shipping level, gift
 * certificates, cashback). The server remembers the last quote it served for a cart; placement
 * prices the cart again and, when anything differs, refuses with a pt-BR message that names
 * what changed (and the new total) instead of charging something else.
 *
 * The comparison and its messages: quote-changes.ts.
 */
import { z } from 'zod';
import type { PricedCart } from '../cart/pricing.ts';
import type { Centavos } from '../money.ts';
import type { PricingProduct } from '../promotions/registry.ts';

export interface QuoteLine {
  sku: string;
  name: string;
  /** A promotion's gift line at price 0 (a separate line from a bought one of the same sku). */
  gift: boolean;
  quantity: number;
  /** The unit price before cart promotions (the product's price for this customer). */
  unitPrice: Centavos;
  /** What the line's promotions take off. */
  discount: Centavos;
}

/** A cart-wide discount: a promotion's adjustment, premium's 15 %, a friend's referral. */
export interface QuoteDiscount {
  source: string;
  /** The promotion's title when it has one (the progressive discount's). */
  title: string | null;
  amount: Centavos;
}

export interface Quote {
  total: Centavos;
  lines: QuoteLine[];
  discounts: QuoteDiscount[];
  /** The coupon that gives its discount (null without one, or when it gives nothing). */
  coupon: { code: string; discount: Centavos } | null;
  giftPackaging: Centavos;
  shipping: { code: string; name: string; price: Centavos } | null;
  /**
   * Each certificate on the cart: its balance, whether it can pay now (not expired, not empty)
   * and the part of this order it pays.
   */
  certificates: { code: string; balance: Centavos; usable: boolean; applied: Centavos }[];
  cashback: { use: boolean; balance: Centavos; used: Centavos } | null;
}

const centavos = z.number().int();
/** A stored quote (JSON) read back; anything else is no quote. */
export const quoteSchema: z.ZodType<Quote> = z.object({
  total: centavos,
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      gift: z.boolean(),
      quantity: z.number().int(),
      unitPrice: centavos,
      discount: centavos,
    }),
  ),
  discounts: z.array(
    z.object({ source: z.string(), title: z.string().nullable(), amount: centavos }),
  ),
  coupon: z.object({ code: z.string(), discount: centavos }).nullable(),
  giftPackaging: centavos,
  shipping: z.object({ code: z.string(), name: z.string(), price: centavos }).nullable(),
  certificates: z.array(
    z.object({ code: z.string(), balance: centavos, usable: z.boolean(), applied: centavos }),
  ),
  cashback: z.object({ use: z.boolean(), balance: centavos, used: centavos }).nullable(),
});

/** The stored quote, or null when there is none or it cannot be read. */
export function parseQuote(value: unknown): Quote | null {
  const parsed = quoteSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const PREMIUM_DISCOUNT_SOURCE = 'premium';
export const REFERRAL_DISCOUNT_SOURCE = 'referral';
const PROGRESSIVE_SOURCE = 'progressive-discount';

function progressiveTitle(sections: Record<string, unknown>): string | null {
  const section = sections.progressiveDiscountPromotion;
  if (!section || typeof section !== 'object') return null;
  const title = (section as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
}

/** What a priced cart shows its owner: the payable lines and every part of the total. */
export function quoteOf<P extends PricingProduct & { name: string }>(priced: PricedCart<P>): Quote {
  const adjusted = priced.adjustmentsApplied;
  const title = progressiveTitle(priced.sections);
  const discounts: QuoteDiscount[] = [
    ...priced.totals.adjustments.map((adjustment) => ({
      source: adjustment.source,
      title: adjustment.source === PROGRESSIVE_SOURCE ? title : null,
      amount: adjustment.amount,
    })),
    { source: REFERRAL_DISCOUNT_SOURCE, title: null, amount: adjusted.referralDiscount },
    { source: PREMIUM_DISCOUNT_SOURCE, title: null, amount: adjusted.premiumDiscount },
  ];
  const level = priced.shipping.selected;
  return {
    total: adjusted.total,
    lines: priced.lines
      .filter((line) => line.available)
      .map((line) => ({
        sku: line.product.code,
        name: line.product.name,
        gift: line.promotionGift !== null,
        quantity: line.quantity,
        unitPrice: line.lowestPrice,
        discount: line.discount,
      })),
    discounts: discounts.filter((discount) => discount.amount > 0),
    coupon:
      adjusted.coupon?.applies === true
        ? { code: adjusted.coupon.code, discount: adjusted.couponDiscount }
        : null,
    giftPackaging: adjusted.giftPackaging,
    shipping: level ? { code: level.code, name: level.name, price: adjusted.shipping } : null,
    certificates: adjusted.certificates.map((certificate) => ({
      code: certificate.code,
      balance: certificate.balance,
      usable: certificate.message === null,
      applied: certificate.applied,
    })),
    cashback: adjusted.cashback
      ? {
          use: adjusted.cashback.use,
          balance: adjusted.cashback.balance,
          used: adjusted.cashback.used,
        }
      : null,
  };
}
