/**
 * The welcome gate opens with the page's first paint (issue #19, ADR 0038): the server renders
 * the gate closed, and this inline script, right after it in the HTML, opens it before the page
 * paints when the browser has no legal-age cookie. Without it the gate showed only after the
 * page's JavaScript had loaded and hydrated: the page was readable, then covered.
 *
 * The server cannot decide: an anonymous page comes from the page cache, the same for every
 * visitor, and the cookie is the browser's. The cookie rule is `cookieValue`'s (a `name=` part of
 * `document.cookie`, any value); `gate-open-script.test.ts` checks the two agree. It also locks
 * the page's scroll as `useScrollLock` does, and the gate's component takes over at hydration.
 */
import { LEGAL_AGE_COOKIE } from '@adega/domain/consent/consent';
import { SCROLL_LOCK_CLASS } from './scroll-lock';

/** Whether `cookies` (a `document.cookie`) hold the legal-age cookie, in the browser's words. */
const HAS_COOKIE = `function (cookies, name) {
  return cookies.split(';').some(function (part) {
    var at = part.indexOf('=');
    return at >= 0 && part.slice(0, at).trim() === name;
  });
}`;

/** Runs right after the gate's `<dialog>`; opens it unless the cookie is there. */
export const GATE_OPEN_SCRIPT = `(function (gate, hasCookie) {
  if (!gate || typeof gate.showModal !== 'function' || gate.open) return;
  if (hasCookie(document.cookie, ${JSON.stringify(LEGAL_AGE_COOKIE)})) return;
  gate.showModal();
  document.documentElement.classList.add(${JSON.stringify(SCROLL_LOCK_CLASS)});
})(document.currentScript && document.currentScript.previousElementSibling, ${HAS_COOKIE})`.replace(
  /\s*\n\s*/g,
  ' ',
);
