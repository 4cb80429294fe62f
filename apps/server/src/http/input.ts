/**
 * How every handler's input is read (issue #12, ADR 0012): the body as JSON, parsed by the
 * operation's schema with pt-BR messages for every issue — the SPEC §5 texts where the schema
 * carries them, and a pt-BR text of ours for structural problems (wrong type, unknown field…), so
 * a malformed body never answers in English and never reaches the database.
 */
import { z } from 'zod';
import { maxMessage, minMessage, NUMERIC, REQUIRED } from '@adega/domain/validation/messages';
import { validationError } from './errors.ts';

export const INVALID_VALUE = 'O valor informado não é válido.';
export const INVALID_BODY = 'Envie os dados como um objeto JSON.';
export const INVALID_OPTION = 'Selecione uma opção válida.';
export const INVALID_BOOLEAN = 'O campo deve ser verdadeiro ou falso.';

function tooBig(issue: { origin?: string; maximum?: unknown }): string {
  const max = String(issue.maximum);
  if (issue.origin === 'string') return maxMessage(Number(issue.maximum));
  if (issue.origin === 'array' || issue.origin === 'set') return `Envie no máximo ${max} itens.`;
  return `O valor deve ser no máximo ${max}.`;
}

function tooSmall(issue: { origin?: string; minimum?: unknown }): string {
  const min = String(issue.minimum);
  if (issue.origin === 'string') return minMessage(Number(issue.minimum));
  if (issue.origin === 'array' || issue.origin === 'set') return `Envie ao menos ${min} item(ns).`;
  return `O valor deve ser no mínimo ${min}.`;
}

/** pt-BR text for issues whose schema carries no message of its own (per-parse error map). */
export const ptBrIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      if ((issue.path ?? []).length === 0) return INVALID_BODY;
      if (['number', 'int', 'bigint'].includes(issue.expected)) return NUMERIC;
      if (issue.expected === 'boolean') return INVALID_BOOLEAN;
      return INVALID_VALUE;
    }
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.slice(0, 5).join(', ').slice(0, 200)}.`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return INVALID_OPTION;
    default:
      return INVALID_VALUE;
  }
};

/** Parses with pt-BR messages; failure → AppError VALIDATION (422) with the field map. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: ptBrIssueMessage });
  if (!parsed.success) throw validationError(parsed.error, INVALID_VALUE);
  return parsed.data;
}

/** Operations without input accept `{}` (or no body) and nothing else. */
export const noInput = z.object({}).strict();

/** Largest value of a PostgreSQL `serial`; a larger id cannot exist. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id (uidPk) as a number or a string of digits (some clients send ids as strings). Any
 * integer is accepted here; one that no row can have (≤ 0 or beyond serial) is simply not found.
 */
export const rowIdSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*[0-9]{1,15}\s*$/.test(value) ? Number(value) : value,
  z.number({ error: NUMERIC }).int({ error: NUMERIC }),
);

export function isPossibleRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
