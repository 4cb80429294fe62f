/** Field errors as the forms show them: one pt-BR message per field (the first one found). */
import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** zod issues → { 'path.joined': first message }. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The server's per-field messages (`RequestError.fields`) on the form's field names, through a
 * mapping of the payload's names; fields the form does not show are left out.
 */
export function mapServerFields<K extends string>(
  fields: Readonly<Record<string, string>>,
  fieldOf: (serverKey: string) => K | null,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = fieldOf(key);
    if (field !== null) errors[field] ??= message;
  }
  return errors;
}
