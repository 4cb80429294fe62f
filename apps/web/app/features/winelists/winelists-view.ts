/**
 * The view rules of favourites and Winelists (SPEC §2 the three modals, §4 button flags and
 * wishlist actions, §5), pure so that they are unit-tested beside this file.
 */
import type { WinelistDto, WishlistDto } from '@adega/server/contract';
import { BUTTON_LABELS } from '@adega/domain/pricing/availability';
import { PRODUCT_ALREADY_ADDED, canAddToWinelist } from '@adega/domain/validation/winelist-product';
import { productCountText } from '@adega/domain/winelists/rules';

export const WINELIST_TEXTS = {
  moreOptions: 'Mais Opções',
  include: 'Incluir na Winelist',
  favourite: 'Favoritar Produto',
  unfavourite: 'Remover dos Favoritos',
  removeFromList: 'Remover da Winelist',
  cancel: 'Cancelar',
  create: 'Criar Winelist',
  nameTitle: 'Dê um nome à sua Winelist',
  nameLabel: 'Nome da Winelist',
  favourites: 'Favoritos',
  alreadyAdded: PRODUCT_ALREADY_ADDED,
} as const;

/** SPEC §2: '1 Produto', 'N Produtos', '0 Produtos' (the domain's one rule). */
export const productCountLabel = productCountText;

export interface ListEntry {
  /** 'favoritos' for the locked favourites list, else the Winelist id. */
  id: string;
  name: string;
  locked: boolean;
  countLabel: string;
  /** The product is already there (SPEC §5): the entry is disabled with 'Produto já adicionado'. */
  disabled: boolean;
}

export const FAVOURITES_ENTRY_ID = 'favoritos';

/** SPEC §2 'Incluir na Winelist': the locked Favoritos list with its count, then the lists. */
export function listEntries(
  lists: readonly WinelistDto[],
  wishlist: Pick<WishlistDto, 'skus' | 'count'>,
  sku: string,
): ListEntry[] {
  return [
    {
      id: FAVOURITES_ENTRY_ID,
      name: WINELIST_TEXTS.favourites,
      locked: true,
      countLabel: productCountLabel(wishlist.count),
      disabled: !canAddToWinelist(wishlist, sku),
    },
    ...lists.map((list) => ({
      id: list.id,
      name: list.name,
      locked: false,
      countLabel: productCountLabel(list.count),
      disabled: !canAddToWinelist(list, sku),
    })),
  ];
}

export type MoreOption = 'include' | 'favourite' | 'unfavourite' | 'removeFromList' | 'cancel';

/**
 * SPEC §2 'Mais Opções': 'Incluir na Winelist'; 'Favoritar Produto' or 'Remover dos Favoritos';
 * 'Remover da Winelist' only with a list id and not on the favourites page; 'Cancelar'.
 */
export function moreOptions(input: {
  favourited: boolean;
  listId?: string | null;
  onFavouritesPage?: boolean;
}): MoreOption[] {
  const options: MoreOption[] = ['include', input.favourited ? 'unfavourite' : 'favourite'];
  if (input.listId && !input.onFavouritesPage) options.push('removeFromList');
  options.push('cancel');
  return options;
}

export const MORE_OPTION_LABELS: Record<MoreOption, string> = {
  include: WINELIST_TEXTS.include,
  favourite: WINELIST_TEXTS.favourite,
  unfavourite: WINELIST_TEXTS.unfavourite,
  removeFromList: WINELIST_TEXTS.removeFromList,
  cancel: WINELIST_TEXTS.cancel,
};

/** What a successful action confirms (SPEC §4 button labels). */
export type WishlistOutcome = 'favourited' | 'unfavourited' | 'added' | 'createdAndAdded';

export const OUTCOME_LABELS: Record<WishlistOutcome, string> = {
  favourited: BUTTON_LABELS.favourited,
  unfavourited: BUTTON_LABELS.unfavourited,
  added: BUTTON_LABELS.added,
  createdAndAdded: BUTTON_LABELS.createdAndAdded,
};

/**
 * The feedback of one product's controls: the button flag (on for BUTTON_FLAG_MS, SPEC §4) and
 * the confirmation label (cleared after CONFIRMATION_MESSAGE_MS, SPEC §4 wishlist actions). Each
 * expiry names the outcome it clears, so an older timer never clears a newer outcome.
 */
export interface FeedbackState {
  flag: { outcome: WishlistOutcome; seq: number } | null;
  confirmation: { outcome: WishlistOutcome; seq: number } | null;
  seq: number;
}

export type FeedbackAction =
  | { type: 'succeeded'; outcome: WishlistOutcome }
  | { type: 'flagExpired'; seq: number }
  | { type: 'confirmationExpired'; seq: number };

export const INITIAL_FEEDBACK: FeedbackState = { flag: null, confirmation: null, seq: 0 };

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'succeeded': {
      const seq = state.seq + 1;
      const entry = { outcome: action.outcome, seq };
      return { flag: entry, confirmation: entry, seq };
    }
    case 'flagExpired':
      return state.flag?.seq === action.seq ? { ...state, flag: null } : state;
    case 'confirmationExpired':
      return state.confirmation?.seq === action.seq ? { ...state, confirmation: null } : state;
  }
}
