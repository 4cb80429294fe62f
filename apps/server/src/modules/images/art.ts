/**
 * Product art generated from product attributes (DESIGN: images — no network for real photos).
 * Wines: a bottle whose glass and label follow the wine type's colour; kits: a row of bottles;
 * other categories: their own silhouettes. Pure: attributes in, SVG text out.
 */
import { escapeMarkup } from '@adega/domain/markup';

export interface ArtInput {
  code: string;
  name: string;
  brand: string;
  category: string;
  wineType: string | null;
  vintage: number | null;
  kitSize: number | null;
}

export const ART_WIDTH = 300;
export const ART_HEIGHT = 400;

const WINE_COLOURS: Record<
  string,
  { glass: string; liquid: string; label: string; accent: string }
> = {
  tinto: { glass: '#2b0f16', liquid: '#5c1020', label: '#f4ead9', accent: '#7b1e2b' },
  branco: { glass: '#9fb38a', liquid: '#e6d98c', label: '#fffaf0', accent: '#8a7a2e' },
  rose: { glass: '#e9a6b1', liquid: '#f3b7be', label: '#fff5f6', accent: '#c05a72' },
  espumante: { glass: '#3d4a2f', liquid: '#e8d48a', label: '#fbf6e6', accent: '#b8932e' },
  frisante: { glass: '#8fa872', liquid: '#efe3a2', label: '#fdfbef', accent: '#6e8b3d' },
  licoroso: { glass: '#4a2410', liquid: '#9c4a14', label: '#f7ecd9', accent: '#9c4a14' },
};

/** A small deterministic hash so two products of one type still look different. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function bottle(
  x: number,
  scale: number,
  colours: { glass: string; liquid: string; label: string; accent: string },
  labelText: string,
  sub: string,
): string {
  // A Bordeaux-shaped bottle drawn in a 100×300 box, translated and scaled.
  return `<g transform="translate(${x} ${400 - 300 * scale - 20}) scale(${scale})">
    <path d="M42 0h16v70c0 10 30 22 30 50v168a12 12 0 0 1-12 12H24a12 12 0 0 1-12-12V120c0-28 30-40 30-50z" fill="${colours.glass}"/>
    <rect x="42" y="0" width="16" height="26" rx="2" fill="${colours.accent}"/>
    <path d="M16 200h68v86a10 10 0 0 1-10 10H26a10 10 0 0 1-10-10z" fill="${colours.liquid}" opacity="0.35"/>
    <rect x="18" y="150" width="64" height="80" rx="4" fill="${colours.label}"/>
    <rect x="18" y="150" width="64" height="8" fill="${colours.accent}"/>
    <text x="50" y="192" font-family="Georgia, serif" font-size="22" font-weight="700" text-anchor="middle" fill="${colours.accent}">${escapeMarkup(labelText)}</text>
    <text x="50" y="216" font-family="Arial, sans-serif" font-size="12" text-anchor="middle" fill="#333">${escapeMarkup(sub)}</text>
  </g>`;
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
  if (input.category === 'vinho' || input.category === 'kit') {
    const colours = WINE_COLOURS[input.wineType ?? 'tinto'] ?? WINE_COLOURS.tinto!;
    const sub = input.vintage ? String(input.vintage) : '';
    if (input.category === 'kit' || input.kitSize) {
      const n = Math.min(input.kitSize ?? 3, 5);
      const gapMin = 8;
      const scale = Math.min(0.95, (ART_WIDTH - (n + 1) * gapMin) / (n * 100));
      const width = 100 * scale;
      const gap = (ART_WIDTH - n * width) / (n + 1);
      body = Array.from({ length: n }, (_, i) =>
        bottle(gap + i * (width + gap), scale, colours, label, sub),
      ).join('');
    } else {
      body = bottle(100, 1.1, colours, label, sub);
    }
  } else {
    body = nonWine(input.category, hash, label);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
}
