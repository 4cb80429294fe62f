/**
 * Wine bottles for the product art (issue #34): the glass and what shows through it follow the
 * wine's type, the shape follows its style (Bordeaux's high shoulders, Burgundy's sloping ones, a
 * sparkling wine's heavy bottle and foil, the Rhine flute, a port's bulbous neck), and the label
 * carries the producer's and the wine's initials. Drawn in a 100×300 box; pure SVG text.
 */
import { escapeMarkup } from '@adega/domain/markup';

export type BottleShape = 'bordeaux' | 'burgundy' | 'sparkling' | 'flute' | 'fortified';

export interface BottleColours {
  glass: string;
  /** The wine seen through the glass (shoulder and heel). */
  liquid: string;
  /** The capsule or foil. */
  capsule: string;
}

/** Per wine type: the glass a producer of that style uses and the wine behind it. */
export const WINE_COLOURS: Readonly<Record<string, BottleColours>> = {
  tinto: { glass: '#23140f', liquid: '#5c1020', capsule: '#7b1e2b' },
  branco: { glass: '#b9c79a', liquid: '#e8d67a', capsule: '#c9b458' },
  rose: { glass: '#f3dfe2', liquid: '#f0a3b1', capsule: '#d0647e' },
  espumante: { glass: '#2f3b22', liquid: '#e7cf7e', capsule: '#c9a43a' },
  frisante: { glass: '#9fb87f', liquid: '#efe3a2', capsule: '#7f9c4a' },
  licoroso: { glass: '#3d1c0c', liquid: '#9c4a14', capsule: '#1f1f1f' },
};

/** The grapes whose wines come in a Burgundy bottle (Pinot Noir, Chardonnay, the Rhône's Syrah). */
const BURGUNDY_GRAPES = new Set(['pinot-noir', 'chardonnay', 'syrah-shiraz', 'nebbiolo']);
const FLUTE_GRAPES = new Set(['riesling', 'alvarinho']);

/** The bottle a wine comes in, from its type and first grape. */
export function bottleShapeOf(wineType: string | null, grape: string | null): BottleShape {
  if (wineType === 'espumante' || wineType === 'frisante') return 'sparkling';
  if (wineType === 'licoroso') return grape === 'touriga-nacional' ? 'fortified' : 'flute';
  if (grape && FLUTE_GRAPES.has(grape)) return 'flute';
  if (grape && BURGUNDY_GRAPES.has(grape)) return 'burgundy';
  return 'bordeaux';
}

/** Outline of each shape (100 wide, 300 tall) and where its label and shoulder sit. */
const SHAPES: Readonly<
  Record<BottleShape, { path: string; label: { x: number; y: number; w: number; h: number } }>
> = {
  bordeaux: {
    path: 'M42 0h16v78c0 6 30 8 30 32v178a12 12 0 0 1-12 12H24a12 12 0 0 1-12-12V110c0-24 30-26 30-32z',
    label: { x: 17, y: 150, w: 66, h: 88 },
  },
  burgundy: {
    path: 'M42 0h16v54c0 46 34 64 34 112v122a12 12 0 0 1-12 12H20a12 12 0 0 1-12-12V166c0-48 34-66 34-112z',
    label: { x: 13, y: 168, w: 74, h: 80 },
  },
  sparkling: {
    path: 'M40 0h20v68c0 36 36 50 36 92v128a12 12 0 0 1-12 12H16a12 12 0 0 1-12-12V160c0-42 36-56 36-92z',
    label: { x: 10, y: 176, w: 80, h: 74 },
  },
  flute: {
    path: 'M44 0h12v96c0 34 24 52 24 88v106a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10V184c0-36 24-54 24-88z',
    label: { x: 23, y: 196, w: 54, h: 70 },
  },
  fortified: {
    path: 'M43 0h14v34c0 8 6 10 6 18s-6 10-6 18v14c0 12 30 20 30 50v154a12 12 0 0 1-12 12H25a12 12 0 0 1-12-12V134c0-30 30-38 30-50V70c0-8-6-10-6-18s6-10 6-18z',
    label: { x: 16, y: 160, w: 68, h: 84 },
  },
};

/** Label papers, chosen by producer so two producers' labels differ. */
const LABELS = [
  { paper: '#f6efe0', ink: '#3b2a1a', band: '#8c6d3f' },
  { paper: '#ffffff', ink: '#1d2a3a', band: '#1d2a3a' },
  { paper: '#1f1f24', ink: '#e9d9a6', band: '#c9a43a' },
  { paper: '#e8dcc4', ink: '#5b2333', band: '#5b2333' },
  { paper: '#eef3ee', ink: '#1f4d3a', band: '#3f7a5a' },
] as const;

export interface BottleLabel {
  /** The producer's initials (large). */
  producer: string;
  /** The wine's initials (under them). */
  wine: string;
  /** The vintage or a short line ('' for none). */
  line: string;
  /** Picks the label paper (a hash of the producer). */
  paper: number;
}

/** One bottle at (x, bottom y) scaled; `label` null draws none (a bottle seen behind others). */
export function bottleSvg(
  x: number,
  bottom: number,
  scale: number,
  shape: BottleShape,
  colours: BottleColours,
  label: BottleLabel | null,
): string {
  const { path, label: area } = SHAPES[shape];
  const paper = LABELS[label ? label.paper % LABELS.length : 0] ?? LABELS[0];
  const foil =
    shape === 'sparkling'
      ? `<path d="M40 0h20v68c0 14 6 22 14 30H26c8-8 14-16 14-30z" fill="${colours.capsule}"/>`
      : `<rect x="${shape === 'flute' ? 44 : 42}" y="0" width="${shape === 'flute' ? 12 : 16}" height="30" rx="2" fill="${colours.capsule}"/>`;
  const text = label
    ? `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="4" fill="${paper.paper}"/>
    <rect x="${area.x}" y="${area.y + 6}" width="${area.w}" height="3" fill="${paper.band}"/>
    <text x="50" y="${area.y + area.h * 0.48}" font-family="Georgia, serif" font-size="${area.w > 60 ? 22 : 18}" font-weight="700" text-anchor="middle" fill="${paper.ink}">${escapeMarkup(label.producer)}</text>
    <text x="50" y="${area.y + area.h * 0.7}" font-family="Arial, sans-serif" font-size="12" font-weight="700" letter-spacing="1" text-anchor="middle" fill="${paper.band}">${escapeMarkup(label.wine)}</text>
    <text x="50" y="${area.y + area.h * 0.88}" font-family="Arial, sans-serif" font-size="10" text-anchor="middle" fill="${paper.ink}">${escapeMarkup(label.line)}</text>`
    : '';
  return `<g transform="translate(${x.toFixed(1)} ${(bottom - 300 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">
    <path d="${path}" fill="${colours.glass}"/>
    <path d="M16 236h68v52a10 10 0 0 1-10 10H26a10 10 0 0 1-10-10z" fill="${colours.liquid}" opacity="0.45"/>
    <path d="M22 130c4-14 12-22 18-26v170h-10c-5 0-8-4-8-8z" fill="#ffffff" opacity="0.12"/>
    ${foil}${text}
  </g>`;
}
