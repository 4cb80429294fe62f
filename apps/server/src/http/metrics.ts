/**
 * Prometheus metrics (DESIGN: observability): request counts and durations by method, matched
 * route and status, plus the process's default metrics, served at GET /metrics — only to a
 * scraper presenting `Authorization: Bearer <METRICS_TOKEN>` (issue #12); without a configured
 * token the endpoint does not exist (404).
 */
import type { Handler, MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PageCacheStats } from '../cache/page-cache.ts';
import { AppError } from '@adega/domain/errors';
import { digest, safeEqual } from '../modules/auth/tokens.ts';

export const METRICS_UNAUTHORIZED = 'Informe o token de métricas (Authorization: Bearer).';

export function createMetrics(sources: { pageCache?: { stats(): PageCacheStats } | null } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pageCache = sources.pageCache;
  if (pageCache) {
    // Issue #19: the page cache's counters since start, read when scraped.
    new Gauge({
      name: 'adega_page_cache_requests',
      help: 'Page requests by page-cache outcome since start (hit, miss, stale, coalesced, bypass)',
      labelNames: ['outcome'] as const,
      registers: [registry],
      collect() {
        const stats = pageCache.stats();
        for (const outcome of ['hits', 'misses', 'stale', 'coalesced', 'bypass'] as const)
          this.set({ outcome }, stats[outcome]);
      },
    });
    new Gauge({
      name: 'adega_page_cache_bytes',
      help: 'Bytes of the pages kept by the page cache',
      registers: [registry],
      collect() {
        this.set(pageCache.stats().bytes);
      },
    });
  }
  const requests = new Counter({
    name: 'adega_http_requests_total',
    help: 'HTTP requests by method, matched route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'adega_http_request_duration_seconds',
    help: 'HTTP request duration by method and matched route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const end = duration.startTimer();
    await next();
    // The matched pattern (not the raw path) keeps label cardinality bounded.
    const route = c.req.routePath || 'unmatched';
    end({ method: c.req.method, route });
    requests.inc({ method: c.req.method, route, status: String(c.res.status) });
  };

  return { registry, middleware };
}

/** GET /metrics: the registry's text for the configured bearer token, else 401 (404 when unset). */
export function metricsEndpoint(registry: Registry, token: string | undefined): Handler {
  return async (c) => {
    if (!token) throw new AppError('NOT_FOUND', 'Recurso não encontrado.');
    const sent = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!safeEqual(digest(sent), digest(token))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', METRICS_UNAUTHORIZED);
    }
    c.header('Cache-Control', 'no-store');
    return c.text(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  };
}
