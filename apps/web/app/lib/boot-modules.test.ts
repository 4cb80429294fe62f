import { describe, expect, it } from 'vitest';
import { MODULES, parseModuleCode, shortBootArguments } from './boot-modules';
import { BOOT } from './boot-script';
import { deferModuleBoot } from './deferred-boot';

import { CODE, HREFS, manifest } from '../test-support/boot-manifest';

const modules = new Function(`return ${MODULES}`)() as (
  m: unknown,
  ids: string[],
) => [string[], string];

describe('the boot arguments sent once', () => {
  it('reads the manifest and the matched route ids of React Router’s code', () => {
    expect(parseModuleCode(CODE)).toEqual({ manifest, ids: ['root', 'routes/catalogue'] });
  });

  it('rebuilds the preloads and, but for white space, the code', () => {
    const [hrefs, code] = modules(manifest, ['root', 'routes/catalogue']);
    expect(hrefs).toEqual(HREFS);
    expect(code.replace(/\s+/g, '')).toBe(CODE.replace(/\s+/g, '').slice(1));
    expect(code).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
  });

  it('sends the manifest once, as a literal, with the route ids', () => {
    const args = shortBootArguments(HREFS, CODE);
    expect(args).toBe(
      `.apply(null,${MODULES}(${JSON.stringify(manifest)},["root","routes/catalogue"]))`,
    );
    expect((args ?? '').split('/assets/catalogue-W.js')).toHaveLength(2);
  });

  it('keeps the long form when anything differs from what it rebuilds', () => {
    expect(shortBootArguments(HREFS.slice(1), CODE)).toBeNull();
    expect(shortBootArguments([...HREFS].reverse(), CODE)).toBeNull();
    expect(shortBootArguments(HREFS, `${CODE}\nconsole.log(1);`)).toBeNull();
    expect(shortBootArguments(HREFS, CODE.replace('route1};', 'route1,"x":route2};'))).toBeNull();
    expect(shortBootArguments(HREFS, CODE.replace('"root":route0', '"root":route1'))).toBeNull();
    expect(shortBootArguments(HREFS, CODE.replace('"version"', 'version'))).toBeNull();
    expect(shortBootArguments(HREFS, 'import("/x.js");')).toBeNull();
  });

  it('a page booted from the short form loads what React Router would have loaded', () => {
    const page =
      `<html><head>${HREFS.map((href) => `<link rel="modulepreload" href="${href}" nonce="n"/>`).join('')}</head>` +
      `<body><script nonce="n" type="module" async="">${CODE}</script></body></html>`;
    const html = deferModuleBoot(Buffer.from(page)).toString('utf8');
    const script = /<script nonce="n">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.startsWith(`${BOOT}.apply(null,`)).toBe(true);
    expect(html).not.toContain('<link rel="modulepreload"');
    const appended: { rel?: string; href?: string; textContent?: string }[] = [];
    const document = {
      currentScript: { nonce: 'n' },
      documentElement: { setAttribute: () => undefined },
      visibilityState: 'hidden',
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      createElement: () => ({}),
    };
    new Function('document', 'addEventListener', script)(document, () => undefined);
    expect(appended.slice(0, -1).map((link) => link.href)).toEqual(HREFS);
    const code = appended.at(-1)?.textContent ?? '';
    expect(code.replace(/\s+/g, '')).toBe(CODE.replace(/\s+/g, '').slice(1));
  });
});
