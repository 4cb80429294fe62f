/**
 * Availability and the add-to-cart button (SPEC §4 Button labels, §6 members-only, §9
 * "Unavailable: 'Produto sem estoque'").
 */
import type { Centavos } from '../money.ts';
import { MEMBERS_ONLY_LABEL, canPurchase, type MembersOnlyPromotion } from '../roles.ts';

/** SPEC §4 "Button labels" (product card and wishlist confirmations). */
export const BUTTON_LABELS = {
  add: 'Adicionar',
  unavailable: 'Indisponível',
  membersOnly: MEMBERS_ONLY_LABEL,
  favourited: 'Favoritado',
  added: 'Adicionado',
  createdAndAdded: 'Criada e Adicionado',
  unfavourited: 'Desfavoritado',
  addOnePendura: 'Adicionar 1',
} as const;

/** SPEC §9: text shown for an unavailable product. */
export const PRODUCT_UNAVAILABLE_TEXT = 'Produto sem estoque';

export interface AvailabilityFields {
  available?: boolean | null;
  listPrice?: Centavos | null;
}

/** SPEC §4: "A product is available only if flagged available and its list price is non-zero." */
export function isAvailable(product: AvailabilityFields): boolean {
  return (
    product.available === true && typeof product.listPrice === 'number' && product.listPrice !== 0
  );
}

export interface AddToCartButtonInputs extends AvailabilityFields {
  promotion?: MembersOnlyPromotion | null;
  subscriber: boolean;
  /** The product carries an active pendura promotion (pendura.ts): it is added one at a time. */
  pendura?: boolean;
}

export interface AddToCartButton {
  label:
    | typeof BUTTON_LABELS.add
    | typeof BUTTON_LABELS.unavailable
    | typeof BUTTON_LABELS.membersOnly
    | typeof BUTTON_LABELS.addOnePendura;
  disabled: boolean;
  showQuantitySelector: boolean;
}

/**
 * The product card button. Unavailability wins (nobody can buy it), then the members-only rule
 * (SPEC §6: others see 'Apenas para sócios' disabled and no quantity selector), then pendura.
 * The pendura button adds one unit per click, so it shows no quantity selector either.
 */
export function addToCartButton(inputs: AddToCartButtonInputs): AddToCartButton {
  if (!isAvailable(inputs)) {
    return { label: BUTTON_LABELS.unavailable, disabled: true, showQuantitySelector: false };
  }
  if (!canPurchase(inputs.promotion, inputs.subscriber).ok) {
    return { label: BUTTON_LABELS.membersOnly, disabled: true, showQuantitySelector: false };
  }
  if (inputs.pendura) {
    return { label: BUTTON_LABELS.addOnePendura, disabled: false, showQuantitySelector: false };
  }
  return { label: BUTTON_LABELS.add, disabled: false, showQuantitySelector: true };
}
