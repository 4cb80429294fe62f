/**
 * Product alerts (issue #16 "Beyond the seed", ADR 0027): a customer asks to be told when a wine's
 * price drops below what it cost when the alert was set, or when an unavailable wine is back. The
 * hourly job asks the domain what each alert's product change means (`alertStep`) and queues one
 * e-mail per change: the change key is unique and inserted in the same transaction as the outbox
 * row, so replays and concurrent runs never send twice.
 */
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { formatBRL } from '@adega/domain/money';
import { productPath } from '@adega/domain/urls-routes';
import {
  ALERTS_PER_CUSTOMER_MAX,
  alertStep,
  WINELIST_TEXTS,
  type ProductAlertKind,
} from '@adega/domain/winelists/rules';
import type { ProductAlertDto } from '../../contract/winelists.ts';
import { shelfColumns } from '../../db/cart-inputs.ts';
import type { Db } from '../../db/client.ts';
import { forEachInIdPages } from '../../db/pages.ts';
import { customers, productAlertNotices, productAlerts, products } from '../../db/schema.ts';
import { renderEmail } from '../mail/layout.ts';
import type { Mailer, OutgoingEmail } from '../mail/mailer.ts';
import { isSubscriberCustomer, priceFor, productAvailable, productBySku } from './products.ts';
import { hasSubscription } from '@adega/domain/roles';

export const PRODUCT_ALERTS_JOB = 'winelists.alerts';
const PAGE = 500;

export interface AlertsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** PUBLIC_URL of the Wine store: the e-mail's links. */
  publicUrl: () => string;
  onMailQueued: () => void;
}

export function alertEmail(
  kind: ProductAlertKind,
  to: { email: string; name: string },
  product: { name: string; code: string; price: number; before: number | null },
  publicUrl: string,
): OutgoingEmail {
  const link = `${publicUrl.replace(/\/+$/, '')}${productPath(product.code)}`;
  const button = [{ href: link, label: 'Ver o vinho' }];
  if (kind === 'PRICE_DROP') {
    const before = product.before === null ? '' : ` (era ${formatBRL(product.before)})`;
    return renderEmail(
      'winelists.price-drop',
      to,
      `O preço de ${product.name} baixou`,
      [
        `O vinho ${product.name}, que você pediu para acompanhar, agora sai por ${formatBRL(product.price)}${before}.`,
        'Aproveite enquanto durar o estoque.',
      ],
      button,
    );
  }
  return renderEmail(
    'winelists.back-in-stock',
    to,
    `${product.name} está de volta`,
    [
      `O vinho ${product.name}, que você pediu para acompanhar, voltou ao estoque por ${formatBRL(product.price)}.`,
    ],
    button,
  );
}

export function createAlerts(deps: AlertsDeps) {
  const { db, now } = deps;

  function dto(row: {
    sku: string;
    kind: ProductAlertKind;
    priceAtSignup: number | null;
    createdAt: Date;
  }): ProductAlertDto {
    return {
      sku: row.sku,
      kind: row.kind,
      priceAtSignup: row.priceAtSignup,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function list(customerId: number): Promise<ProductAlertDto[]> {
    const rows = await db
      .select({
        sku: products.code,
        kind: productAlerts.kind,
        priceAtSignup: productAlerts.priceAtSignup,
        createdAt: productAlerts.createdAt,
      })
      .from(productAlerts)
      .innerJoin(products, eq(products.id, productAlerts.productId))
      .where(eq(productAlerts.customerId, customerId))
      .orderBy(desc(productAlerts.createdAt), desc(productAlerts.id));
    return rows.map(dto);
  }

  /** One pass over every alert (in pages); answers how many e-mails were queued. */
  async function run(): Promise<number> {
    let queued = 0;
    await forEachInIdPages(
      PAGE,
      (after, size) =>
        db
          .select({
            id: productAlerts.id,
            kind: productAlerts.kind,
            priceAtSignup: productAlerts.priceAtSignup,
            unavailableSince: productAlerts.unavailableSince,
            productName: products.name,
            code: products.code,
            ...shelfColumns,
            email: customers.email,
            firstName: customers.firstName,
            socioClube: customers.socioClube,
            socioPrime: customers.socioPrime,
            beneficiosClube: customers.beneficiosClube,
          })
          .from(productAlerts)
          .innerJoin(products, eq(products.id, productAlerts.productId))
          .innerJoin(customers, eq(customers.id, productAlerts.customerId))
          .where(gt(productAlerts.id, after))
          .orderBy(asc(productAlerts.id))
          .limit(size),
      async (row) => {
        const price = priceFor(row, hasSubscription(row));
        const step = alertStep(
          {
            id: row.id,
            kind: row.kind,
            priceAtSignup: row.priceAtSignup,
            unavailableSince:
              row.unavailableSince === null ? null : new Date(row.unavailableSince).toISOString(),
          },
          { available: productAvailable(row), price },
          now(),
        );
        if (step.action === 'watch') {
          await db
            .update(productAlerts)
            .set({ unavailableSince: step.unavailableSince })
            .where(and(eq(productAlerts.id, row.id), isNull(productAlerts.unavailableSince)));
        } else if (step.action === 'notify') {
          const sent = await db.transaction(async (tx) => {
            const inserted = await tx
              .insert(productAlertNotices)
              .values({ alertId: row.id, changeKey: step.changeKey, createdAt: now() })
              .onConflictDoNothing()
              .returning({ id: productAlertNotices.id });
            if (step.clearUnavailable) {
              await tx
                .update(productAlerts)
                .set({ unavailableSince: null })
                .where(eq(productAlerts.id, row.id));
            }
            if (inserted.length === 0) return false;
            await deps.mailer.enqueue(
              tx,
              alertEmail(
                row.kind,
                { email: row.email, name: row.firstName },
                {
                  name: row.productName,
                  code: row.code,
                  price,
                  before: row.kind === 'PRICE_DROP' ? row.priceAtSignup : null,
                },
                deps.publicUrl(),
              ),
            );
            return true;
          });
          if (sent) queued += 1;
        }
      },
    );
    if (queued > 0) deps.onMailQueued();
    return queued;
  }

  return {
    list,
    run,

    async create(
      customerId: number,
      sku: string,
      kind: ProductAlertKind,
    ): Promise<ProductAlertDto> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        const product = await productBySku(tx, sku);
        if (!product) throw new AppError('NOT_FOUND', WINELIST_TEXTS.productNotFound);
        const [counted] = await tx
          .select({ n: count() })
          .from(productAlerts)
          .where(eq(productAlerts.customerId, customerId));
        if ((counted?.n ?? 0) >= ALERTS_PER_CUSTOMER_MAX) {
          throw new AppError('CONFLICT', WINELIST_TEXTS.tooManyAlerts);
        }
        const subscriber = await isSubscriberCustomer(tx, customerId);
        const at = now();
        const [row] = await tx
          .insert(productAlerts)
          .values({
            customerId,
            productId: product.id,
            kind,
            priceAtSignup: kind === 'PRICE_DROP' ? priceFor(product, subscriber) : null,
            // Unavailable now: its return is already a change worth an e-mail.
            unavailableSince:
              kind === 'BACK_IN_STOCK' && !productAvailable(product) ? at.toISOString() : null,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', WINELIST_TEXTS.alreadyAlerted);
        return dto({ ...row, sku: product.code });
      });
    },

    async remove(customerId: number, sku: string, kind: ProductAlertKind): Promise<void> {
      const product = await productBySku(db, sku);
      const deleted = product
        ? await db
            .delete(productAlerts)
            .where(
              and(
                eq(productAlerts.customerId, customerId),
                eq(productAlerts.productId, product.id),
                eq(productAlerts.kind, kind),
              ),
            )
            .returning({ id: productAlerts.id })
        : [];
      if (deleted.length === 0) throw new AppError('NOT_FOUND', WINELIST_TEXTS.alertNotFound);
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
