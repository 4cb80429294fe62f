/**
 * The page's JavaScript starts after its first paint (issue #19, ADR 0038).
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` for every module of the
 * matched routes (React hoists them into the head) and one inline `<script type="module">` that
 * imports them and starts hydration. The browser fetches them while the stylesheets are still
 * on their way. On a slow mobile connection, 180 KB of JavaScript then shares the link with what
 * the first paint needs: the document and its stylesheets.
 *
 * The document is already complete without JavaScript (server-rendered, with forms that post).
 * So the links and the module script are taken out, and a small classic script, in the module
 * script's place and with its nonce, adds them back after the first paint: when the browser reports
 * the first contentful paint, or at the `load` event if that comes first. A hidden document (a
 * background tab) paints nothing, so it boots at once, as before.
 *
 * The transform runs on the rendered HTML in `entry.server`, before the page cache keeps it. It
 * knows the markup React Router 7 renders; `deferModuleBoot` answers the HTML unchanged when the
 * markup is not there, and the API test of the storefront checks the markup on a real page, so an
 * upgrade that changes it fails a test instead of loading no JavaScript.
 */

import { scriptJson } from '@adega/domain/markup';
import { BOOT } from './boot-script';
import { manifestIn, shortBootArguments } from './boot-modules';
import { bootAssetAttributes } from './boot-asset';
import { boundedMemo } from './bounded-memo';

const PRELOAD_START = '<link rel="modulepreload" href="';
const PRELOAD = /^<link rel="modulepreload" href="(\/[^"<>]*)"[^<>]*\/>$/;
const MODULE_ATTRIBUTES = ' type="module" async="">';
const SCRIPT_OPEN = /^<script( nonce="[^"<>]*")? type="module" async="">$/;
const SCRIPT_END = '</script>';

/**
 * React Router's module script with its route manifest as compact JSON: it is printed with two
 * spaces of indentation, a quarter of a listing's boot (ADR 0042). The code is unchanged when the
 * manifest is not where React Router 7 puts it, or is not JSON.
 */
export function compactManifest(code: string): string {
  const manifest = manifestIn(code);
  if (!manifest) return code;
  try {
    const compact = JSON.stringify(JSON.parse(manifest.text));
    return `${code.slice(0, manifest.start)}${compact}${code.slice(manifest.start + manifest.text.length)}`;
  } catch {
    return code;
  }
}

/**
 * The boot's script element after its nonce attribute: from the boot file (boot-asset.ts) when
 * there is a build manifest and the file rebuilds this page's preloads and code; else inline, with
 * the short form of boot-modules.ts when it rebuilds them, else `(hrefs, code)` with the manifest
 * compact. The same route set gives the same script on every render, so it is worked out once.
 */
export function bootScriptTail(hrefs: readonly string[], code: string, manifest?: object): string {
  return argumentsOf(`${hrefs.join(' ')}\n${code}\n${manifest ? 'file' : 'inline'}`, () => {
    const file = manifest && bootAssetAttributes(manifest, hrefs, code);
    if (file) return `${file}></script>`;
    const args =
      shortBootArguments(hrefs, code) ??
      `(${scriptJson(hrefs)},${scriptJson(compactManifest(code))})`;
    return `>${BOOT}${args}</script>`;
  });
}

/** One entry per set of matched routes and build: a handful; bounded all the same. */
const argumentsOf = boundedMemo<string>(64);

/**
 * The HTML with the module preloads and React Router's module script replaced by the deferred
 * boot: the build's boot file named by one script element when `manifest` (React Router's
 * whole manifest) is given and the file rebuilds this page (boot-asset.ts), else inline.
 * Unchanged when the module script is not there (a document React Router did not render).
 * Works on the rendered bytes: only the pieces it reads are decoded (decoding a whole 100 KB
 * page to a string and back cost more than a millisecond per render).
 */
export function deferModuleBoot(html: Buffer<ArrayBuffer>, manifest?: object): Buffer<ArrayBuffer> {
  const attributesAt = html.indexOf(MODULE_ATTRIBUTES);
  if (attributesAt < 0) return html;
  const scriptAt = html.lastIndexOf('<script', attributesAt);
  const codeAt = attributesAt + MODULE_ATTRIBUTES.length;
  const endAt = html.indexOf(SCRIPT_END, codeAt);
  const open = scriptAt < 0 ? null : SCRIPT_OPEN.exec(html.toString('utf8', scriptAt, codeAt));
  if (!open || endAt < 0) return html;
  const code = html.toString('utf8', codeAt, endAt);
  const hrefs: string[] = [];
  // The ranges taken out, in order: every module preload, and the module script.
  const cuts: [number, number][] = [];
  for (let at = html.indexOf(PRELOAD_START); at >= 0; at = html.indexOf(PRELOAD_START, at + 1)) {
    const closeAt = html.indexOf('/>', at);
    const link = closeAt < 0 ? null : PRELOAD.exec(html.toString('utf8', at, closeAt + 2));
    if (!link?.[1] || (at < endAt && closeAt > scriptAt)) continue;
    if (!hrefs.includes(link[1])) hrefs.push(link[1]);
    cuts.push([at, closeAt + 2]);
  }
  cuts.push([scriptAt, endAt + SCRIPT_END.length]);
  cuts.sort((a, b) => a[0] - b[0]);
  const deferred = Buffer.from(`<script${open[1] ?? ''}${bootScriptTail(hrefs, code, manifest)}`);
  const pieces: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    pieces.push(html.subarray(from, start));
    if (start === scriptAt) pieces.push(deferred);
    from = end;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
