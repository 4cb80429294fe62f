/**
 * Country flag (SPEC §2 "country flag (default size 24)"): small simplified SVGs, one cached
 * sprite (`card-icons.svg`, content-hashed by the build) referenced with `<use>`, so a listing
 * does not repeat each flag's shapes in every card. Unknown countries get a neutral tag with the
 * first letters of the name.
 */
import { cardIcon } from './card-icons';

/** The catalogue's country codes (slugs) that have a symbol in card-icons.svg. */
export const FLAG_CODES: ReadonlySet<string> = new Set([
  'franca',
  'italia',
  'argentina',
  'espanha',
  'alemanha',
  'portugal',
  'brasil',
  'chile',
  'uruguai',
  'africa-do-sul',
  'estados-unidos',
  'australia',
  'nova-zelandia',
]);

export interface CountryFlagProps {
  code: string | null;
  name: string | null;
  /** Width in px; the flag is 3:2 (SPEC §2: default size 24). */
  size?: number;
}

export function CountryFlag({ code, name, size = 24 }: CountryFlagProps) {
  const height = Math.round((size * 2) / 3);
  const label = name ?? code ?? '';
  if (!code || !FLAG_CODES.has(code)) {
    return (
      <span
        className="country-flag country-flag--unknown"
        role="img"
        aria-label={label}
        style={{ width: size, height, fontSize: Math.max(8, Math.round(size / 3)) }}
      >
        {label.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <svg className="country-flag" role="img" aria-label={label} width={size} height={height}>
      <use href={cardIcon(code)} />
    </svg>
  );
}
