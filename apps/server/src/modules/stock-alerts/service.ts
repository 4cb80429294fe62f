/**
 * 'Avise-me quando chegar' (issue #34): requests for a sold-out wine, one open request per
 * product and e-mail, with the consent text version and when (as leads, ADR 0033); a signed-in
 * customer's request uses their account's e-mail and may be listed and cancelled by them alone.
 *
 * When a wine is back (a stock adjustment, a cancelled order giving units back: whatever makes the
 * product available again), the job `stock-alerts.notify` sends each open request its one e-mail
 * and ends it: `notified_at` is set under the row's guard in the transaction that queues the
 * outbox row, so a retry, a replay or a concurrent run never sends twice. The job is kicked by
 * the site-wide change the page cache already receives when availability changes (the products
 * trigger of migrations 0021/0024, ADR 0050), and runs every five minutes as the safety net.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import {
  acceptsStockAlert,
  isStockAlertDue,
  STOCK_ALERT_CONSENT_TEXT_VERSION,
  STOCK_ALERT_TEXTS,
  stockAlertEmailKey,
  stockAlertEmailText,
} from '@adega/domain/stock-alerts';
import type { Store } from '@adega/domain/store';
import { productPath } from '@adega/domain/urls-routes';
import type { StockAlertDto, StockAlertRequestedDto } from '../../contract.ts';
import { SITE_TAG, type ChangeFeed } from '../../cache/changes.ts';
import { shelfColumns } from '../../db/cart-inputs.ts';
import { defineSweep } from '../../jobs/runner.ts';
import type { Queryable } from '../../db/client.ts';
import { forEachInIdPages } from '../../db/pages.ts';
import { customers, products, stockAlertRequests } from '../../db/schema.ts';
import { renderEmail } from '../mail/layout.ts';
import type { MailingDeps, OutgoingEmail } from '../mail/mailer.ts';

export const STOCK_ALERTS_JOB = 'stock-alerts.notify';
export const STOCK_ALERT_MAIL_KIND = 'stock-alerts.back-in-stock';
const PAGE = 500;

export interface StockAlertsDeps extends MailingDeps {
  /** The database's changes (ADR 0035): a site-wide one may be a wine back in stock. */
  changes?: ChangeFeed;
  onKickFailed?: (error: unknown) => void;
}

export interface StockAlertsService {
  /** Records the request (once per product and e-mail while open); 409 while the wine is sold. */
  request(input: {
    store: Store;
    sku: string;
    email: string | null;
    customerId: number | null;
  }): Promise<StockAlertRequestedDto>;
  /** The customer's own open requests, newest first. */
  mine(customerId: number): Promise<StockAlertDto[]>;
  /** Cancels the customer's own open request for the wine (404 when they have none). */
  cancel(customerId: number, sku: string): Promise<void>;
  /** One pass: every open request whose wine is back gets its e-mail. How many were queued. */
  notifyReturned(): Promise<number>;
}

function storeCondition(store: Store) {
  return store === 'OUTLET' ? eq(products.inOutlet, true) : eq(products.inWine, true);
}

async function productOf(q: Queryable, sku: string, store: Store) {
  const [row] = await q
    .select({ id: products.id, code: products.code, ...shelfColumns })
    .from(products)
    .where(and(eq(products.code, sku), storeCondition(store)));
  return row ?? null;
}

export function stockAlertEmail(
  to: { email: string; name: string },
  product: { name: string; code: string },
  publicUrl: string,
): OutgoingEmail {
  const text = stockAlertEmailText(product.name);
  const link = `${publicUrl.replace(/\/+$/, '')}${productPath(product.code)}`;
  return renderEmail(STOCK_ALERT_MAIL_KIND, to, text.subject, text.paragraphs, [
    { href: link, label: text.button },
  ]);
}

export function createStockAlertsService(deps: StockAlertsDeps): StockAlertsService {
  const { db, now } = deps;

  async function notifyReturned(): Promise<number> {
    let queued = 0;
    await forEachInIdPages(
      PAGE,
      (after, size) =>
        // SQL only narrows (flag and stock); the domain's rule decides (units left, list price).
        db
          .select({
            id: stockAlertRequests.id,
            store: stockAlertRequests.store,
            email: stockAlertRequests.email,
            productName: products.name,
            code: products.code,
            ...shelfColumns,
            accountEmail: customers.email,
            firstName: customers.firstName,
          })
          .from(stockAlertRequests)
          .innerJoin(products, eq(products.id, stockAlertRequests.productId))
          .leftJoin(customers, eq(customers.id, stockAlertRequests.customerId))
          .where(
            and(
              gt(stockAlertRequests.id, after),
              isNull(stockAlertRequests.notifiedAt),
              eq(products.available, true),
              gt(products.stock, 0),
            ),
          )
          .orderBy(asc(stockAlertRequests.id))
          .limit(size),
      async (row) => {
        if (!isStockAlertDue({ notifiedAt: null }, row)) return;
        const sent = await db.transaction(async (tx) => {
          const ended = await tx
            .update(stockAlertRequests)
            .set({ notifiedAt: now() })
            .where(and(eq(stockAlertRequests.id, row.id), isNull(stockAlertRequests.notifiedAt)))
            .returning({ id: stockAlertRequests.id });
          if (ended.length === 0) return false;
          // A customer's e-mail is their account's as it is now (it may have changed since).
          const to = { email: row.accountEmail ?? row.email, name: row.firstName ?? '' };
          const store = row.store === 'OUTLET' ? 'OUTLET' : 'WINE';
          await deps.mailer.enqueue(
            tx,
            stockAlertEmail(to, { name: row.productName, code: row.code }, deps.publicUrl(store)),
          );
          return true;
        });
        if (sent) queued += 1;
      },
    );
    if (queued > 0) deps.onMailQueued();
    return queued;
  }

  defineSweep(deps.jobs, {
    name: STOCK_ALERTS_JOB,
    // The safety net: a kick lost to a crash is caught up (the state is read, not the events).
    cron: '*/5 * * * *',
    retryLimit: 3,
    pass: () => notifyReturned(),
  });
  deps.changes?.subscribe((tags) => {
    if (!tags.includes(SITE_TAG)) return;
    deps.jobs
      .send(STOCK_ALERTS_JOB, {}, { singletonKey: STOCK_ALERTS_JOB })
      .catch((error: unknown) => deps.onKickFailed?.(error));
  });

  return {
    notifyReturned,

    async request({ store, sku, email, customerId }) {
      return db.transaction(async (tx) => {
        const product = await productOf(tx, sku, store);
        if (!product) throw new AppError('NOT_FOUND', STOCK_ALERT_TEXTS.productNotFound);
        if (!acceptsStockAlert(product)) throw new AppError('CONFLICT', STOCK_ALERT_TEXTS.inStock);
        let address = email ?? '';
        if (customerId !== null) {
          const [account] = await tx
            .select({ email: customers.email })
            .from(customers)
            .where(eq(customers.id, customerId));
          if (!account) throw new AppError('UNAUTHENTICATED', STOCK_ALERT_TEXTS.error);
          address = account.email;
        }
        const at = now();
        await tx
          .insert(stockAlertRequests)
          .values({
            productId: product.id,
            store,
            email: address,
            emailKey: stockAlertEmailKey(address),
            customerId,
            consentTextVersion: STOCK_ALERT_CONSENT_TEXT_VERSION,
            consentedAt: at,
            createdAt: at,
          })
          // A repeat is the same request; a customer's click adopts a visitor's one.
          .onConflictDoUpdate({
            target: [stockAlertRequests.productId, stockAlertRequests.emailKey],
            targetWhere: sql`notified_at is null`,
            set: {
              customerId: sql`coalesce(${stockAlertRequests.customerId}, excluded.customer_id)`,
            },
          });
        const answer: StockAlertRequestedDto = {
          status: 'confirmed',
          sku: product.code,
          email: address,
        };
        return answer;
      });
    },

    async mine(customerId) {
      const rows = await db
        .select({
          sku: products.code,
          productName: products.name,
          email: stockAlertRequests.email,
          createdAt: stockAlertRequests.createdAt,
        })
        .from(stockAlertRequests)
        .innerJoin(products, eq(products.id, stockAlertRequests.productId))
        .where(
          and(eq(stockAlertRequests.customerId, customerId), isNull(stockAlertRequests.notifiedAt)),
        )
        .orderBy(desc(stockAlertRequests.createdAt), desc(stockAlertRequests.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async cancel(customerId, sku) {
      const deleted = await db
        .delete(stockAlertRequests)
        .where(
          and(
            eq(stockAlertRequests.customerId, customerId),
            isNull(stockAlertRequests.notifiedAt),
            sql`${stockAlertRequests.productId} = (select id from products where code = ${sku})`,
          ),
        )
        .returning({ id: stockAlertRequests.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', STOCK_ALERT_TEXTS.notFound);
    },
  };
}
