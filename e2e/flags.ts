/**
 * Feature flags in browser tests (issue #18): switch a flag through the operators' endpoint
 * (ADMIN_TOKEN) and put it back as it was afterwards. Flags are the server's, shared by every
 * test running at the same time: specs that switch one run serially and restore it in `finally`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';

export interface FlagChange {
  enabled: boolean;
  value?: unknown;
}

export async function setFlag(
  request: APIRequestContext,
  kind: 'enable' | 'value' | 'ab-test',
  key: string,
  change: FlagChange,
): Promise<void> {
  const put = () =>
    request.put(`/api/v1/admin/flags/${kind}/${key}`, {
      data: change,
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
  // The PUT is idempotent: a reused keep-alive socket the server just closed (ECONNRESET) is
  // simply sent again.
  const response = await put().catch(() => put());
  expect(response.ok(), await response.text()).toBe(true);
}

/** The flag as the server answers it now (to restore it exactly). */
export async function readFlag(
  request: APIRequestContext,
  kind: 'enable' | 'value' | 'ab-test',
  key: string,
): Promise<FlagChange> {
  if (kind === 'enable' && (key === 'neon_border' || key === 'bigger_font')) {
    // Page switches are not served by the flag endpoint; their default is off.
    return { enabled: false };
  }
  const response = await request.get(`/v1/settings/feature/${kind}/${key}?v=${Date.now()}`);
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { enabled: boolean; value: unknown };
  return kind === 'enable'
    ? { enabled: body.enabled }
    : { enabled: body.enabled, value: body.value };
}

/** Runs `body` with the flag switched, then restores it (even when `body` fails). */
export async function withFlag(
  request: APIRequestContext,
  kind: 'enable' | 'value' | 'ab-test',
  key: string,
  change: FlagChange,
  body: () => Promise<void>,
): Promise<void> {
  const release = await flagLock(`${kind}-${key}`);
  try {
    const before = await readFlag(request, kind, key);
    await setFlag(request, kind, key, change);
    try {
      await body();
    } finally {
      await setFlag(request, kind, key, before);
    }
  } finally {
    release();
  }
}

/** Runs `body` with an on/off ('enable') flag switched on or off, then restores it. */
export async function withSwitch(
  request: APIRequestContext,
  key: string,
  enabled: boolean,
  body: () => Promise<void>,
): Promise<void> {
  await withFlag(request, 'enable', key, { enabled }, body);
}

/**
 * One switch of a flag at a time across the test workers: a directory per flag in the run's data
 * directory is the mutex (mkdir is atomic). The @switches tests have a server of their own
 * (playwright.config), so this only orders them among themselves.
 */
async function flagLock(name: string): Promise<() => void> {
  const root = process.env.ADEGA_E2E_DATA_DIR ?? tmpdir();
  const dir = join(root, 'flag-locks', name);
  mkdirSync(join(root, 'flag-locks'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
