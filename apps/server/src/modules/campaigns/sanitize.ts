/**
 * Campaign modal bodies are HTML written by the operators (issue #18): they are sanitized with a
 * kept sanitizer (sanitize-html, an allow-list parser; never a regex) before they are stored, and
 * again when read, so a row written by other means cannot carry a script either (ADR 0033).
 */
import sanitizeHtml from 'sanitize-html';
import { safeLink } from '@adega/domain/safe-link';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Script and style contents are dropped with their tags (not kept as text).
  disallowedTagsMode: 'discard',
  transformTags: {
    // Issue #33 F15: an anchor keeps its href only when the domain's safe-link rule accepts it.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = safeLink(href);
      return {
        tagName,
        attribs: { ...(safe === null ? {} : { href: safe }), ...rest, rel: 'noopener noreferrer' },
      };
    },
  },
};

export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
