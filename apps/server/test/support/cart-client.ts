/**
 * A small HTTP client for the cart, promotion, coupon, gift packaging and loyalty API tests: a visitor
 * is a cookie jar with only `adega_cart`; a customer is a `TestSession`. Answers keep the status,
 * the parsed body and the response.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { CartDto } from '../../src/contract.ts';
import type { TestApp } from './app.ts';
import { setCookieValue, type TestSession } from './auth.ts';

export interface Visitor {
  cookie: string | null;
}

export type Who = Visitor | TestSession | null;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  body: any;
  response: Response;
}

export function client(t: TestApp) {
  async function send(
    who: Who,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    host?: string,
  ): Promise<Answer> {
    const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
    if (who && 'headers' in who) Object.assign(all, who.headers);
    else if (who?.cookie) all.cookie = `adega_cart=${who.cookie}`;
    const response = await t.request(path, {
      method,
      headers: all,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      ...(host ? { host } : {}),
    });
    if (who && !('headers' in who)) {
      const issued = setCookieValue(response, 'adega_cart');
      if (issued) who.cookie = issued;
    }
    const text = await response.clone().text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, response };
  }
  const rpc = (who: Who, operation: string, body: unknown = {}, headers = {}, host?: string) =>
    send(who, 'POST', `/rpc/${operation}`, body, headers, host);
  const getCart = async (who: Who, host?: string): Promise<CartDto> =>
    (await send(who, 'GET', '/api/v1/cart', undefined, {}, host)).body as CartDto;
  const addItem = (who: Who, sku: string, quantity = 1, host?: string) =>
    send(who, 'POST', '/api/v1/cart/items', { sku, quantity }, {}, host);
  /** A product with the given SQL trait over `products p`. */
  async function productWhere(condition: string) {
    const [row] = await queryRows<{ id: number; code: string; sale_price: number }>(
      t.deps.db,
      sql.raw(`select id, code, sale_price from products p where ${condition} order by id limit 1`),
    );
    if (!row) throw new Error(`no seeded product with ${condition}`);
    return row;
  }
  return { send, rpc, getCart, addItem, productWhere };
}

/** The cart of an RPC answer (`{ data }`) or of a REST answer. */
export function cartOf(answer: Answer): CartDto {
  return (answer.body?.data ?? answer.body) as CartDto;
}

/** A plain wine of the WINE store: available, in stock, no promotion or pendura. */
export const PLAIN_WINE = `p.in_wine and p.available and p.list_price > 0 and p.stock >= 40
  and p.promotion is null and p.pendura_promotion is null and p.category = 'vinho'`;

/** A plain wine (see PLAIN_WINE) priced between R$ 50 and R$ 200. */
export const MID_PRICED_WINE = `${PLAIN_WINE} and p.sale_price between 5000 and 20000`;
