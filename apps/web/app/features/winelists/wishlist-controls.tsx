/**
 * The favourite (heart) and 'Mais Opções' controls of a product card and the product page
 * (SPEC §2, §4, §6). A visitor's controls are links to sign in and come back to this page; a
 * logged customer's open the modals. Every success shows its label as the button flag for
 * BUTTON_FLAG_MS and as the confirmation for CONFIRMATION_MESSAGE_MS (SPEC §4, §9).
 */
import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { BUTTON_FLAG_MS, CONFIRMATION_MESSAGE_MS } from '@adega/domain/constants';
import { signInUrl } from '../auth';
import { track } from '../../lib/tracking';
import { winelistsApi } from './winelists-api';
import {
  change,
  createListAndAdd,
  isFavourite,
  setWishlist,
  useWinelists,
} from './winelists-store';
import {
  FAVOURITES_ENTRY_ID,
  INITIAL_FEEDBACK,
  OUTCOME_LABELS,
  WINELIST_TEXTS,
  feedbackReducer,
  moreOptions,
  type MoreOption,
  type WishlistOutcome,
} from './winelists-view';
import { IncludeModal, MoreOptionsModal, NameModal } from './winelist-modals';
import './winelists.css';

export interface WishlistControlsProps {
  sku: string;
  productName: string;
  /** A logged customer (SPEC §6: a visitor or semi-logged customer is sent to sign in). */
  loggedIn: boolean;
  /** The list this product is shown in (account list page): offers 'Remover da Winelist'. */
  listId?: string | null;
  onFavouritesPage?: boolean;
  /** 'card': over the card's image; 'page': under the buy button; 'inline': among actions. */
  variant?: 'card' | 'page' | 'inline';
}

function useFeedback() {
  const [feedback, dispatch] = useReducer(feedbackReducer, INITIAL_FEEDBACK);
  const flagSeq = feedback.flag?.seq;
  const confirmationSeq = feedback.confirmation?.seq;
  useEffect(() => {
    if (flagSeq === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'flagExpired', seq: flagSeq }), BUTTON_FLAG_MS);
    return () => clearTimeout(timer);
  }, [flagSeq]);
  useEffect(() => {
    if (confirmationSeq === undefined) return;
    const timer = setTimeout(
      () => dispatch({ type: 'confirmationExpired', seq: confirmationSeq }),
      CONFIRMATION_MESSAGE_MS,
    );
    return () => clearTimeout(timer);
  }, [confirmationSeq]);
  const succeeded = (outcome: WishlistOutcome) => dispatch({ type: 'succeeded', outcome });
  return { feedback, succeeded };
}

function trackFavourited(sku: string) {
  track('product_favourited', { sku });
}

type Open = 'more' | 'include' | 'name' | null;

/** The sign-in link of the last page asked: every card of a page asks the same one. */
let lastSignIn: { path: string; href: string } | null = null;
function signInHrefOf(path: string): string {
  if (lastSignIn?.path !== path) lastSignIn = { path, href: signInUrl(path) };
  return lastSignIn.href;
}

/** A card's controls are placed by `.product-card > .wishlist-controls`: no modifier to repeat. */
function controlsClass(variant: WishlistControlsProps['variant'] = 'card'): string {
  return variant === 'card'
    ? 'wishlist-controls'
    : `wishlist-controls wishlist-controls--${variant}`;
}

export function WishlistControls(props: WishlistControlsProps) {
  const location = useLocation();
  if (!props.loggedIn) {
    const href = signInHrefOf(`${location.pathname}${location.search}`);
    if ((props.variant ?? 'card') === 'card') {
      // On a card, one link: both of its circles lead to the same sign-in (ADR 0043).
      return (
        <a className="wishlist-visitor" href={href} aria-label={`Favoritar ${props.productName}`} />
      );
    }
    return (
      <div className={controlsClass(props.variant)}>
        {/* The glyphs come from winelists.css: the links are named by aria-label. */}
        <a className="wishlist-heart" href={href} aria-label={`Favoritar ${props.productName}`} />
        <a
          className="wishlist-more"
          href={href}
          aria-label={`${WINELIST_TEXTS.moreOptions}: ${props.productName}`}
        />
      </div>
    );
  }
  return <LoggedControls {...props} />;
}

function LoggedControls({
  sku,
  productName,
  listId = null,
  onFavouritesPage = false,
  variant = 'card',
}: WishlistControlsProps) {
  const store = useWinelists(true);
  const favourited = isFavourite(store, sku);
  const [open, setOpen] = useState<Open>(null);
  const { feedback, succeeded } = useFeedback();

  const toggleFavourite = async () => {
    if (favourited) {
      const done = await change({ kind: 'unfavourite', sku }, () => winelistsApi.unfavourite(sku));
      if (done) {
        setWishlist(done);
        succeeded('unfavourited');
      }
      return;
    }
    const done = await change({ kind: 'favourite', sku }, () => winelistsApi.favourite(sku));
    if (done) {
      setWishlist(done);
      trackFavourited(sku);
      succeeded('favourited');
    }
  };

  const choose = (option: MoreOption) => {
    if (option === 'include') return setOpen('include');
    setOpen(null);
    if (option === 'favourite' || option === 'unfavourite') return void toggleFavourite();
    if (option === 'removeFromList' && listId) {
      void change({ kind: 'remove', sku, listId }, () => winelistsApi.removeSku(listId, sku));
    }
  };

  const flag = feedback.flag ? OUTCOME_LABELS[feedback.flag.outcome] : null;
  const heartLabel = favourited ? WINELIST_TEXTS.unfavourite : WINELIST_TEXTS.favourite;
  return (
    <div className={controlsClass(variant)}>
      <button
        type="button"
        className={`wishlist-heart${favourited ? ' wishlist-heart--on' : ''}${flag ? ' wishlist-heart--flag' : ''}`}
        aria-pressed={favourited}
        aria-label={`${heartLabel}: ${productName}`}
        data-flag={flag ?? undefined}
        onClick={() => void toggleFavourite()}
      >
        {flag && <span className="wishlist-flag">{flag}</span>}
      </button>
      <button
        type="button"
        className="wishlist-more"
        aria-haspopup="dialog"
        aria-label={`${WINELIST_TEXTS.moreOptions}: ${productName}`}
        onClick={() => setOpen('more')}
      />
      <span className="wishlist-confirmation" role="status" aria-live="polite">
        {feedback.confirmation ? OUTCOME_LABELS[feedback.confirmation.outcome] : ''}
      </span>
      {open === 'more' && (
        <MoreOptionsModal
          productName={productName}
          options={moreOptions({ favourited, listId, onFavouritesPage })}
          onChoose={choose}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'include' && (
        <IncludeModal
          sku={sku}
          productName={productName}
          onClose={() => setOpen(null)}
          onCreate={() => setOpen('name')}
          onPick={(entry) => {
            setOpen(null);
            if (entry.id === FAVOURITES_ENTRY_ID) return void toggleFavourite();
            void change({ kind: 'add', sku, listId: entry.id }, () =>
              winelistsApi.addSku(entry.id, sku),
            ).then((done) => done && succeeded('added'));
          }}
        />
      )}
      {open === 'name' && (
        <NameModal
          onClose={() => setOpen(null)}
          onSubmit={(name) => {
            setOpen(null);
            void createListAndAdd(name, sku).then((done) => done && succeeded('createdAndAdded'));
          }}
        />
      )}
    </div>
  );
}
