import type { ProductSummary } from '@adega/server/contract';
import { promotionStrip } from '@adega/domain/pricing/promotion-strip';
import { isAvailable } from '@adega/domain/pricing/availability';
import { Countdown } from './countdown';

/**
 * Product promotion strip (SPEC §3 Promotion strip; §9 countdown and stock texts; §5 stock line
 * only when stock > 0): countdown while the promotion runs, the stock line the server decided to
 * show, 'Produto sem estoque' when unavailable (product page only).
 */
export function PromotionStrip({
  product,
  now,
  showUnavailable = false,
}: {
  product: Pick<ProductSummary, 'promotion' | 'available' | 'listPrice'>;
  now: string;
  showUnavailable?: boolean;
}) {
  const promotion = product.promotion?.active ? product.promotion : null;
  const view = promotionStrip({
    finalDate: promotion?.finalDate ? new Date(promotion.finalDate) : null,
    now: new Date(now),
    // The server sends only the stock the page shows (ADR 0050: the domain's `stockShown`).
    stock: promotion,
    productUnavailable: !isAvailable(product),
  });
  const unavailable = showUnavailable ? view.unavailableText : null;
  if (!view.countdownText && !view.stockText && !unavailable) return null;
  return (
    <div className="promotion-strip">
      {view.countdownText && promotion?.finalDate && (
        <p className="promotion-strip__countdown">
          <Countdown end={promotion.finalDate} now={now} />
        </p>
      )}
      {view.stockText && <p className="promotion-strip__stock">{view.stockText}</p>}
      {unavailable && <p className="promotion-strip__unavailable">{unavailable}</p>}
    </div>
  );
}
