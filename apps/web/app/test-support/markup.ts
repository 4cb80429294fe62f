/** The text of rendered markup, tags as spaces and white space folded (for unit tests). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
