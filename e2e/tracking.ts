/**
 * Helpers of the tracking browser tests (issue #17): the consent choice through the API, the
 * page's tracking events kept across navigations, and the sinks' files of the e2e server
 * (DATA_DIR/tracking/<sink>.ndjson: with no endpoint configured, each sink writes its deliveries
 * there, one JSON line each).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { VISITOR_COOKIE } from '@adega/domain/consent/consent';
import type { TrackingSink } from '@adega/domain/tracking';
import type { ConsentStateDto } from '../apps/server/src/contract.ts';
import { csrfHeaders } from './cart.ts';

export interface SinkLine {
  id: string | number;
  sink: TrackingSink;
  event: string;
  occurredAt: string;
  store: string;
  properties: Record<string, unknown>;
  customer: { id: number | string; email: string; phone: string | null } | null;
  visitor: string | null;
}

/** The visitor's choice, recorded by the server (ledger row + consent cookie). */
export async function chooseConsent(
  page: Page,
  statuses: { Analytics: boolean; Marketing: boolean },
  source: 'dialog' | 'account' = 'dialog',
): Promise<ConsentStateDto> {
  const response = await page.request.put('/api/v1/consent', {
    data: { statuses, source },
    headers: await csrfHeaders(page),
  });
  if (!response.ok()) throw new Error(`consent → ${String(response.status())}`);
  return (await response.json()) as ConsentStateDto;
}

/** Keeps every `adega:tracking` event of the tab in sessionStorage, across page loads. */
export async function keepPageEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('adega:tracking', (event) => {
      const list = JSON.parse(sessionStorage.getItem('__adega_events') ?? '[]') as unknown[];
      list.push((event as CustomEvent).detail);
      sessionStorage.setItem('__adega_events', JSON.stringify(list));
    });
  });
}

export async function pageEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('__adega_events') ?? '[]') as Record<string, unknown>[],
  );
}

/** Waits until the page recorded `count` events named `event` (effects run after hydration). */
export async function awaitPageEvent(page: Page, event: string, count = 1): Promise<void> {
  await expect
    .poll(async () => (await pageEvents(page)).filter((e) => e.event === event).length)
    .toBeGreaterThanOrEqual(count);
}

/** The server's digest of this context's visitor cookie (null before the server issued one). */
export async function visitorOf(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE);
  return cookie ? createHash('sha256').update(cookie.value).digest('hex') : null;
}

function sinkFile(sink: TrackingSink): string {
  const dir = process.env.ADEGA_E2E_DATA_DIR;
  if (!dir) throw new Error('ADEGA_E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return join(dir, 'data', 'tracking', `${sink}.ndjson`);
}

/** Every line a sink wrote, parsed (the file may not exist yet). */
export function sinkLines(sink: TrackingSink): SinkLine[] {
  let text: string;
  try {
    text = readFileSync(sinkFile(sink), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SinkLine);
}

/** The lines of one visitor or customer (by e-mail). */
export function linesOf(
  sink: TrackingSink,
  who: { visitor?: string | null; email?: string },
): SinkLine[] {
  return sinkLines(sink).filter(
    (line) =>
      (who.visitor != null && line.visitor === who.visitor) ||
      (who.email !== undefined && line.customer?.email === who.email),
  );
}

/** Event names of a subject in a sink, in file order. */
export function eventsOf(sink: TrackingSink, who: { visitor?: string | null; email?: string }) {
  return linesOf(sink, who).map((line) => line.event);
}
