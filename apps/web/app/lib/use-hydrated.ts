import { useEffect, useState } from 'react';

/**
 * False in the server's render and until the page's JavaScript has taken over (the first
 * effect), then true: for what only works with JavaScript and must not be used before it runs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
