/**
 * The line's own prices (SPEC §6, §9), first in the registry: the members' price (club price for
 * subscribers — on the record or with prime in the cart — sale price otherwise, in either store)
 * and pendura ("leve N por": the units of the largest reached tier at customer price × factor).
 */
import { linePrice, lineUnitPrice } from '../../cart/line-price.ts';
import type { PenduraPromotion } from '../../pendura.ts';
import type { PromotionEntry } from '../registry.ts';

const penduraOf = (product: { penduraPromotion?: unknown }) =>
  (product.penduraPromotion ?? null) as PenduraPromotion | null;

export const memberPriceEntry: PromotionEntry = {
  code: 'member-price',
  sections: [],
  applies: () => true,
  apply: (lines, ctx) => ({
    lines: lines.map((line) => {
      const unit = lineUnitPrice(line.product, ctx.subscriber);
      return { itemId: line.itemId, lowestPrice: unit, total: unit * line.quantity, discount: 0 };
    }),
  }),
};

export const penduraEntry: PromotionEntry = {
  code: 'pendura',
  sections: [],
  applies: () => true,
  apply: (lines, ctx) => ({
    lines: lines
      .filter((line) => penduraOf(line.product) !== null)
      .map((line) => {
        const price = linePrice(
          { ...line.product, penduraPromotion: penduraOf(line.product) },
          line.quantity,
          ctx.subscriber,
        );
        return {
          itemId: line.itemId,
          lowestPrice: price.lowestPrice,
          total: price.total,
          discount: price.discount,
        };
      }),
  }),
};
