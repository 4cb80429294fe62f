/**
 * /esqueci-senha.ep: who forgot (e-mail or CPF, SPEC §5 login rule) + captcha → `redefinePassword`.
 * The server answers the same `{message}` whether or not the account exists (no account
 * enumeration); that message replaces the form. A throttled request (429) shows its message.
 */
import { track } from '../../lib/tracking';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { redefinePassword } from './api';
import { AuthNotice } from './auth-page';
import { CaptchaStatus, useCaptcha } from './captcha';
import { SubmitButton } from '../../components/ui/fields';
import { AuthForm, IdentificationField, sendWithCaptcha } from './auth-form';
import { AUTH_PATHS } from './paths';
import { fieldBinder } from '../../components/ui/field-binding';
import { forgotPasswordFormSchema } from './schemas';
import { errorFieldsOf, errorMessageOf, serverFieldErrors } from './server-errors';
import { markServerErrors } from '../../lib/server-errors-on-fields';

export function ForgotPasswordForm() {
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { userIdentification: '' },
  });
  const field = fieldBinder(form);

  const onSubmit = form.handleSubmit((values) =>
    sendWithCaptcha(
      captcha,
      setAlert,
      async (captchaResponse) => {
        const answer = await redefinePassword({ ...values, captchaResponse });
        setDone(answer.message);
        // Recorded by the server (only when an e-mail left); the data layer hears of the request.
        track('password_reset_sent');
      },
      (error) => {
        setAlert(errorMessageOf(error));
        const fields = ['userIdentification'] as const;
        markServerErrors(form.setError, serverFieldErrors(errorFieldsOf(error), fields));
      },
    ),
  );

  if (done !== null) {
    return (
      <AuthNotice title="Verifique seu e-mail">
        <p>{done}</p>
        <p className="auth-notice__small">
          O link vale por 1 hora. Não recebeu? Confira a caixa de spam ou{' '}
          <a href={AUTH_PATHS.forgotPassword}>peça um novo link</a>.
        </p>
        <a className="button auth-notice__action" href={AUTH_PATHS.signIn}>
          Voltar para o login
        </a>
      </AuthNotice>
    );
  }

  return (
    <AuthForm busy={form.formState.isSubmitting} alert={alert} onSubmit={onSubmit}>
      <IdentificationField
        id="esqueci-identificacao"
        label="E-mail ou CPF"
        {...field('userIdentification')}
      />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Enviando…">
        Enviar link
      </SubmitButton>
    </AuthForm>
  );
}
