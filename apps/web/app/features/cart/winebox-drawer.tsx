/**
 * The WineBox drawer (SPEC §2 Winebox drawer, §4 Cart drawer): a native modal <dialog> that slides
 * in from the right over a dimmed backdrop — focus stays inside, Esc, × and a click on the
 * backdrop close it. Opening fires the view-cart event, records cart-viewed once, locks the page
 * scroll and, for a club member with items, shows the configured toast; closing unlocks.
 */
import { useEffect, useRef } from 'react';
import type { CustomProductDisplay } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { shouldRemovePrimeItem } from '@adega/domain/pricing/prime-toggle';
import { isSubscriber, type SubscriptionFlags } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { ROUTES } from '@adega/domain/urls';
import { Price } from '../../components/ui/price';
import { showToast } from '../../components/ui/toast-store';
import { CartItem } from './cart-item';
import { cartStore, useCart, useCartActions } from './cart-store';
import { trackCartOpened } from './cart-tracking';
import {
  CHECKOUT_LABEL,
  DRAWER_EMPTY_TEXT,
  cartCashbackText,
  cartTaxSaving,
  drawerTitle,
  isPrimeLine,
  memberToastText,
  productLines,
  showDropStop,
  showPrimeOffer,
} from './cart-view';
import { DropStopOption } from './drop-stop';
import { PrimeOffer } from './prime-offer';
import { CartPromotions } from './promotions';
import { CartOffersContext } from './promotions/offers';
import { DEFAULT_CART_OFFERS, type CartOffers } from '../../lib/look';
import { Icon } from '../../components/ui/icon';
import './cart.css';

export const SCROLL_LOCK_CLASS = 'scroll-locked';

export type CartDisplaySettings = Pick<
  CustomProductDisplay,
  | 'active'
  | 'taxPercentage'
  | 'text'
  | 'secondaryText'
  | 'taxText'
  | 'taxTextLeft'
  | 'taxTextRight'
  | 'enabledOncart'
  | 'shoppingCartToastText'
  | 'shoppingCartToastActive'
>;

export interface WineboxDrawerProps {
  store: Store;
  /** The signed-in customer's subscription flags; null for a visitor. */
  customer: SubscriptionFlags | null;
  settings: CartDisplaySettings | null;
  /** Issue #18: the three WineBox offers' flags (default: all on). */
  offers?: CartOffers;
}

function taxLine(settings: CartDisplaySettings) {
  if (settings.taxTextLeft || settings.taxTextRight)
    return { before: settings.taxTextLeft ?? '', after: settings.taxTextRight ?? '' };
  const [before = '', after = ''] = (settings.taxText ?? '').split('{value}');
  return { before: before.trim(), after: after.trim() };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the drawer (a modal dialog alone lets focus reach the browser UI). */
function trapTab(dialog: HTMLElement, event: React.KeyboardEvent) {
  // A modal opened from the drawer (corta-gotas, benefits) keeps its own focus.
  if ((event.target as HTMLElement).closest('dialog') !== dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null && !element.closest('dialog:not([open])'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function WineboxDrawer({ store, customer, settings, offers }: WineboxDrawerProps) {
  const { cart, isOpen, close, loaded } = useCart();
  const { remove } = useCartActions();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const memberToastPending = useRef(false);

  // Open/close the dialog with the store, with the SPEC §4 side effects of opening.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
      document.documentElement.classList.add(SCROLL_LOCK_CLASS);
      trackCartOpened(cartStore.getSnapshot().cart);
      memberToastPending.current = true;
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
    if (!isOpen) {
      memberToastPending.current = false;
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    }
  }, [isOpen]);
  // SPEC §4: the member toast of an opening is shown once the browser has the cart — a drawer
  // opened before the cart arrived shows it when it does (issue #12: it was lost before).
  useEffect(() => {
    if (!isOpen || !loaded || !memberToastPending.current) return;
    memberToastPending.current = false;
    const text = memberToastText(customer, cartStore.getSnapshot().cart, settings);
    if (text) showToast({ kind: 'success', text });
  }, [isOpen, loaded, customer, settings]);
  useEffect(() => () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS), []);

  // SPEC §4: the prime line goes away when the customer already is a prime subscriber.
  const primeToDrop =
    cart &&
    shouldRemovePrimeItem(
      customer,
      cart.cartItems.map((i) => ({
        productType: i.productSku.product.productType.name,
      })),
    )
      ? cart.cartItems.find(isPrimeLine)
      : undefined;
  const dropping = useRef<number | null>(null);
  useEffect(() => {
    if (!primeToDrop || dropping.current === primeToDrop.itemUidPk) return;
    dropping.current = primeToDrop.itemUidPk;
    remove(primeToDrop.itemUidPk).catch(() => undefined);
  }, [primeToDrop, remove]);

  const items = cart?.cartItems ?? [];
  const hasProducts = productLines(cart).length > 0;
  const cashback = cartCashbackText(cart, customer !== null);
  const tax = cartTaxSaving(cart, settings);
  const titleText = drawerTitle(cart);

  return (
    <dialog
      ref={ref}
      id="winebox"
      className="winebox-drawer"
      aria-labelledby="winebox-titulo"
      onCancel={(event) => {
        // React also delivers the cancel and close of a modal opened inside the drawer here.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (cartStore.getSnapshot().isOpen) close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current) trapTab(ref.current, event);
      }}
    >
      <div className="winebox-drawer__panel">
        <div className="winebox-drawer__head">
          <h2 id="winebox-titulo" className="winebox-drawer__title">
            {titleText}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="winebox-drawer__close"
            aria-label="Fechar WineBox"
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <CartOffersContext.Provider value={offers ?? DEFAULT_CART_OFFERS}>
          <div className="winebox-drawer__body">
            {items.length === 0 ? (
              <p className={`winebox-drawer__empty${loaded || cart ? '' : ' loading-text'}`}>
                {loaded || cart ? DRAWER_EMPTY_TEXT : 'Carregando sua WineBox'}
              </p>
            ) : (
              <ul className="winebox-drawer__items" aria-label="Produtos na WineBox">
                {items.map((item) => (
                  <CartItem
                    key={item.itemUidPk}
                    item={item}
                    subscriber={isSubscriber(customer, cart?.clubePrimeOnCart ?? false)}
                  />
                ))}
              </ul>
            )}
            {/* ---- Promotion widgets of helper W2 (features/cart/promotions) ---- */}
            <div className="winebox-drawer__promotions">
              <CartPromotions />
            </div>
            {/* ---- end of the promotion slot ---- */}
            {cashback ? <p className="winebox-drawer__cashback">{cashback}</p> : null}
            {tax !== null && settings ? (
              <aside className="tax-banner winebox-drawer__tax" aria-label="Economia de impostos">
                {settings.text ? <p className="tax-banner__title">{settings.text}</p> : null}
                <p className="tax-banner__saving">
                  {taxLine(settings).before ? <span>{taxLine(settings).before} </span> : null}
                  <Price centavos={tax} className="tax-banner__amount" />
                  {taxLine(settings).after ? <span> {taxLine(settings).after}</span> : null}
                </p>
                {settings.secondaryText ? (
                  <p className="tax-banner__secondary">{settings.secondaryText}</p>
                ) : null}
              </aside>
            ) : null}
            {cart && showPrimeOffer(customer, cart, store) ? <PrimeOffer cart={cart} /> : null}
            {cart && showDropStop(store, cart) ? (
              <DropStopOption wantsDropStop={cart.wantsDropStop} />
            ) : null}
          </div>
        </CartOffersContext.Provider>
        <div className="winebox-drawer__foot">
          <p className="winebox-drawer__total">
            <span>Total</span>
            <Price
              centavos={fromReais(cart?.total ?? 0)}
              className="winebox-drawer__total-amount"
            />
          </p>
          {hasProducts ? (
            <a className="button winebox-drawer__checkout" href={ROUTES.checkout}>
              {CHECKOUT_LABEL}
            </a>
          ) : (
            <button type="button" className="button winebox-drawer__checkout" disabled>
              {CHECKOUT_LABEL}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
