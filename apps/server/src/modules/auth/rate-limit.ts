/**
 * Throttling (issue #5): fixed-window counters in PostgreSQL, so every app instance on one
 * database shares them (DESIGN scale-out). One statement per hit: insert or bump, resetting the
 * window when it has passed.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { queryRows, type Db } from '../../db/client.ts';

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RateRule {
  /** Name of the rule, part of the key (e.g. 'signin-ip'). */
  name: string;
  limit: number;
  windowMs: number;
}

/** The limits of the account endpoints. Per account and per IP; windows are fixed. */
export const RATE_RULES = {
  /** Per account (its id, whichever identifier was typed): over the limit, a captcha is needed. */
  signInAccount: { name: 'signin-account', limit: 5, windowMs: 15 * 60_000 },
  signInIp: { name: 'signin-ip', limit: 30, windowMs: 15 * 60_000 },
  resetAccount: { name: 'reset-account', limit: 3, windowMs: 60 * 60_000 },
  resetIp: { name: 'reset-ip', limit: 10, windowMs: 60 * 60_000 },
  lookupIp: { name: 'lookup-ip', limit: 40, windowMs: 10 * 60_000 },
  signUpIp: { name: 'signup-ip', limit: 10, windowMs: 60 * 60_000 },
  reauthAccount: { name: 'reauth-account', limit: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** One counted hit: the count in the window (this hit included) and when the window ends. */
export interface RateCount {
  count: number;
  over: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit; throws RateLimitedError (429) when the window's limit is exceeded. */
  hit(rule: RateRule, subject: string): Promise<void>;
  /** Counts one hit and says where the window stands, without throwing. */
  count(rule: RateRule, subject: string): Promise<RateCount>;
  /** Forgets the subject's window. */
  reset(rule: RateRule, subject: string): Promise<void>;
  /** Takes one counted hit back (an attempt that turned out not to count, e.g. a success). */
  release(rule: RateRule, subject: string): Promise<void>;
}

function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase().slice(0, 200)}`;
}

export function createRateLimiter(db: Db, now: () => Date): RateLimiter {
  async function count(rule: RateRule, subject: string): Promise<RateCount> {
    const key = keyOf(rule, subject);
    const at = now();
    const windowFloor = new Date(at.getTime() - rule.windowMs);
    const [row] = await queryRows<{ window_start: Date | string; count: number }>(
      db,
      sql`insert into rate_limits (key, window_start, count) values (${key}, ${at.toISOString()}, 1)
            on conflict (key) do update set
              window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()}
                then excluded.window_start else rate_limits.window_start end,
              count = case when rate_limits.window_start <= ${windowFloor.toISOString()}
                then 1 else rate_limits.count + 1 end
            returning window_start, count`,
    );
    const started = row ? new Date(row.window_start).getTime() : at.getTime();
    const hits = row?.count ?? 1;
    return {
      count: hits,
      over: hits > rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowMs - at.getTime()) / 1000)),
    };
  }

  return {
    count,
    async hit(rule, subject) {
      const counted = await count(rule, subject);
      if (counted.over) throw new RateLimitedError(counted.retryAfterSeconds);
    },
    async reset(rule, subject) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(rule, subject)}`);
    },
    async release(rule, subject) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0) where key = ${keyOf(rule, subject)}`,
      );
    },
  };
}
