import { z } from 'zod';
import { validateMax } from './length.ts';
import { REQUIRED } from './messages.ts';
import { isEmpty } from './required.ts';

/**
 * Longest text any rule field accepts unless it says otherwise (issue #12: every string has a
 * maximum). Our bound; fields with a spec'd or tighter bound check it in their own rule.
 */
export const TEXT_MAX = 255;

export interface RuleSchemaOptions {
  /** Trim surrounding whitespace before validating (and in the parsed output). Default true. */
  readonly trim?: boolean;
  /** An empty value is accepted as '' instead of failing with 'O campo é obrigatório'. */
  readonly optional?: boolean;
  /** Most characters accepted (after the rule passes): 'O campo deve ter no máximo N caracteres'. */
  readonly max?: number;
}

/**
 * Turns a `validateX(value): string | null` rule into a zod string schema that reports the
 * spec's pt-BR message (SPEC §5): a missing or whitespace-only value → 'O campo é obrigatório'
 * (unless optional), otherwise the rule's own message, then the maximum length (TEXT_MAX unless
 * `max`). One issue per field, like the forms show.
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
    const message = validate(value) ?? validateMax(value, options.max ?? TEXT_MAX);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** A required text field, trimmed: whitespace only → 'O campo é obrigatório'. */
export const requiredTextSchema = ruleSchema(() => null);
