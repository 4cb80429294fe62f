/** Who may call what (SPEC §6): account data, checkout and lists need a *logged* session. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '@adega/domain/errors';
import type { RateLimiter, RateRule } from './rate-limit.ts';
import type { ResolvedSession } from './sessions.ts';

/** Contains 'login' so the SPEC §8 remote-call wrapper reloads the page into the sign-in flow. */
export const LOGIN_REQUIRED_MESSAGE = 'Faça login para continuar.';

/** The id of the signed-in customer; a visitor or a remembered (semi-logged) one gets 401. */
export function requireLoggedCustomer(session: ResolvedSession | null): number {
  if (!session || session.state !== 'logged') {
    throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  }
  return session.customerId;
}

/** The client's IP: X-Forwarded-For's first hop behind a trusted proxy, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What counts callers per client IP: the shared limiter, and whether the proxy is trusted. */
export interface IpGuard {
  limiter: RateLimiter;
  trustProxy: boolean;
}

/** Counts one hit of this request's client IP against `rule` (429 past its limit). */
export function hitPerIp(guard: IpGuard, rule: RateRule, c: Context): Promise<void> {
  return guard.limiter.hit(rule, clientIp(c, guard.trustProxy));
}
