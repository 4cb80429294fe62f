/**
 * HTML from the store's data (alert messages) is sanitized with DOMPurify before it reaches the
 * page (never a regex). DOMPurify needs a DOM: on the server nothing is rendered (empty string)
 * and the browser fills the HTML in after hydration.
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
