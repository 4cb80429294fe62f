/**
 * Sessions and their customers held in this process for page renders (issue #19, ADR 0040).
 *
 * A signed-in customer's page read its session and customer row on every request. That is one
 * query, but on the embedded database it costs about a millisecond (six protocol round trips
 * and file seeks). That was a fifth of a member's page. Pages now keep what they read, and
 * drop it when the database says it changed: the triggers of migration 0023 write
 * 'customer:<id>' for a changed or deleted customer and for a deleted or re-authenticated
 * session. They write 'customers' when a statement touched more than 200 customers. Every
 * instance hears it (LISTEN/NOTIFY, with the watcher's poll as the safety net). A value is never
 * kept longer than SESSION_MEMORY_MS, whatever the feed says.
 *
 * Only page renders (GET) use it; every API call and every write reads the database
 * (`sessions.ts`), and a customer's own write makes this process forget them at once.
 */
import { performance } from 'node:perf_hooks';
import {
  CUSTOMER_TAG_PREFIX,
  CUSTOMERS_TAG,
  SITE_TAG,
  type ChangeFeed,
} from '../../cache/changes.ts';

/** At most this many sessions are held (the oldest first out). */
export const SESSION_MEMORY_MAX = 10_000;
/** A held session is read again after this long, even if nothing was heard. */
export const SESSION_MEMORY_MS = 60_000;

export interface SessionMemory<T extends { customerId: number }> {
  /** What this process holds for the session's hash, or null. */
  get(idHash: string): T | null;
  /**
   * Holds `value` unless something was forgotten since `since` (the `epoch` read before the
   * query): a read that started before a change is not kept.
   */
  keep(idHash: string, value: T, since: number): void;
  /** Replaces a held value (the session's touch), without making it younger. */
  update(idHash: string, value: T): void;
  forget(idHash: string): void;
  forgetCustomer(customerId: number): void;
  readonly epoch: number;
  readonly size: number;
}

interface Held<T> {
  value: T;
  heldAt: number;
}

export function createSessionMemory<T extends { customerId: number }>(
  feed: ChangeFeed,
  clock: () => number = () => performance.now(),
): SessionMemory<T> {
  const held = new Map<string, Held<T>>();
  const byCustomer = new Map<number, Set<string>>();
  let epoch = 0;

  const drop = (idHash: string) => {
    const entry = held.get(idHash);
    if (!entry) return;
    held.delete(idHash);
    const hashes = byCustomer.get(entry.value.customerId);
    hashes?.delete(idHash);
    if (hashes?.size === 0) byCustomer.delete(entry.value.customerId);
  };
  const forgetCustomer = (customerId: number) => {
    epoch += 1;
    for (const idHash of byCustomer.get(customerId) ?? []) drop(idHash);
  };
  const forgetAll = () => {
    epoch += 1;
    held.clear();
    byCustomer.clear();
  };

  feed.subscribe((tags) => {
    for (const tag of tags) {
      // 'site' is also what the watcher publishes after a reconnect: anything may have changed.
      if (tag === CUSTOMERS_TAG || tag === SITE_TAG) return forgetAll();
      if (!tag.startsWith(CUSTOMER_TAG_PREFIX)) continue;
      const id = Number(tag.slice(CUSTOMER_TAG_PREFIX.length));
      if (Number.isSafeInteger(id)) forgetCustomer(id);
      else forgetAll();
    }
  });

  return {
    get(idHash) {
      const entry = held.get(idHash);
      if (!entry) return null;
      if (clock() - entry.heldAt >= SESSION_MEMORY_MS) {
        drop(idHash);
        return null;
      }
      return entry.value;
    },
    keep(idHash, value, since) {
      if (since !== epoch) return;
      drop(idHash);
      held.set(idHash, { value, heldAt: clock() });
      const hashes = byCustomer.get(value.customerId) ?? new Set<string>();
      hashes.add(idHash);
      byCustomer.set(value.customerId, hashes);
      if (held.size > SESSION_MEMORY_MAX) drop(held.keys().next().value as string);
    },
    update(idHash, value) {
      const entry = held.get(idHash);
      if (entry && entry.value.customerId === value.customerId) entry.value = value;
    },
    forget(idHash) {
      epoch += 1;
      drop(idHash);
    },
    forgetCustomer,
    get epoch() {
      return epoch;
    },
    get size() {
      return held.size;
    },
  };
}
