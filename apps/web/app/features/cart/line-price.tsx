/** A cart line's total, or 'Brinde' for a gift it costs nothing to take (issue #34). */
import type { CartItemDto } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { GIFT_LINE_LABEL, isFreeGift } from './cart-view';

export function LinePrice({ item, className }: { item: CartItemDto; className?: string }) {
  if (isFreeGift(item)) {
    return <span className={`${className ?? ''} line-gift`.trim()}>{GIFT_LINE_LABEL}</span>;
  }
  return <Price centavos={fromReais(item.total.amount)} className={className} />;
}
