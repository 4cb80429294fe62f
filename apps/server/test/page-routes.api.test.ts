/**
 * Issue #19 (ADR 0042): loaders read their location from React Router's normalized `url` and get
 * the request as it came (future.v8_passThroughRequests). Through the real web build: pages whose
 * path ends in '/' keep it (they are pages of their own), and a data request ('….data', what a
 * client navigation asks) answers the same page's data as its document.
 */
import { describe, expect, it } from 'vitest';
import { page } from './support/pages.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ web: true });

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

async function data(path: string) {
  const response = await t.app.request(path);
  return { status: response.status, body: await response.text() };
}

describe('page locations with the request passed through', () => {
  it('pages whose path ends in a slash render their own listing', async () => {
    for (const [path, title] of [
      ['/kits/', 'Kits'],
      ['/kits/kit-2-vinhos/', 'Kit 2 vinhos'],
      ['/loja/produtor/', 'Produtores parceiros'],
    ] as const) {
      const response = await page(t, path);
      expect(response.status, path).toBe(200);
      expect(h1(response.html), path).toContain(title);
    }
  });

  it('a data request answers the page its path names: the slash, the page number, the sort', async () => {
    const kit = await data('/kits/kit-2-vinhos/_.data');
    expect(kit.status).toBe(200);
    expect(kit.body).toContain('"Kit 2 vinhos');

    const second = await data('/vinhos/cVINHOS-p2.html.data?ordem=menor-preco');
    expect(second.status).toBe(200);
    expect(second.body).toContain('"page",2');
    expect(second.body).toContain('"price-asc"');
    const first = await data('/vinhos/cVINHOS.html.data');
    expect(first.body).toContain('"page",1');
  });

  it("a data request's own parameter ('_routes') is not a page's: the listing still answers", async () => {
    const response = await data('/vinhos/cVINHOS-p2.html.data?_routes=routes%2Fcatalogue');
    expect(response.status).toBe(200);
    expect(response.body).toContain('"page",2');
  });

  it('an empty sort redirects to the page without it, off a data request too', async () => {
    const response = await t.app.request('/vinhos/cVINHOS-p2.html?ordem=');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/vinhos/cVINHOS-p2.html');
  });
});
