/**
 * The next club box (issue #15 "/winebox-do-seu-jeito/ lets a member choose the bottles of the
 * next box from a curated selection", ADR 0022): each box line's selection criteria over the
 * catalogue's wines, the selection of a box month (up to 8 wines, deterministic, rotating with the
 * month), the curators' default choice and the check of a member's choice.
 *
 * SPEC gives no criteria; ours (ADR 0022) use only fields the catalogue has: wine type, price,
 * country, grapes, rating and the critics' scores (PNT_* attributes).
 */
import type { Centavos } from '../money.ts';
import type { IsoDate } from './calendar.ts';
import type { ClubLineSlug } from './plans.ts';

/** A wine that may go into a box: the catalogue fields the criteria read. */
export interface BoxCandidate {
  sku: string;
  /** tinto, branco, rose, espumante, frisante, licoroso. */
  wineType: string | null;
  countryCode: string | null;
  grapes: readonly string[];
  /** The sale price (non-member), centavos. */
  salePrice: Centavos;
  rating: number | null;
  attributes: Readonly<Record<string, string>>;
}

/** Wines in a box's curated selection. */
export const BOX_SELECTION_SIZE = 8;

/** Grapes and countries everyone knows: the 'surpreendentes' line looks beyond them. */
const COMMON_GRAPES: ReadonlySet<string> = new Set([
  'cabernet-sauvignon',
  'merlot',
  'malbec',
  'pinot-noir',
  'syrah-shiraz',
  'chardonnay',
  'sauvignon-blanc',
  'moscato',
  'glera',
]);
const CLASSIC_COUNTRIES: ReadonlySet<string> = new Set([
  'chile',
  'argentina',
  'franca',
  'italia',
  'portugal',
  'espanha',
]);

/** A critic's score of at least 92 (PNT_* attributes) or a customer rating of at least 4.5. */
export const NOTABLE_SCORE = 92;
export const NOTABLE_RATING = 4.5;

function criticScore(attributes: Readonly<Record<string, string>>): number {
  let best = 0;
  for (const [key, value] of Object.entries(attributes)) {
    if (!key.startsWith('PNT_')) continue;
    const score = Number(value);
    if (Number.isFinite(score) && score > best) best = score;
  }
  return best;
}

const STILL = new Set(['tinto', 'branco', 'rose']);

/** ADR 0022: which wines fit each box line. */
const CRITERIA: Readonly<Record<ClubLineSlug, (wine: BoxCandidate) => boolean>> = {
  // Everyday reds and whites of R$ 40 to R$ 60.
  essenciais: (w) =>
    (w.wineType === 'tinto' || w.wineType === 'branco') &&
    w.salePrice >= 4000 &&
    w.salePrice <= 6000,
  // Still wines of an uncommon grape or from outside the classic countries, up to R$ 150.
  surpreendentes: (w) =>
    STILL.has(w.wineType ?? '') &&
    w.salePrice <= 15000 &&
    ((w.grapes[0] !== undefined && !COMMON_GRAPES.has(w.grapes[0])) ||
      (w.countryCode !== null && !CLASSIC_COUNTRIES.has(w.countryCode))),
  // Awarded or highly rated, from R$ 80 to R$ 400.
  notaveis: (w) =>
    w.salePrice >= 8000 &&
    w.salePrice <= 40000 &&
    (criticScore(w.attributes) >= NOTABLE_SCORE || (w.rating ?? 0) >= NOTABLE_RATING),
  // Icons: R$ 200 and above.
  singulares: (w) => w.wineType !== null && w.salePrice >= 20000,
  // Whites and rosés up to R$ 120.
  refrescantes: (w) => (w.wineType === 'branco' || w.wineType === 'rose') && w.salePrice <= 12000,
  // Sparkling wines up to R$ 250.
  espumantes: (w) => w.wineType === 'espumante' && w.salePrice <= 25000,
};

export function fitsBoxLine(wine: BoxCandidate, line: ClubLineSlug): boolean {
  return CRITERIA[line](wine);
}

/** A stable 32-bit hash (FNV-1a): the curators' order, the same on every run. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Months since year 0 of a 'YYYY-MM-DD' day: consecutive box months are consecutive numbers. */
function monthNumber(date: IsoDate): number {
  const [year, month] = date.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
}

/**
 * The curated selection of a box line for the box of `boxDate`: the wines that fit the line, in
 * the curators' (stable) order, a window of up to 8 that moves by 8 each month, so consecutive
 * months differ whenever the line has more than 8 wines. Deterministic: same input, same answer.
 */
export function boxSelection<T extends BoxCandidate>(
  candidates: readonly T[],
  line: ClubLineSlug,
  boxDate: IsoDate,
): T[] {
  const fitting = candidates
    .filter((wine) => fitsBoxLine(wine, line))
    .map((wine) => ({ wine, key: stableHash(`${line}:${wine.sku}`) }))
    .sort((a, b) => a.key - b.key || (a.wine.sku < b.wine.sku ? -1 : 1))
    .map((entry) => entry.wine);
  if (fitting.length <= BOX_SELECTION_SIZE) return fitting;
  const start = (monthNumber(boxDate) * BOX_SELECTION_SIZE) % fitting.length;
  return Array.from(
    { length: BOX_SELECTION_SIZE },
    (_, i) => fitting[(start + i) % fitting.length] as T,
  );
}

/** The curators' choice: the first bottlesPerBox wines of the selection. */
export function defaultChoice<T>(selection: readonly T[], bottlesPerBox: number): T[] {
  return selection.slice(0, Math.max(0, bottlesPerBox));
}

export const BOX_ONLY_SELECTION = 'Escolha apenas vinhos da seleção desta caixa.';
export const BOX_NO_REPEATS = 'Escolha vinhos diferentes: cada rótulo pode vir uma vez na caixa.';

export function exactBottlesMessage(bottles: number): string {
  return bottles === 1
    ? 'Escolha exatamente 1 garrafa.'
    : `Escolha exatamente ${String(bottles)} garrafas.`;
}

export type BoxChoiceResult = { ok: true; skus: string[] } | { ok: false; message: string };

/**
 * A member's choice of the next box: exactly bottlesPerBox wines (codes compared as the catalogue
 * writes them, case-insensitively), no wine twice, only wines of the box's selection.
 */
export function validateChoice(
  skus: readonly string[],
  selection: readonly Pick<BoxCandidate, 'sku'>[],
  bottlesPerBox: number,
): BoxChoiceResult {
  if (skus.length !== bottlesPerBox)
    return { ok: false, message: exactBottlesMessage(bottlesPerBox) };
  const bySku = new Map(selection.map((wine) => [wine.sku.toUpperCase(), wine.sku]));
  const chosen: string[] = [];
  for (const sku of skus) {
    const found = bySku.get(sku.trim().toUpperCase());
    if (found === undefined) return { ok: false, message: BOX_ONLY_SELECTION };
    if (chosen.includes(found)) return { ok: false, message: BOX_NO_REPEATS };
    chosen.push(found);
  }
  return { ok: true, skus: chosen };
}
