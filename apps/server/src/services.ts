/**
 * The services of the one process (DESIGN: each module's public service), built once at boot
 * from the dependencies and handed to the HTTP app, the storefront's loaders and the jobs.
 */
import type { Store } from '@adega/domain/store';
import './http/context.ts';
import type { AppDeps } from './deps.ts';
import { publicUrlOf } from './config.ts';
import { createCatalogService, summariesOf } from './modules/catalog/service.ts';
import { loggingSearchEvents } from './modules/search/events.ts';
import {
  createSearchService,
  DEFAULT_REFRESH_MS,
  type SearchService,
} from './modules/search/service.ts';
import type { CatalogApi } from './contract.ts';
import { join } from 'node:path';
import { createCaptcha, type Captcha } from './modules/auth/captcha.ts';
import { createRateLimiter, type RateLimiter } from './modules/auth/rate-limit.ts';
import { createSessionStore, type SessionStore } from './modules/auth/sessions.ts';
import { createAccounts, type Accounts } from './modules/customers/service.ts';
import { createFlagsService, type FlagsService } from './modules/flags/service.ts';
import { createAccountServices, type AccountServices } from './modules/account/service.ts';
import { createCartService, type CartService } from './modules/cart/service.ts';
import { createPromotionsService, type PromotionsService } from './modules/promotions/service.ts';
import { createCheckoutService, type CheckoutService } from './modules/checkout/service.ts';
import {
  createProductShipping,
  type ProductShippingService,
} from './modules/checkout/product-shipping.ts';
import {
  couponsCartPart,
  createCouponService,
  type CouponService,
} from './modules/coupons/service.ts';
import {
  createSubscriptionsService,
  openSubscriptionKinds,
  subscribeFromOrder,
  type SubscriptionsService,
} from './modules/subscriptions/service.ts';
import { createConsentService, type ConsentService } from './modules/consent/service.ts';
import { createWinelistsService, type WinelistsService } from './modules/winelists/service.ts';
import {
  createStockAlertsService,
  type StockAlertsService,
} from './modules/stock-alerts/service.ts';
import {
  createRecommendationsService,
  type RecommendationsService,
} from './modules/recommendations/service.ts';
import { manualJobRunner, type JobRunner } from './jobs/runner.ts';
import { defineHousekeepingJobs } from './jobs/schedule.ts';
import { createSandboxGateway, type SandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { createCampaignsService, type CampaignsService } from './modules/campaigns/service.ts';
import { createBannersService, type BannersService } from './modules/banners/service.ts';
import { createErrorReporter, type ErrorReporter } from './modules/errors/reporter.ts';
import { SANDBOX_PIX_RECEIVER } from '@adega/domain/payments/pix';
import { cashbackBalance, rewardReferral } from './modules/coupons/service.ts';
import { createFulfilmentService, type FulfilmentService } from './modules/fulfilment/service.ts';
import { createInvoicesService, type InvoicesService } from './modules/invoices/service.ts';
import {
  createOrdersService,
  pipelineOrderEvents,
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
import { createTrackingService, type TrackingService } from './modules/tracking/service.ts';
import { sinksOf } from './modules/tracking/sinks.ts';
import { pipelineAccountEvents } from './modules/customers/events.ts';
import { createChangeFeed, SITE_TAG, type ChangeFeed } from './cache/changes.ts';
import { createPageCache, type PageCache } from './cache/page-cache.ts';
import { nextBoundaryReader } from './cache/boundaries.ts';
import { createInvalidationLog, type InvalidationLog } from './cache/invalidations.ts';

export interface AppServices {
  /**
   * Issue #19 (ADR 0035): what changed in the data pages show (this instance or another), for the
   * page cache and the services' memos (`memoUntilChange`).
   */
  changes: ChangeFeed;
  /** Issue #19 (ADR 0035): the anonymous page cache (null with PAGE_CACHE=off). */
  pageCache: PageCache | null;
  /** Issue #19: the database's log of changes (operators' flush, housekeeping purge). */
  invalidations: InvalidationLog;
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
  /** Issue #34: the product page's 'Calcular frete' (the checkout's rules, one unit). */
  productShipping: ProductShippingService;
  promotions: PromotionsService;
  orders: OrdersService;
  /** Issue #15: club and premium subscriptions. */
  subscriptions: SubscriptionsService;
  /** Issue #14: after payment (sandbox fulfilment, reconciliation) and the nota fiscal. */
  fulfilment: FulfilmentService;
  invoices: InvoicesService;
  /** Issue #16: Winelists, favourites, the share link and product alerts. */
  winelists: WinelistsService;
  /** Issue #34: 'Avise-me quando chegar' (one e-mail when a sold-out wine is back). */
  stockAlerts: StockAlertsService;
  /** Issue #34: the recommendation page's shelves (the customer's taste, or the best rated). */
  recommendations: RecommendationsService;
  /** Issue #17: the cookie-consent ledger. */
  consent: ConsentService;
  /** Issue #18: timed campaigns, the Black Friday landing page and its leads. */
  campaigns: CampaignsService;
  featureEnabled(key: string): Promise<boolean>;
  /** Issue #18: SPEC §7 feature flags (the server's own environment, ADR 0032). */
  flags: FlagsService;
  /** Issue #18 part C: dynamic banners by position. */
  banners: BannersService;
  /** Issue #18 part C: unhandled errors, to ERROR_REPORT_URL or DATA_DIR/errors/errors.ndjson. */
  errors: ErrorReporter;
  /** Background jobs (issue #14): every module defines its jobs here at creation. */
  jobs: JobRunner;
  /** The (sandbox) payment gateway, with the sandbox control's hooks (issue #14). */
  gateway: SandboxGateway;
  /** Issue #17 (ADR 0029): customer events, stored and forwarded to the sinks under consent. */
  tracking: TrackingService;
}

function mailTransportOf(deps: AppDeps): MailTransport {
  if (deps.mailTransport) return deps.mailTransport;
  if (deps.config.smtpUrl) return smtpTransport(deps.config.smtpUrl);
  return fileTransport(join(deps.config.dataDir, 'outbox'));
}

export function createServices(deps: AppDeps): AppServices {
  const jobs = deps.jobs ?? manualJobRunner(deps.now);
  const changes = createChangeFeed();
  const sessions = createSessionStore(
    deps.db,
    deps.now,
    deps.sessionMemory === true ? changes : undefined,
  );
  const limiter = createRateLimiter(deps.db, deps.now);
  const captcha = createCaptcha(deps.db, deps.now, deps.config.captchaMaxNumber);
  const mailer = createMailer(deps.db, mailTransportOf(deps), deps.now, deps.logger);
  const tracking = createTrackingService({
    db: deps.db,
    now: deps.now,
    logger: deps.logger,
    sinks: sinksOf(deps.config, deps.trackingFetch ?? fetch),
    contactOf: (customerId) => accounts.contactOf(customerId),
  });
  const accounts = createAccounts({
    track: pipelineAccountEvents(tracking, deps.now),
    db: deps.db,
    now: deps.now,
    sessions,
    limiter,
    captcha,
    mailer,
    publicUrl: (store) => publicUrlOf(deps.config, store),
    passwordLog2N: deps.config.passwordLog2N,
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
    webhookSecret: deps.config.payments.webhookSecret,
  });
  const flags = createFlagsService(deps.db, deps.config.flagEnvironment, changes);
  const featureEnabled = (key: string) => flags.enabled(key);
  const catalog = createCatalogService(deps.db, changes);
  // Issue #6: promotion records cached in process; issue #19: dropped at any site-wide change
  // (any instance's, through the database), the TTL stays as the last safety net.
  const promotions = createPromotionsService(deps.db, deps.now);
  changes.subscribe((tags) => {
    if (tags.includes(SITE_TAG)) promotions.invalidate();
  });
  // ADR 0048: the cart imports no business module; the promotions price it, and what promotions
  // and coupons add to it comes in as its parts. ADR 0022: it asks the subscriptions module who
  // already is a member.
  const cart = createCartService(deps.db, deps.now, {
    pricer: promotions,
    parts: [promotions.cartPart, couponsCartPart],
    openSubscriptionKinds,
  });
  const account = createAccountServices(deps.db, gateway, deps.now);
  const deliverMail = () => {
    mailer.deliverPending().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'e-mail delivery loop failed');
    });
  };
  /** What the two alert senders (Winelists' and 'Avise-me') share: jobs, mail and the store's URL. */
  const alertMail = {
    db: deps.db,
    now: deps.now,
    jobs,
    mailer,
    publicUrl: (store: Store) => publicUrlOf(deps.config, store),
    onMailQueued: deliverMail,
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
    changes,
    pageCache: deps.config.pageCache.enabled
      ? createPageCache({
          feed: changes,
          now: deps.now,
          maxBytes: deps.config.pageCache.maxBytes,
          ttlMs: deps.config.pageCache.ttlMs,
          nextBoundary: nextBoundaryReader(deps.db),
          onError: (error) => deps.logger.warn({ err: error }, 'page cache boundary read failed'),
        })
      : null,
    invalidations: createInvalidationLog(deps.db),
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
      events: deps.orderEvents ?? pipelineOrderEvents(tracking),
      publicUrl: (store) => publicUrlOf(deps.config, store),
      onMailQueued: () => {
        mailer.deliverPending().catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'e-mail delivery loop failed');
        });
      },
      jobs,
      sandbox: deps.config.payments.env === 'sandbox',
      featureEnabled,
      // 'Order paid' (DESIGN: module seams): the club or premium lines subscribe (ADR 0021) and
      // a friend's referral code rewards its owner (ADR 0023), in the paying transaction.
      onPaid: [
        subscribeFromOrder,
        (tx, order, at) =>
          rewardReferral(tx, order, at, mailer, (store) => publicUrlOf(deps.config, store)),
      ],
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
      changes,
    }),
    checkout: createCheckoutService(cart, account, {
      featureEnabled,
      cashbackBalance: (customerId) => cashbackBalance(deps.db, customerId),
    }),
    productShipping: createProductShipping({ db: deps.db, catalog }),
    gateway,
    tracking,
    winelists: createWinelistsService(alertMail),
    stockAlerts: createStockAlertsService({
      ...alertMail,
      changes,
      onKickFailed: (error) => deps.logger.warn({ err: error }, 'stock alerts kick failed'),
    }),
    coupons: createCouponService(cart),
    recommendations: createRecommendationsService({
      catalog,
      summaries: (ids) => summariesOf(deps.db, ids),
      // The orders' and the Winelists' own reads of one customer (called after boot).
      history: async (customerId) => {
        const [bought, listed] = await Promise.all([
          services.orders.bought(customerId),
          services.winelists.lists.listed(customerId),
        ]);
        return [...bought.map((productId) => ({ productId, source: 'order' as const })), ...listed];
      },
    }),
    consent: createConsentService({ db: deps.db, now: deps.now }),
    campaigns: createCampaignsService({ db: deps.db, now: deps.now, catalog, changes }),
    sessions,
    limiter,
    captcha,
    mailer,
    accounts,
    featureEnabled,
    flags,
    banners: createBannersService({ db: deps.db, now: deps.now, changes }),
    errors: createErrorReporter({
      url: deps.config.errorReportUrl,
      dataDir: deps.config.dataDir,
      logger: deps.logger,
      now: deps.now,
      fetch: deps.errorReportFetch,
    }),
    jobs,
    catalog,
    search: createSearchService({
      db: deps.db,
      now: deps.now,
      // product_searched is recorded by the results page in the browser (ADR 0031): the page is
      // cacheable, so the server's seam only logs.
      events: deps.searchEvents ?? loggingSearchEvents(deps.logger),
      logger: deps.logger,
      // Tests refresh explicitly (no timers); a running server polls every few seconds.
      refreshMs: deps.config.env === 'test' ? 0 : DEFAULT_REFRESH_MS,
      // Issue #19: a catalogue change (any instance) refreshes the index at once.
      changes,
    }),
  };
  defineHousekeepingJobs(jobs, services);
  return services;
}
