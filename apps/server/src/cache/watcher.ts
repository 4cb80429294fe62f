/**
 * Tells this process what changed, whichever instance changed it (issue #19, ADR 0035): LISTEN on
 * the triggers' channel (the notification carries the tags), and a poll of the recent rows of
 * `page_invalidations` as the safety net for a lost notification or a dropped connection. Each
 * row is published once (by id); a reconnect after the first connect invalidates everything, as
 * notifications may have been missed meanwhile.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { SITE_TAG, type ChangeFeed } from './changes.ts';
import {
  createInvalidationLog,
  INVALIDATION_CHANNEL,
  parseInvalidation,
  type Invalidation,
} from './invalidations.ts';

/** How often the safety-net poll runs, and how far back it looks (a transaction's length). */
export const WATCH_POLL_MS = 5_000;
export const WATCH_SLACK_MS = 60_000;

export interface ChangeWatcher {
  /** Reads the recent rows now (tests; the timer does it every WATCH_POLL_MS). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

export async function watchChanges(options: {
  database: Database;
  feed: ChangeFeed;
  logger: Logger;
  /** 0: no timer (tests call poll()). */
  pollMs?: number;
}): Promise<ChangeWatcher> {
  const { database, feed, logger } = options;
  const log = createInvalidationLog(database.db);
  const seen = new Map<number, number>();
  let horizonMs: number | null = null;
  let connects = 0;
  let polling: Promise<void> | null = null;

  const accept = (row: Invalidation, atMs: number) => {
    if (seen.has(row.id)) return;
    seen.set(row.id, atMs);
    feed.publish(row.tags);
  };

  const pollOnce = async () => {
    if (horizonMs === null) {
      // At start the caches are empty: what was written before is known, not news.
      const { nowMs } = await log.since(null);
      const { rows } = await log.since(nowMs - 2 * WATCH_SLACK_MS);
      for (const row of rows) seen.set(row.id, nowMs);
      horizonMs = nowMs;
      return;
    }
    const { rows, nowMs } = await log.since(horizonMs - WATCH_SLACK_MS);
    for (const row of rows) accept(row, nowMs);
    horizonMs = nowMs;
    // Ids older than twice the slack cannot come back in a poll: forget them.
    for (const [id, atMs] of seen) if (atMs < nowMs - 2 * WATCH_SLACK_MS) seen.delete(id);
  };
  const poll = () => {
    polling ??= pollOnce().finally(() => {
      polling = null;
    });
    return polling;
  };

  await poll();
  const unlisten = await database.listen(
    INVALIDATION_CHANNEL,
    (payload) => {
      const row = parseInvalidation(payload);
      if (row) accept(row, horizonMs ?? Date.now());
      else logger.warn({ payload: payload.slice(0, 200) }, 'page invalidation not understood');
    },
    () => {
      connects += 1;
      if (connects > 1) {
        logger.warn('page invalidation channel reconnected: every page invalidated');
        feed.publish([SITE_TAG]);
      }
    },
  );
  const pollMs = options.pollMs ?? WATCH_POLL_MS;
  const timer =
    pollMs > 0
      ? setInterval(() => {
          poll().catch((error: unknown) =>
            logger.warn({ err: error }, 'page invalidation poll failed'),
          );
        }, pollMs)
      : null;
  timer?.unref();
  return {
    poll,
    async stop() {
      if (timer) clearInterval(timer);
      await unlisten();
    },
  };
}
