/**
 * Mounts the React Router build (apps/web/build) on the Hono app: hashed assets with immutable
 * cache headers, other public files briefly cached, and every other GET through the SSR handler
 * with the in-process services as load context — anonymous pages through the page cache
 * (issue #19, ADR 0035).
 */
import { hasSubscription } from '@adega/domain/roles';
import { displaySettingsFor } from '@adega/domain/pricing/display-settings';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { AppError } from '@adega/domain/errors';
import { moneyInReais } from '@adega/domain/money-json';
import { safeError } from './http/logging.ts';
import { publicUrlOf } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { AppServices } from './app.ts';
import {
  CLUB_PLANS_MONEY,
  ORDER_MONEY,
  WINELIST_MONEY,
  type CustomProductDisplay,
  type WebLoadContext,
} from './contract.ts';
import { viewerAudience } from '@adega/domain/banners/banners';
import { partnerBannerLinks } from '@adega/domain/club/partner-banners';
import type { CachedPage, Rendered } from './cache/page-cache.ts';
import { acceptsGzip, gzipJoin, gzipParts, identityJoin } from './cache/gzip-parts.ts';
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  anonymousPageKey,
  anonymousRequest,
  pageTags,
} from './cache/page-route.ts';

/** URL paths of the files under `clientDir` but its hashed `assets/` (and compressed copies). */
function publicFilesOf(clientDir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const path = relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!path.startsWith('assets/')) files.add(`/${path}`);
  }
  return files;
}

export async function loadWebBuild(buildDir: string): Promise<ServerBuild> {
  const entry = join(buildDir, 'server', 'index.js');
  if (!existsSync(entry))
    throw new Error(`Build do storefront não encontrado em ${entry}. Rode \`npm run build\`.`);
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

type Viewer = Awaited<ReturnType<AppServices['accounts']['viewerOf']>>;

/** What a page request renders: the document, React Router's data, robots.txt, the sitemap. */
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|text\/plain|application\/xml)/;

/** The placeholder nonce of a cached render: random, so it cannot occur in a page by chance. */
function placeholderNonce(): string {
  return `n${randomBytes(16).toString('hex')}`;
}

/**
 * A page for one response: the body with this response's nonce in every place of the render's,
 * gzipped from the parts compressed once when the client takes it.
 */
function respond(page: CachedPage, nonce: string, outcome: string, encoding?: string): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('X-Cache', outcome);
  if (page.status === 200) headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL);
  if (!page.compressed)
    return new Response(page.parts.join(nonce), { status: page.status, headers });
  headers.set('Vary', 'Accept-Encoding');
  if (!acceptsGzip(encoding))
    return new Response(identityJoin(page.compressed, nonce), { status: page.status, headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(gzipJoin(page.compressed, nonce), { status: page.status, headers });
}

/** Reads a render into a cacheable page (the body split on its nonce), and says if it may be kept. */
async function toRendered(response: Response, nonce: string): Promise<Rendered> {
  const body = await response.text();
  const setsCookie = response.headers.has('set-cookie');
  const headers = [...response.headers].filter(
    ([name]) => !['set-cookie', 'content-length', 'cache-control'].includes(name.toLowerCase()),
  );
  const parts = body.split(nonce);
  const storable =
    response.status === 200 &&
    !setsCookie &&
    CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '');
  if (!storable)
    return {
      page: {
        status: response.status,
        headers: setsCookie ? [...response.headers] : headers,
        parts,
        bytes: body.length * 2,
      },
      storable,
      // A render that set a cookie answers its own request only (with the cookie).
      shareable: !setsCookie,
    };
  const compressed = gzipParts(parts);
  return {
    page: {
      status: response.status,
      headers,
      parts: [],
      compressed,
      bytes: compressed.bytes + 512,
    },
    storable,
    shareable: true,
  };
}

/** What the web build's server entry exports beside React Router's (apps/web entry.server). */
interface WebEntry {
  bootFileOf?: (manifest: object) => { path: string; text: string } | null;
}

/**
 * The deferred boot's file of this build (ADR 0044), which the build's pages name: served from
 * memory like a hashed asset (its name is its content's hash), gzipped once.
 */
function mountBootFile(app: Hono, build: ServerBuild): void {
  const file = (build.entry.module as WebEntry).bootFileOf?.(build.assets);
  if (!file) return;
  const body = Buffer.from(file.text);
  const gzipped = gzipSync(body, { level: 9 });
  app.get(file.path, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(body);
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipped);
  });
}

export function mountWeb(deps: AppDeps, build: ServerBuild, buildDir: string) {
  const handle = createRequestHandler(
    build,
    deps.config.env === 'development' ? 'development' : 'production',
  );
  const clientDir = join(buildDir, 'client');
  // SPEC §9: the same for every page and viewer (configuration).
  const partnerBanners = partnerBannerLinks(deps.config.partnerTermsLinks);
  return (app: Hono, services: AppServices) => {
    /** Everything a page's loaders may ask, for this viewer (anonymous: the cached renders). */
    const loadContext = (c: Context, viewer: Viewer, nonce: string): WebLoadContext => {
      const session = c.get('session');
      return {
        store: c.get('store'),
        // Canonical and Open Graph URLs come from configuration, never from request headers.
        origin: publicUrlOf(deps.config, c.get('store')),
        now: deps.now(),
        catalog: services.catalog,
        search: services.search,
        // ADR 0032: the value flag custom_product_display (null when switched off), as the
        // request's store shows it (the outlet has no member line).
        customProductDisplay: async () =>
          displaySettingsFor(
            await services.flags.value<CustomProductDisplay>('custom_product_display'),
            c.get('store'),
          ),
        featureEnabled: services.featureEnabled,
        flag: async (kind, key) =>
          services.flags.answer(
            kind,
            key,
            services.flags.environment,
            viewer.customer ? String(session?.customerId ?? '') || null : null,
          ),
        banners: (position) =>
          services.banners.list(c.get('store'), position, viewerAudience(viewer.customer)),
        clubPlans: async () => {
          const plans = await services.subscriptions.plans(c.get('store'));
          return plans && moneyInReais(CLUB_PLANS_MONEY, plans);
        },
        partnerBanners,
        sharedWinelist: async (token) => {
          const list = await services.winelists.lists.shared(token);
          return list && moneyInReais(WINELIST_MONEY, list);
        },
        campaigns: () =>
          services.campaigns.candidates(c.get('store'), hasSubscription(viewer.customer)),
        campaignLanding: (slug) => services.campaigns.landing(c.get('store'), slug),
        ...viewer,
        customerOrder: async (orderNumber) => {
          // The owner's order only: a remembered (semi-logged) customer signs in first.
          if (!viewer.customer || !session) return null;
          try {
            const order = await services.orders.detail(session.customerId, orderNumber);
            return moneyInReais(ORDER_MONEY, order);
          } catch (error) {
            if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
            throw error;
          }
        },
        // Issue #34: the signed-in customer's own shelves; anyone else (and every cached render,
        // made for nobody) gets the visitor's.
        recommendations: () =>
          services.recommendations.forViewer(
            c.get('store'),
            viewer.customer && session ? session.customerId : null,
          ),
        cspNonce: nonce,
        logError: (error) => {
          c.get('logger').error({ err: safeError(error), path: c.req.path }, 'page error');
          void services.errors.reportError(error, 'page', c.req.path);
        },
      };
    };
    // The web app augments AppLoadContext with WebLoadContext (apps/web/app/context.ts).
    const render = (request: Request, context: WebLoadContext) =>
      handle(request, context as unknown as AppLoadContext);

    mountBootFile(app, build);
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // The few public files beside the hashed assets (favicon, images), listed once: a page
    // request does not look for a file on disk first (issue #19: a stat per page).
    const publicFiles = publicFilesOf(clientDir);
    const publicFile = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    });
    app.use('*', (c, next) => (publicFiles.has(c.req.path) ? publicFile(c, next) : next()));
    app.all('*', async (c) => {
      const cache = services.pageCache;
      const anonymous = cache ? anonymousPageKey(c) : null;
      if (!cache || anonymous === null) {
        cache?.bypassed();
        const viewer = await services.accounts.viewerOf(c.get('session'));
        const response = await render(c.req.raw, loadContext(c, viewer, c.get('cspNonce')));
        response.headers.set('X-Cache', 'BYPASS');
        return response;
      }
      const { key, path, url } = anonymous;
      const tags = pageTags(c.req.path);
      const { page, outcome } = await cache.get(
        key,
        tags,
        async () => {
          // Rendered for nobody in particular: no cookie, no session, a placeholder nonce.
          const nonce = placeholderNonce();
          const viewer = await services.accounts.viewerOf(null);
          const request = anonymousRequest(c.req.raw, url);
          return toRendered(await render(request, loadContext(c, viewer, nonce)), nonce);
        },
        path,
      );
      return respond(page, c.get('cspNonce'), outcome, c.req.header('accept-encoding'));
    });
  };
}
