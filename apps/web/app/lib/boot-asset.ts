/**
 * The deferred boot as one cached file (issue #19, ADR 0044).
 *
 * The boot's two functions and the route manifest of the page's routes (boot-modules.ts) were
 * inline in every page: 4 to 5 KB of every document, the same on every page of the store. They
 * are now one script file per build, `/assets/boot-<hash>.js`, served by the server with the
 * hashed assets' immutable caching, holding the build's whole route manifest. A page names its
 * routes on the script element, which is all that differs between pages:
 *
 *   <script nonce="…" defer src="/assets/boot-<hash>.js" data-routes="root routes/x routes/home"
 *     data-matched="2"></script>
 *
 * `data-routes` are the routes of React Router's partial manifest for that URL (its matches,
 * then the routes of the URL's ancestor paths), `data-matched` how many of them are the page's
 * matches. The file picks those routes out of the whole manifest (`PARTIAL`, as React Router's
 * `getPartialManifest` does), rebuilds the preloads and module code (`MODULES`) and runs the
 * boot (`BOOT`), which reads its nonce from `document.currentScript`, this element. `defer`:
 * it runs once the document is parsed, before `DOMContentLoaded` and `load`, so the
 * `data-boot="pending"` mark is there when the page has loaded (the e2e fixture waits on it).
 *
 * The server uses this form only when the file rebuilds exactly what React Router rendered
 * (checked like the inline short form, on the same functions); otherwise the boot stays inline.
 */
import { createHash } from 'node:crypto';
import { scriptJson } from '@adega/domain/markup';
import { BOOT } from './boot-script';
import { MODULES, parseModuleCode, rebuildsModules, type Manifest } from './boot-modules';

/**
 * Runs in the browser as `PARTIAL(manifest, ids)`: the manifest with only the routes `ids`, in
 * that order, and the other keys where they were (no `sri`): React Router's partial manifest.
 */
export const PARTIAL = `(function (manifest, ids) {
  var partial = {};
  for (var key in manifest) {
    if (key === 'sri') continue;
    if (key !== 'routes') { partial[key] = manifest[key]; continue; }
    partial.routes = {};
    ids.forEach(function (id) { partial.routes[id] = manifest.routes[id]; });
  }
  return partial;
})`.replace(/\s*\n\s*/g, ' ');

const pickRoutes = new Function(`return ${PARTIAL}`)() as (
  manifest: Manifest,
  ids: readonly string[],
) => Manifest;

/** A route id the script element can carry in a space-separated attribute as it is. */
const PLAIN_ID = /^[\w./$@+-]+$/;

export interface BootAsset {
  /** The file's URL path, `/assets/boot-<hash>.js`. */
  path: string;
  /** Its JavaScript. */
  text: string;
}

const assets = new WeakMap<object, BootAsset | null>();

/**
 * The boot file of a build's route manifest (React Router's `build.assets`, the entry context's
 * `manifest`), or null when the manifest cannot go in one (subresource integrity, which needs
 * React Router's own import map). Worked out once per manifest object.
 */
export function bootAsset(manifest: object): BootAsset | null {
  const known = assets.get(manifest);
  if (known !== undefined) return known;
  const whole = manifest as Manifest & { sri?: unknown };
  let asset: BootAsset | null = null;
  if (!whole.sri) {
    const text =
      `(function (script) {` +
      `var ids = script.getAttribute('data-routes').split(' ');` +
      `var matched = Number(script.getAttribute('data-matched'));` +
      `${BOOT}.apply(null, ${MODULES}(${PARTIAL}(${scriptJson(whole)}, ids), ids.slice(0, matched)));` +
      `})(document.currentScript);\n`;
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    asset = { path: `/assets/boot-${hash}.js`, text };
  }
  assets.set(manifest, asset);
  return asset;
}

/**
 * The attributes of the script element that boots the page from the file (after its nonce), or
 * null when the file would not rebuild exactly React Router's preloads and code for this page
 * (then the boot stays inline).
 */
export function bootAssetAttributes(
  manifest: object,
  hrefs: readonly string[],
  code: string,
): string | null {
  const asset = bootAsset(manifest);
  const parsed = asset ? parseModuleCode(code) : null;
  if (!asset || !parsed) return null;
  const routes = Object.keys(parsed.manifest.routes);
  const matched = parsed.ids.length;
  if (!routes.every((id) => PLAIN_ID.test(id))) return null;
  if (parsed.ids.some((id, index) => routes[index] !== id)) return null;
  const whole = manifest as Manifest;
  if (!routes.every((id) => whole.routes[id])) return null;
  if (!rebuildsModules(pickRoutes(whole, routes), parsed.ids, hrefs, code)) return null;
  return ` defer src="${asset.path}" data-routes="${routes.join(' ')}" data-matched="${matched}"`;
}
