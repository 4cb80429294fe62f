/**
 * The deferred boot itself (issue #19, ADR 0038): the script that adds the page's module preloads
 * and React Router's module script after the first paint. deferred-boot.ts puts it inline in the
 * page; boot-asset.ts puts it in the build's boot file.
 */
import { BOOT_ATTRIBUTE } from './boot-state';

/**
 * Runs in the browser, in the classic script's place, as `BOOT(hrefs, code)`. A string, not a
 * function's `toString()`, so no build step can rewrite it. `document.currentScript.nonce` is the
 * response's nonce (the page cache gives every response its own), which the module script needs.
 *
 * It starts when the paint timeline reports the first contentful paint, or at the `load` event,
 * whichever comes first (a browser without paint timing, a page that paints nothing). No timer
 * and no animation frame: the paint entry arrives the same way under a test's fake clock.
 */
export const BOOT = `(function (hrefs, code) {
  document.documentElement.setAttribute(${JSON.stringify(BOOT_ATTRIBUTE)}, 'pending');
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') return start();
  addEventListener('load', start);
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (!types || types.indexOf('paint') === -1) return;
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})`.replace(/\s*\n\s*/g, ' ');
