/**
 * The submit button of a small form that needs the page's JavaScript (the product page's freight
 * calculator and 'Avise-me'): disabled until the page is hydrated and while its request runs,
 * which aria-busy announces.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export function BusySubmit({
  className,
  busy,
  children,
}: {
  className: string;
  busy: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
