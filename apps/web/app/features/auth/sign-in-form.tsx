/**
 * /sign-in.ep 'Entrar' (SPEC §2, §3 sign-in payload, §5 'CPF ou e-mail inválido', §8 the server's
 * message on failure, 429 throttling included). On success the whole page loads the destination,
 * so the header renders with the new session.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from './api';
import { CaptchaStatus, useCaptcha } from './captcha';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../components/ui/fields';
import { AUTH_PATHS } from './paths';
import { signInFormSchema } from './schemas';
import { errorFieldsOf, errorMessageOf, serverFieldErrors } from './server-errors';

const FIELDS = ['userIdentification', 'password'] as const;

export interface SignInFormProps {
  /** Sanitised destination after signing in. */
  redirectTo: string;
}

export function SignInForm({ redirectTo }: SignInFormProps) {
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInFormSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    let captchaResponse: string;
    try {
      captchaResponse = await captcha.take();
    } catch (error) {
      setAlert(errorMessageOf(error));
      return;
    }
    try {
      await signIn({ ...values, captchaResponse });
      setLeaving(true);
      window.location.assign(redirectTo);
    } catch (error) {
      setAlert(errorMessageOf(error));
      const fields = serverFieldErrors(errorFieldsOf(error), FIELDS);
      for (const name of FIELDS) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
      setFocus('password');
      // A captcha solution is accepted once: solve a new one for the next try.
      captcha.refresh();
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <form
      className="auth-form"
      method="post"
      noValidate
      aria-labelledby="auth-title"
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField
        id="login-identificacao"
        label="CPF ou e-mail"
        registration={register('userIdentification')}
        error={errors.userIdentification}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={254}
      />
      <PasswordField
        id="login-senha"
        label="Senha"
        registration={register('password')}
        error={errors.password}
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
    </form>
  );
}
