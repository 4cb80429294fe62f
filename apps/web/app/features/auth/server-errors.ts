/**
 * The server's per-field messages (`fields` of an error body) mapped onto a form's fields: keys
 * may be paths ('bean.password') or the form's own names; anything else stays in the form-level
 * message only.
 */
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { RequestError } from '../../lib/rpc';
import { CaptchaError } from './captcha-payload';

export function serverFieldErrors<K extends string>(
  fields: Readonly<Record<string, string>>,
  known: readonly K[],
): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message !== 'string' || message === '') continue;
    const name = path.split('.').pop() ?? path;
    const field = known.find((k) => k === name);
    if (field !== undefined) result[field] ??= message;
  }
  return result;
}

/**
 * The message to show for a failed call: the server's (SPEC §8) or the captcha's, else a
 * generic one (never an internal error text).
 */
export function errorMessageOf(error: unknown): string {
  return error instanceof RequestError || error instanceof CaptchaError
    ? error.message
    : GENERIC_ERROR_MESSAGE;
}

/** The server's field map of a failed call (empty for anything but a RequestError). */
export function errorFieldsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof RequestError ? error.fields : {};
}
