/** Adding listed products to the WineBox through the cart's one queue (SPEC §4 add to cart). */
import { useCartActions } from '../cart';
import { ADD_TO_CART_SUCCESS_TOAST, addToCartFailure } from '@adega/domain/errors';
import { showToast } from '../../components/ui/toast-store';

export const ADD_ALL_TEXT = 'Adicionar todos à WineBox';
export const ADD_ONE_TEXT = 'Adicionar à WineBox';

export function useAddToWinebox() {
  const { add } = useCartActions();
  /** Adds each sku once, in order; one toast for the whole batch. */
  return async (skus: readonly string[]) => {
    try {
      for (const sku of skus) await add(sku, 1);
      showToast({ kind: 'success', title: ADD_TO_CART_SUCCESS_TOAST });
    } catch (error) {
      const failure = addToCartFailure(error instanceof Error ? error.message : '');
      showToast({ kind: 'error', title: failure.title, text: failure.message });
    }
  };
}
