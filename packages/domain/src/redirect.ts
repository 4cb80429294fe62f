/**
 * The one guard of every redirect (issue #12: open redirects). A redirect target taken from a
 * request (a `redirect` parameter, the request's own path) is followed only when it is a path of
 * this site; anything else gives the fallback.
 *
 * Browsers and servers read a URL more loosely than a prefix check does: they drop tabs and
 * newlines, read '\' as '/', resolve '.' and '..' (also written '%2e'), and a later hop may decode
 * '%2F' once more. So the target is judged on two views, and both must stay on this site:
 * - as given, resolved by the WHATWG URL parser against a fake origin (dot segments resolved);
 * - normalised: percent-decoded repeatedly (bounded), Unicode compatibility forms folded
 *   ('／' → '/'), backslashes read as slashes, control characters and whitespace dropped, then
 *   resolved the same way.
 * The result is the first view's path, query and hash (so '/a/../b?x=1#y' → '/b?x=1#y').
 */

/** Longest target kept: a path and query of this store never needs more. */
export const REDIRECT_MAX_LENGTH = 2000;
/** Rounds of percent-decoding; a target still encoded after them is refused. */
const DECODE_ROUNDS = 4;
const FAKE_ORIGIN = 'http://redirect.invalid';

/** Control, format (zero-width, bidi) and separator characters, and the backslash. */
const UNSAFE_RAW = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Malformed escapes stay as they are; the valid runs around them are decoded.
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The normalised view of a target, or null when it is still changing after the bound. */
function normalised(value: string): string | null {
  let current = value;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current).normalize('NFKC').replace(/\\/g, '/').replace(INVISIBLE, '');
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The path + query + hash of `value` when it resolves to a path of this site, else null. */
function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // A path-relative reference against a valid base always parses.
  const url = new URL(value, FAKE_ORIGIN);
  if (url.origin !== FAKE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `target` resolved when it is a same-site path ('/…', never '//', '/\', a scheme or a host);
 * otherwise null.
 */
export function sameSiteTarget(target: unknown): string | null {
  if (typeof target !== 'string' || target === '' || target.length > REDIRECT_MAX_LENGTH) {
    return null;
  }
  if (UNSAFE_RAW.test(target)) return null;
  const resolved = sameSitePath(target);
  if (resolved === null) return null;
  for (const view of [target, resolved]) {
    const plain = normalised(view);
    if (plain === null || sameSitePath(plain) === null) return null;
  }
  return resolved;
}

/** `target` when it is a same-site path (see `sameSiteTarget`), resolved; otherwise `fallback`. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return sameSiteTarget(target) ?? fallback;
}
