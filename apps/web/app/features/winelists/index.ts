export { WishlistControls } from './wishlist-controls';
export { FavouritesSection } from './favourites-section';
export { WinelistsSection } from './winelists-section';
export { SharedWinelistPage } from './shared-winelist-page';
