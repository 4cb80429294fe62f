/** A store calendar day 'YYYY-MM-DD' (contract IsoDay) as pt-BR 'DD/MM/AAAA'; other text as is. */
export function formatIsoDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]!}/${match[2]!}/${match[1]!}` : day;
}
