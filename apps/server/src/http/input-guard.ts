/**
 * NUL characters never reach the database (issue #12): PostgreSQL refuses them in text, which
 * used to surface as a 500 with the query's parameters in the log. A NUL in the URL (path or
 * query, `%00`) or in any string of a JSON body is a pt-BR 4xx before any database work.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '@adega/domain/errors';

export const NUL_IN_URL_MESSAGE = 'Endereço inválido: contém um caractere não permitido.';
export const NUL_IN_TEXT_MESSAGE = 'O texto enviado contém um caractere não permitido.';

const NUL_IN_URL = /%00|\0/i;

/** Refuses a request whose path or query string carries a NUL (raw or `%00`). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (NUL_IN_URL.test(c.req.url)) throw new AppError('BAD_REQUEST', NUL_IN_URL_MESSAGE);
    await next();
  };
}

/** The path ('a.b.0') of the first string (value or key) holding a NUL, or null. */
export function nulPathOf(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, '_'].join('.');
    const found = nulPathOf(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 422 naming the field when any string of a parsed JSON body holds a NUL. */
export function assertNoNul(value: unknown): void {
  const field = nulPathOf(value);
  if (field !== null) {
    throw new AppError('VALIDATION', NUL_IN_TEXT_MESSAGE, { [field]: NUL_IN_TEXT_MESSAGE });
  }
}
