/**
 * Product art generated from product attributes (DESIGN: images — no network for real photos).
 * Wines: a bottle whose glass, shape and label follow the wine (bottles.ts); kits: a group of
 * bottles; other categories: their own silhouettes. Pure: attributes in, SVG text out.
 */
import { escapeMarkup } from '@adega/domain/markup';
import { bottleShapeOf, bottleSvg, WINE_COLOURS, type BottleLabel } from './bottles.ts';

export interface ArtInput {
  code: string;
  name: string;
  brand: string;
  category: string;
  wineType: string | null;
  vintage: number | null;
  kitSize: number | null;
  /** The wine's grapes (the first one picks the bottle's shape). */
  grapes?: readonly string[];
}

export const ART_WIDTH = 300;
export const ART_HEIGHT = 400;

/** A small deterministic hash so two products of one type still look different. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The first letters of the first `max` words that are not particles ('de', 'y') or numbers. */
export function initials(text: string, max = 2): string {
  return text
    .split(/[\s\-–—]+/)
    .filter((w) => w.length > 2 && /^\p{L}/u.test(w))
    .slice(0, max)
    .map((w) => w[0]?.toLocaleUpperCase('pt-BR') ?? '')
    .join('');
}

/** The wine's own initials: its name without the producer's ('Reserva Carmenère' → 'RC'). */
export function wineInitials(name: string, brand: string): string {
  const own = brand && name.startsWith(brand) ? name.slice(brand.length) : name;
  return initials(own, 3);
}

/** The mixed kit's bottles, one type after another. */
const KIT_MIX = ['tinto', 'branco', 'rose', 'tinto', 'espumante'] as const;

function kitBottles(input: ArtInput, hash: number): string {
  const n = Math.max(2, Math.min(input.kitSize ?? 3, 5));
  const label: BottleLabel = {
    producer: 'KIT',
    wine: initials(input.name.replace(/^Kit( Fácil)? \d+ /, ''), 3),
    line: `${String(input.kitSize ?? n)} garrafas`,
    paper: hash,
  };
  // A group: the bottles overlap, the middle one in front and a little taller.
  const scale = n <= 3 ? 0.95 : 0.8;
  const step = (ART_WIDTH - 100 * scale) / (n - 1 || 1);
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => Math.abs(b - (n - 1) / 2) - Math.abs(a - (n - 1) / 2),
  );
  return order
    .map((i) => {
      const type = input.wineType ?? KIT_MIX[(i + hash) % KIT_MIX.length] ?? 'tinto';
      const shape = bottleShapeOf(type, input.grapes?.[0] ?? null);
      const colours = WINE_COLOURS[type] ?? WINE_COLOURS.tinto!;
      const front = Math.abs(i - (n - 1) / 2) < 1;
      const bottom = ART_HEIGHT - 16 - (front ? 0 : 12);
      return bottleSvg(i * step, bottom, front ? scale : scale * 0.92, shape, colours, label);
    })
    .join('');
}

function wineBottle(input: ArtInput): string {
  const type = input.wineType ?? 'tinto';
  const shape = bottleShapeOf(type, input.grapes?.[0] ?? null);
  const colours = WINE_COLOURS[type] ?? WINE_COLOURS.tinto!;
  const label: BottleLabel = {
    producer: initials(input.brand || input.name) || input.code.slice(0, 2),
    wine: wineInitials(input.name, input.brand),
    line: input.vintage ? String(input.vintage) : '',
    paper: hashOf(input.brand || input.code),
  };
  return bottleSvg(90, ART_HEIGHT - 16, 1.2, shape, colours, label);
}

function nonWine(category: string, hue: number, label: string): string {
  const colour = `hsl(${hue % 360} 45% 38%)`;
  const light = `hsl(${hue % 360} 50% 88%)`;
  const text = `<text x="150" y="250" font-family="Georgia, serif" font-size="34" font-weight="700" text-anchor="middle" fill="${colour}">${escapeMarkup(label)}</text>`;
  switch (category) {
    case 'destilado':
      return `<path d="M130 40h40v60c0 8 28 18 28 40v220a14 14 0 0 1-14 14h-68a14 14 0 0 1-14-14V140c0-22 28-32 28-40z" fill="${colour}"/><rect x="112" y="200" width="76" height="90" rx="6" fill="${light}"/>${text}`;
    case 'azeite':
      return `<rect x="95" y="70" width="110" height="300" rx="10" fill="#3f5b1f"/><rect x="130" y="40" width="40" height="34" rx="4" fill="#c9a227"/><rect x="103" y="200" width="94" height="90" rx="6" fill="#f1efd8"/><text x="150" y="250" font-family="Georgia, serif" font-size="34" font-weight="700" text-anchor="middle" fill="#3f5b1f">${escapeMarkup(label)}</text>`;
    case 'revista':
      return `<rect x="60" y="40" width="180" height="320" rx="6" fill="${light}" stroke="${colour}" stroke-width="6"/><rect x="80" y="70" width="140" height="24" fill="${colour}"/><rect x="80" y="290" width="100" height="10" fill="${colour}" opacity=".5"/>${text}`;
    case 'cerveja':
      return `<path d="M136 40h28v70c0 6 22 16 22 36v214a12 12 0 0 1-12 12h-48a12 12 0 0 1-12-12V146c0-20 22-30 22-36z" fill="#6b3d0f"/><rect x="116" y="210" width="68" height="80" rx="6" fill="#f5e6c4"/><text x="150" y="258" font-family="Georgia, serif" font-size="28" font-weight="700" text-anchor="middle" fill="#6b3d0f">${escapeMarkup(label)}</text>`;
    case 'acessorio':
      return `<path d="M110 60h80c0 70-16 110-40 120c-24-10-40-50-40-120z" fill="${light}" stroke="${colour}" stroke-width="6"/><rect x="146" y="180" width="8" height="130" fill="${colour}"/><ellipse cx="150" cy="320" rx="50" ry="12" fill="${colour}"/>`;
    case 'sidra':
      return `<path d="M132 40h36v80c0 8 30 20 30 44v196a14 14 0 0 1-14 14h-68a14 14 0 0 1-14-14V164c0-24 30-36 30-44z" fill="#c7a23a"/><rect x="110" y="210" width="80" height="80" rx="6" fill="#fff8e1"/><text x="150" y="258" font-family="Georgia, serif" font-size="28" font-weight="700" text-anchor="middle" fill="#8a6d12">${escapeMarkup(label)}</text>`;
    default:
      // gourmet and anything else: a jar
      return `<rect x="90" y="110" width="120" height="230" rx="24" fill="${colour}"/><rect x="100" y="80" width="100" height="36" rx="6" fill="${light}"/><rect x="104" y="190" width="92" height="80" rx="6" fill="${light}"/><text x="150" y="240" font-family="Georgia, serif" font-size="30" font-weight="700" text-anchor="middle" fill="${colour}">${escapeMarkup(label)}</text>`;
  }
}

export function productArtSvg(input: ArtInput): string {
  const hash = hashOf(input.code);
  const label = initials(input.brand || input.name) || input.code.slice(0, 2);
  let body: string;
  if (input.category === 'kit' || input.kitSize) body = kitBottles(input, hash);
  else if (input.category === 'vinho') body = wineBottle(input);
  else body = nonWine(input.category, hash, label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
}
