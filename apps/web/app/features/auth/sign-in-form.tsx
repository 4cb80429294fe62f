/**
 * /sign-in.ep 'Entrar' (SPEC §2, §3 sign-in payload, §5 'CPF ou e-mail inválido', §8 the server's
 * message on failure, 429 throttling included). On success the whole page loads the destination,
 * so the header renders with the new session.
 */
import { track } from '../../lib/tracking';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from './api';
import { CaptchaStatus } from './captcha';
import { PasswordField, SubmitButton } from '../../components/ui/fields';
import { AuthForm, IdentificationField, useCaptchaSubmit } from './auth-form';
import { AUTH_PATHS } from './paths';
import { fieldBinder } from '../../components/ui/field-binding';
import { signInFormSchema } from './schemas';

const FIELDS = ['userIdentification', 'password'] as const;

export interface SignInFormProps {
  /** Sanitised destination after signing in. */
  redirectTo: string;
}

export function SignInForm({ redirectTo }: SignInFormProps) {
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ resolver: zodResolver(signInFormSchema), mode: 'onTouched' });
  const field = fieldBinder(form);
  const { captcha, alert, onSubmit } = useCaptchaSubmit(
    form,
    FIELDS,
    async (values, captchaResponse) => {
      await signIn({ ...values, captchaResponse });
      // Recorded by the server; the page's data layer hears of it too.
      track('login');
      setLeaving(true);
      window.location.assign(redirectTo);
    },
    () => form.setFocus('password'),
  );

  const busy = form.formState.isSubmitting || leaving;
  return (
    <AuthForm busy={busy} alert={alert} onSubmit={onSubmit}>
      <IdentificationField
        id="login-identificacao"
        label="CPF ou e-mail"
        {...field('userIdentification')}
      />
      <PasswordField
        id="login-senha"
        label="Senha"
        {...field('password')}
        autoComplete="current-password"
        maxLength={200}
      />
      <p className="auth-form__aside">
        <a href={AUTH_PATHS.forgotPassword}>Esqueci minha senha</a>
      </p>
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={busy} busyLabel="Entrando…">
        Entrar
      </SubmitButton>
    </AuthForm>
  );
}
