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

/**
 * A value as JSON inside an inline `<script>` (JSON-LD, a boot script's data): `<` written as
 * `\u003c`, so no string in it can close the element or open a comment. Still valid JSON.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
