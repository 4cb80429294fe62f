/**
 * Winelists and favourites (issue #16, SPEC §3/§5/§7, ADR 0027). Every query is scoped by the
 * customer: another customer's list is "not found" (404) and nothing changes. Limits are checked
 * under the customer's (or the list's) row lock; the unique keys make a duplicate add a 409 even
 * under concurrent requests.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import {
  canAddToList,
  checkWinelistName,
  WINELIST_TEXTS,
  WINELISTS_PER_CUSTOMER_MAX,
  WISHLIST_ITEMS_MAX,
} from '@adega/domain/winelists/rules';
import type {
  SharedWinelistDto,
  WinelistDto,
  WinelistIndicationDto,
  WishlistDto,
} from '../../contract/winelists.ts';
import type { Store } from '@adega/domain/store';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { customers, products, winelistItems, winelists, wishlistItems } from '../../db/schema.ts';
import { listedProductIds } from './listed.ts';
import { isSubscriberCustomer, listedProducts, productBySku } from './products.ts';

type WinelistRow = typeof winelists.$inferSelect;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

function validName(raw: string): string {
  const check = checkWinelistName(raw);
  if (!check.ok) throw new AppError('VALIDATION', check.message, { name: check.message });
  return check.name;
}

export function shareUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/winelist/${encodeURIComponent(token)}`;
}

export interface ListsDeps {
  db: Db;
  now: () => Date;
  /** PUBLIC_URL of the store (configuration, never the request). */
  publicUrl: (store: Store) => string;
}

export function createLists({ db, now, publicUrl }: ListsDeps) {
  async function ownList(q: Queryable, customerId: number, id: number, lock = false) {
    const query = q
      .select()
      .from(winelists)
      .where(and(eq(winelists.id, id), eq(winelists.customerId, customerId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND', WINELIST_TEXTS.notFound);
    return row;
  }

  async function itemsOf(q: Queryable, listIds: number[]) {
    if (listIds.length === 0) return [];
    return q
      .select({
        winelistId: winelistItems.winelistId,
        productId: winelistItems.productId,
        addedAt: winelistItems.addedAt,
        sku: products.code,
      })
      .from(winelistItems)
      .innerJoin(products, eq(products.id, winelistItems.productId))
      .where(inArray(winelistItems.winelistId, listIds))
      .orderBy(desc(winelistItems.addedAt), desc(winelistItems.productId));
  }

  function dto(row: WinelistRow, skus: string[], store: Store): WinelistDto {
    return {
      id: String(row.id),
      name: row.name,
      skus,
      count: skus.length,
      shareUrl: row.shareToken ? shareUrlOf(publicUrl(store), row.shareToken) : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function detail(
    q: Queryable,
    row: WinelistRow,
    subscriber: boolean,
    store: Store,
  ): Promise<WinelistDto> {
    const items = await itemsOf(q, [row.id]);
    return {
      ...dto(
        row,
        items.map((i) => i.sku),
        store,
      ),
      items: await listedProducts(q, items, subscriber),
    };
  }

  async function lockCustomer(tx: Tx, customerId: number) {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
  }

  async function productOrNotFound(q: Queryable, sku: string) {
    const product = await productBySku(q, sku);
    if (!product) throw new AppError('NOT_FOUND', WINELIST_TEXTS.productNotFound);
    return product;
  }

  async function touch(tx: Tx, id: number) {
    const [row] = await tx
      .update(winelists)
      .set({ updatedAt: now() })
      .where(eq(winelists.id, id))
      .returning();
    return row as WinelistRow;
  }

  async function wishlist(q: Queryable, customerId: number): Promise<WishlistDto> {
    const rows = await q
      .select({
        productId: wishlistItems.productId,
        addedAt: wishlistItems.addedAt,
        sku: products.code,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
    const subscriber = await isSubscriberCustomer(q, customerId);
    return {
      skus: rows.map((r) => r.sku),
      count: rows.length,
      items: await listedProducts(q, rows, subscriber),
    };
  }

  return {
    async list(store: Store, customerId: number): Promise<WinelistDto[]> {
      const rows = await db
        .select()
        .from(winelists)
        .where(eq(winelists.customerId, customerId))
        .orderBy(desc(winelists.createdAt), desc(winelists.id));
      const items = await itemsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) =>
        dto(
          row,
          items.filter((i) => i.winelistId === row.id).map((i) => i.sku),
          store,
        ),
      );
    },

    async get(store: Store, customerId: number, id: number): Promise<WinelistDto> {
      const row = await ownList(db, customerId, id);
      return detail(db, row, await isSubscriberCustomer(db, customerId), store);
    },

    async create(store: Store, customerId: number, rawName: string): Promise<WinelistDto> {
      const name = validName(rawName);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [counted] = await tx
          .select({ n: count() })
          .from(winelists)
          .where(eq(winelists.customerId, customerId));
        if ((counted?.n ?? 0) >= WINELISTS_PER_CUSTOMER_MAX) {
          throw new AppError('CONFLICT', WINELIST_TEXTS.tooManyLists);
        }
        const at = now();
        const [row] = await tx
          .insert(winelists)
          .values({ customerId, name, createdAt: at, updatedAt: at })
          .returning();
        return { ...dto(row as WinelistRow, [], store), items: [] };
      });
    },

    async rename(
      store: Store,
      customerId: number,
      id: number,
      rawName: string,
    ): Promise<WinelistDto> {
      const name = validName(rawName);
      return db.transaction(async (tx) => {
        await ownList(tx, customerId, id, true);
        const [row] = await tx
          .update(winelists)
          .set({ name, updatedAt: now() })
          .where(eq(winelists.id, id))
          .returning();
        return detail(tx, row as WinelistRow, await isSubscriberCustomer(tx, customerId), store);
      });
    },

    async remove(customerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await ownList(tx, customerId, id, true);
        await tx.delete(winelists).where(eq(winelists.id, id));
      });
    },

    async addSku(store: Store, customerId: number, id: number, sku: string): Promise<WinelistDto> {
      return db.transaction(async (tx) => {
        await ownList(tx, customerId, id, true);
        const product = await productOrNotFound(tx, sku);
        const skus = (await itemsOf(tx, [id])).map((i) => i.sku);
        const check = canAddToList(skus, product.code);
        if (!check.ok) throw new AppError('CONFLICT', check.message);
        await tx
          .insert(winelistItems)
          .values({ winelistId: id, productId: product.id, addedAt: now() });
        return detail(tx, await touch(tx, id), await isSubscriberCustomer(tx, customerId), store);
      });
    },

    async removeSku(
      store: Store,
      customerId: number,
      id: number,
      sku: string,
    ): Promise<WinelistDto> {
      return db.transaction(async (tx) => {
        await ownList(tx, customerId, id, true);
        const product = await productBySku(tx, sku);
        const deleted = product
          ? await tx
              .delete(winelistItems)
              .where(and(eq(winelistItems.winelistId, id), eq(winelistItems.productId, product.id)))
              .returning({ id: winelistItems.productId })
          : [];
        if (deleted.length === 0) throw new AppError('NOT_FOUND', WINELIST_TEXTS.notInList);
        return detail(tx, await touch(tx, id), await isSubscriberCustomer(tx, customerId), store);
      });
    },

    /** `indication`: the share token is created once; later calls answer the same link. */
    async indication(store: Store, customerId: number, id: number): Promise<WinelistIndicationDto> {
      return db.transaction(async (tx) => {
        const row = await ownList(tx, customerId, id, true);
        let token = row.shareToken;
        if (!token) {
          token = randomBytes(18).toString('base64url');
          await tx.update(winelists).set({ shareToken: token }).where(eq(winelists.id, id));
        }
        return { winelistId: String(id), shareUrl: shareUrlOf(publicUrl(store), token) };
      });
    },

    /** The public read-only list (visitor prices; the owner's first name only), or null. */
    async shared(token: string): Promise<SharedWinelistDto | null> {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return null;
      const [row] = await db
        .select({ id: winelists.id, name: winelists.name, owner: customers.firstName })
        .from(winelists)
        .innerJoin(customers, eq(customers.id, winelists.customerId))
        .where(eq(winelists.shareToken, token));
      if (!row) return null;
      const items = await listedProducts(db, await itemsOf(db, [row.id]), false);
      const owner = row.owner.trim().split(/\s+/)[0] ?? '';
      return { name: row.name, owner, count: items.length, items };
    },

    wishlist: (customerId: number) => wishlist(db, customerId),

    /** Issue #34: the products of the customer's favourites and Winelists (their taste). */
    listed: (customerId: number) => listedProductIds(db, customerId),

    async addFavourite(customerId: number, sku: string): Promise<WishlistDto> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const product = await productOrNotFound(tx, sku);
        const current = await tx
          .select({ productId: wishlistItems.productId })
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId));
        if (current.some((r) => r.productId === product.id)) {
          throw new AppError('CONFLICT', WINELIST_TEXTS.alreadyAdded);
        }
        if (current.length >= WISHLIST_ITEMS_MAX) {
          throw new AppError('CONFLICT', WINELIST_TEXTS.tooManyFavourites);
        }
        try {
          await tx
            .insert(wishlistItems)
            .values({ customerId, productId: product.id, addedAt: now() });
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', WINELIST_TEXTS.alreadyAdded);
          throw error;
        }
        return wishlist(tx, customerId);
      });
    },

    async removeFavourite(customerId: number, sku: string): Promise<WishlistDto> {
      return db.transaction(async (tx) => {
        const product = await productBySku(tx, sku);
        const deleted = product
          ? await tx
              .delete(wishlistItems)
              .where(
                and(
                  eq(wishlistItems.customerId, customerId),
                  eq(wishlistItems.productId, product.id),
                ),
              )
              .returning({ id: wishlistItems.productId })
          : [];
        if (deleted.length === 0) throw new AppError('NOT_FOUND', WINELIST_TEXTS.notInWishlist);
        return wishlist(tx, customerId);
      });
    },
  };
}

export type Lists = ReturnType<typeof createLists>;
