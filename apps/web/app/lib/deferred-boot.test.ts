import { describe, expect, it } from 'vitest';
import { BOOT } from './boot-script';
import { compactManifest, deferModuleBoot as deferBytes } from './deferred-boot';

/** The transform works on the rendered bytes; these tests read and write text. */
const deferModuleBoot = (html: string) => deferBytes(Buffer.from(html)).toString('utf8');

const NONCE = 'AbC+/12==';
const CODE = `import * as route0 from "/assets/root-X.js";
window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Y.js"}};
import("/assets/entry.client-Y.js");`;

/** The shape React Router 7's `<Scripts>` renders (preloads hoisted into the head by React). */
function page(code = CODE) {
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-Y.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/root-X.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/root-X.js" nonce="${NONCE}"/>` +
    `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-Z.css"/></head>` +
    `<body><main>Olá</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${NONCE}" type="module" async="">${code}</script>` +
    `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>` +
    `</body></html>`
  );
}

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

interface BootOptions {
  visibilityState?: 'visible' | 'hidden';
  /** Entry types the browser's PerformanceObserver supports; null: no PerformanceObserver. */
  entryTypes?: string[] | null;
}

/**
 * Runs the deferred boot's script against a minimal browser; answers what it appended, and
 * `paint(name)` / `load()` to deliver a paint entry or the load event.
 */
function runBoot(
  html: string,
  { visibilityState = 'visible', entryTypes = ['paint'] }: BootOptions,
) {
  const script = /<script nonce="[^"]*">(\(function \(hrefs, code\)[\s\S]*?)<\/script>/.exec(html);
  if (!script) throw new Error('boot script not found');
  const appended: FakeElement[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const observers: { callback: PaintCallback; connected: boolean; options: unknown }[] = [];
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  class FakeObserver {
    static supportedEntryTypes = entryTypes ?? [];
    private readonly entry: { callback: PaintCallback; connected: boolean; options: unknown };
    constructor(callback: PaintCallback) {
      this.entry = { callback, connected: false, options: null };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.connected = true;
      this.entry.options = options;
    }
  }
  const attributes: Record<string, string> = {};
  const document = {
    currentScript: { nonce: NONCE },
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
    visibilityState,
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
  };
  new Function('document', 'addEventListener', 'PerformanceObserver', script[1] ?? '')(
    document,
    (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    entryTypes === null ? undefined : FakeObserver,
  );
  return {
    appended,
    attributes,
    observers,
    paint(name: string) {
      for (const observer of observers.filter((o) => o.connected))
        observer.callback(
          { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
          { disconnect: () => (observer.connected = false) },
        );
    },
    load() {
      for (const listener of listeners.load ?? []) listener();
    },
  };
}

const BOOTED = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-Y.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/root-X.js' },
  { tag: 'script', type: 'module', nonce: NONCE, textContent: CODE },
];

describe('deferModuleBoot', () => {
  it('takes out the module preloads and the module script, keeping everything else in order', () => {
    const html = deferModuleBoot(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-Z.css"/>`);
    const order = ['<main>Olá</main>', '__reactRouterContext = {}', '(function (hrefs', 'close()'];
    const at = order.map((text) => html.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain(`<script nonce="${NONCE}">(function (hrefs, code)`);
  });

  it('in a visible page, starts at the first contentful paint: preloads, then the module', () => {
    const boot = runBoot(deferModuleBoot(page()), {});
    expect(boot.attributes).toEqual({ 'data-boot': 'pending' });
    expect(boot.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    boot.paint('first-paint');
    expect(boot.appended).toEqual([]);
    boot.paint('first-contentful-paint');
    expect(boot.appended).toEqual(BOOTED);
    expect(boot.observers[0]?.connected).toBe(false);
    boot.load();
    expect(boot.appended).toEqual(BOOTED);
  });

  it('starts at the load event when it comes before the paint entry, once', () => {
    const boot = runBoot(deferModuleBoot(page()), {});
    boot.load();
    expect(boot.appended).toEqual(BOOTED);
    boot.paint('first-contentful-paint');
    expect(boot.appended).toEqual(BOOTED);
  });

  it('without paint timing (or PerformanceObserver), starts at the load event', () => {
    for (const entryTypes of [['navigation', 'resource'], null]) {
      const boot = runBoot(deferModuleBoot(page()), { entryTypes });
      expect(boot.observers).toEqual([]);
      expect(boot.appended).toEqual([]);
      boot.load();
      expect(boot.appended).toEqual(BOOTED);
    }
  });

  it('in a hidden page (nothing to paint), starts at once', () => {
    const boot = runBoot(deferModuleBoot(page()), { visibilityState: 'hidden' });
    expect(boot.observers).toEqual([]);
    expect(boot.appended).toEqual(BOOTED);
  });

  it('the boot script itself has no markup character in it', () => {
    expect(BOOT).not.toContain('<');
  });

  it('the module code cannot end the inline script early', () => {
    // React Router escapes `</script>` out of it already; `<` in any form still never reaches
    // the literal.
    const hostile = `${CODE}\nconsole.log("<!-- <script>", "<\\/script>");`;
    const html = deferModuleBoot(page(hostile));
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const boot = runBoot(html, { visibilityState: 'hidden' });
    expect(boot.appended.at(-1)?.textContent).toBe(hostile);
  });

  it('answers a document without React Router’s module script unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Erro</p></body></html>';
    expect(deferModuleBoot(plain)).toBe(plain);
  });
});

describe('compactManifest', () => {
  const pretty = `import * as route0 from "/assets/root-X.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-Y.js",
    "imports": [
      "/assets/a-1.js"
    ]
  },
  "version": "31219e6b"
};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-Y.js");`;

  it('prints the route manifest without indentation, the rest of the code as it was', () => {
    const compact = compactManifest(pretty);
    expect(compact).toBe(`import * as route0 from "/assets/root-X.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Y.js","imports":["/assets/a-1.js"]},"version":"31219e6b"};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-Y.js");`);
  });

  it('leaves code without a manifest, or with one that is not JSON, unchanged', () => {
    expect(compactManifest('import("/x.js");')).toBe('import("/x.js");');
    const broken = 'window.__reactRouterManifest = {entry: route0};\nimport("/x.js");';
    expect(compactManifest(broken)).toBe(broken);
  });

  it('the boot of a page carries the compact manifest', () => {
    const html = deferModuleBoot(page(pretty));
    expect(html).toContain('{\\"entry\\":{\\"module\\"');
    expect(html).not.toContain('\\n    \\"module');
  });
});
