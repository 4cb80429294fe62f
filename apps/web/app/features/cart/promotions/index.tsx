/**
 * The promotion widgets of the WineBox drawer (issue #6; SPEC §2 Winebox drawer, §3 Cart, §4).
 *
 *   <CartPromotions />            in the drawer body, under the items: progressive discount,
 *                                 gift progress, choose-your-gift, coupons and gift certificates,
 *                                 gift packaging. Renders nothing without items.
 *   <ItemPromotions item={line} />  inside each cart line (under its actions): the pendura offer
 *                                 with 'Adicionar 1' and the producer gift toggle. (The
 *                                 limited-discount warning is the cart item's own.)
 *
 * Both read the one cart store (`useCart`) and change the cart only through its queue
 * (`useCartActions().run`), so every change republishes the cart to every widget.
 */
import type { CartDto, CartItemDto } from '@adega/server/contract';
import { addToCartFailure, type UserError } from '@adega/domain/errors';
import { isSubscriber } from '@adega/domain/roles';
import { showToast } from '../../../components/ui/toast-store';
import { isItemPending, useCart, useCartActions } from '../cart-store';
import { ChooseYourGift } from './choose-gift';
import { CouponField } from './coupon-field';
import { giftChosenEntry, pushDataLayer } from './data-layer';
import { GiftPackaging } from './gift-packaging';
import { GiftProgress } from './gift-progress';
import { PenduraAddOne } from './pendura-add';
import { ProducerGiftToggle } from './producer-gift-toggle';
import { ProgressiveDiscountBar } from './progressive-discount-bar';
import { useCartOffers } from './offers';
import { promotionsApi, type PromotionsApi } from './promotions-api';
import {
  certificatesOf,
  chosenGiftInCart,
  couponsOf,
  giftPackagingChoiceOf,
  giftUidpkOf,
  producerGiftInCart,
} from './view';
import './promotions.css';

function toastError(error: UserError) {
  showToast({ title: error.title, text: error.message, kind: 'error' });
}

function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

const trackGiftChosen = (sku: string) => pushDataLayer(giftChosenEntry(sku));

export function CartPromotions({ api = promotionsApi }: { api?: PromotionsApi }) {
  const { cart, pending } = useCart();
  const actions = useCartActions();
  const offers = useCartOffers();
  if (!cart || cart.cartItems.length === 0) return null;
  const busy = pending.some((op) => op.label.startsWith('coupon'));
  return (
    <div className="promo-stack" data-testid="cart-promotions">
      {offers.progressiveOffer ? (
        <ProgressiveDiscountBar promotion={cart.progressiveDiscountPromotion} />
      ) : null}
      {offers.choseYourGift ? <GiftProgress campaign={cart.campaignPromotion} /> : null}
      <ChooseYourGift
        promotion={offers.choseYourGift ? cart.choseYourGiftPromotion : null}
        status={cart.giftStatusAtCart}
        savedSku={chosenGiftInCart(cart)}
        onSave={(sku) => {
          const promotion = cart.choseYourGiftPromotion;
          // An unknown option has no id: chooseGift refuses it ('missing giftUidpk param').
          const giftUidpk = (promotion && giftUidpkOf(promotion, sku)) ?? '';
          return actions.run('chosen-gift', (id) => api.chooseGift(giftUidpk, id), { sku });
        }}
        onTrack={trackGiftChosen}
        onError={toastError}
      />
      <CouponField
        coupons={couponsOf(cart)}
        certificates={certificatesOf(cart)}
        busy={busy}
        onApply={(code) => actions.run('coupon-apply', (id) => api.applyCode(code, id))}
        onRemoveCodes={() => actions.run('coupon-remove', (id) => api.removeAllPromotionCodes(id))}
        onRemoveCertificate={(code) =>
          actions.run('coupon-certificate-remove', (id) => api.removeGiftCertificate(code, id))
        }
      />
      <GiftPackaging
        cartVersion={cart.version}
        chosen={giftPackagingChoiceOf(cart)}
        load={api.giftPackaging}
        onChoose={(sku) => actions.run('gift-packaging', (id) => api.chooseGiftPackaging(sku, id))}
        onRemove={() => actions.run('gift-packaging', (id) => api.removeGiftPackaging(id))}
      />
    </div>
  );
}

/** The line of the producer's gift in the cart, if it is there. */
function giftLineOf(cart: CartDto, sku: string): CartItemDto | undefined {
  return cart.cartItems.find((line) => line.productSku.skuCode === sku);
}

export function ItemPromotions({
  item,
  subscriber,
}: {
  item: CartItemDto;
  /**
   * SPEC §9 pendura wording ('Sócio Wine leva N por') for subscribers: pass
   * `isSubscriber(customer, cart.clubePrimeOnCart)`; without it, prime in the cart decides (§6).
   */
  subscriber?: boolean;
}) {
  const { cart, pending } = useCart();
  const actions = useCartActions();
  const offers = useCartOffers();
  if (!cart || !offers.productOffer) return null;
  const data = item.producerCampaignData;
  const sku = item.productSku.skuCode;
  return (
    <>
      <PenduraAddOne
        item={item}
        subscriber={subscriber ?? isSubscriber(null, cart.clubePrimeOnCart)}
        pending={isItemPending(pending, item.itemUidPk)}
        onAddOne={() => {
          actions.setQuantity(sku, item.itemUidPk, item.quantity + 1).catch((error: unknown) => {
            toastError(addToCartFailure(messageOf(error)));
          });
        }}
      />
      {data ? (
        <ProducerGiftToggle
          data={data}
          inCart={producerGiftInCart(cart, data)}
          onAdd={() =>
            actions.add(data.itemSku, 1).catch((error: unknown) => {
              toastError(addToCartFailure(messageOf(error)));
              throw error;
            })
          }
          onRemove={() => {
            const line = giftLineOf(cart, data.itemSku);
            return line ? actions.remove(line.itemUidPk) : Promise.resolve(cart);
          }}
        />
      ) : null}
    </>
  );
}
