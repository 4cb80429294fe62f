/**
 * The response's CSP nonce for the document's own inline scripts (issue #5). Pages read it from
 * the root loader's data; a response whose loaders did not run (an error answered before them,
 * such as a form posted to a page without an action) has none, so `entry.server` also provides
 * it here, as it gives it to React Router's own scripts.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

/** The root loader's nonce, else the one `entry.server` rendered with (undefined in a browser). */
export function useNonce(fromLoader: string | undefined): string | undefined {
  const fromServer = useContext(NonceContext);
  return fromLoader ?? fromServer;
}
