import { useUrlHash } from '../../lib/use-url-hash';
import { DEFAULT_SECTION, sectionFromHash, type AccountSectionId } from './sections';

/**
 * The section of my account named by the URL hash. The server renders the default section
 * ('Meus dados'); hydration starts from the same one and then moves to the hash's section.
 */
export function useHashSection(): AccountSectionId {
  return useUrlHash(sectionFromHash, DEFAULT_SECTION);
}
