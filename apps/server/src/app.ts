/**
 * The one HTTP application: API, RPC, images, health, static assets and the React Router
 * request handler, in one process (DESIGN: HTTP).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { AppError, isServerFault } from '@adega/domain/errors';
import { storeFromHost } from '@adega/domain/store';
import './http/context.ts';
import type { AppDeps } from './deps.ts';
import { publicUrlOf } from './config.ts';
import { handleError } from './http/errors.ts';
import { rejectNulInUrl } from './http/input-guard.ts';
import { bodyLimit } from './http/body-limit.ts';
import { createMetrics, metricsEndpoint } from './http/metrics.ts';
import { securityHeaders } from './http/security.ts';
import { mountModules } from './http/operation.ts';
import { catalogModule } from './modules/catalog/routes.ts';
import { imagesModule } from './modules/images/routes.ts';
import { searchModule } from './modules/search/routes.ts';
import { csrfProtection } from './http/csrf.ts';
import { sessionMiddleware } from './http/session.ts';
import { customersModule } from './modules/customers/routes.ts';
import { accountModule } from './modules/account/routes.ts';
import { cartModule } from './modules/cart/routes.ts';
import { promotionsModule } from './modules/promotions/routes.ts';
import { couponsModule } from './modules/coupons/routes.ts';
import { checkoutModule } from './modules/checkout/routes.ts';
import { giftPackagingModule } from './modules/gift-packaging/routes.ts';
import { loyaltyModule } from './modules/loyalty/routes.ts';
import { subscriptionsModule } from './modules/subscriptions/routes.ts';
import { winelistsModule } from './modules/winelists/routes.ts';
import { consentModule } from './modules/consent/routes.ts';
import { stockAlertsModule } from './modules/stock-alerts/routes.ts';
import { paymentsModule, WEBHOOK_PATH } from './modules/payments/routes.ts';
import { WEBHOOK_MAX_BYTES } from './modules/payments/webhook.ts';
import { ADMIN_PATH_PREFIX, flagsModule } from './modules/flags/routes.ts';
import { campaignsModule } from './modules/campaigns/routes.ts';
import { bannersModule, mountBannerImages } from './modules/banners/routes.ts';
import { clientErrorsModule } from './modules/errors/routes.ts';
import { hasSubscription } from '@adega/domain/roles';
import type { MiddlewareHandler } from 'hono';
import { ordersModule } from './modules/orders/routes.ts';
import { recommendationsModule } from './modules/recommendations/routes.ts';
import { fulfilmentModule } from './modules/fulfilment/routes.ts';
import { invoicesModule } from './modules/invoices/routes.ts';
import { trackingModule } from './modules/tracking/routes.ts';
import { pageCacheModule } from './cache/routes.ts';

export type { AppServices } from './services.ts';
export { createServices } from './services.ts';
import { createServices, type AppServices } from './services.ts';

export interface AppOptions {
  /** Serves everything the API does not: the storefront (React Router), static files. */
  mountWeb?: (app: Hono, services: AppServices) => void;
}

/**
 * The payment webhook (server-to-server, signed) and the operators' endpoints (a bearer token no
 * browser sends by itself) answer to their own credentials (`auth: 'signed'` and `'operator'`),
 * never to a session cookie, so neither sessions nor CSRF apply (ADR 0017).
 */
const OWN_CREDENTIALS = (path: string) =>
  path === WEBHOOK_PATH || path.startsWith(ADMIN_PATH_PREFIX);
const IS_WEBHOOK = (path: string) => path === WEBHOOK_PATH;

/** Runs `middleware` on every request whose path `skip` does not pick. */
function unless(skip: (path: string) => boolean, middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (skip(c.req.path) ? next() : middleware(c, next));
}

export function createApp(
  deps: AppDeps,
  options: AppOptions = {},
): { app: Hono; services: AppServices } {
  const services = createServices(deps);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('logger', deps.logger.child({ requestId }));
    c.set('store', storeFromHost(c.req.header('host')));
    c.set('trustProxy', deps.config.trustProxy);
    c.set('adminToken', deps.config.adminToken);
    c.header('x-request-id', requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (isServerFault(c.res.status))
      c.get('logger').error(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms },
        'request',
      );
    else
      c.get('logger').debug(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms },
        'request',
      );
  });
  app.use('*', securityHeaders());
  app.use('*', rejectNulInUrl());
  // The payment webhook has its own smaller cap (payments/routes.ts reads it as raw text).
  app.use(WEBHOOK_PATH, bodyLimit(WEBHOOK_MAX_BYTES));
  app.use('/api/*', unless(IS_WEBHOOK, bodyLimit()));
  app.use('/rpc/*', bodyLimit());
  app.use('/sandbox/*', bodyLimit());
  // Server-to-server: the webhook carries no session and answers to its signature, not CSRF.
  app.use('*', unless(OWN_CREDENTIALS, sessionMiddleware(services.sessions)));
  app.use('/api/*', unless(OWN_CREDENTIALS, csrfProtection()));
  app.use('/rpc/*', csrfProtection());
  app.use('/sandbox/*', csrfProtection());
  // HTML and JSON are compressed per response; static assets arrive precompressed (.br/.gz) and
  // images are already compressed, so the middleware leaves them alone.
  app.use('*', compress());
  app.onError((error, c) => {
    const response = handleError(error, c);
    // Issue #18: every 5xx is reported (the client got a generic message, the operators the cause);
    // a 501 is the store's answer that it does not offer a function (ADR 0053), not a fault.
    if (isServerFault(response.status))
      void services.errors.reportError(error, 'server', c.req.path);
    return response;
  });
  const metrics = createMetrics({ pageCache: services.pageCache });
  app.use('*', metrics.middleware);
  app.get('/metrics', metricsEndpoint(metrics.registry, deps.config.metricsToken));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch (error) {
      c.get('logger').warn({ err: error }, 'readiness check failed');
      return c.json({ status: 'unavailable', message: 'Banco de dados indisponível.' }, 503);
    }
  });

  const promotionDeps = {
    db: deps.db,
    now: deps.now,
    cart: services.cart,
    promotions: services.promotions,
  };
  const codeGuard = { limiter: services.limiter, trustProxy: deps.config.trustProxy };
  mountBannerImages(app);
  // Each module serves its RPC operations and REST routes through the one handler kit (ADR 0012).
  mountModules(app, [
    paymentsModule({
      config: deps.config,
      gateway: services.gateway,
      paymentEvent: (event) => services.orders.paymentEvent(event),
      ownsCharge: (customerId, chargeId) => services.orders.ownsCharge(customerId, chargeId),
      now: deps.now,
      delivery: () => deps.webhookDelivery ?? fetch,
    }),
    catalogModule(deps, services.catalog),
    searchModule(services.search),
    customersModule(deps, services.accounts, services.captcha, services.consent, services.cart),
    accountModule(services.account),
    cartModule(services.cart),
    promotionsModule(promotionDeps),
    couponsModule(
      deps.db,
      services.coupons,
      codeGuard,
      (store) => publicUrlOf(deps.config, store),
      deps.now,
    ),
    checkoutModule(services.checkout, {
      service: services.productShipping,
      limiter: services.limiter,
      trustProxy: deps.config.trustProxy,
    }),
    giftPackagingModule(deps.db, services.cart, services.coupons),
    loyaltyModule(deps.db, services.cart),
    subscriptionsModule(deps.db, services.subscriptions, services.flags),
    ordersModule(services.orders),
    fulfilmentModule(services.fulfilment),
    invoicesModule(services.invoices),
    winelistsModule(services.winelists),
    recommendationsModule(services.recommendations),
    consentModule(services.consent),
    stockAlertsModule(services.stockAlerts, codeGuard),
    trackingModule({ ...services, trustProxy: deps.config.trustProxy, now: deps.now }),
    campaignsModule(services.campaigns, {
      limiter: services.limiter,
      trustProxy: deps.config.trustProxy,
      isMember: async (session) => hasSubscription(await services.accounts.loggedCustomer(session)),
    }),
    bannersModule(services.banners),
    clientErrorsModule({
      reporter: services.errors,
      limiter: services.limiter,
      trustProxy: deps.config.trustProxy,
      now: deps.now,
    }),
    imagesModule(deps),
    flagsModule(services.flags, { db: deps.db, now: deps.now }),
    pageCacheModule({ cache: services.pageCache, log: services.invalidations }),
  ]);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Recurso não encontrado.');
  });

  options.mountWeb?.(app, services);
  return { app, services };
}
