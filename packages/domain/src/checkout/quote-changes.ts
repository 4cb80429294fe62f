/**
 * What changed since the customer last saw the cart (issue #33 F10, ADR 0049): the placement's
 * refusal compares the quote the customer saw (quote.ts) with the cart priced now. What changed is
 * said by its cause: a certificate spent elsewhere, a price, a promotion that ended… The amounts
 * that only follow from another change (a percent coupon after a price, the part a certificate
 * pays after the shipping) are named only when no cause is found, and a different total is always
 * named.
 */
import { formatBRL, type Centavos } from '../money.ts';
import {
  PREMIUM_DISCOUNT_SOURCE,
  REFERRAL_DISCOUNT_SOURCE,
  type Quote,
  type QuoteDiscount,
  type QuoteLine,
} from './quote.ts';

export type QuoteChangeKind =
  | 'unseen'
  | 'items'
  | 'price'
  | 'promotion'
  | 'coupon'
  | 'packaging'
  | 'shipping'
  | 'certificate'
  | 'cashback'
  | 'total';

export interface QuoteChange {
  kind: QuoteChangeKind;
  message: string;
}

const brl = formatBRL;

export const QUOTE_TEXTS = {
  unseen: 'Confira os valores do seu pedido antes de confirmar.',
  itemAdded: (name: string) => `${name} entrou na sua WineBox.`,
  itemRemoved: (name: string) => `${name} saiu da sua WineBox.`,
  quantity: (name: string, before: number, after: number) =>
    `A quantidade de ${name} mudou de ${String(before)} para ${String(after)}.`,
  price: (name: string, before: Centavos, after: Centavos) =>
    `O preço de ${name} mudou de ${brl(before)} para ${brl(after)}.`,
  linePromotionEnded: (name: string) => `A promoção de ${name} terminou.`,
  linePromotion: (name: string, before: Centavos, after: Centavos) =>
    `O desconto de ${name} mudou de ${brl(before)} para ${brl(after)}.`,
  promotionEnded: (title: string) => `A promoção “${title}” terminou.`,
  promotionStarted: (title: string) => `A promoção “${title}” passou a valer.`,
  promotion: (title: string, before: Centavos, after: Centavos) =>
    `O desconto da promoção “${title}” mudou de ${brl(before)} para ${brl(after)}.`,
  premiumEnded: 'O desconto premium não vale mais para este pedido.',
  premium: (before: Centavos, after: Centavos) =>
    `O desconto premium mudou de ${brl(before)} para ${brl(after)}.`,
  referralEnded: 'O desconto da indicação não vale mais para este pedido.',
  referral: (before: Centavos, after: Centavos) =>
    `O desconto da indicação mudou de ${brl(before)} para ${brl(after)}.`,
  couponGone: (code: string) => `O cupom ${code} não está mais disponível.`,
  couponAdded: (code: string) => `O cupom ${code} foi aplicado ao pedido.`,
  coupon: (code: string, before: Centavos, after: Centavos) =>
    `O desconto do cupom ${code} mudou de ${brl(before)} para ${brl(after)}.`,
  packaging: (before: Centavos, after: Centavos) =>
    `O preço da embalagem para presente mudou de ${brl(before)} para ${brl(after)}.`,
  shippingGone: (name: string) => `A forma de entrega ${name} não está mais disponível.`,
  shippingSwitched: (before: string, after: string) =>
    `A forma de entrega mudou de ${before} para ${after}.`,
  shippingChosen: (name: string) => `A forma de entrega ${name} foi escolhida.`,
  shipping: (name: string, before: Centavos, after: Centavos) =>
    `O frete ${name} mudou de ${brl(before)} para ${brl(after)}.`,
  certificateGone: (code: string) => `O vale-presente ${code} não está mais disponível.`,
  certificateAdded: (code: string) => `O vale-presente ${code} foi aplicado ao pedido.`,
  certificate: (code: string, before: Centavos, after: Centavos) =>
    `O vale-presente ${code} pagava ${brl(before)} deste pedido e agora paga ${brl(after)}.`,
  cashback: (before: Centavos, after: Centavos) =>
    `Seu cashback pagava ${brl(before)} deste pedido e agora paga ${brl(after)}.`,
  cashbackOff: 'O cashback deixou de ser usado neste pedido.',
  cashbackOn: 'O cashback passou a ser usado neste pedido.',
  total: (before: Centavos, after: Centavos) =>
    `O total do pedido mudou de ${brl(before)} para ${brl(after)}.`,
  confirm: (total: Centavos) =>
    `Total a pagar: ${brl(total)}. Confira e confirme o pedido novamente.`,
} as const;

/** Two lists of changes: causes, and amounts that may only follow from a cause. */
interface Found {
  causes: QuoteChange[];
  follows: QuoteChange[];
}

function lineKey(line: QuoteLine): string {
  return `${line.sku}|${line.gift ? 'gift' : 'line'}`;
}

function compareLines(seen: Quote, now: Quote, found: Found): void {
  const before = new Map(seen.lines.map((line) => [lineKey(line), line]));
  const after = new Map(now.lines.map((line) => [lineKey(line), line]));
  for (const [key, was] of before) {
    const is = after.get(key);
    if (!is) {
      found.causes.push({ kind: 'items', message: QUOTE_TEXTS.itemRemoved(was.name) });
    } else if (is.quantity !== was.quantity) {
      found.causes.push({
        kind: 'items',
        message: QUOTE_TEXTS.quantity(is.name, was.quantity, is.quantity),
      });
    } else if (is.unitPrice !== was.unitPrice) {
      found.causes.push({
        kind: 'price',
        message: QUOTE_TEXTS.price(is.name, was.unitPrice, is.unitPrice),
      });
    } else if (is.discount !== was.discount) {
      found.causes.push({
        kind: 'promotion',
        message:
          is.discount === 0
            ? QUOTE_TEXTS.linePromotionEnded(is.name)
            : QUOTE_TEXTS.linePromotion(is.name, was.discount, is.discount),
      });
    }
  }
  for (const [key, is] of after) {
    if (!before.has(key)) {
      found.causes.push({ kind: 'items', message: QUOTE_TEXTS.itemAdded(is.name) });
    }
  }
}

function discountTexts(discount: QuoteDiscount) {
  if (discount.source === PREMIUM_DISCOUNT_SOURCE) {
    return { ended: QUOTE_TEXTS.premiumEnded, started: null, changed: QUOTE_TEXTS.premium };
  }
  if (discount.source === REFERRAL_DISCOUNT_SOURCE) {
    return { ended: QUOTE_TEXTS.referralEnded, started: null, changed: QUOTE_TEXTS.referral };
  }
  const title = discount.title ?? 'Desconto progressivo';
  return {
    ended: QUOTE_TEXTS.promotionEnded(title),
    started: QUOTE_TEXTS.promotionStarted(title),
    changed: (before: Centavos, after: Centavos) => QUOTE_TEXTS.promotion(title, before, after),
  };
}

/**
 * Cart-wide discounts: one that ended or started is a cause; a changed amount (a tier, premium's
 * 15 % of new prices) may follow from the lines.
 */
function compareDiscounts(seen: Quote, now: Quote, found: Found): void {
  const after = new Map(now.discounts.map((discount) => [discount.source, discount]));
  for (const was of seen.discounts) {
    const is = after.get(was.source);
    const texts = discountTexts(was);
    if (!is) found.causes.push({ kind: 'promotion', message: texts.ended });
    else if (is.amount !== was.amount) {
      found.follows.push({ kind: 'promotion', message: texts.changed(was.amount, is.amount) });
    }
  }
  const before = new Set(seen.discounts.map((discount) => discount.source));
  for (const is of now.discounts) {
    if (before.has(is.source)) continue;
    const texts = discountTexts(is);
    found.causes.push({
      kind: 'promotion',
      message: texts.started ?? texts.changed(0, is.amount),
    });
  }
}

function compareCoupon(seen: Quote, now: Quote, found: Found): void {
  const was = seen.coupon;
  const is = now.coupon;
  if (was && (!is || is.code !== was.code)) {
    found.causes.push({ kind: 'coupon', message: QUOTE_TEXTS.couponGone(was.code) });
  }
  if (is && (!was || is.code !== was.code)) {
    found.causes.push({ kind: 'coupon', message: QUOTE_TEXTS.couponAdded(is.code) });
  }
  if (was && is && is.code === was.code && is.discount !== was.discount) {
    found.follows.push({
      kind: 'coupon',
      message: QUOTE_TEXTS.coupon(is.code, was.discount, is.discount),
    });
  }
}

function compareShipping(seen: Quote, now: Quote, found: Found): void {
  const was = seen.shipping;
  const is = now.shipping;
  if (was && !is) {
    found.causes.push({ kind: 'shipping', message: QUOTE_TEXTS.shippingGone(was.name) });
  } else if (!was && is) {
    found.causes.push({ kind: 'shipping', message: QUOTE_TEXTS.shippingChosen(is.name) });
  } else if (was && is && was.code !== is.code) {
    found.causes.push({
      kind: 'shipping',
      message: QUOTE_TEXTS.shippingSwitched(was.name, is.name),
    });
  } else if (was && is && was.price !== is.price) {
    // The same level at another price: the zone's table, the bottles, free shipping.
    found.follows.push({
      kind: 'shipping',
      message: QUOTE_TEXTS.shipping(is.name, was.price, is.price),
    });
  }
  if (seen.giftPackaging !== now.giftPackaging) {
    found.causes.push({
      kind: 'packaging',
      message: QUOTE_TEXTS.packaging(seen.giftPackaging, now.giftPackaging),
    });
  }
}

/**
 * A certificate pays another part: its cause when its balance moved (spent elsewhere), it expired
 * or it left the cart; otherwise the part follows from the total (a price, the shipping).
 */
function compareCertificates(seen: Quote, now: Quote, found: Found): void {
  const after = new Map(now.certificates.map((certificate) => [certificate.code, certificate]));
  for (const was of seen.certificates) {
    const is = after.get(was.code);
    if (!is) {
      if (was.applied > 0) {
        found.causes.push({ kind: 'certificate', message: QUOTE_TEXTS.certificateGone(was.code) });
      }
      continue;
    }
    if (is.applied === was.applied) continue;
    const change: QuoteChange = {
      kind: 'certificate',
      message:
        is.applied === 0
          ? QUOTE_TEXTS.certificateGone(was.code)
          : QUOTE_TEXTS.certificate(was.code, was.applied, is.applied),
    };
    if (is.balance !== was.balance || is.usable !== was.usable) found.causes.push(change);
    else found.follows.push(change);
  }
  const before = new Set(seen.certificates.map((certificate) => certificate.code));
  for (const is of now.certificates) {
    if (!before.has(is.code) && is.applied > 0) {
      found.causes.push({ kind: 'certificate', message: QUOTE_TEXTS.certificateAdded(is.code) });
    }
  }
}

function compareCashback(seen: Quote, now: Quote, found: Found): void {
  const wasUsed = seen.cashback?.used ?? 0;
  const isUsed = now.cashback?.used ?? 0;
  const wasOn = seen.cashback?.use === true;
  const isOn = now.cashback?.use === true;
  if (wasOn !== isOn && wasUsed !== isUsed) {
    found.causes.push({
      kind: 'cashback',
      message: isOn ? QUOTE_TEXTS.cashbackOn : QUOTE_TEXTS.cashbackOff,
    });
    return;
  }
  if (wasUsed === isUsed) return;
  const change: QuoteChange = { kind: 'cashback', message: QUOTE_TEXTS.cashback(wasUsed, isUsed) };
  if ((seen.cashback?.balance ?? 0) !== (now.cashback?.balance ?? 0)) found.causes.push(change);
  else found.follows.push(change);
}

export interface QuoteCheck {
  /**
   * The quotes served for this cart, the last first (a few different ones are kept: another tab
   * may still show one); empty when none was.
   */
  served: readonly Quote[];
  /** The cart priced now, at placement. */
  now: Quote;
  /** The total the client says it shows (the web checkout sends it); absent: not sent. */
  expectedTotal?: Centavos | null;
}

/**
 * The quote the customer saw: with a total from the client, the newest served quote of that total
 * (two tabs: the one this tab shows); else, or when none has it, the last one served.
 */
export function seenQuote(
  served: readonly Quote[],
  expectedTotal: Centavos | null = null,
): Quote | null {
  const shown =
    expectedTotal === null ? undefined : served.find((quote) => quote.total === expectedTotal);
  return shown ?? served[0] ?? null;
}

/**
 * What changed between the quote the customer saw and the cart now; empty when the order may be
 * placed for `now.total`. Any difference is a change: causes first; amounts that may only follow
 * from a cause only when there is none; then a different total.
 */
export function quoteChanges({ served, now, expectedTotal }: QuoteCheck): QuoteChange[] {
  const expected = expectedTotal ?? null;
  const seen = seenQuote(served, expected);
  if (!seen) {
    // Nothing served since the cart last changed: a total the client shows is enough.
    return expected === now.total ? [] : [{ kind: 'unseen', message: QUOTE_TEXTS.unseen }];
  }
  const found: Found = { causes: [], follows: [] };
  compareLines(seen, now, found);
  compareDiscounts(seen, now, found);
  compareCoupon(seen, now, found);
  compareShipping(seen, now, found);
  compareCertificates(seen, now, found);
  compareCashback(seen, now, found);
  const changes = found.causes.length > 0 ? found.causes : found.follows;
  const before = expected ?? seen.total;
  if (changes.length === 0 && before !== now.total) {
    return [{ kind: 'total', message: QUOTE_TEXTS.total(before, now.total) }];
  }
  return changes;
}

/**
 * The refusal of a placement (409), or null when the customer saw the cart as it is priced now:
 * what changed, the move of the total from the one the customer saw, and the total to pay.
 */
export function quoteRefusal(
  check: QuoteCheck,
): { changes: QuoteChange[]; message: string } | null {
  const changes = quoteChanges(check);
  if (changes.length === 0) return null;
  const before = check.expectedTotal ?? seenQuote(check.served)?.total ?? null;
  const parts = changes.map((change) => change.message);
  const named = changes.some((change) => change.kind === 'total');
  if (!named && before !== null && before !== check.now.total) {
    parts.push(QUOTE_TEXTS.total(before, check.now.total));
  }
  parts.push(QUOTE_TEXTS.confirm(check.now.total));
  return { changes, message: parts.join(' ') };
}
