// bench:ssr's targets (issue #19): the signed-in member's session (REST login, once per run),
// the pools of distinct URLs the cold rows request once each (from the store's sitemap), and the
// page cache's flush when the store has it (admin bearer, ADMIN_TOKEN). The server's CPU time
// is bench/load.mjs's.

/** The seeded club member (apps/server/src/seed/customers.ts: DEMO_CUSTOMERS, DEMO_PASSWORD). */
export const MEMBER = { username: 'socio@adega.dev', password: 'Adega@2026' };

/** Page 3 of a listing with two filters (price band and wine type) and a sort. */
export const MEMBER_LISTING =
  '/vinhos/60-a-100-reais-tinto/cVINHOS-prBRL_60_100-tpTINTO-p3.html?ordem=menor-preco';

/** Sorts of the listing URL grammar (packages/domain catalogue LISTING_SORTS' params). */
const SORTS = ['', 'menor-preco', 'maior-preco', 'avaliacao', 'desconto', 'nome'];

/**
 * Signs the member in through `POST /api/v1/login` (no captcha on the REST login; no session
 * yet, so no CSRF token) and answers the `Cookie` header of the session.
 */
export async function signIn(base, credentials = MEMBER) {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`login de ${credentials.username} respondeu ${response.status}`);
  await response.arrayBuffer();
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.startsWith('adega_sid=') || pair.startsWith('adega_csrf='));
  if (!cookies.some((pair) => pair.startsWith('adega_sid=')))
    throw new Error('login sem cookie de sessão');
  return cookies.join('; ');
}

/** The sitemap's paths, following a sitemap index (a catalogue over 50 000 URLs) into its parts. */
async function sitemapPaths(base, path = '/sitemap.xml') {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} respondeu ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (!xml.includes('<sitemapindex')) return paths;
  const parts = await Promise.all(paths.map((part) => sitemapPaths(base, part)));
  return parts.flat();
}

function lastPageOf(html) {
  let last = 1;
  for (const m of html.matchAll(/-p(\d+)\.html/g)) last = Math.max(last, Number(m[1]));
  return last;
}

/**
 * Distinct URLs for the cold rows, none requested before: every product of the sitemap (but
 * `skip`), and every page × sort of the sitemap's listings (their first page is fetched once to
 * read how many pages there are; that URL is left out). `max` bounds each pool.
 */
export async function coldPools(base, { skip = [], max = 5000 } = {}) {
  const paths = await sitemapPaths(base);
  const skipped = new Set(skip);
  const products = paths.filter((p) => /^\/prod[^/]+\.html$/.test(p) && !skipped.has(p));
  const listings = paths.filter((p) => /\/c[A-Z_]+[^/]*\.html$/.test(p));
  const pages = [];
  for (const listing of listings) {
    const response = await fetch(`${base}${listing}`);
    if (!response.ok) continue;
    const last = lastPageOf(await response.text());
    for (let page = 1; page <= last; page += 1)
      for (const sort of SORTS) {
        const path = listing.replace(/\.html$/, `-p${page}.html`);
        const url = sort ? `${path}?ordem=${sort}` : path;
        if (!skipped.has(url)) pages.push(url);
      }
  }
  // Interleaved so a pool cut short still spreads over listings, pages and sorts.
  const shuffle = (list) => {
    let seed = 19;
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    product: shuffle(products).slice(0, max),
    listing: shuffle(pages).slice(0, max),
    // One page per store; distinct by a query parameter the page ignores.
    home: Array.from({ length: max }, (_, i) => `/?bench-cold=${i + 1}`),
  };
}

/**
 * Flushes the page cache (`POST /api/v1/admin/page-cache/flush`, lead's, issue #19) when the
 * store has the endpoint and ADMIN_TOKEN is known; answers whether it did.
 */
export async function flushPageCache(base) {
  const token = process.env.ADMIN_TOKEN;
  if (!token) return false;
  try {
    const response = await fetch(`${base}/api/v1/admin/page-cache/flush`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
