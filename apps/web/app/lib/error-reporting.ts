/**
 * The browser's global error handler (SPEC §8; issue #18 part C, ADR 0034): `window.onerror`,
 * `unhandledrejection` and the root error boundary each log the error to the console and report
 * it to `POST /api/v1/client-errors` — path only (no query string, no fragment), capped texts, at
 * most CLIENT_ERROR_LIMITS.perWindow reports per page and never the same error twice. Reporting
 * never throws and never reports its own failure.
 */
import {
  capText,
  CLIENT_ERROR_LIMITS,
  stripQueries,
  type ClientErrorKind,
} from '@adega/domain/client-errors';
import { jsonHeaders } from './rpc';

export const CLIENT_ERRORS_ENDPOINT = '/api/v1/client-errors';

const seen = new Set<string>();
let sent = 0;

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error };
  return {
    name: 'NonError',
    message:
      (() => {
        try {
          return JSON.stringify(error);
        } catch {
          return String(error);
        }
      })() || 'erro',
  };
}

export function reportClientError(error: unknown, kind: ClientErrorKind): void {
  if (typeof window === 'undefined') return;
  console.error(error);
  const { name, message, stack } = describe(error);
  const key = `${kind}:${name}:${message}`;
  if (seen.has(key) || sent >= CLIENT_ERROR_LIMITS.perWindow) return;
  seen.add(key);
  sent += 1;
  const body = {
    kind,
    name: capText(name, CLIENT_ERROR_LIMITS.name),
    message: capText(stripQueries(message), CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: capText(stripQueries(stack), CLIENT_ERROR_LIMITS.stack) } : {}),
    url: capText(`${window.location.origin}${window.location.pathname}`, CLIENT_ERROR_LIMITS.url),
  };
  fetch(CLIENT_ERRORS_ENDPOINT, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Installs the window handlers once; answers the uninstaller. */
export function installGlobalErrorHandler(): () => void {
  const onError = (event: ErrorEvent) => {
    reportClientError(event.error ?? event.message, 'error');
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportClientError(event.reason, 'unhandledrejection');
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
