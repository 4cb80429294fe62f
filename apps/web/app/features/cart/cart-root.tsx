/**
 * Mounted once by root: loads the visitor's cart after hydration (the cart is never part of a
 * cached page) and renders the WineBox drawer. Every widget reads the same store (cart-store.ts).
 */
import { useEffect } from 'react';
import { cartStore } from './cart-store';
import { WineboxDrawer, type WineboxDrawerProps } from './winebox-drawer';

export function CartRoot(props: WineboxDrawerProps) {
  useEffect(() => {
    if (!cartStore.getSnapshot().loaded) cartStore.refresh().catch(() => undefined);
  }, []);
  return <WineboxDrawer {...props} />;
}
