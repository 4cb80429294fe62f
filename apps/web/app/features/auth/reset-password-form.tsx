/**
 * /redefinir-senha.ep?token=…: the new password (SPEC §5 strength, meter) and its confirmation +
 * captcha → `redefineWithToken {bean:{token, password, confirmPassword}, captchaResponse}`. An
 * invalid, expired or used link shows the server's message and the way to ask for a new one.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { redefineWithToken } from './api';
import { AuthNotice } from './auth-page';
import { CaptchaStatus, useCaptcha } from './captcha';
import { SubmitButton } from '../../components/ui/fields';
import { AuthForm, sendWithCaptcha } from './auth-form';
import { PasswordPair } from './sign-up-blocks';
import { AUTH_PATHS } from './paths';
import { resetPasswordFormSchema } from './schemas';
import { errorFieldsOf, errorMessageOf, serverFieldErrors } from './server-errors';
import { markServerErrors } from '../../lib/server-errors-on-fields';

export const RESET_DONE = 'Senha alterada. Entre com a nova senha.';

const FIELDS = ['token', 'password', 'confirmPassword'] as const;

export function ResetPasswordForm({ token }: { token: string }) {
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<{ message: string; badLink: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit((values) =>
    sendWithCaptcha(
      captcha,
      (message) => setAlert(message === null ? null : { message, badLink: false }),
      async (captchaResponse) => {
        await redefineWithToken({ token, ...values, captchaResponse });
        setDone(true);
      },
      (error) => {
        const fields = serverFieldErrors(errorFieldsOf(error), FIELDS);
        setAlert({ message: errorMessageOf(error), badLink: fields.token !== undefined });
        markServerErrors(setError, fields, ['password', 'confirmPassword']);
      },
    ),
  );

  if (done) {
    return (
      <AuthNotice title={RESET_DONE}>
        <p>Por segurança, encerramos as sessões abertas em outros dispositivos.</p>
        <a className="button auth-notice__action" href={AUTH_PATHS.signIn}>
          Entrar
        </a>
      </AuthNotice>
    );
  }

  return (
    <AuthForm
      busy={isSubmitting}
      alert={
        alert ? (
          <>
            {alert.message}
            {alert.badLink ? (
              <>
                {' '}
                <a href={AUTH_PATHS.forgotPassword}>Solicitar um novo link</a>
              </>
            ) : null}
          </>
        ) : null
      }
      onSubmit={onSubmit}
    >
      <PasswordPair
        form={form}
        ids={{
          password: 'nova-senha',
          meter: 'nova-senha-forca',
          confirm: 'nova-senha-confirmacao',
        }}
        labels={{ password: 'Nova senha', confirm: 'Confirme a nova senha' }}
      />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={isSubmitting} busyLabel="Salvando…">
        Salvar nova senha
      </SubmitButton>
    </AuthForm>
  );
}
