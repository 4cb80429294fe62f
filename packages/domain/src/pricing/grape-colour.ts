/**
 * Wine type → colour of the type dot and of generated bottle art (SPEC §9 grape type mapping).
 */

export const GRAPE_COLOURS = ['red', 'white', 'rose'] as const;
export type GrapeColour = (typeof GRAPE_COLOURS)[number];

/** SPEC §9: red: tinto, fortificado, rosso, doce, porto; white: branco, espumante, frisante,
 * branco doce; rosé: rose; default white. Keys are normalised (see normaliseType). */
const TYPE_COLOURS: ReadonlyMap<string, GrapeColour> = new Map(
  Object.entries({
    tinto: 'red',
    fortificado: 'red',
    rosso: 'red',
    doce: 'red',
    porto: 'red',
    branco: 'white',
    espumante: 'white',
    frisante: 'white',
    'branco doce': 'white',
    rose: 'rose',
  } satisfies Record<string, GrapeColour>),
);

/** Lower case, accents removed, spaces collapsed: 'Rosé' → 'rose', ' Branco  Doce ' → 'branco doce'. */
function normaliseType(type: string): string {
  return type
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** Colour of a wine type (the TIPO attribute). Unknown or missing types are white. */
export function grapeColour(type: string | null | undefined): GrapeColour {
  // A Map, not an object lookup: 'constructor' or 'toString' must not hit Object.prototype.
  return TYPE_COLOURS.get(normaliseType(type ?? '')) ?? 'white';
}
