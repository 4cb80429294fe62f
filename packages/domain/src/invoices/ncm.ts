/**
 * NCM (Mercosur nomenclature) of each product type on the nota fiscal (issue #14). Data: wine is
 * 2204.21.00 (wine of fresh grapes in containers up to 2 l); the other types as listed; a type
 * not listed is sold as wine (this is a wine store) — add it here when a new type is seeded.
 */
export const WINE_NCM = '2204.21.00';

export const NCM_BY_PRODUCT_TYPE: Readonly<Record<string, string>> = {
  Vinho: WINE_NCM,
  Kit: WINE_NCM,
  Espumante: '2204.10.10',
  Sidra: '2206.00.10',
  Cerveja: '2203.00.00',
  Destilado: '2208.90.00',
  Azeite: '1509.20.00',
  Gourmet: '2106.90.90',
  Acessorio: '8205.51.00',
  Revista: '4902.90.00',
  // Subscriptions are services: NCM '00' (no goods) on the NF-e.
  Clube: '00',
  ClubePrime: '00',
};

export function ncmOf(productType: string): string {
  return NCM_BY_PRODUCT_TYPE[productType] ?? WINE_NCM;
}
