/**
 * What the field kit takes from a react-hook-form form, named once per field: `field('email')`
 * gives the registration and the field's error. And the input attributes of the values several
 * forms ask for, the same wherever they are asked.
 */
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { GENDER_CODES, GENDER_LABELS } from '@adega/domain/validation/account-schemas';

export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>): FieldBinding => ({
    registration: form.register(name, options),
    error: get(form.formState.errors, name) as FieldError | undefined,
  });
}

/** An e-mail address (SPEC §5: at most 254 characters). */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 254,
} as const;

/** A person's full name. */
export const PERSON_NAME_INPUT = { autoComplete: 'name', maxLength: 100 } as const;

/** A company's legal name (razão social). */
export const COMPANY_NAME_INPUT = { autoComplete: 'organization', maxLength: 150 } as const;

/** A new password (the sign-up and the reset; the strength rule is the domain's). */
export const NEW_PASSWORD_INPUT = { autoComplete: 'new-password', maxLength: 200 } as const;

/** A date of birth typed as DD/MM/AAAA (the sign-up and my account's data). */
export const BIRTH_DATE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'bday',
  maxLength: 10,
} as const;

/** The gender select (the sign-up and my account's data): its label, placeholder and options. */
export const GENDER_SELECT = {
  label: 'Gênero',
  placeholder: 'Selecione',
  options: GENDER_CODES.map((code) => ({ value: code, label: GENDER_LABELS[code] })),
} as const;
