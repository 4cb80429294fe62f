import type { ProductSummary } from '@adega/server/contract';
import { priceBox, priceBoxInputsFor } from '@adega/domain/pricing/price-box';
import { Price } from '../../components/ui/price';

export interface PriceBoxProps {
  product: Pick<ProductSummary, 'listPrice' | 'salePrice' | 'clubPrice' | 'bottles'>;
  subscriber: boolean;
  /** roles isMemberPriceHidden (outlet, hmp=1|true, page setting). */
  hideMemberPrice: boolean;
  size?: 'card' | 'page';
}

/**
 * Price box (SPEC §3 price box inputs, §6 'Sócio Wine' / 'Não Sócio', §9 kit per bottle). The
 * view-model comes from the domain; this component only lays it out.
 */
export function PriceBox({ product, subscriber, hideMemberPrice, size = 'card' }: PriceBoxProps) {
  const view = priceBox(
    priceBoxInputsFor(
      {
        listPrice: product.listPrice,
        salePrice: product.salePrice,
        clubPrice: product.clubPrice,
        // ProductSummary carries the total of 'Vinho' constituents (contract: bottles).
        constituents: product.bottles
          ? [{ type: 'Vinho', constituentQuantity: product.bottles }]
          : [],
      },
      { subscriber, hideMemberPrice },
    ),
  );
  return (
    <div className={`price-box price-box--${size}`}>
      {view.listPrice && (
        <p className="price-box__list">
          <span className="visually-hidden">De </span>
          <Price centavos={view.listPrice.amount} as="s" />
        </p>
      )}
      {/* A line is its label and its price: `.price-box__member > span` is the label (CSS). */}
      {view.member && (
        <p className="price-box__member">
          <span>{view.member.label}</span>
          <Price centavos={view.member.amount} />
        </p>
      )}
      {view.nonMember && (
        <p className={view.member ? 'price-box__secondary' : 'price-box__main'}>
          {view.nonMember.label && <span>{view.nonMember.label}</span>}
          <Price centavos={view.nonMember.amount} />
        </p>
      )}
      {view.kit && (
        <p className="price-box__kit">
          <span className="price-box__kit-text">{view.kit.kitText}</span>
          {view.kit.perBottle && (
            <span className="price-box__per-bottle">
              <Price centavos={view.kit.perBottle.amount} />
              <span>{view.kit.perBottleSuffix}</span>
            </span>
          )}
        </p>
      )}
    </div>
  );
}
