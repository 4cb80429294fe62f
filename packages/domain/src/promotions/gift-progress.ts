/**
 * Gift progress and chosen-gift texts (SPEC §4 "Gift progress", §9 "Gift default tier value 100.
 * Chosen-gift defaults: 'Escolha o seu Vinho!' and 'Faltam R$ VALOR para liberar'").
 */
import { GIFT_DEFAULT_TIER_REAIS } from '../constants.ts';
import { formatBRLNumber, fromReais, type Centavos } from '../money.ts';
import { missingValueText } from './progressive-discount.ts';

export const GIFT_DEFAULT_TIER: Centavos = fromReais(GIFT_DEFAULT_TIER_REAIS);
export const GIFT_WON_TEXT = 'Você ganhou!';
export const CHOSEN_GIFT_DEFAULT_TITLE = 'Escolha o seu Vinho!';
export const CHOSEN_GIFT_DEFAULT_EXPRESSION = 'Faltam R$ VALOR para liberar';

export interface GiftProgress {
  reached: boolean;
  /** 0..100, truncated so it shows 100 only when the gift is really reached. */
  percent: number;
  missing: Centavos;
  /** 'Você ganhou!' (or the promotion's won text) when reached, else 'Faltam R$ x para liberar'. */
  text: string;
}

/** SPEC §4: reached when the cart total ≥ tier (100 %); tier defaults to R$ 100. */
export function giftProgress(
  cartTotal: Centavos,
  tier: Centavos = GIFT_DEFAULT_TIER,
  wonText?: string | null,
): GiftProgress {
  const reached = cartTotal >= tier;
  const missing = reached ? 0 : tier - Math.max(0, cartTotal);
  const percent = reached ? 100 : Math.max(0, Math.floor((cartTotal * 100) / tier));
  const won = wonText && wonText.trim() !== '' ? wonText : GIFT_WON_TEXT;
  return { reached, percent, missing, text: reached ? won : missingValueText(missing) };
}

/** Chosen-gift title: the promotion's, else 'Escolha o seu Vinho!'. */
export function chosenGiftTitle(title?: string | null): string {
  return title && title.trim() !== '' ? title : CHOSEN_GIFT_DEFAULT_TITLE;
}

/**
 * Chosen-gift progress text: the promotion's expression (default 'Faltam R$ VALOR para liberar')
 * with every VALOR replaced by the missing amount in pt-BR number format.
 */
export function chosenGiftMissingText(missing: Centavos, expression?: string | null): string {
  const template =
    expression && expression.trim() !== '' ? expression : CHOSEN_GIFT_DEFAULT_EXPRESSION;
  return template.replaceAll('VALOR', formatBRLNumber(Math.max(0, missing)));
}
