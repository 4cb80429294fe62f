/**
 * The blocks of the sign-up forms (PF and PJ share them): the taken-account notice of the live
 * checks, the submit with the captcha, the password pair with its meter, the e-mail and phone
 * block and the consent block.
 */
import { track } from '../../lib/tracking';
import { useRef, useState, type ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { isValidEmail } from '@adega/domain/validation/email';
import { sendWithCaptcha, showServerFailure } from './auth-form';
import { CaptchaStatus, type Captcha } from './captcha';
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/ui/fields';
import { useLiveCheck, type LiveCheck } from './live-check';
import { PasswordMeter } from './password-meter';
import { EMAIL_INPUT, fieldBinder, NEW_PASSWORD_INPUT } from '../../components/ui/field-binding';
import { AUTH_PATHS } from './paths';
import { signInUrl } from './redirect';

export const OPT_IN_LABEL =
  'Quero receber ofertas e novidades por e-mail, SMS/WhatsApp e notificações push.';
export const TERMS_TEXT =
  'Ao criar sua conta, você aceita os Termos de uso e a Política de privacidade da loja.';

/** 'Este e-mail já está cadastrado.' with the ways forward. */
export function TakenNotice({ text, redirectTo }: { text: string; redirectTo: string }) {
  return (
    <>
      {text} <a href={signInUrl(redirectTo)}>Entrar</a> ou{' '}
      <a href={AUTH_PATHS.forgotPassword}>recuperar a senha</a>.
    </>
  );
}

export function liveNotice(
  live: LiveCheck,
  value: string,
  takenText: string,
  redirectTo: string,
): ReactNode {
  const result = live.resultFor(value);
  if (result?.status === 'taken') return <TakenNotice text={takenText} redirectTo={redirectTo} />;
  if (result?.status === 'error') return result.message;
  return undefined;
}

/**
 * A field checked live against the existing accounts (e-mail, CPF, CNPJ): typing cancels the
 * pending check, leaving it with a valid value checks it, and a taken value shows `takenText`.
 */
export function liveCheckedField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  live: LiveCheck,
  rule: { isValid: (value: string) => boolean; takenText: string; redirectTo: string },
) {
  return {
    ...fieldBinder(form)(name, { onChange: live.cancel }),
    notice: liveNotice(live, form.watch(name), rule.takenText, rule.redirectTo),
    onBlurValue: (value: string) => {
      if (rule.isValid(value)) live.check(value);
    },
  };
}

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** Submits with a captcha answer; maps the server's field messages onto the form. */
export function useSignUpSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  captcha: Captcha,
  send: (captchaResponse: string) => Promise<unknown>,
  redirectTo: string,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const submit = () =>
    sendWithCaptcha(
      captcha,
      setAlert,
      async (captchaResponse) => {
        // Recorded by the server when the sign-up reaches it; the data layer hears of it once per page.
        if (!started.current) {
          started.current = true;
          track('sign_up_started');
        }
        await send(captchaResponse);
        // Recorded by the server; the page's data layer hears of it too.
        track('sign_up_completed');
        setLeaving(true);
        window.location.assign(redirectTo);
      },
      (error) => {
        const [first] = showServerFailure(error, setAlert, form.setError, fields);
        if (first) form.setFocus(first);
      },
    );
  return { alert, leaving, submit };
}

/**
 * The submit of a sign-up form: invalid fields focus the first in `fields` order; valid ones go
 * through `useSignUpSubmit`. `busy` covers the request and the navigation after it.
 */
export function useSignUpForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  options: {
    captcha: Captcha;
    redirectTo: string;
    send: (captchaResponse: string) => Promise<unknown>;
  },
) {
  const { alert, leaving, submit } = useSignUpSubmit(
    form,
    fields,
    options.captcha,
    options.send,
    options.redirectTo,
  );
  const onSubmit = form.handleSubmit(submit, (invalid) => focusFirstError(form, fields, invalid));
  return { alert, busy: form.formState.isSubmitting || leaving, onSubmit };
}

/** The sign-up payload: the opt-in only while the flag is on, and the captcha's answer. */
export function withOptIn<V extends { optIn?: boolean | undefined }>(
  values: V,
  optInEnabled: boolean,
  captchaResponse: string,
): Omit<V, 'optIn'> & { optIn?: boolean; captchaResponse: string } {
  const { optIn, ...rest } = values;
  return { ...rest, ...(optInEnabled ? { optIn: optIn ?? false } : {}), captchaResponse };
}

/** What the sign-up page hands to the form of either kind. */
export interface KindFormProps {
  redirectTo: string;
  optInEnabled: boolean;
  captcha: Captcha;
}

/** What tells the frames of the two kinds apart. */
export interface SignUpKind<T extends FieldValues> {
  /** The form's accessible name. */
  label: string;
  /** The ids' prefix of the account block. */
  prefix: 'pf' | 'pj';
  phoneLabel: string;
  /** The order the first invalid field is looked for in. */
  fields: readonly Path<T>[];
}

/**
 * A sign-up form of one kind (PF or PJ): the two-column form with the server's message on top,
 * the kind's own fields (`children`), then the account block. Its submit parses the values with
 * `schema` and sends them through `signUp` (`useSignUpForm`).
 */
export function SignUpFormFrame<
  T extends AccountFields,
  P extends { optIn?: boolean | undefined },
>({
  kind: { label, prefix, phoneLabel, fields },
  form,
  schema,
  signUp,
  redirectTo,
  optInEnabled,
  captcha,
  children,
}: KindFormProps & {
  kind: SignUpKind<T>;
  form: UseFormReturn<T>;
  schema: { parse: (values: unknown) => P };
  signUp: (input: ReturnType<typeof withOptIn<P>>) => Promise<unknown>;
  children: ReactNode;
}) {
  const send = (captchaResponse: string) =>
    signUp(withOptIn(schema.parse(form.getValues()), optInEnabled, captchaResponse));
  const emailCheck = useLiveCheck('email', normaliseEmail);
  const { alert, busy, onSubmit } = useSignUpForm(form, fields, { captcha, redirectTo, send });
  return (
    <form
      className="auth-form auth-form--grid"
      method="post"
      noValidate
      aria-label={label}
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {children}
      <AccountBlock
        form={form}
        prefix={prefix}
        phoneLabel={phoneLabel}
        emailCheck={emailCheck}
        redirectTo={redirectTo}
        optInEnabled={optInEnabled}
        captcha={captcha}
        busy={busy}
      />
    </form>
  );
}

export function focusFirstError<T extends FieldValues>(
  form: UseFormReturn<T>,
  order: readonly Path<T>[],
  errors: FieldErrors<T>,
) {
  const first = order.find((name) => errors[name] !== undefined);
  if (first) form.setFocus(first);
}

/**
 * The new password with its strength meter and its confirmation (the sign-up and the reset): a
 * change of the password re-checks a confirmation already touched.
 */
export function PasswordPair<T extends { password: string; confirmPassword: string }>({
  form,
  ids,
  labels,
}: {
  form: UseFormReturn<T>;
  ids: { password: string; meter: string; confirm: string };
  labels: { password: string; confirm: string };
}) {
  // The two fields are named alike in every form; the cast only narrows the generic path type.
  const f = form as unknown as UseFormReturn<{ password: string; confirmPassword: string }>;
  const field = fieldBinder(f);
  return (
    <>
      <PasswordField
        id={ids.password}
        label={labels.password}
        {...field('password', {
          onChange: () => {
            if (f.getFieldState('confirmPassword').isTouched) void f.trigger('confirmPassword');
          },
        })}
        {...NEW_PASSWORD_INPUT}
        describedById={ids.meter}
      >
        <PasswordMeter id={ids.meter} password={f.watch('password')} />
      </PasswordField>
      <PasswordField
        id={ids.confirm}
        label={labels.confirm}
        {...field('confirmPassword')}
        {...NEW_PASSWORD_INPUT}
      />
    </>
  );
}

export interface AccountFields {
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  optIn?: boolean;
}

/** The account block's fields, empty. */
export const EMPTY_ACCOUNT_FIELDS = {
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  optIn: false,
} as const satisfies AccountFields;

/** The end of both sign-up forms: phone, e-mail (live check), password, consent, captcha, submit. */
function AccountBlock<T extends AccountFields>(props: {
  form: UseFormReturn<T>;
  prefix: 'pf' | 'pj';
  phoneLabel: string;
  emailCheck: LiveCheck;
  redirectTo: string;
  optInEnabled: boolean;
  captcha: Captcha;
  busy: boolean;
}) {
  const { prefix, emailCheck, redirectTo, optInEnabled, captcha, busy } = props;
  // The fields are named alike in both forms; the cast only narrows the generic path type.
  const form = props.form as unknown as UseFormReturn<AccountFields>;
  const field = fieldBinder(form);
  return (
    <>
      <TextField
        id={`${prefix}-telefone`}
        label={props.phoneLabel}
        hint="Com DDD. Ex: (99) 999999999"
        {...field('phone')}
        mask="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(99) 999999999"
        maxLength={14}
      />
      <TextField
        id={`${prefix}-email`}
        label="E-mail"
        {...liveCheckedField(form, 'email', emailCheck, {
          isValid: (value) => isValidEmail(value.trim()),
          takenText: 'Este e-mail já está cadastrado.',
          redirectTo,
        })}
        {...EMAIL_INPUT}
        wide
      />
      <div className="auth-form__wide auth-form__pair">
        <PasswordPair
          form={form}
          ids={{
            password: `${prefix}-senha`,
            meter: `${prefix}-forca`,
            confirm: `${prefix}-confirmacao`,
          }}
          labels={{ password: 'Senha', confirm: 'Confirme a senha' }}
        />
      </div>
      <div className="auth-form__wide">
        <ConsentBlock
          id={`${prefix}-optin`}
          optInEnabled={optInEnabled}
          registration={form.register('optIn')}
        />
        <CaptchaStatus captcha={captcha} />
        <SubmitButton busy={busy} busyLabel="Criando sua conta…">
          Criar conta
        </SubmitButton>
      </div>
    </>
  );
}

export function ConsentBlock({
  optInEnabled,
  registration,
  id,
}: {
  optInEnabled: boolean;
  registration: UseFormRegisterReturn;
  id: string;
}) {
  return (
    <div className="auth-form__consents">
      {optInEnabled ? (
        <CheckboxField id={id} label={OPT_IN_LABEL} registration={registration} />
      ) : null}
      <p className="auth-form__terms muted-note">{TERMS_TEXT}</p>
    </div>
  );
}
