/**
 * The deferred boot's arguments, sent once (issue #19, ADR 0043).
 *
 * React Router's module script is the page's route manifest and its matched routes' modules,
 * and its module preloads are the same manifest's files of those routes. Sent as they are, every
 * file's address is there twice, and the manifest's JSON inside a JavaScript string has every
 * quote escaped. So the boot is given the manifest, as a literal, and the matched route ids, and
 * `MODULES` rebuilds both in the browser.
 *
 * The server runs the same `MODULES` on what it parsed out of React Router's code and uses the
 * short form only when it gives back exactly React Router's preloads and, but for white space,
 * its code. Any other code (an upgrade that changes it) keeps the long form, which is always
 * right.
 */
import { scriptJson } from '@adega/domain/markup';

/**
 * Runs in the browser as `MODULES(manifest, ids)` and answers `[hrefs, code]`: the module
 * preloads (the entry, then each route's module and imports, each file once) and the module
 * script React Router would have run. A string, like `BOOT`, so no build step rewrites it.
 */
export const MODULES = `(function (manifest, ids) {
  var hrefs = [];
  function add(href) { if (hrefs.indexOf(href) === -1) hrefs.push(href); }
  add(manifest.entry.module);
  manifest.entry.imports.forEach(add);
  var code = '';
  var modules = [];
  ids.forEach(function (id, i) {
    var route = manifest.routes[id];
    add(route.module);
    (route.imports || []).forEach(add);
    code += 'import * as route' + i + ' from ' + JSON.stringify(route.module) + ';\\n';
    modules.push(JSON.stringify(id) + ':route' + i);
  });
  code += 'window.__reactRouterManifest = ' + JSON.stringify(manifest) + ';\\n' +
    'window.__reactRouterRouteModules = {' + modules.join(',') + '};\\n' +
    'import(' + JSON.stringify(manifest.entry.module) + ');';
  return [hrefs, code];
})`.replace(/\s*\n\s*/g, ' ');

export interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

const rebuild = new Function(`return ${MODULES}`)() as (
  manifest: Manifest,
  ids: string[],
) => [string[], string];

const MANIFEST = /\bwindow\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

/** Where React Router's module code has its route manifest's JSON, or null. */
export function manifestIn(code: string): { text: string; start: number } | null {
  const match = MANIFEST.exec(code);
  const text = match?.[1];
  if (!match || text === undefined) return null;
  return { text, start: match.index + match[0].indexOf(text) };
}
const ROUTE_MODULES = /\bwindow\.__reactRouterRouteModules = \{([^{}]*)\};/;
const ROUTE_MODULE = /^"((?:[^"\\]|\\.)*)":route(\d+)$/;

/** The manifest and route ids of React Router's module code, or null if it is not as known. */
export function parseModuleCode(code: string): { manifest: Manifest; ids: string[] } | null {
  const manifestText = manifestIn(code)?.text;
  const modulesText = ROUTE_MODULES.exec(code)?.[1];
  if (manifestText === undefined || modulesText === undefined) return null;
  const ids: string[] = [];
  for (const [index, pair] of modulesText.split(',').entries()) {
    const match = ROUTE_MODULE.exec(pair);
    if (!match || Number(match[2]) !== index) return null;
    ids.push(JSON.parse(`"${match[1] ?? ''}"`) as string);
  }
  try {
    const manifest = JSON.parse(manifestText) as Manifest;
    if (!ids.every((id) => manifest.routes[id])) return null;
    return { manifest, ids };
  } catch {
    return null;
  }
}

const bare = (code: string) => code.replace(/\s+/g, '').replace(/^;+/, '');

/**
 * Whether `MODULES(manifest, ids)` gives back exactly React Router's preloads and, but for white
 * space, its code.
 */
export function rebuildsModules(
  manifest: Manifest,
  ids: readonly string[],
  hrefs: readonly string[],
  code: string,
): boolean {
  try {
    const [rebuiltHrefs, rebuiltCode] = rebuild(manifest, [...ids]);
    return rebuiltHrefs.join('\n') === hrefs.join('\n') && bare(rebuiltCode) === bare(code);
  } catch {
    return false;
  }
}

/**
 * The boot's arguments as script text: `.apply(null, MODULES(manifest, ids))` when `MODULES`
 * rebuilds React Router's preloads and code; else null (the caller sends them as they are).
 */
export function shortBootArguments(hrefs: readonly string[], code: string): string | null {
  const parsed = parseModuleCode(code);
  if (!parsed || !rebuildsModules(parsed.manifest, parsed.ids, hrefs, code)) return null;
  return `.apply(null,${MODULES}(${scriptJson(parsed.manifest)},${scriptJson(parsed.ids)}))`;
}
