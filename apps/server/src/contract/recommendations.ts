/** Issue #34: the recommendation page's shelves (SPEC §2 /recomendacao/). */
import type { MoneyFields } from '@adega/domain/money-json';
import type { ProductSummary } from './catalog.ts';

export interface RecommendationShelfDto {
  /** 'tipo-e-pais', 'uva', 'faixa-de-preco'; a visitor's 'tipo-tinto', 'tipo-branco', … */
  id: string;
  /** Why these wines, in pt-BR ('Porque você comprou tintos da Argentina'). */
  title: string;
  /** The listing with more of the same, best rated first. */
  href: string;
  /** The wines, the best fit first (money in centavos; reais in the JSON). */
  items: ProductSummary[];
}

export interface RecommendationsDto {
  /**
   * 'personal': from the signed-in customer's orders, favourites and Winelists; 'visitor': the best
   * rated of each wine type (a visitor, a remembered customer not signed in, or no wine in the
   * history yet).
   */
  kind: 'personal' | 'visitor';
  shelves: RecommendationShelfDto[];
}

/** The money fields of `GET /api/v1/recommendations` (ADR 0051). */
export const RECOMMENDATIONS_MONEY: MoneyFields<RecommendationsDto> = {
  shelves: { items: { listPrice: true, salePrice: true, clubPrice: true } },
};
