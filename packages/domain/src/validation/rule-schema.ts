import { z } from 'zod';
import { REQUIRED } from './messages.ts';
import { isEmpty } from './required.ts';

export interface RuleSchemaOptions {
  /** Trim surrounding whitespace before validating (and in the parsed output). Default true. */
  readonly trim?: boolean;
  /** An empty value is accepted as '' instead of failing with 'O campo é obrigatório'. */
  readonly optional?: boolean;
}

/**
 * Turns a `validateX(value): string | null` rule into a zod string schema that reports the
 * spec's pt-BR message (SPEC §5): a missing or whitespace-only value → 'O campo é obrigatório'
 * (unless optional), otherwise the rule's own message. One issue per field, like the forms show.
 */
export function ruleSchema(
  validate: (value: string) => string | null,
  options: RuleSchemaOptions = {},
): z.ZodString {
  const base = z.string({ error: REQUIRED });
  const trimmed = options.trim === false ? base : base.trim();
  return trimmed.superRefine((value, ctx) => {
    if (isEmpty(value)) {
      if (options.optional !== true) ctx.addIssue({ code: 'custom', message: REQUIRED });
      return;
    }
    const message = validate(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** A required text field, trimmed: whitespace only → 'O campo é obrigatório'. */
export const requiredTextSchema = ruleSchema(() => null);
