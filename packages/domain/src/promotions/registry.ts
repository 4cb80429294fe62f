/**
 * Cart promotions as a registry (issue #12 B1). Each kind of promotion is one entry
 * `{ code, sections, applies(ctx), apply(lines, ctx) }`: `apply` returns line effects (a new
 * price, a lock, a gift mark…), lines to add (the chosen gift), cart-level adjustments (the
 * progressive discount) and its document sections. `runPromotions` folds the entries in order
 * over the lines; the cart never names a kind, so a new kind is a new entry.
 *
 * Every threshold is measured on the merchandise total (`merchandiseTotal`): the payable lines
 * after their own promotions, the subscription line excluded (it is not merchandise).
 */
import type { Buyer, CartProduct } from '../cart/cart-rules.ts';
import type { CartAdjustment } from '../cart/cart-totals.ts';
import type { Store } from '../enums.ts';
import type { Centavos } from '../money.ts';
import { isSubscriptionItem } from '../pricing/prime-toggle.ts';
import type { ChosenGiftChoice, PromotionRecordSet } from './records.ts';

/** The product columns the pipeline reads; the caller's own row type rides along (`P`). */
export interface PricingProduct {
  code: string;
  productType: string;
  attributes: Record<string, string>;
  listPrice: Centavos;
  salePrice: Centavos;
  clubPrice: Centavos;
  penduraPromotion?: unknown;
}

export type PromotionGift = 'CHOSEN_GIFT' | 'PRODUCER_GIFT';

/** SPEC §3 productPromotionCampaign (reais). */
export interface CampaignPriceView {
  limit_per_unit: number | null;
  campaignPrice: number;
  limitWarning: string | null;
}

/** SPEC §3 producerCampaignData (reais); the cart document's `producerCampaignData` as it is. */
export interface ProducerDataView {
  producerLink: string | null;
  /** Reais: the gift's value as advertised. */
  valuePromotion: number;
  /** May contain '**bold**' markers (parseBoldMarkers); never HTML. */
  description: string;
  itemDescription: string;
  itemInfo: string | null;
  title: string;
  availableText: string;
  disableText: string;
  /** Reais: the cart total needed before the gift can be added. */
  minLimitValue: number;
  imgPresentation: string | null;
  redirectWeb: string | null;
  /** The gift's sku: add it with the normal add-to-cart call (it is priced 0). */
  itemSku: string;
  /** Computed: the cart total reached minLimitValue, so the gift can be added. */
  unlocked: boolean;
  /** Computed: the gift line is in the cart (drives the producer gift toggle). */
  itemInCart: boolean;
}

/** One line as the entries see and change it. */
export interface PricedLine<P extends PricingProduct = PricingProduct> {
  /** The stored item id (negative for a computed line: −option id of the chosen gift). */
  itemId: number;
  product: P;
  quantity: number;
  /** Can be bought now (cart rules); an unavailable line counts for nothing. */
  available: boolean;
  /** A subscription line (ClubePrime, or a club box line 'Clube'): never merchandise. */
  subscription: boolean;
  /** Bottles per unit (kits), for progressive discounts by bottles. */
  bottlesPerUnit: number | null;
  /** The producer-gift record that granted this stored line, else null. */
  giftRecordId: number | null;
  /** The customer's unit price before cart promotions. */
  lowestPrice: Centavos;
  total: Centavos;
  discount: Centavos;
  campaigns: string[];
  /** SPEC §5: quantity locked (campaign-priced and gift lines). */
  locked: boolean;
  promotionGift: PromotionGift | null;
  productPromotionCampaign: CampaignPriceView | null;
  producerCampaignData: ProducerDataView | null;
  /** A gift line whose promotion no longer grants it (removed at the next change). */
  stale: boolean;
}

/** What an entry changes on one line (by item id). */
export type LineEffect = { itemId: number } & Partial<
  Omit<PricedLine, 'itemId' | 'product' | 'quantity' | 'subscription' | 'giftRecordId'>
>;

export interface PricingContext<P extends PricingProduct = PricingProduct> {
  store: Store;
  now: Date;
  /** Priced as a subscriber: subscription on the record or the prime line in the cart. */
  subscriber: boolean;
  /** Who buys (members-only products need a subscription on the record). */
  buyer: Buyer;
  records: PromotionRecordSet;
  chosen: ChosenGiftChoice | null;
  /** In a change: gift lines their promotion no longer grants leave the cart (else: unavailable). */
  dropStaleGifts?: boolean;
  /** A product a promotion may add as a gift line (chosen-gift options), with its cart rules. */
  giftProduct: (sku: string) => { product: P; rules: CartProduct } | undefined;
}

export interface EntryResult<P extends PricingProduct = PricingProduct> {
  lines?: readonly LineEffect[];
  /** Computed lines to add (the chosen gift at price 0). */
  added?: readonly PricedLine<P>[];
  /** Cart-level discounts, in this entry's order (ADR 0010: before the coupon). */
  adjustments?: readonly CartAdjustment[];
  /** Its document sections (keys among the entry's `sections`). */
  sections?: Readonly<Record<string, unknown>>;
}

export interface PromotionEntry {
  code: string;
  /** The document keys this entry owns (null in the document when it does not apply). */
  sections: readonly string[];
  applies: (ctx: PricingContext<PricingProduct>) => boolean;
  apply: <P extends PricingProduct>(
    lines: readonly PricedLine<P>[],
    ctx: PricingContext<P>,
  ) => EntryResult<P>;
}

export interface PromotionsOutcome<P extends PricingProduct = PricingProduct> {
  /** The stored lines, then the computed ones. */
  lines: PricedLine<P>[];
  adjustments: CartAdjustment[];
  /** Every registered section key, null when its entry did not produce it. */
  sections: Record<string, unknown>;
  /** Stored gift lines their promotion no longer grants. */
  staleGiftItemIds: number[];
  merchandiseTotal: Centavos;
}

/** SPEC §3 CAMPANHA: the campaign codes a product carries. */
export function campaignCodesOf(attributes: Record<string, string>): string[] {
  return (attributes.CAMPANHA ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** Σ of the payable lines' totals, the subscription line excluded (it is not merchandise). */
export function merchandiseTotal(
  lines: readonly Pick<PricedLine, 'available' | 'subscription' | 'total'>[],
): Centavos {
  return lines.reduce(
    (sum, line) => (line.available && !line.subscription ? sum + line.total : sum),
    0,
  );
}

/** A stored line before any entry: unpriced, with the product's own campaign codes. */
export function unpricedLine<P extends PricingProduct>(line: {
  itemId: number;
  product: P;
  quantity: number;
  available: boolean;
  bottlesPerUnit?: number | null;
  giftRecordId?: number | null;
}): PricedLine<P> {
  return {
    itemId: line.itemId,
    product: line.product,
    quantity: line.quantity,
    available: line.available,
    subscription: isSubscriptionItem(line.product),
    bottlesPerUnit: line.bottlesPerUnit ?? null,
    giftRecordId: line.giftRecordId ?? null,
    lowestPrice: 0,
    total: 0,
    discount: 0,
    campaigns: campaignCodesOf(line.product.attributes),
    locked: false,
    promotionGift: null,
    productPromotionCampaign: null,
    producerCampaignData: null,
    stale: false,
  };
}

function applyEffects<P extends PricingProduct>(
  lines: readonly PricedLine<P>[],
  effects: readonly LineEffect[],
): PricedLine<P>[] {
  if (effects.length === 0) return [...lines];
  const byId = new Map<number, LineEffect[]>();
  for (const effect of effects)
    byId.set(effect.itemId, [...(byId.get(effect.itemId) ?? []), effect]);
  return lines.map((line) =>
    (byId.get(line.itemId) ?? []).reduce<PricedLine<P>>(
      (current, effect) => ({ ...current, ...effect, itemId: current.itemId }),
      line,
    ),
  );
}

/**
 * Runs the registry over the lines, entry after entry (each sees what the previous left). An
 * empty cart runs nothing: the WineBox shows its empty state without promotion widgets.
 */
export function runPromotions<P extends PricingProduct>(
  stored: readonly PricedLine<P>[],
  ctx: PricingContext<P>,
  registry: readonly PromotionEntry[],
): PromotionsOutcome<P> {
  const sections: Record<string, unknown> = {};
  for (const entry of registry) for (const key of entry.sections) sections[key] = null;
  let lines = [...stored];
  const adjustments: CartAdjustment[] = [];
  const staleGiftItemIds: number[] = [];
  for (const entry of registry) {
    if (stored.length === 0 || !entry.applies(ctx as PricingContext)) continue;
    const result = entry.apply(lines, ctx);
    lines = [...applyEffects(lines, result.lines ?? []), ...(result.added ?? [])];
    if (ctx.dropStaleGifts === true) {
      for (const line of lines) if (line.stale) staleGiftItemIds.push(line.itemId);
      lines = lines.filter((line) => !line.stale);
    }
    adjustments.push(...(result.adjustments ?? []));
    for (const key of entry.sections) {
      if (result.sections && key in result.sections) sections[key] = result.sections[key];
    }
  }
  return {
    lines,
    adjustments,
    sections,
    staleGiftItemIds: [
      ...staleGiftItemIds,
      ...lines.filter((line) => line.stale).map((line) => line.itemId),
    ],
    merchandiseTotal: merchandiseTotal(lines),
  };
}
