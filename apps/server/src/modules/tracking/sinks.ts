/**
 * Where a delivery goes (issue #17, ADR 0029): the sink's HTTP endpoint when configured (POST of
 * the JSON payload, optional bearer token, 5 s timeout, 2xx = delivered), else one NDJSON line per
 * delivery in `DATA_DIR/tracking/<sink>.ndjson`, which a person (and the e2e tests) can read.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TrackingSink } from '@adega/domain/tracking';

/** What a sink receives for one event (ADR 0029). */
export interface DeliveryPayload {
  /** The event's id: a sink that receives one twice (after a lost answer) can drop the copy. */
  id: number;
  sink: TrackingSink;
  event: string;
  occurredAt: string;
  store: string;
  properties: Record<string, unknown>;
  customer: { id: number; email: string; phone: string | null } | null;
  visitor: string | null;
}

export interface SinkTransport {
  /** Resolves when the sink accepted the payload; rejects otherwise. */
  send(payload: DeliveryPayload): Promise<void>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const SINK_TIMEOUT_MS = 5_000;

export function httpSink(
  url: string,
  options: { token?: string | undefined; fetch: FetchLike; timeoutMs?: number },
): SinkTransport {
  return {
    async send(payload) {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? SINK_TIMEOUT_MS),
      });
      // The body is not needed; release the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299)
        throw new Error(`HTTP ${String(response.status)}`);
    },
  };
}

/** The file of a sink without an endpoint. */
export function sinkFile(dataDir: string, sink: TrackingSink): string {
  return join(dataDir, 'tracking', `${sink}.ndjson`);
}

export function fileSink(path: string): SinkTransport {
  return {
    async send(payload) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify(payload)}\n`, 'utf8');
    },
  };
}

/** Each sink's transport from the configuration: its endpoint, else its file. */
export function sinksOf(
  config: {
    dataDir: string;
    tracking: {
      engagementUrl: string | undefined;
      attributionUrl: string | undefined;
      sinkToken: string | undefined;
    };
  },
  fetchImpl: FetchLike,
): Record<TrackingSink, SinkTransport> {
  const one = (sink: TrackingSink, url: string | undefined) =>
    url
      ? httpSink(url, { token: config.tracking.sinkToken, fetch: fetchImpl })
      : fileSink(sinkFile(config.dataDir, sink));
  return {
    engagement: one('engagement', config.tracking.engagementUrl),
    attribution: one('attribution', config.tracking.attributionUrl),
  };
}
