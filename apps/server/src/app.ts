/**
 * The one HTTP application: API, RPC, images, health, static assets and the React Router
 * request handler, in one process (DESIGN: HTTP).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { AppError } from '@adega/domain/errors';
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
import { createCatalogService } from './modules/catalog/service.ts';
import { imagesModule } from './modules/images/routes.ts';
import { loggingSearchEvents } from './modules/search/events.ts';
import { searchModule } from './modules/search/routes.ts';
import {
  createSearchService,
  DEFAULT_REFRESH_MS,
  type SearchService,
} from './modules/search/service.ts';
import type { CatalogApi } from './contract.ts';
import { join } from 'node:path';
import { csrfProtection } from './http/csrf.ts';
import { sessionMiddleware } from './http/session.ts';
import { createCaptcha, type Captcha } from './modules/auth/captcha.ts';
import { createRateLimiter, type RateLimiter } from './modules/auth/rate-limit.ts';
import { createSessionStore, type SessionStore } from './modules/auth/sessions.ts';
import { createAccounts, type Accounts } from './modules/customers/service.ts';
import { customersModule } from './modules/customers/routes.ts';
import { isFeatureEnabled } from './modules/flags/repo.ts';
import { accountModule } from './modules/account/routes.ts';
import { createAccountServices, type AccountServices } from './modules/account/service.ts';
import { cartModule } from './modules/cart/routes.ts';
import { createCartService, type CartService } from './modules/cart/service.ts';
import { createPromotionsService, type PromotionsService } from './modules/promotions/service.ts';
import { promotionsModule } from './modules/promotions/routes.ts';
import { couponsModule } from './modules/coupons/routes.ts';
import { checkoutModule } from './modules/checkout/routes.ts';
import { createCheckoutService, type CheckoutService } from './modules/checkout/service.ts';
import { createCouponService, type CouponService } from './modules/coupons/service.ts';
import { giftPackagingModule } from './modules/gift-packaging/routes.ts';
import { loyaltyModule } from './modules/loyalty/routes.ts';
import { subscriptionsModule } from './modules/subscriptions/routes.ts';
import {
  createSubscriptionsService,
  openSubscriptionKinds,
  type SubscriptionsService,
} from './modules/subscriptions/service.ts';
import { winelistsModule } from './modules/winelists/routes.ts';
import { createWinelistsService, type WinelistsService } from './modules/winelists/service.ts';
import { manualJobRunner, type JobRunner } from './jobs/runner.ts';
import { defineHousekeepingJobs } from './jobs/schedule.ts';
import { createSandboxGateway, type SandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { mountPaymentRoutes, WEBHOOK_PATH } from './modules/payments/routes.ts';
import { WEBHOOK_MAX_BYTES } from './modules/payments/webhook.ts';
import { ADMIN_PATH_PREFIX, mountFlagRoutes } from './modules/flags/routes.ts';
import { bannersModule, mountBannerRoutes } from './modules/banners/routes.ts';
import { createBannersService, type BannersService } from './modules/banners/service.ts';
import { clientErrorsModule } from './modules/errors/routes.ts';
import { createErrorReporter, type ErrorReporter } from './modules/errors/reporter.ts';
import { SANDBOX_PIX_RECEIVER } from '@adega/domain/payments/pix';
import { cashbackBalance } from './modules/coupons/service.ts';
import type { MiddlewareHandler } from 'hono';
import { ordersModule } from './modules/orders/routes.ts';
import { createFulfilmentService, type FulfilmentService } from './modules/fulfilment/service.ts';
import { fulfilmentModule } from './modules/fulfilment/routes.ts';
import { createInvoicesService, type InvoicesService } from './modules/invoices/service.ts';
import { invoicesModule } from './modules/invoices/routes.ts';
import {
  createOrdersService,
  loggingOrderEvents,
  type OrdersService,
  renewalOrders,
} from './modules/orders/service.ts';
import {
  createMailer,
  fileTransport,
  smtpTransport,
  type Mailer,
  type MailTransport,
} from './modules/mail/mailer.ts';

export interface AppOptions {
  /** Serves everything the API does not: the storefront (React Router), static files. */
  mountWeb?: (app: Hono, services: AppServices) => void;
}

export interface AppServices {
  catalog: CatalogApi;
  search: SearchService;
  sessions: SessionStore;
  limiter: RateLimiter;
  captcha: Captcha;
  mailer: Mailer;
  accounts: Accounts;
  account: AccountServices;
  cart: CartService;
  coupons: CouponService;
  checkout: CheckoutService;
  promotions: PromotionsService;
  orders: OrdersService;
  /** Issue #15: club and premium subscriptions. */
  subscriptions: SubscriptionsService;
  /** Issue #14: after payment (sandbox fulfilment, reconciliation) and the nota fiscal. */
  fulfilment: FulfilmentService;
  invoices: InvoicesService;
  /** Issue #16: Winelists, favourites, the share link and product alerts. */
  winelists: WinelistsService;
  featureEnabled(key: string): Promise<boolean>;
  /** Issue #18 part C: dynamic banners by position. */
  banners: BannersService;
  /** Issue #18 part C: unhandled errors, to ERROR_REPORT_URL or DATA_DIR/errors/errors.ndjson. */
  errors: ErrorReporter;
  /** Background jobs (issue #14): every module defines its jobs here at creation. */
  jobs: JobRunner;
  /** The (sandbox) payment gateway, with the sandbox control's hooks (issue #14). */
  gateway: SandboxGateway;
}

/**
 * Runs `middleware` on every request but the payment webhook (server-to-server, signed) and the
 * operators' endpoints (a bearer token no browser sends by itself): they answer to their own
 * credentials, never to a session cookie, so neither sessions nor CSRF apply (ADR 0017).
 */
function exceptWebhook(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) =>
    c.req.path === WEBHOOK_PATH || c.req.path.startsWith(ADMIN_PATH_PREFIX)
      ? next()
      : middleware(c, next);
}

function mailTransportOf(deps: AppDeps): MailTransport {
  if (deps.mailTransport) return deps.mailTransport;
  if (deps.config.smtpUrl) return smtpTransport(deps.config.smtpUrl);
  return fileTransport(join(deps.config.dataDir, 'outbox'));
}

export function createServices(deps: AppDeps): AppServices {
  const jobs = deps.jobs ?? manualJobRunner(deps.now);
  const sessions = createSessionStore(deps.db, deps.now);
  const limiter = createRateLimiter(deps.db, deps.now);
  const captcha = createCaptcha(deps.db, deps.now, deps.config.captchaMaxNumber);
  const mailer = createMailer(deps.db, mailTransportOf(deps), deps.now, deps.logger);
  const accounts = createAccounts({
    db: deps.db,
    now: deps.now,
    sessions,
    limiter,
    captcha,
    mailer,
    publicUrl: (store) => publicUrlOf(deps.config, store),
    onMailQueued: () => {
      // Delivery runs after the response; failures stay pending and are retried by the job.
      mailer.deliverPending().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'e-mail delivery loop failed');
      });
    },
  });
  const gateway = createSandboxGateway({
    db: deps.db,
    now: deps.now,
    pixReceiver: deps.config.payments.pixKey
      ? { ...SANDBOX_PIX_RECEIVER, key: deps.config.payments.pixKey }
      : SANDBOX_PIX_RECEIVER,
  });
  const featureEnabled = (key: string) => isFeatureEnabled(deps.db, key);
  // Issue #6: promotion records cached in process (tests invalidate after inserting records).
  const promotions = createPromotionsService(deps.db, deps.now);
  // ADR 0022: the cart asks the subscriptions module who already is a member.
  const cart = createCartService(deps.db, deps.now, promotions, openSubscriptionKinds);
  const account = createAccountServices(deps.db, gateway, deps.now);
  const deliverMail = () => {
    mailer.deliverPending().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'e-mail delivery loop failed');
    });
  };
  const fulfilment = createFulfilmentService({
    db: deps.db,
    now: deps.now,
    mailer,
    jobs,
    logger: deps.logger,
    publicUrl: (store) => publicUrlOf(deps.config, store),
    paymentEnvironment: deps.config.payments.env,
    schedule: deps.config.sandboxFulfilment,
    opsEmail: deps.config.opsEmail,
    onMailQueued: deliverMail,
  });
  const services: AppServices = {
    promotions,
    account,
    fulfilment,
    invoices: createInvoicesService({
      db: deps.db,
      sandbox: deps.config.payments.env === 'sandbox',
    }),
    orders: createOrdersService({
      db: deps.db,
      now: deps.now,
      gateway,
      mailer,
      cart,
      account,
      extras: (order) => fulfilment.extras(order),
      events: deps.orderEvents ?? loggingOrderEvents(deps.logger),
      publicUrl: (store) => publicUrlOf(deps.config, store),
      onMailQueued: () => {
        mailer.deliverPending().catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'e-mail delivery loop failed');
        });
      },
      jobs,
      sandbox: deps.config.payments.env === 'sandbox',
      featureEnabled,
    }),
    cart,
    subscriptions: createSubscriptionsService({
      db: deps.db,
      now: deps.now,
      jobs,
      gateway,
      mailer,
      renewals: renewalOrders,
      onMailQueued: deliverMail,
      // PGlite is one connection; PostgreSQL bills four subscriptions at a time (pool of 10).
      concurrency: deps.database.kind === 'postgres' ? 4 : 1,
    }),
    checkout: createCheckoutService(cart, account, {
      featureEnabled,
      cashbackBalance: (customerId) => cashbackBalance(deps.db, customerId),
    }),
    gateway,
    winelists: createWinelistsService({
      db: deps.db,
      now: deps.now,
      jobs,
      mailer,
      publicUrl: (store) => publicUrlOf(deps.config, store),
      onMailQueued: deliverMail,
    }),
    coupons: createCouponService(cart),
    sessions,
    limiter,
    captcha,
    mailer,
    accounts,
    featureEnabled,
    banners: createBannersService({ db: deps.db, now: deps.now }),
    errors: createErrorReporter({
      url: deps.config.errorReportUrl,
      dataDir: deps.config.dataDir,
      logger: deps.logger,
      now: deps.now,
      fetch: deps.errorReportFetch,
    }),
    jobs,
    catalog: createCatalogService(deps.db, deps.now),
    search: createSearchService({
      db: deps.db,
      now: deps.now,
      events: deps.searchEvents ?? loggingSearchEvents(deps.logger),
      logger: deps.logger,
      // Tests refresh explicitly (no timers); a running server polls every few seconds.
      refreshMs: deps.config.env === 'test' ? 0 : DEFAULT_REFRESH_MS,
    }),
  };
  defineHousekeepingJobs(jobs, services);
  return services;
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
    c.header('x-request-id', requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.res.status >= 500)
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
  app.use('/api/*', exceptWebhook(bodyLimit()));
  app.use('/rpc/*', bodyLimit());
  app.use('/sandbox/*', bodyLimit());
  // Server-to-server: the webhook carries no session and answers to its signature, not CSRF.
  app.use('*', exceptWebhook(sessionMiddleware(services.sessions)));
  app.use('/api/*', exceptWebhook(csrfProtection()));
  app.use('/rpc/*', csrfProtection());
  app.use('/sandbox/*', csrfProtection());
  // HTML and JSON are compressed per response; static assets arrive precompressed (.br/.gz) and
  // images are already compressed, so the middleware leaves them alone.
  app.use('*', compress());
  app.onError((error, c) => {
    const response = handleError(error, c);
    // Issue #18: every 5xx is reported (the client got a generic message, the operators the cause).
    if (response.status >= 500) void services.errors.reportError(error, 'server', c.req.path);
    return response;
  });
  const metrics = createMetrics();
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
  mountPaymentRoutes(app, {
    config: deps.config,
    gateway: services.gateway,
    orders: services.orders,
    now: deps.now,
    delivery: () => deps.webhookDelivery ?? fetch,
  });
  mountFlagRoutes(app, { db: deps.db, now: deps.now, adminToken: deps.config.adminToken });
  mountBannerRoutes(app, { service: services.banners, adminToken: deps.config.adminToken });
  // Each module serves its RPC operations and REST routes through the one handler kit (ADR 0012).
  mountModules(app, [
    catalogModule(deps, services.catalog),
    searchModule(services.search),
    customersModule(deps, services.accounts, services.captcha),
    accountModule(services.account),
    cartModule(services.cart),
    promotionsModule(promotionDeps),
    couponsModule(deps.db, services.coupons, codeGuard, (store) => publicUrlOf(deps.config, store)),
    checkoutModule(services.checkout),
    giftPackagingModule(deps.db, services.cart, services.coupons),
    loyaltyModule(deps.db, services.cart),
    subscriptionsModule(deps.db, services.subscriptions),
    ordersModule(services.orders),
    fulfilmentModule(services.fulfilment),
    invoicesModule(services.invoices),
    winelistsModule(services.winelists),
    bannersModule(services.banners),
    clientErrorsModule({
      reporter: services.errors,
      limiter: services.limiter,
      trustProxy: deps.config.trustProxy,
      now: deps.now,
    }),
    imagesModule(deps),
  ]);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Recurso não encontrado.');
  });

  options.mountWeb?.(app, services);
  return { app, services };
}
