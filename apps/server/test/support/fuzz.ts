/**
 * The "never a 5xx" property of the fuzz suites (`test/*.fuzz.test.ts`), once: every generated
 * request is answered 4xx with a non-empty pt-BR message, and the tables it could touch are the
 * same afterwards. A suite lists its endpoints and what to snapshot; this file runs the loop.
 *
 * Run counts: issues #5 and #6 ask for at least 200 generated bodies per mutating endpoint, so an
 * endpoint gets `FUZZ_RUNS` in all. Where a suite runs an endpoint for two owners (customer and
 * visitor), each gets `PER_OWNER_RUNS`, half: the parsing and validation under test is the same
 * code for both, only the owner lookup before it differs, and a customer's request costs 3 to 10
 * times a visitor's (session, CSRF and cart lookups), so the customer half is most of the time.
 * fast-check runs with fixed seeds, so a run is the same every time.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import type { TestApp } from './app.ts';
import { isEmptyObject, malformedBody } from './malformed.ts';

/** Generated requests per mutating endpoint (issues #5 and #6: at least 200). */
export const FUZZ_RUNS = 200;
/** Generated requests per owner where an endpoint runs for a customer and for a visitor. */
export const PER_OWNER_RUNS = FUZZ_RUNS / 2;

/** A 4xx with a non-empty message: what every refused request answers. */
export async function expectClientError(response: Response): Promise<void> {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const payload = (await response.json()) as { message?: unknown };
  expect(typeof payload.message).toBe('string');
  expect((payload.message as string).length).toBeGreaterThan(0);
}

/**
 * Malformed bodies for an endpoint with these field names: bodies that are not JSON, or JSON the
 * endpoint's schema refuses. An empty body counts as `{}` (what the server parses it as), so it is
 * kept only when the schema refuses `{}`; without a schema it is never kept.
 */
export function malformedFor(fields: readonly string[], schema?: z.ZodType): fc.Arbitrary<string> {
  return malformedBody(fields).filter((body) => {
    if (isEmptyObject(body)) return schema !== undefined && !schema.safeParse({}).success;
    if (!schema) return true;
    try {
      return !schema.safeParse(JSON.parse(body)).success;
    } catch {
      return true;
    }
  });
}

/**
 * What a snapshot reads: a table's rows (as the database returns them), a table's rows in the
 * order of these columns, or any query.
 */
export type SnapshotEntry =
  PgTable | readonly [PgTable, ...(PgColumn | SQL)[]] | (() => Promise<unknown[]>);

function rowsOf(db: Db, entry: SnapshotEntry): Promise<unknown[]> {
  if (typeof entry === 'function') return entry();
  if (Array.isArray(entry)) {
    const [table, ...order] = entry as readonly [PgTable, ...(PgColumn | SQL)[]];
    return db
      .select()
      .from(table)
      .orderBy(...order);
  }
  return db.select().from(entry as PgTable);
}

/** Rows of these tables, serialised for an equality check (order them for a stable snapshot). */
export async function tablesSnapshot(
  db: Db,
  entries: Record<string, SnapshotEntry>,
): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const [name, entry] of Object.entries(entries))
    snapshot[name] = JSON.stringify(await rowsOf(db, entry));
  return snapshot;
}

export interface RefusesAllOptions<T> {
  /** The generated input (a body, an id, a header value…). */
  inputs: fc.Arbitrary<T>;
  /** Sends one request; `null` when the input cannot be sent at all (no client could). */
  send: (input: T) => Response | null | Promise<Response | null>;
  /** What must be unchanged after all the requests. */
  snapshot: () => Promise<unknown>;
  seed: number;
  numRuns?: number;
}

/** Every generated request is refused with a 4xx and a message, and the snapshot is unchanged. */
export async function expectAllRefused<T>(options: RefusesAllOptions<T>): Promise<void> {
  const before = await options.snapshot();
  await fc.assert(
    fc.asyncProperty(options.inputs, async (input) => {
      const response = await options.send(input);
      if (response) await expectClientError(response);
    }),
    { numRuns: options.numRuns ?? FUZZ_RUNS, seed: options.seed },
  );
  expect(await options.snapshot()).toEqual(before);
}

/** A JSON request to `path` with these headers (and an optional Idempotency-Key). */
export function jsonRequest(
  t: TestApp,
  path: string,
  options: { method?: string; headers?: Record<string, string>; idempotencyKey?: string | null },
) {
  return (body: string) =>
    t.request(path, {
      method: options.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        ...options.headers,
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      body,
    });
}

/** A mutating endpoint of a fuzz suite: its fields name the generated bodies' keys. */
export interface FuzzEndpoint {
  name: string;
  path: string;
  method?: string;
  fields: string[];
  /** Bodies the schema accepts are not generated (well-formed bodies are the API tests' job). */
  schema?: z.ZodType;
}

export interface MalformedBodiesOptions<E extends FuzzEndpoint> {
  /** The suite's app (created in its beforeAll). */
  app: () => TestApp;
  /** One test per endpoint and owner (e.g. customer and visitor); `FUZZ_RUNS` are split among them. */
  owners?: readonly string[];
  /** The identity headers of a request (session cookie, cart cookie, client address). */
  headers: (endpoint: E, owner: string) => Record<string, string>;
  snapshot: () => Promise<unknown>;
  /** The first endpoint's seed; the next ones count up from it. */
  seed: number;
  /** Half of the requests carry an Idempotency-Key (a refused request must not store it). */
  idempotencyKeys?: boolean;
}

/**
 * Registers the suite's tests: for each endpoint (and owner), generated malformed bodies are all
 * refused with a 4xx and a message, and the snapshot is unchanged.
 */
export function itRefusesMalformedBodies<E extends FuzzEndpoint>(
  endpoints: readonly E[],
  options: MalformedBodiesOptions<E>,
): void {
  const owners = options.owners ?? [''];
  const numRuns = Math.ceil(FUZZ_RUNS / owners.length);
  for (const [index, endpoint] of endpoints.entries()) {
    for (const owner of owners) {
      const title = `${endpoint.name}${owner ? ` (${owner})` : ''}: ${String(numRuns)} malformed bodies → 4xx with a message, nothing changed`;
      it(title, () =>
        expectAllRefused({
          inputs: fc.tuple(
            malformedFor(endpoint.fields, endpoint.schema),
            options.idempotencyKeys ? fc.boolean() : fc.constant(false),
          ),
          send: ([body, keyed]) =>
            jsonRequest(options.app(), endpoint.path, {
              method: endpoint.method ?? 'POST',
              headers: options.headers(endpoint, owner),
              idempotencyKey: keyed ? `fuzz-${String(index)}` : null,
            })(body),
          snapshot: options.snapshot,
          numRuns,
          seed: options.seed + index,
        }),
      );
    }
  }
}
