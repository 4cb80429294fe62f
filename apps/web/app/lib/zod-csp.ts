/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out whether it may by
 * trying once. Under our CSP (`script-src 'self' 'nonce-…'`, no 'unsafe-eval') that try is caught
 * by zod but still reported by the browser as a CSP violation on every page with a form. In the
 * browser zod is told up front not to compile (`jitless`); the server, where there is no CSP,
 * keeps the faster compiled parsers.
 *
 * The root layout sets it in an inline (nonced) script in <head>, which runs before any module
 * script: zod adopts `globalThis.__zod_globalConfig` when it loads, wherever a page loads it. This
 * module imports nothing, so the layout (every page) does not download zod (issue #19: zod was
 * ~45 KB gzipped of every page's JavaScript); pages with forms load it with their own chunks.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
