/**
 * Money in the JSON API (ADR 0004, ADR 0051). Services compute and return integer centavos; the
 * store's JSON shows decimal reais (`89.9`). A response declares which of its fields are money
 * (a `MoneyFields` map, checked against the response's type), and the HTTP layer converts them
 * once, when it serialises the answer. Every other field is kept as it is, in its place.
 */
import { toReais, type Centavos } from './money.ts';

/**
 * The money fields of a document: `true` for an amount (a number, or null), a nested map for an
 * object or for the elements of an array; or, for a field that is money in some objects only, a
 * function of the object holding it that answers the field's entry, or false (not money there:
 * a coupon's `value` is reais when FIXED and a percent when PERCENT).
 */
export type MoneyFields<T> = T extends readonly (infer E)[]
  ? MoneyFields<E>
  : { [K in keyof T]?: FieldOf<T, NonNullable<T[K]>> };

type FieldOf<O, V> = [V] extends [number]
  ? true | When<O, true>
  : [V] extends [object]
    ? MoneyFields<V> | When<O, MoneyFields<V>>
    : never;

/** The entry of a field by its owner (a method's parameter, so a wider owner's map still fits). */
type When<O, E> = { entry(owner: O): E | false }['entry'];

/** SPEC's `{ amount }` money object. */
export const AMOUNT = { amount: true } as const;

type Entry = (owner: unknown) => unknown;

function convert(fields: Record<string, unknown>, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => convert(fields, element));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(fields)) {
    const inner = out[key];
    if (inner === undefined || inner === null) continue;
    const entry: unknown = typeof field === 'function' ? (field as Entry)(value) : field;
    if (entry === false) continue;
    out[key] =
      entry === true
        ? toReais(inner as Centavos)
        : convert(entry as Record<string, unknown>, inner);
  }
  return out;
}

/** The document as JSON shows it: its money fields in reais; a new object, the input unchanged. */
export function moneyInReais<T>(fields: MoneyFields<T>, document: T): T {
  return convert(fields as Record<string, unknown>, document) as T;
}
