/**
 * Country flag (SPEC §2 "country flag (default size 24)"): an empty span named by the country,
 * drawn by card-icons.css (small simplified SVGs in the cached stylesheet), so a listing does
 * not repeat each flag's shapes, nor a sprite's address, in every card (ADR 0043). Unknown
 * countries get a neutral tag with the first letters of the name.
 */
import './card-icons.css';

/** The catalogue's country codes (slugs) that have a flag in card-icons.css. */
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
}

export function CountryFlag({ code, name }: CountryFlagProps) {
  const label = name ?? code ?? '';
  if (!code || !FLAG_CODES.has(code)) {
    return (
      <span className="country-flag country-flag--unknown" role="img" aria-label={label}>
        {label.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return <span className={`country-flag country-flag--${code}`} role="img" aria-label={label} />;
}
