/**
 * Account payloads of issue #5 (sign-up PF/PJ, profile, e-mail change, password reset), built
 * from the SPEC §5 rules so the forms and the server reject the same input with the same words.
 * SPEC §7 names the operations but not their payloads; these are ours (ADR 0007).
 */
import { z } from 'zod';
import { validateAge } from './age.ts';
import { validateAlphaSpaces } from './alpha-spaces.ts';
import { cnpjSchema } from './cnpj.ts';
import { cpfSchema } from './cpf.ts';
import { emailSchema } from './email.ts';
import { loginSchema } from './login.ts';
import { validateMax } from './length.ts';
import { CONFIRM_PASSWORD, maxMessage, REQUIRED } from './messages.ts';
import { passwordStrengthValid } from './password.ts';
import { phoneSchema } from './phone.ts';
import { ruleSchema } from './rule-schema.ts';
import { captchaResponseSchema } from './schemas.ts';

/** The strength rule has no message in the spec (the meter explains); the API needs one. */
export const WEAK_PASSWORD =
  'A senha precisa ter de 8 a 20 caracteres, com número, letra maiúscula e letra minúscula.';
export const GENDER_INVALID = 'Selecione uma opção.';
export const STATE_REGISTRATION_REQUIRED = 'Informe a inscrição estadual ou marque Isento.';

/** F feminino, M masculino, O outro, N prefiro não informar. */
export const GENDER_CODES = ['F', 'M', 'O', 'N'] as const;
export const GENDER_LABELS: Record<(typeof GENDER_CODES)[number], string> = {
  F: 'Feminino',
  M: 'Masculino',
  O: 'Outro',
  N: 'Prefiro não informar',
};

/** Longest name or company text we accept (our bound; the spec names none). */
export const NAME_MAX = 100;
export const COMPANY_TEXT_MAX = 150;
export const STATE_REGISTRATION_MAX = 20;

const personName = ruleSchema((v) => validateAlphaSpaces(v) ?? validateMax(v, NAME_MAX));
const companyText = ruleSchema((v) => validateMax(v, COMPANY_TEXT_MAX));
/** A password is never trimmed: spaces are characters of it. */
const anyPassword = ruleSchema(() => null, { trim: false });
/** A new password must be non-empty and pass the SPEC §5 strength rule (score ≥ 80). */
export const newPasswordSchema = ruleSchema(
  (v) => (passwordStrengthValid(v) ? null : WEAK_PASSWORD),
  { trim: false },
);
const gender = z.enum(GENDER_CODES, { error: GENDER_INVALID });
const birthDate = (today: Date) => ruleSchema((v) => validateAge(v, today));
const optIn = z.boolean({ error: REQUIRED }).optional();
const captchaResponse = captchaResponseSchema;

function confirmPassword<T extends { password: string; confirmPassword: string }>(
  form: T,
  ctx: z.RefinementCtx,
) {
  if (form.confirmPassword !== form.password) {
    ctx.addIssue({ code: 'custom', message: CONFIRM_PASSWORD, path: ['confirmPassword'] });
  }
}

const stateRegistrationFields = {
  stateRegistration: ruleSchema((v) => validateMax(v, STATE_REGISTRATION_MAX), {
    optional: true,
  }).default(''),
  stateRegistrationExempt: z.boolean({ error: REQUIRED }).default(false),
};

function stateRegistrationRule(
  form: { stateRegistration: string; stateRegistrationExempt: boolean },
  ctx: z.RefinementCtx,
) {
  if (!form.stateRegistrationExempt && form.stateRegistration === '') {
    ctx.addIssue({
      code: 'custom',
      message: STATE_REGISTRATION_REQUIRED,
      path: ['stateRegistration'],
    });
  }
}

/** What both sign-ups end with: how to reach the customer, the password, consent and captcha. */
const contactAndPasswordFields = {
  phone: phoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: anyPassword,
  optIn,
  captchaResponse,
};

/** Sign-up of an individual (RPC addWineOnPageCustomerPF). `today` decides the age of majority. */
export function signUpPfSchema(today: Date) {
  return z
    .object({
      fullName: personName,
      cpf: cpfSchema,
      dateOfBirth: birthDate(today),
      gender,
      ...contactAndPasswordFields,
    })
    .superRefine(confirmPassword);
}
export type SignUpPfInput = z.infer<ReturnType<typeof signUpPfSchema>>;

/** Sign-up of a legal entity (RPC addWineOnPageCustomerPJ); CNPJ numeric or alphanumeric. */
export const signUpPjSchema = z
  .object({
    cnpj: cnpjSchema,
    companyName: companyText,
    tradeName: companyText,
    ...stateRegistrationFields,
    fullName: personName,
    ...contactAndPasswordFields,
  })
  .superRefine((form, ctx) => {
    confirmPassword(form, ctx);
    stateRegistrationRule(form, ctx);
  });
export type SignUpPjInput = z.infer<typeof signUpPjSchema>;

/** My account, personal data of an individual (RPC saveCustomerPF). */
export function profilePfSchema(today: Date) {
  return z.object({
    fullName: personName,
    dateOfBirth: birthDate(today),
    gender,
    phone: phoneSchema,
  });
}
export type ProfilePfInput = z.infer<ReturnType<typeof profilePfSchema>>;

/** My account, company data (RPC saveCustomerPJ). */
export const profilePjSchema = z
  .object({
    companyName: companyText,
    tradeName: companyText,
    ...stateRegistrationFields,
    fullName: personName,
    phone: phoneSchema,
  })
  .superRefine(stateRegistrationRule);
export type ProfilePjInput = z.infer<typeof profilePjSchema>;

/** RPC requestChangeEmail: the new e-mail and the current password (re-authentication). */
export const changeEmailSchema = z.object({ email: emailSchema, password: anyPassword });

/** RPC redefinePassword: who forgot (CPF or e-mail). */
export const passwordResetRequestSchema = z.object({
  userIdentification: loginSchema,
  captchaResponse,
});

/** RPC redefineWithToken [bean, captchaResponse]. */
export const redefineWithTokenSchema = z.object({
  bean: z
    .object(
      {
        token: z
          .string({ error: REQUIRED })
          .min(1, { error: REQUIRED })
          .max(200, { error: maxMessage(200) }),
        password: newPasswordSchema,
        confirmPassword: anyPassword,
      },
      { error: REQUIRED },
    )
    .superRefine(confirmPassword),
  captchaResponse,
});
