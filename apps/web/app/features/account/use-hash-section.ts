import { useSyncExternalStore } from 'react';
import { DEFAULT_SECTION, sectionFromHash, type AccountSectionId } from './sections';

function subscribe(onChange: () => void): () => void {
  // A click on a section link and back/forward both change the hash of the same document.
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The section of my account named by the URL hash. The server renders the default section
 * ('Meus dados'); hydration starts from the same one and then moves to the hash's section.
 */
export function useHashSection(): AccountSectionId {
  return useSyncExternalStore(
    subscribe,
    () => sectionFromHash(window.location.hash),
    () => DEFAULT_SECTION,
  );
}
