import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // A click on an in-page link and back/forward both change the hash of the same document.
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * What the URL hash names (`read` of `location.hash`), read again whenever the hash changes. The
 * server has no hash: it renders `serverValue`, and hydration starts from it too.
 */
export function useUrlHash<T>(read: (hash: string) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(window.location.hash),
    () => serverValue,
  );
}
