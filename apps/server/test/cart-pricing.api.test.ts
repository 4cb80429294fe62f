/**
 * Issue #12 B2, one pricing pipeline: a cart read costs at most 2 SQL round trips (the cart in one
 * statement; a customer without a cart one more for the flags and the cashback balance), the
 * promotion registry runs once per read and once per line change, a change is one transaction,
 * and a new registry entry reaches the cart document without a change of the cart's code.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PromotionEntry } from '@adega/domain/promotions/registry';
import { signUpCustomer } from './support/auth.ts';
import { cartOf, client, type Visitor } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let sku: string;
let other: string;

/**
 * The driver's own entry points for a statement and a transaction: PGlite's `query` and `exec`
 * (the prepared cart statements go by `exec`) and `transaction`, postgres.js's `unsafe` and
 * `begin` (what drizzle and db/prepared.ts call on each). Inside a transaction the statements go
 * to the transaction's own object (PGlite's `tx`, postgres.js's `sql`): those are counted too.
 */
type Entry = (...args: unknown[]) => unknown;
type CountingClient = Record<string, Entry>;
const ENTRY_POINTS = {
  pglite: { statements: ['query', 'exec'], transaction: 'transaction' },
  postgres: { statements: ['unsafe'], transaction: 'begin' },
} as const;

const t = useTestApp({ products: 200 });
beforeAll(async () => {
  const plain = `p.in_wine and p.available and p.list_price > 0 and p.stock >= 40
    and p.promotion is null and p.product_type <> 'ClubePrime'`;
  sku = (await client(t).productWhere(plain)).code;
  other = (await client(t).productWhere(`${plain} and p.code <> '${sku}'`)).code;
});

const api = () => client(t);

/**
 * The SQL round trips `run` makes — every statement in or out of a transaction, and each
 * transaction's BEGIN and COMMIT (2) — its transactions and its registry runs.
 */
async function counted<T>(run: () => Promise<T>) {
  const driver = (t.deps.db as unknown as { $client?: CountingClient }).$client;
  if (!driver) throw new Error('the test database exposes no client');
  const names = ENTRY_POINTS[t.database.kind];
  let inside = 0;
  const countOn = (target: CountingClient) => {
    for (const name of names.statements) {
      const entry = target[name];
      if (typeof entry !== 'function') throw new Error(`the driver has no ${name}`);
      target[name] = (...args: unknown[]) => {
        inside += 1;
        return entry.apply(target, args);
      };
    }
  };
  const begin = driver[names.transaction];
  if (typeof begin !== 'function') throw new Error(`the driver has no ${names.transaction}`);
  const outside = names.statements.map((name) => vi.spyOn(driver, name));
  const transaction = vi
    .spyOn(driver, names.transaction)
    .mockImplementation((callback: unknown, ...rest: unknown[]) =>
      begin.call(
        driver,
        (tx: CountingClient) => {
          countOn(tx);
          return (callback as Entry)(tx);
        },
        ...rest,
      ),
    );
  const runs = t.services.promotions.runs;
  try {
    const value = await run();
    const transactions = transaction.mock.calls.length;
    // postgres.js sends a transaction's BEGIN through `unsafe`: it is counted with the transaction.
    const direct = outside
      .flatMap((spy) => spy.mock.calls)
      .filter(([text]) => !/^begin\b/i.test(String(text))).length;
    return {
      value,
      queries: direct + inside + 2 * transactions,
      transactions,
      registryRuns: t.services.promotions.runs - runs,
    };
  } finally {
    for (const spy of outside) spy.mockRestore();
    transaction.mockRestore();
  }
}

describe('a cart read costs at most 2 SQL round trips, promotions computed once', () => {
  it('a visitor’s cart with lines: one statement, one registry run', async () => {
    const visitor: Visitor = { cookie: null };
    await api().addItem(visitor, sku, 2);
    await api().addItem(visitor, other, 1);
    await api().getCart(visitor); // the promotion snapshot is cached from here on
    const read = await counted(() => api().getCart(visitor));
    expect(read.value.cartItems).toHaveLength(2);
    expect(read.queries).toBeLessThanOrEqual(2);
    expect(read.queries).toBe(1);
    expect(read.registryRuns).toBe(1);
    expect(read.transactions).toBe(0);
  });

  it('a customer with a cart, and one without: at most 2 (the session’s own lookup aside)', async () => {
    const customer = await signUpCustomer(t);
    const owner = { kind: 'customer' as const, customerId: customer.customerId };
    const view = () => t.services.cart.view(owner, 'WINE');
    await view();
    const empty = await counted(view);
    expect(empty.value.cartItems).toEqual([]);
    expect(empty.queries).toBe(2);
    await api().addItem(customer, sku, 1);
    const full = await counted(view);
    expect(full.value.cartItems).toHaveLength(1);
    // The cart's one read, and the quote the customer is shown (issue #33 F10, ADR 0049: one
    // upsert that writes nothing when the quote is unchanged).
    expect(full.queries).toBe(2);
    expect(full.registryRuns).toBe(1);
  });

  it('a visitor without a cart costs no query at all', async () => {
    const read = await counted(() => api().getCart({ cookie: null }));
    expect(read.value.cartItems).toEqual([]);
    expect(read.queries).toBe(0);
  });
});

describe('a change is one transaction under the row lock, priced once', () => {
  // Issue #12 bench:cart, round trips of a change (BEGIN and COMMIT included): the lock that
  // counts the change (UPDATE … version + 1), the product with the cart's lines, the write, the
  // changed cart's one read. Before: 8 for an add, 6 for a remove, 9 for a quantity change.
  it('add, quantity change and remove each run the registry once, in one transaction', async () => {
    const visitor: Visitor = { cookie: null };
    await api().addItem(visitor, sku, 1);
    const add = await counted(() => api().addItem(visitor, other, 1));
    expect(add.value.status).toBe(200);
    expect(add.transactions).toBe(1);
    expect(add.registryRuns).toBe(1);
    expect(add.queries).toBe(6);
    const line = cartOf(add.value).cartItems.find((item) => item.productSku.skuCode === other);
    const quantity = await counted(() =>
      api().rpc(visitor, 'updateCartItemQuantity', {
        skuCode: other,
        itemUidPk: line?.itemUidPk,
        quantity: 3,
      }),
    );
    expect(quantity.value.status).toBe(200);
    expect(quantity.registryRuns).toBe(1);
    expect(quantity.transactions).toBe(1);
    expect(quantity.queries).toBe(8);
    // The first run of a statement in a PGlite session PREPAREs it (one more round trip): a remove
    // of the other line runs the remove's statements once before the counted one.
    expect((await api().send(visitor, 'DELETE', `/api/v1/cart/items/${sku}`)).status).toBe(200);
    const remove = await counted(() =>
      api().send(visitor, 'DELETE', `/api/v1/cart/items/${other}`),
    );
    expect(remove.value.status).toBe(200);
    expect(remove.registryRuns).toBe(1);
    expect(remove.transactions).toBe(1);
    expect(remove.queries).toBe(5);
  });
});

describe('a new kind of promotion is a new registry entry (no change of the cart)', () => {
  it('its section and its adjustment reach the document', async () => {
    const visitor: Visitor = { cookie: null };
    const before = cartOf(await api().addItem(visitor, sku, 1));
    const entry: PromotionEntry = {
      code: 'test-flat-discount',
      sections: ['testFlatDiscount'],
      applies: (ctx) => ctx.store === 'WINE',
      apply: (lines) => ({
        adjustments: [{ source: 'test-flat-discount', amount: 100 }],
        sections: { testFlatDiscount: { lines: lines.length, amount: 1 } },
      }),
    };
    t.services.promotions.register(entry);
    const after = (await api().getCart(visitor)) as typeof before & {
      testFlatDiscount?: unknown;
    };
    expect(after.testFlatDiscount).toEqual({ lines: 1, amount: 1 });
    expect(after.total).toBeCloseTo(before.total - 1, 2);
    expect(after.subtotalDiscountMoney.amount).toBeCloseTo(
      before.subtotalDiscountMoney.amount + 1,
      2,
    );
  });
});
