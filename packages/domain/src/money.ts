/**
 * Money (SPEC §9 "Money and display"): integer centavos everywhere; formatted only at the edge.
 * Currency BRL, pt-BR, 2 decimals, prefix 'R$ ', comma decimal, '.' thousands.
 */

/** An amount of money in integer centavos (R$ 1,00 = 100). */
export type Centavos = number;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

function assertCentavos(value: number, what = 'valor'): void {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError(`${what} em centavos deve ser inteiro: ${String(value)}`);
  }
}

/**
 * The one rounding function: half away from zero, to an integer number of centavos.
 * Guards against binary float noise (e.g. 1.005 * 100 = 100.49999999999999) by first keeping 15
 * significant digits, which removes representation error but keeps every real digit.
 */
export function roundCentavos(value: number): Centavos {
  if (!Number.isFinite(value)) throw new MoneyError(`valor não finito: ${String(value)}`);
  const cleaned = Number(value.toPrecision(15));
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
  return rounded === 0 ? 0 : rounded; // never -0
}

/** Reais (as a JS number, e.g. from a remote payload) to centavos. */
export function fromReais(reais: number): Centavos {
  return roundCentavos(reais * 100);
}

/** Centavos to reais, for payloads that must carry decimal reais (SPEC responses read `amount`). */
export function toReais(centavos: Centavos): number {
  assertCentavos(centavos);
  return centavos / 100;
}

/** Multiplies an amount by a rate in percent (e.g. 15 → 15 %), rounded once. */
export function percentOf(centavos: Centavos, percent: number): Centavos {
  assertCentavos(centavos);
  return roundCentavos((centavos * percent) / 100);
}

/**
 * `R$ 1.234,56`. Negative amounts are `-R$ 1.234,56`.
 * Implemented by hand (not Intl) because Intl inserts a non-breaking space after `R$`
 * and the spec's text is a plain space; the output is the same on every Node/ICU build.
 */
export function formatBRL(centavos: Centavos): string {
  assertCentavos(centavos);
  const negative = centavos < 0;
  const abs = Math.abs(centavos);
  const reais = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${grouped},${String(cents).padStart(2, '0')}`;
}

/** The number part only: `1.234,56` (for texts such as 'Kit por R$ {value}'). */
export function formatBRLNumber(centavos: Centavos): string {
  return formatBRL(centavos).replace(/^(-?)R\$ /, '$1');
}

/**
 * Parses `R$ 1.234,56`, `1.234,56`, `1234,5` or `1234` back to centavos; `null` when it is not money.
 */
export function parseBRL(text: string): Centavos | null {
  const match = /^\s*(-)?\s*(?:R\$\s?)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign, intPart = '0', fraction = ''] = match;
  const reais = Number(intPart.replace(/\./g, ''));
  const cents = Number(fraction.padEnd(2, '0'));
  const value = reais * 100 + cents;
  if (!Number.isSafeInteger(value)) return null;
  return sign && value !== 0 ? -value : value;
}

/**
 * Prorates an order-level discount over lines, proportionally to each line's amount, so that the
 * parts add up exactly to the discount (largest-remainder method; ties go to the earlier line).
 * A discount larger than the lines' sum is capped at the sum.
 */
export function prorate(discount: Centavos, lineAmounts: readonly Centavos[]): Centavos[] {
  assertCentavos(discount, 'desconto');
  lineAmounts.forEach((amount) => {
    assertCentavos(amount, 'linha');
    if (amount < 0) throw new MoneyError('linhas não podem ser negativas');
  });
  if (discount < 0) throw new MoneyError('desconto não pode ser negativo');
  const total = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || discount === 0) return lineAmounts.map(() => 0);
  const capped = Math.min(discount, total);
  const exact = lineAmounts.map((amount) => (capped * amount) / total);
  const parts = exact.map((value) => Math.floor(value));
  let remainder = capped - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remainder === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    remainder -= 1;
  }
  return parts;
}

/** Sum of amounts in centavos. */
export function sumCentavos(amounts: readonly Centavos[]): Centavos {
  return amounts.reduce((sum, amount) => {
    assertCentavos(amount);
    return sum + amount;
  }, 0);
}
