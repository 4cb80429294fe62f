/**
 * Text PostgreSQL cannot store never reaches the database: a NUL (issue #12) or a lone UTF-16
 * surrogate (issue #33 F11, `"\ud800"` in JSON), which it refuses in text and jsonb and which used
 * to surface as a 500. A NUL in the URL (path or query, `%00`) or either in any string or key of a
 * JSON body is a pt-BR 4xx before any database work.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '@adega/domain/errors';

export const NUL_IN_URL_MESSAGE = 'Endereço inválido: contém um caractere não permitido.';
export const NUL_IN_TEXT_MESSAGE = 'O texto enviado contém um caractere não permitido.';
export const INVALID_TEXT_MESSAGE = 'O texto enviado contém um caractere inválido.';

const NUL_IN_URL = /%00|\0/i;

/** Refuses a request whose path or query string carries a NUL (raw or `%00`). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (NUL_IN_URL.test(c.req.url)) throw new AppError('BAD_REQUEST', NUL_IN_URL_MESSAGE);
    await next();
  };
}

/** A UTF-16 surrogate without its other half (JSON's `"\ud800"`): no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a string PostgreSQL cannot store as text or jsonb, or null when it can. */
function textProblemOf(text: string): string | null {
  if (text.includes('\0')) return NUL_IN_TEXT_MESSAGE;
  if (LONE_SURROGATE.test(text)) return INVALID_TEXT_MESSAGE;
  return null;
}

/** The first string (value or key) of a parsed body that cannot be stored: its path ('a.b.0'). */
export function badTextOf(
  value: unknown,
  path: string[] = [],
): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblemOf(value);
    return message ? { field: path.join('.') || '_', message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const message = textProblemOf(key);
    if (message) return { field: [...path, '_'].join('.'), message };
    const found = badTextOf(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Throws a 422 naming the field when any string of a parsed JSON body holds a NUL or a lone
 * surrogate (issue #33 F11). `readJson` runs it for every body the handler kit reads.
 */
export function assertStorableText(value: unknown): void {
  const bad = badTextOf(value);
  if (bad) throw new AppError('VALIDATION', bad.message, { [bad.field]: bad.message });
}
