/**
 * The one rule for every link an operator saves (issue #33 F15): banner links and images,
 * campaign images and offer addresses, the links inside campaign modals. A link is either a path
 * of this site — judged by the redirect guard (`sameSiteTarget`), so '//host', '/\host', dot
 * segments and encoded tricks that browsers open off-site are refused — or an absolute
 * `https://` address with a host and no credentials. Nothing else: no other scheme (javascript:,
 * data:, http:, mailto:), no backslash, no control or invisible character, no tab, newline or
 * space anywhere. The rule runs when a link is saved (a 422 with `SAFE_LINK_TEXT`) and again when
 * it is rendered, so a row written by other means cannot send a customer elsewhere.
 */
import { sameSiteTarget } from './redirect.ts';

/** Longest link kept. */
export const SAFE_LINK_MAX_LENGTH = 2000;

export const SAFE_LINK_TEXT = 'Link inválido: use um caminho do site (/…) ou um endereço https://.';

/** Control, format (zero-width, bidi) and separator characters, whitespace and the backslash. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

function isSafeHttps(value: string): boolean {
  if (!/^https:\/\/[^/]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** `value` when it is a safe link (see the file comment), else null. */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > SAFE_LINK_MAX_LENGTH) return null;
  if (UNSAFE.test(value)) return null;
  if (value.startsWith('/')) return sameSiteTarget(value) === null ? null : value;
  return isSafeHttps(value) ? value : null;
}

export function isSafeLink(value: unknown): value is string {
  return safeLink(value) !== null;
}
