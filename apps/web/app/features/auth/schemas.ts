/**
 * Form schemas of the account pages, composed from the domain's payload schemas (one truth for
 * browser and server, DESIGN "validation"). The field rules are the domain's; what changes is how
 * they run in a form that is validated field by field while it is being filled:
 * - the cross-field rules ('As senhas não conferem', inscrição estadual or Isento) run even
 *   while other fields are still empty, so a customer sees them on blur, not only at the end;
 * - gender is checked as a plain string, because an enum mismatch would stop the object's
 *   refinements from running at all.
 * The server parses the same payload with the domain schemas and stays the judge.
 */
import { z } from 'zod';
import {
  GENDER_CODES,
  GENDER_INVALID,
  newPasswordSchema,
  passwordResetRequestSchema,
  signUpPfSchema,
  signUpPjSchema,
  STATE_REGISTRATION_REQUIRED,
} from '@adega/domain/validation/account-schemas';
import { CONFIRM_PASSWORD } from '@adega/domain/validation/messages';
import { ruleSchema } from '@adega/domain/validation/rule-schema';
import { signInSchema } from '@adega/domain/validation/schemas';

/** A password as typed: required, never trimmed. */
const typedPassword = ruleSchema(() => null, { trim: false });

const genderField = z
  .string({ error: GENDER_INVALID })
  .refine((value) => (GENDER_CODES as readonly string[]).includes(value), {
    error: GENDER_INVALID,
  });

function passwordsMatch(
  form: { password?: string | undefined; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
) {
  // An empty confirmation is the required rule's to report.
  if (form.confirmPassword && form.confirmPassword !== form.password) {
    ctx.addIssue({ code: 'custom', message: CONFIRM_PASSWORD, path: ['confirmPassword'] });
  }
}

/** /sign-in.ep: 'CPF ou e-mail' and 'Senha' (SPEC §3 sign-in payload without the captcha). */
export const signInFormSchema = z.object({
  userIdentification: signInSchema.shape.userIdentification,
  password: typedPassword,
});
export type SignInForm = z.input<typeof signInFormSchema>;

/** /esqueci-senha.ep: who forgot, by CPF or e-mail. */
export const forgotPasswordFormSchema = z.object({
  userIdentification: passwordResetRequestSchema.shape.userIdentification,
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** /redefinir-senha.ep: the new password (strength rule, score ≥ 80) and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: typedPassword })
  .superRefine(passwordsMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Sign-up of an individual; `today` decides the age of majority (SPEC §5). */
export function signUpPfFormSchema(today: Date) {
  const { captchaResponse: _captcha, ...shape } = signUpPfSchema(today).shape;
  return z.object({ ...shape, gender: genderField }).superRefine(passwordsMatch);
}
export type SignUpPfForm = z.input<ReturnType<typeof signUpPfFormSchema>>;
export type SignUpPfValues = z.output<ReturnType<typeof signUpPfFormSchema>>;

/** Sign-up of a legal entity (CNPJ numeric or alphanumeric). */
export function signUpPjFormSchema() {
  const { captchaResponse: _captcha, ...shape } = signUpPjSchema.shape;
  return z.object(shape).superRefine((form, ctx) => {
    passwordsMatch(form, ctx);
    if (!form.stateRegistrationExempt && !form.stateRegistration) {
      ctx.addIssue({
        code: 'custom',
        message: STATE_REGISTRATION_REQUIRED,
        path: ['stateRegistration'],
      });
    }
  });
}
export type SignUpPjForm = z.input<ReturnType<typeof signUpPjFormSchema>>;
export type SignUpPjValues = z.output<ReturnType<typeof signUpPjFormSchema>>;
