/** Display formatting that is not money (money goes through <Price> and formatBRL). */
import { STORE_TIME_ZONE } from '@adega/domain/constants';
import { GRAPES } from '@adega/domain/urls';

/** SPEC §3: rating shown with 1 decimal, pt-BR decimal comma ('4,3'). */
export function formatRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** '1 produto' / 'N produtos' (pt-BR plural with thousands separator). */
export function formatCount(count: number, singular: string, plural: string): string {
  const n = count.toLocaleString('pt-BR');
  return `${n} ${count === 1 ? singular : plural}`;
}

/** Volume in ml as shown on labels: 750 → '750 ml', 1500 → '1,5 L'. */
export function formatVolume(ml: number): string {
  return ml >= 1000 ? `${String(ml / 1000).replace('.', ',')} L` : `${ml} ml`;
}

/**
 * Readable text colour (#1a1a1a or #fff) on a background colour '#rrggbb', by WCAG relative
 * luminance: the discount tag colours of SPEC §9 range from light beige to dark magenta.
 */
export function textColourOn(background: string): '#1a1a1a' | '#fff' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#1a1a1a';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const contrastDark = (luminance + 0.05) / (0.0103 + 0.05);
  const contrastWhite = 1.05 / (luminance + 0.05);
  return contrastDark >= contrastWhite ? '#1a1a1a' : '#fff';
}

/** Grape name of a catalogue slug: the menu's label when it has one, else the slug title-cased. */
export function grapeName(slug: string): string {
  const known = GRAPES.find((grape) => grape.slug === slug);
  if (known) return known.label;
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '03/05/2026 14:20' in the store's time zone (São Paulo); '' for a date that cannot be read. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME.format(date).replace(',', '');
}
