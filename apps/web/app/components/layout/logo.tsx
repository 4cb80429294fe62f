import type { Store } from '@adega/domain/store';
import { ROUTES } from '@adega/domain/urls';

/** Logo linking to the home page of the current store. */
export function Logo({ store }: { store: Store }) {
  const outlet = store === 'OUTLET';
  return (
    <a
      href={ROUTES.home}
      className="logo"
      aria-label={outlet ? 'Adega Outlet, página inicial' : 'Adega, página inicial'}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#fff" />
        <path d="M10 6h12c0 6-1.5 10-6 11-4.5-1-6-5-6-11Z" fill="currentColor" />
        <path d="M16 17v7m-4.5 2h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__name">Adega</span>
      {outlet ? <span className="logo__tag">Outlet</span> : null}
    </a>
  );
}
