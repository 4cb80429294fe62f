/**
 * Prometheus metrics (DESIGN: observability): request counts and durations by method, matched
 * route and status, plus the process's default metrics, served at GET /metrics.
 */
import type { MiddlewareHandler } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
