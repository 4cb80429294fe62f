/**
 * Mounts the React Router build (apps/web/build) on the Hono app: hashed assets with immutable
 * cache headers, other public files briefly cached, and every other GET through the SSR handler
 * with the in-process services as load context.
 */
import { hasSubscription } from '@adega/domain/roles';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { AppError } from '@adega/domain/errors';
import { safeError } from './http/logging.ts';
import { publicUrlOf } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { AppServices } from './app.ts';
import type { CustomProductDisplay, WebLoadContext } from './contract.ts';
import { viewerAudience } from '@adega/domain/banners/banners';

export async function loadWebBuild(buildDir: string): Promise<ServerBuild> {
  const entry = join(buildDir, 'server', 'index.js');
  if (!existsSync(entry))
    throw new Error(`Build do storefront não encontrado em ${entry}. Rode \`npm run build\`.`);
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

export function mountWeb(deps: AppDeps, build: ServerBuild, buildDir: string) {
  const handle = createRequestHandler(
    build,
    deps.config.env === 'development' ? 'development' : 'production',
  );
  const clientDir = join(buildDir, 'client');
  return (app: Hono, services: AppServices) => {
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
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    );
    app.all('*', async (c) => {
      const session = c.get('session');
      const viewer = await services.accounts.viewerOf(session);
      const context: WebLoadContext = {
        store: c.get('store'),
        // Canonical and Open Graph URLs come from configuration, never from request headers.
        origin: publicUrlOf(deps.config, c.get('store')),
        now: deps.now(),
        catalog: services.catalog,
        search: services.search,
        // ADR 0032: the value flag custom_product_display (null when switched off).
        customProductDisplay: () =>
          services.flags.value<CustomProductDisplay>('custom_product_display'),
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
        clubPlans: () => services.subscriptions.plans(c.get('store')),
        sharedWinelist: (token) => services.winelists.lists.shared(token),
        campaigns: () =>
          services.campaigns.candidates(c.get('store'), hasSubscription(viewer.customer)),
        campaignLanding: (slug) => services.campaigns.landing(c.get('store'), slug),
        ...viewer,
        customerOrder: async (orderNumber) => {
          // The owner's order only: a remembered (semi-logged) customer signs in first.
          if (!viewer.customer || !session) return null;
          try {
            return await services.orders.detail(session.customerId, orderNumber);
          } catch (error) {
            if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
            throw error;
          }
        },
        cspNonce: c.get('cspNonce'),
        logError: (error) => {
          c.get('logger').error({ err: safeError(error), path: c.req.path }, 'page error');
          void services.errors.reportError(error, 'page', c.req.path);
        },
      };
      // The web app augments AppLoadContext with WebLoadContext (apps/web/app/context.ts).
      return handle(c.req.raw, context as unknown as AppLoadContext);
    });
  };
}
