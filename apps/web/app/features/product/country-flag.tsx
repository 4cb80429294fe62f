/**
 * Country flag (SPEC §2 "country flag (default size 24)"): small simplified inline SVGs, no images
 * to download. Unknown countries get a neutral tag with the first letters of the name.
 */
import type { ReactNode } from 'react';

type Shapes = () => ReactNode;

const vertical = (a: string, b: string, c: string): Shapes =>
  function Vertical() {
    return (
      <>
        <rect width="10" height="20" fill={a} />
        <rect x="10" width="10" height="20" fill={b} />
        <rect x="20" width="10" height="20" fill={c} />
      </>
    );
  };

const horizontal = (a: string, b: string, c: string, middle = 1): Shapes =>
  function Horizontal() {
    const edge = (20 - middle * (20 / 3)) / 2;
    return (
      <>
        <rect width="30" height="20" fill={a} />
        <rect y={edge} width="30" height={20 - 2 * edge} fill={b} />
        <rect y={20 - edge} width="30" height={edge} fill={c} />
      </>
    );
  };

/** Keys are the catalogue's country codes (slugs). */
const FLAGS: Record<string, Shapes> = {
  franca: vertical('#0055a4', '#fff', '#ef4135'),
  italia: vertical('#009246', '#fff', '#ce2b37'),
  argentina: horizontal('#74acdf', '#fff', '#74acdf'),
  espanha: horizontal('#aa151b', '#f1bf00', '#aa151b', 1.5),
  alemanha: horizontal('#000', '#dd0000', '#ffce00'),
  portugal: function Portugal() {
    return (
      <>
        <rect width="30" height="20" fill="#da291c" />
        <rect width="12" height="20" fill="#046a38" />
        <circle cx="12" cy="10" r="4" fill="#ffe900" />
      </>
    );
  },
  brasil: function Brasil() {
    return (
      <>
        <rect width="30" height="20" fill="#009c3b" />
        <path d="M15 2 28 10 15 18 2 10Z" fill="#ffdf00" />
        <circle cx="15" cy="10" r="4.2" fill="#002776" />
      </>
    );
  },
  chile: function Chile() {
    return (
      <>
        <rect width="30" height="20" fill="#d52b1e" />
        <rect width="30" height="10" fill="#fff" />
        <rect width="10" height="10" fill="#0039a6" />
        <circle cx="5" cy="5" r="1.8" fill="#fff" />
      </>
    );
  },
  uruguai: function Uruguai() {
    return (
      <>
        <rect width="30" height="20" fill="#fff" />
        {[2.2, 6.6, 11, 15.4].map((y) => (
          <rect key={y} x="10" y={y} width="20" height="2.2" fill="#0038a8" />
        ))}
        <circle cx="5" cy="5" r="3" fill="#fcd116" />
      </>
    );
  },
  'africa-do-sul': function AfricaDoSul() {
    return (
      <>
        <rect width="30" height="10" fill="#e03c31" />
        <rect y="10" width="30" height="10" fill="#001489" />
        <path d="M0 0 13 10 0 20Z" fill="#ffb81c" />
        <path d="M0 3 9 10 0 17Z" fill="#000" />
        <rect x="13" y="7.5" width="17" height="5" fill="#007749" />
      </>
    );
  },
  'estados-unidos': function EstadosUnidos() {
    return (
      <>
        <rect width="30" height="20" fill="#fff" />
        {[0, 3, 6, 9, 12, 15, 18].map((y) => (
          <rect key={y} y={y} width="30" height="1.5" fill="#b22234" />
        ))}
        <rect width="12" height="10.5" fill="#3c3b6e" />
      </>
    );
  },
  australia: function Australia() {
    return (
      <>
        <rect width="30" height="20" fill="#012169" />
        <rect width="15" height="10" fill="#012169" stroke="#fff" strokeWidth="1" />
        <path d="M7.5 0v10M0 5h15" stroke="#c8102e" strokeWidth="2" />
        <circle cx="22" cy="14" r="1.5" fill="#fff" />
        <circle cx="24" cy="6" r="1.2" fill="#fff" />
      </>
    );
  },
  'nova-zelandia': function NovaZelandia() {
    return (
      <>
        <rect width="30" height="20" fill="#012169" />
        <path d="M7.5 0v10M0 5h15" stroke="#c8102e" strokeWidth="2" />
        <circle cx="22" cy="6" r="1.2" fill="#c8102e" />
        <circle cx="24" cy="13" r="1.2" fill="#c8102e" />
      </>
    );
  },
};

export interface CountryFlagProps {
  code: string | null;
  name: string | null;
  /** Width in px; the flag is 3:2 (SPEC §2: default size 24). */
  size?: number;
}

export function CountryFlag({ code, name, size = 24 }: CountryFlagProps) {
  const Shapes = code ? FLAGS[code] : undefined;
  const height = Math.round((size * 2) / 3);
  const label = name ?? code ?? '';
  if (!Shapes) {
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
    <svg
      className="country-flag"
      role="img"
      aria-label={label}
      width={size}
      height={height}
      viewBox="0 0 30 20"
      preserveAspectRatio="none"
    >
      <Shapes />
    </svg>
  );
}
