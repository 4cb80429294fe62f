/**
 * The browser's client of the server, the one remote-call wrapper of SPEC §8: `rpc(operation,
 * body)` → `POST /rpc/{operation}` → `data` (ADR 0003), `api(method, path, body)` for the REST
 * calls of SPEC §7, and `request` beneath both (and beneath the cart and promotion calls).
 *
 * - Every request carries the CSRF token of the session (cookie `adega_csrf` → `X-CSRF-Token`)
 *   and, for a mutation, its `Idempotency-Key`; a mutation that got no answer (network failure)
 *   is sent once more with the same key, so the server applies it at most once.
 * - Errors arrive as `RequestError` with the server's pt-BR `message` (SPEC §8: clients read
 *   `data.message`) and the per-field messages.
 * - SPEC §8: a call that times out yields status 504 ('504'); an error whose text contains
 *   'login' or 'O customer é obrigatório.' reloads the page, whatever its status (the session is
 *   gone; the reloaded page's loader sends the customer to sign in), and the caller never hears
 *   back. Anything else goes to the caller.
 */
import { GENERIC_ERROR_MESSAGE, TIMEOUT_STATUS, remoteCallDecision } from '@adega/domain/errors';

export const CSRF_COOKIE = 'adega_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com a loja. Verifique sua conexão.';
export const TIMEOUT_ERROR_MESSAGE = 'A loja demorou para responder. Tente novamente.';
/** A call without an answer after this long is abandoned as a timeout (status 504). */
export const REMOTE_CALL_TIMEOUT_MS = 30_000;

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The CSRF token from `document.cookie` (null on the server or without a session). */
export function csrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function jsonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  return headers;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A mutation's Idempotency-Key: sent as a header, and the request is retried once. */
  idempotencyKey?: string | null;
  /** Retry a network failure once even without a key (reads). */
  retryNetworkFailure?: boolean;
  fetch?: Fetch;
  timeoutMs?: number;
  /** What a session-gone error does (the page reloads); tests pass their own. */
  reload?: () => void;
}

const defaultFetch: Fetch = (input, init) => fetch(input, init);

function reloadPage() {
  window.location.reload();
}

function errorOf(status: number, body: unknown): RequestError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new RequestError(
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : GENERIC_ERROR_MESSAGE,
    status,
    typeof record.code === 'string' ? record.code : null,
    record.fields && typeof record.fields === 'object'
      ? (record.fields as Record<string, string>)
      : {},
  );
}

/** One fetch bounded by the timeout; the caller's own abort still rejects as an abort. */
async function fetchOnce(
  doFetch: Fetch,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<{ response: Response; body: unknown } | 'network' | 'timeout'> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  if (signal?.aborted) controller.abort(signal.reason);
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal });
    const body: unknown = await response.json().catch(() => null);
    if (timedOut) return 'timeout';
    return { response, body };
  } catch (error) {
    if (timedOut) return 'timeout';
    if (signal?.aborted) throw error;
    const name = error instanceof Error ? error.name : '';
    return remoteCallDecision({ className: name }).action === 'timeout' ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * A call to the server: resolves to the JSON body of a 2xx answer; rejects with a RequestError;
 * never settles when the error means the session is gone (the page reloads).
 */
export async function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const key = options.idempotencyKey ?? null;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { ...jsonHeaders(), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  };
  const attempts = key || options.retryNetworkFailure ? 2 : 1;
  let outcome: Awaited<ReturnType<typeof fetchOnce>> = 'network';
  for (let attempt = 0; attempt < attempts && outcome === 'network'; attempt += 1) {
    outcome = await fetchOnce(
      options.fetch ?? defaultFetch,
      url,
      init,
      options.signal,
      options.timeoutMs ?? REMOTE_CALL_TIMEOUT_MS,
    );
  }
  if (outcome === 'timeout') {
    throw new RequestError(TIMEOUT_ERROR_MESSAGE, Number(TIMEOUT_STATUS), 'TIMEOUT');
  }
  if (outcome === 'network') throw new RequestError(NETWORK_ERROR_MESSAGE, null);
  const { response, body } = outcome;
  if (response.ok) return body;
  const error = errorOf(response.status, body);
  const decision = remoteCallDecision({ message: error.message });
  if (decision.action === 'reload') {
    (options.reload ?? reloadPage)();
    // The page is going away: leave the caller waiting instead of flashing an error.
    return new Promise<never>(() => undefined);
  }
  throw error;
}

/** `POST /rpc/{operation}` with the payload fields as JSON; resolves to `data`. */
export async function rpc<T>(
  operation: string,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const body = await request('POST', `/rpc/${operation}`, payload, signal ? { signal } : {});
  return (body as { data: T }).data;
}

/** A REST read (`GET`), tried once more after a network failure; resolves to the JSON body. */
export async function getRetried<T>(path: string): Promise<T> {
  return (await request('GET', path, undefined, { retryNetworkFailure: true })) as T;
}

/** A REST call of SPEC §7 (e.g. `POST /api/v1/login`); resolves to the JSON body. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return (await request(method, path, payload, signal ? { signal } : {})) as T;
}
