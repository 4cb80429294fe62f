/**
 * My account › Favoritos (`/minha-wine#/favoritos`, issue #16): the locked favourites list, each
 * product with 'Adicionar à WineBox', its heart ('Remover dos Favoritos') and 'Mais Opções'.
 */
import { useEffect } from 'react';
import { loadWishlist, useWinelists } from './winelists-store';
import { FAVOURITES_ENTRY_ID, WINELIST_TEXTS } from './winelists-view';
import { useAddToWinebox } from './add-to-winebox';
import { AddOneButton } from './add-buttons';
import { WinelistItem } from './winelist-item';
import './winelists.css';

export const FAVOURITES_EMPTY = 'Você ainda não tem favoritos.';

export function FavouritesSection() {
  const store = useWinelists(true);
  const addToWinebox = useAddToWinebox();
  useEffect(() => {
    void loadWishlist();
  }, []);
  if (store.wishlistStatus !== 'ready') {
    return (
      <p className="acc-loading" role="status">
        {store.wishlistStatus === 'error'
          ? 'Não foi possível carregar seus favoritos.'
          : 'Carregando seus favoritos…'}
      </p>
    );
  }
  if (store.wishlist.items.length === 0) return <p>{FAVOURITES_EMPTY}</p>;
  return (
    <ul className="winelist-items bare-list" aria-label={WINELIST_TEXTS.favourites}>
      {store.wishlist.items.map((item) => (
        <WinelistItem key={item.sku} item={item} listId={FAVOURITES_ENTRY_ID} onFavouritesPage>
          <AddOneButton item={item} onAdd={addToWinebox} />
        </WinelistItem>
      ))}
    </ul>
  );
}
