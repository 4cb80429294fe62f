/**
 * What a customer's cart was served with (issue #33 F10, ADR 0049): every cart document the cart
 * service serves to a customer — a read, the answer of a change — leaves its quote here
 * (packages/domain checkout/quote.ts): the last one, and the few different ones before it (another
 * tab may still show one). Order placement reads them back under the cart's lock and refuses a
 * total the customer did not see. A visitor's cart keeps none: it cannot be placed, and at sign-in
 * it becomes part of a customer's cart.
 */
import { sql } from 'drizzle-orm';
import { parseQuote, type Quote } from '@adega/domain/checkout/quote';
import { queryRows, type Db, type Queryable } from '../../db/client.ts';

function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23503';
}

/** Quotes kept per cart: the last one and this many minus one different ones before it. */
export const SERVED_QUOTES_KEPT = 5;

/**
 * Remembers `quote` as served for the cart. One statement; the row is written only when the quote
 * differs from the last (a second read of an unchanged cart writes nothing), and the last one moves
 * to the front of `earlier`. A cart deleted meanwhile (its order placed by another request) keeps
 * nothing: there is nothing left to place.
 */
export async function rememberServedQuote(
  q: Queryable,
  cartId: number,
  quote: Quote,
  at: Date,
): Promise<void> {
  const json = JSON.stringify(quote);
  try {
    await (q as Db).execute(
      sql`insert into cart_quotes (cart_id, quote, served_at)
          select ${cartId}, ${json}::jsonb, ${at.toISOString()}
          where exists (select 1 from carts where id = ${cartId})
          on conflict (cart_id) do update set
            quote = excluded.quote,
            served_at = excluded.served_at,
            earlier = (
              select coalesce(jsonb_agg(e.value order by e.position), '[]'::jsonb)
              from jsonb_array_elements(jsonb_build_array(cart_quotes.quote) || cart_quotes.earlier)
                with ordinality as e(value, position)
              where e.position < ${SERVED_QUOTES_KEPT}
            )
          where cart_quotes.quote is distinct from excluded.quote`,
    );
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The quotes the cart was served with, the last first; empty when none was. */
export async function servedQuotes(q: Queryable, cartId: number): Promise<Quote[]> {
  const [row] = await queryRows<{ quote: unknown; earlier: unknown }>(
    q as Db,
    sql`select quote, earlier from cart_quotes where cart_id = ${cartId}`,
  );
  if (!row) return [];
  const earlier = jsonOf(row.earlier);
  return [row.quote, ...(Array.isArray(earlier) ? earlier : [])]
    .map((value) => parseQuote(jsonOf(value)))
    .filter((quote): quote is Quote => quote !== null);
}
