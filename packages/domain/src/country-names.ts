/**
 * Country names with their pt-BR preposition ('da Argentina', 'do Chile', 'de Portugal'): the
 * listings' titles ('Vinhos tintos da Argentina') and the recommendations' explanations
 * ('Porque você comprou tintos da Argentina') say them alike.
 */

/** The catalogue's country slugs (menu countries and the others it sells) with preposition. */
const COUNTRY_WITH_PREPOSITION: Readonly<Record<string, string>> = {
  'africa-do-sul': 'da África do Sul',
  alemanha: 'da Alemanha',
  argentina: 'da Argentina',
  australia: 'da Austrália',
  brasil: 'do Brasil',
  chile: 'do Chile',
  espanha: 'da Espanha',
  'estados-unidos': 'dos Estados Unidos',
  franca: 'da França',
  italia: 'da Itália',
  'nova-zelandia': 'da Nova Zelândia',
  portugal: 'de Portugal',
  uruguai: 'do Uruguai',
};

/**
 * 'da Argentina' for 'argentina'; a country the table does not know takes 'de' before its name
 * (`name`, else the slug).
 */
export function countryWithPreposition(slug: string, name?: string | null): string {
  return COUNTRY_WITH_PREPOSITION[slug] ?? `de ${name?.trim() || slug}`;
}
