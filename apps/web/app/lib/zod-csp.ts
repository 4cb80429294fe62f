/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out whether it may by
 * trying once. Under our CSP (`script-src 'self' 'nonce-…'`, no 'unsafe-eval') that try is caught
 * by zod but still reported by the browser as a CSP violation on every page with a form. In the
 * browser zod is told up front not to compile (`jitless`), so it never tries; the server, where
 * there is no CSP, keeps the faster compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The same setting before any module runs: the bundler evaluates shared chunks (where zod and
 * schemas built at import time live) before the body of the root chunk that imports this file,
 * so the call above can come too late. Zod adopts `globalThis.__zod_globalConfig` when it loads;
 * the root layout sets it in an inline (nonced) script in <head>, which runs before module
 * scripts.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
