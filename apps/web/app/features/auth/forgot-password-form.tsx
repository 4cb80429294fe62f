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
import { CaptchaStatus } from './captcha';
import { SubmitButton } from '../../components/ui/fields';
import { AuthForm, IdentificationField, useCaptchaSubmit } from './auth-form';
import { AUTH_PATHS } from './paths';
import { fieldBinder } from '../../components/ui/field-binding';
import { forgotPasswordFormSchema } from './schemas';

export function ForgotPasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { userIdentification: '' },
  });
  const field = fieldBinder(form);
  const { captcha, alert, onSubmit } = useCaptchaSubmit(
    form,
    ['userIdentification'],
    async (values, captchaResponse) => {
      const answer = await redefinePassword({ ...values, captchaResponse });
      setDone(answer.message);
      // Recorded by the server (only when an e-mail left); the data layer hears of the request.
      track('password_reset_sent');
    },
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
