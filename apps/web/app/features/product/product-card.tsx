import type { CustomerView } from '@adega/server/contract';
import type { CardProduct } from './card-product';
import type { Store } from '@adega/domain/store';
import { isMemberPriceHidden, isSubscriber } from '@adega/domain/roles';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import { productUrl } from '@adega/domain/urls';
import { PRODUCT_IMAGE_HEIGHT_CARD } from '@adega/domain/constants';
import { AddToCartButton } from './add-to-cart-button';
import { AwardsTrophy } from './awards-trophy';
import { CountryFlag } from './country-flag';
import { DiscountTag } from './discount-tag';
import { PenduraMessage } from './pendura-message';
import { PriceBox } from './price-box';
import { PromotionStrip } from './promotion-strip';
import { Rating } from './rating';
import { TypeDot } from './type-dot';
import { ProductImage } from '../../components/ui/product-image';
import { WishlistControls } from '../winelists';
import './product.css';

/** Card image width for the SPEC §9 card height of 176 px (bottle art is portrait). */
export const CARD_IMAGE_WIDTH = 120;

export interface ProductCardProps {
  product: CardProduct;
  store: Store;
  /** A page setting that hides member prices, or hmp=1|true from the URL (SPEC §6). */
  hideMemberPrice?: boolean;
  /** ISO date-time of the request: the countdown is rendered at this instant on the server. */
  now: string;
  /** context.customer; null or absent = visitor (non-member). */
  customer?: CustomerView | null;
  /** Cards above the fold load their image eagerly. */
  eager?: boolean;
  /** Heading level of the product name inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** Product card of SPEC §2/§3/§5/§6/§9. Every rule comes from @adega/domain. */
export function ProductCard({
  product,
  store,
  hideMemberPrice = false,
  now,
  customer = null,
  eager = false,
  headingLevel = 3,
}: ProductCardProps) {
  const subscriber = isSubscriber(customer);
  const memberHidden = isMemberPriceHidden({ store, pageSetting: hideMemberPrice });
  const price = customerPrice(product, subscriber && !memberHidden);
  const href = productUrl(product, '');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <WishlistControls
        sku={product.code}
        productName={product.name}
        loggedIn={customer !== null}
      />
      {/*
        No link of its own: the name's link covers the whole card (product.css, ADR 0043). Hidden
        from assistive technology, which reads the name in the heading just after; so the photo
        is decorative here and says nothing (ADR 0044): the product page's photo has the name.
      */}
      <div className="product-card__image" aria-hidden="true">
        <ProductImage
          imageUrl={product.imageUrl}
          width={CARD_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT_CARD}
          // Eager is the browser's default: lazy is said only for the cards below the fold.
          eager={eager}
        />
        <DiscountTag
          className="product-card__tag"
          price={price}
          listPrice={product.listPrice}
          member={subscriber && !memberHidden}
          spoken={false}
        />
      </div>
      <div className="product-card__meta">
        {product.countryCode && (
          <CountryFlag code={product.countryCode} name={product.countryName} />
        )}
        {product.wineType && (
          <TypeDot type={product.typeLabel ?? product.wineType} label={product.typeLabel} />
        )}
        <Rating rating={product.rating} evaluations={product.evaluations} />
        <AwardsTrophy count={product.awardCount} />
      </div>
      <Heading className="product-card__name">
        <a href={href}>{product.name}</a>
      </Heading>
      <PromotionStrip product={product} now={now} />
      <PriceBox product={product} subscriber={subscriber} hideMemberPrice={memberHidden} />
      <PenduraMessage product={product} customerPrice={price} subscriber={subscriber} />
      <AddToCartButton product={product} subscriber={subscriber} href={href} />
    </article>
  );
}
