/** Products and history entries for the recommendation tests: an Argentine Malbec at R$ 80 unless told. */
import type { TasteEntry, TasteProduct, TasteSource } from '../recommendation/taste-profile.ts';

export function tasteProduct(code: string, fields: Partial<TasteProduct> = {}): TasteProduct {
  return {
    code,
    category: 'vinho',
    wineType: 'tinto',
    grapes: ['malbec'],
    grapeLabel: 'Malbec',
    countryCode: 'argentina',
    countryName: 'Argentina',
    salePrice: 8000,
    bottles: null,
    ...fields,
  };
}

export function tasteEntry(
  source: TasteSource,
  code: string,
  fields: Partial<TasteProduct> = {},
): TasteEntry {
  return { source, product: tasteProduct(code, fields) };
}
