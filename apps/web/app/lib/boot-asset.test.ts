import { describe, expect, it } from 'vitest';
import { CODE, HREFS, manifest } from '../test-support/boot-manifest';
import { bootAsset, bootAssetAttributes } from './boot-asset';
import { BOOT } from './boot-script';
import { deferModuleBoot } from './deferred-boot';

/** The build's whole manifest: the page's three routes and one it does not need. */
const whole = {
  ...manifest,
  routes: {
    'routes/account': { id: 'routes/account', module: '/assets/account-U.js', imports: [] },
    ...manifest.routes,
  },
};

/** React Router's page: the preloads in the head, the module script in the body. */
const PAGE =
  `<html><head>${HREFS.map((href) => `<link rel="modulepreload" href="${href}" nonce="n"/>`).join('')}</head>` +
  `<body><script nonce="n" type="module" async="">${CODE}</script></body></html>`;

/**
 * Runs the boot file's text as the browser would, as a hidden page (it boots at once), with the
 * script element's attributes; answers what it appended.
 */
function runFile(text: string, attributes: Record<string, string>) {
  const appended: { rel?: string; href?: string; nonce?: string; textContent?: string }[] = [];
  const set: Record<string, string> = {};
  const script = { nonce: 'n', getAttribute: (name: string) => attributes[name] ?? null };
  const document = {
    currentScript: script,
    documentElement: { setAttribute: (name: string, value: string) => (set[name] = value) },
    visibilityState: 'hidden',
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: () => ({}),
  };
  new Function('document', 'addEventListener', text)(document, () => undefined);
  return { appended, set };
}

/** The attributes of the HTML's boot element. */
function attributesOf(html: string): Record<string, string> {
  const tag = /<script nonce="n"( [^>]*)><\/script>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/ ([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('the boot as one cached file', () => {
  it('is one file per manifest, named by its content', () => {
    const asset = bootAsset(whole);
    expect(asset?.path).toMatch(/^\/assets\/boot-[\w-]{12}\.js$/);
    expect(bootAsset(whole)).toBe(asset);
    const other = bootAsset({ ...whole, version: 'outra' });
    expect(other?.path).not.toBe(asset?.path);
    expect(asset?.text).toContain('/assets/account-U.js');
  });

  it('a page names its routes and boots from the file, with nothing inline', () => {
    const html = deferModuleBoot(Buffer.from(PAGE), whole).toString('utf8');
    const asset = bootAsset(whole);
    expect(html).toBe(
      `<html><head></head><body><script nonce="n" defer src="${asset?.path}" ` +
        `data-routes="root routes/catalogue routes/home" data-matched="2"></script></body></html>`,
    );
  });

  it('the file loads what React Router would have loaded, with the page’s nonce', () => {
    const html = deferModuleBoot(Buffer.from(PAGE), whole).toString('utf8');
    const { appended, set } = runFile(bootAsset(whole)?.text ?? '', attributesOf(html));
    expect(set).toEqual({ 'data-boot': 'pending' });
    expect(appended.slice(0, -1).map((link) => [link.rel, link.href])).toEqual(
      HREFS.map((href) => ['modulepreload', href]),
    );
    const module = appended.at(-1);
    expect(module?.nonce).toBe('n');
    expect(module?.textContent?.replace(/\s+/g, '')).toBe(CODE.replace(/\s+/g, '').slice(1));
    expect(module?.textContent).not.toContain('routes/account');
  });

  it('stays inline when the file would not rebuild the page exactly', () => {
    const inline = (code: string, asManifest: object = whole) =>
      bootAssetAttributes(asManifest, HREFS, code);
    expect(inline(CODE)).not.toBeNull();
    // The page's code has a route the build's manifest describes otherwise.
    const changed = {
      ...whole,
      routes: {
        ...whole.routes,
        'routes/home': { ...manifest.routes['routes/home'], index: false },
      },
    };
    expect(inline(CODE, changed)).toBeNull();
    // Subresource integrity needs React Router's own import map.
    expect(bootAsset({ ...whole, sri: { '/assets/root-X.js': 'sha384-x' } })).toBeNull();
    // A route id the attribute could not carry as it is.
    const spaced = CODE.replaceAll('routes/home', 'routes/h o"me');
    expect(
      inline(spaced, { ...whole, routes: { ...whole.routes, 'routes/h o"me': {} } }),
    ).toBeNull();
    // The matched routes are not the first of the manifest's.
    expect(
      inline(CODE.replace('"root":route0,"routes/catalogue":route1', '"routes/catalogue":route0')),
    ).toBeNull();
    expect(bootAssetAttributes(whole, HREFS.slice(1), CODE)).toBeNull();
  });

  it('without a build manifest, the boot stays inline', () => {
    const html = deferModuleBoot(Buffer.from(PAGE)).toString('utf8');
    expect(html).toContain(`<script nonce="n">${BOOT}.apply(null,`);
  });
});
