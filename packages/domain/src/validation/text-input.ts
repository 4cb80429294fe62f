import { COPY_CONFIRMATION_MS } from '../constants.ts';
import { isEmpty } from './required.ts';

export interface TextInputStateInput {
  readonly value: string | null | undefined;
  /** The validation errors of this field, in rule order. */
  readonly errors?: readonly string[] | null;
  /** An error set from outside the rules (e.g. a server message). */
  readonly customError?: string | null;
  readonly locked?: boolean;
}

export interface TextInputState {
  /** The message shown under the input, or null. */
  readonly error: string | null;
  readonly valid: boolean;
}

/**
 * SPEC §5 "Text input: shows the first error for its field or a custom error. It is valid when it
 * has a value, no error and is not locked." The field's own first error wins over the custom one
 * (a rule that fails "with no message", like password strength, gives ''); an empty custom error
 * counts as none; a whitespace-only value has no value (§5 empty check).
 */
export function textInputState(input: TextInputStateInput): TextInputState {
  const first = input.errors?.[0];
  const custom = input.customError === '' ? null : (input.customError ?? null);
  const error = first ?? custom;
  const valid = !isEmpty(input.value) && error === null && input.locked !== true;
  return { error, valid };
}

/** SPEC §5 "The copy confirmation lasts 4 s" (§9 4000 ms): shown while now − copiedAt < 4000. */
export function isCopyConfirmationVisible(copiedAtMs: number, nowMs: number): boolean {
  return nowMs >= copiedAtMs && nowMs - copiedAtMs < COPY_CONFIRMATION_MS;
}
