/**
 * The browser's client of the server: `rpc(operation, body)` → `POST /rpc/{operation}` → `data`
 * (ADR 0003), and `api(method, path, body)` for the REST calls of SPEC §7. Every request carries
 * the CSRF token of the session (cookie `adega_csrf` → header `X-CSRF-Token`); errors arrive as
 * `RequestError` with the server's pt-BR `message` (SPEC §8: clients read `data.message`) and the
 * per-field messages.
 */
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';

export const CSRF_COOKIE = 'adega_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com a loja. Verifique sua conexão.';

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

async function send(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RequestError(NETWORK_ERROR_MESSAGE, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' ? record.message : GENERIC_ERROR_MESSAGE;
    const fields =
      record.fields && typeof record.fields === 'object'
        ? (record.fields as Record<string, string>)
        : {};
    throw new RequestError(
      message,
      response.status,
      typeof record.code === 'string' ? record.code : null,
      fields,
    );
  }
  return body;
}

/** `POST /rpc/{operation}` with the payload fields as JSON; resolves to `data`. */
export async function rpc<T>(
  operation: string,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const body = await send(`/rpc/${operation}`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify(payload),
    signal,
  });
  return (body as { data: T }).data;
}

/** A REST call of SPEC §7 (e.g. `POST /api/v1/login`); resolves to the JSON body. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const body = await send(path, {
    method,
    headers: jsonHeaders(),
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    signal,
  });
  return body as T;
}
