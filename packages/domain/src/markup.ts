/**
 * Text inside HTML or XML markup (e-mails, sitemaps, generated SVG): the five characters that
 * could end a text node or an attribute value, as references both languages read. The one copy
 * of the rule (it was four); React escapes what it renders itself.
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => REFERENCES[ch] ?? ch);
}
