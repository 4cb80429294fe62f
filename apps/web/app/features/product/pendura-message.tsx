import type { ProductSummary } from '@adega/server/contract';
import { normalisePendura, penduraOffer } from '@adega/domain/pendura';
import type { Centavos } from '@adega/domain/money';
import { Price } from '../../components/ui/price';

/**
 * Pendura messages (SPEC §9: 'Leve {n} por' / 'Sócio Wine leva {n} por', with 'Preço normal'),
 * the offer computed by the domain.
 */
export function PenduraMessage({
  product,
  customerPrice,
  subscriber,
}: {
  product: Pick<ProductSummary, 'pendura' | 'listPrice'>;
  customerPrice: Centavos;
  subscriber: boolean;
}) {
  if (!product.pendura) return null;
  const offer = penduraOffer({
    product: normalisePendura({ penduraPromotion: product.pendura }),
    listPrice: product.listPrice,
    customerPrice,
    subscriber,
  });
  if (!offer) return null;
  return (
    <div className="pendura">
      <p className="pendura__offer">
        {offer.message} <Price centavos={offer.unitPrice} className="pendura__price" />{' '}
        <span className="pendura__each">cada</span>
      </p>
      <p className="pendura__normal">
        {offer.normalPriceLabel} <Price centavos={offer.normalPrice} />
      </p>
    </div>
  );
}
