/** What the benchmarks print: numbers as text, and the load columns every autocannon table has. */

/** `n` to `digits` places, or '—' when it is not a number (a run that measured nothing). */
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** req/s, p50 and p99 latency, non-2xx answers and errors of one measured target. */
export function loadColumns(row) {
  return {
    'req/s': fmt(row.requestsPerSecond),
    'p50 ms': fmt(row.p50Ms, 1),
    'p99 ms': fmt(row.p99Ms, 1),
    'non-2xx': row.non2xx,
    errors: row.errors,
  };
}

/** What a table row keeps of one autocannon result (timeouts count as errors). */
export function loadMeasures(result) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
