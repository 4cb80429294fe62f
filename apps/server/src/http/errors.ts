/**
 * One error path for the whole HTTP surface (STYLE §4): AppError → its status and JSON body;
 * anything else is logged with the request id and answered with a generic pt-BR message.
 */
import type { Context } from 'hono';
import { AppError, errorBodyOf, isServerFault } from '@adega/domain/errors';
import type { z } from 'zod';
import { assertStorableText } from './input-guard.ts';
import { safeError } from './logging.ts';

export function handleError(error: unknown, c: Context): Response {
  const { status, body } = errorBodyOf(error);
  const logger = c.get('logger');
  const retryAfter = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  if (error instanceof AppError) {
    if (isServerFault(status)) logger?.error({ err: safeError(error) }, error.message);
  } else {
    // Never the query's parameter values (personal data) in the log.
    logger?.error({ err: safeError(error) }, 'unexpected error');
  }
  return c.json(body, status as 500);
}

/** zod issues → an AppError VALIDATION with a field map (first message per field). */
export function validationError(error: z.ZodError, fallback = 'Dados inválidos.'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? fallback;
  return new AppError('VALIDATION', first, fields);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export const NOT_JSON_MESSAGE = 'O corpo da requisição não é um JSON válido.';

/**
 * Reads a JSON body (`notJson`: a route's own 400 text); a missing or malformed body is a 400
 * with a clear message, a NUL or a lone surrogate in any string a 422 (issues #12 and #33 F11:
 * it never reaches the database).
 */
export async function readJson(c: Context, notJson = NOT_JSON_MESSAGE): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', notJson);
  }
  assertStorableText(value);
  return value;
}
