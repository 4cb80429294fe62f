/**
 * The one typed client of the SPEC §7 feature flags (issue #18, ADR 0032).
 *
 * - `fetchFlag(key)` → `GET /v1/settings/feature/{kind}/{key}?v={now}` with the environment header
 *   (and, for the ab-test, the customer-id header); the kind comes from the domain's catalogue, so
 *   a key names its kind once. SPEC §8: a failed call never throws — it yields `{ data: null,
 *   error }`, and `flagState` turns that into the feature's default.
 * - `fetchNeonStatus()` → `GET /dynamicpages/neon-border-status.json?v=` and the neon flag kept in
 *   localStorage (SPEC §4 "The neon flag is stored locally").
 * - `useAutoResetFlag()`: a boolean that switches itself back off after FLAG_AUTO_RESET_MS (SPEC
 *   §4 "Boolean flags can auto-reset after a timeout", §9 30000 ms).
 *
 * Pages rendered by the server read the same flags in-process (`context.flag(kind, key)`,
 * `context.featureEnabled(key)`), so the first paint already has them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FLAG_AUTO_RESET_MS } from '@adega/domain/constants';
import {
  FLAG_CUSTOMER_HEADER,
  FLAG_ENVIRONMENT_HEADER,
  FLAGS,
  type FlagEnvironment,
  type FlagKey,
} from '@adega/domain/flags';
import type { FeatureFlagDto, FlagResult, NeonBorderStatusDto } from '@adega/server/contract';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface FlagRequest {
  /** Default: the server's own environment (no header). */
  environment?: FlagEnvironment;
  /** The ab-test's customer id (no id: the control variant). */
  customerId?: string | null;
  /** The cache buster (default: now, in ms). */
  v?: string;
  fetch?: Fetch;
}

function failure(status: number | null, message: string): FlagResult {
  return { data: null, error: { status, message } };
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${String(response.status)}`;
}

export async function fetchFlag(key: FlagKey, request: FlagRequest = {}): Promise<FlagResult> {
  const { kind } = FLAGS[key];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.environment) headers[FLAG_ENVIRONMENT_HEADER] = request.environment;
  if (kind === 'ab-test' && request.customerId) headers[FLAG_CUSTOMER_HEADER] = request.customerId;
  const v = request.v ?? String(Date.now());
  const path = `/v1/settings/feature/${kind}/${key}?v=${encodeURIComponent(v)}`;
  try {
    const response = await (request.fetch ?? fetch)(path, { headers, credentials: 'omit' });
    if (!response.ok) return failure(response.status, await errorMessageOf(response));
    const data = (await response.json()) as FeatureFlagDto;
    if (data.key !== key || typeof data.enabled !== 'boolean')
      return failure(response.status, 'Resposta de flag inválida.');
    return { data, error: null };
  } catch (error) {
    return failure(null, error instanceof Error ? error.message : String(error));
  }
}

/** What a feature does: the flag as answered, or its default when the call failed. */
export function flagState(
  key: FlagKey,
  result: FlagResult,
): { enabled: boolean; value: unknown; variant: string | null; fromDefault: boolean } {
  if (result.data)
    return {
      enabled: result.data.enabled,
      value: result.data.value,
      variant: result.data.variant,
      fromDefault: false,
    };
  const definition = FLAGS[key];
  const variants = (definition.value as { variants?: { name: string }[] } | null)?.variants;
  return {
    enabled: definition.enabled,
    value: definition.value,
    variant: variants?.[0]?.name ?? null,
    fromDefault: true,
  };
}

/** localStorage key of the neon flag (SPEC §4). */
export const NEON_STORAGE_KEY = 'adega.neon-border';

interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStorage(): FlagStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The neon flag as last stored (false when never stored or storage is unavailable). */
export function storedNeon(storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(NEON_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Reads the neon border status and stores it; a failed call keeps the stored flag (SPEC §8: null
 * data, the feature keeps its default — here the last known state).
 */
export async function fetchNeonStatus(
  options: { fetch?: Fetch; storage?: FlagStorage | null; v?: string } = {},
): Promise<{ data: NeonBorderStatusDto | null; active: boolean }> {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const v = options.v ?? String(Date.now());
  try {
    const response = await (options.fetch ?? fetch)(
      `/dynamicpages/neon-border-status.json?v=${encodeURIComponent(v)}`,
      { headers: { Accept: 'application/json' }, credentials: 'omit' },
    );
    if (!response.ok) return { data: null, active: storedNeon(storage) };
    const data = (await response.json()) as NeonBorderStatusDto;
    const active = data.active === true;
    try {
      storage?.setItem(NEON_STORAGE_KEY, String(active));
    } catch {
      // Private mode or full storage: the page still shows the answer.
    }
    return { data: { active }, active };
  } catch {
    return { data: null, active: storedNeon(storage) };
  }
}

/** Schedules the auto-reset: calls `reset` after `ms`; answers the cancel. */
export function scheduleAutoReset(
  reset: () => void,
  ms: number = FLAG_AUTO_RESET_MS,
  timers: {
    set: (fn: () => void, ms: number) => unknown;
    clear: (id: unknown) => void;
  } = {
    set: (fn, delay) => setTimeout(fn, delay),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): () => void {
  const id = timers.set(reset, ms);
  return () => timers.clear(id);
}

/**
 * A boolean flag that turns itself off `ms` after it was turned on (SPEC §4, default 30 s);
 * turning it on again restarts the wait.
 */
export function useAutoResetFlag(
  ms: number = FLAG_AUTO_RESET_MS,
): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  const [generation, setGeneration] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!on) return undefined;
    cancel.current = scheduleAutoReset(() => setOn(false), ms);
    return () => cancel.current?.();
  }, [on, ms, generation]);
  const set = useCallback((next: boolean) => {
    setOn(next);
    if (next) setGeneration((g) => g + 1);
  }, []);
  return [on, set];
}

/**
 * SPEC §4: applies the neon border to the page — the stored flag at once, then the endpoint's
 * answer (stored again) — as `data-neon` on <html>.
 */
export function useNeonBorder(): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = (active: boolean) => {
      if (active) root.dataset.neon = 'true';
      else delete root.dataset.neon;
    };
    apply(storedNeon());
    let live = true;
    void fetchNeonStatus().then(({ active }) => {
      if (live) apply(active);
    });
    return () => {
      live = false;
    };
  }, []);
}
