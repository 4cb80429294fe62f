/** /esqueci-senha.ep: asking for a password-reset link by e-mail or CPF. */
import type { Route } from './+types/esqueci-senha';
import { AuthPage } from '../features/auth/auth-page';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { AUTH_PAGES, authMeta } from '../features/auth/meta';
import { AUTH_PATHS } from '../features/auth/paths';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin, store: context.store };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return authMeta(loaderData, AUTH_PAGES.forgotPassword);
}

export default function EsqueciSenha() {
  return (
    <AuthPage
      title={AUTH_PAGES.forgotPassword.title}
      lead={
        <p>
          Informe o e-mail ou o CPF da sua conta. Enviaremos um link para você criar uma nova senha.
        </p>
      }
      aside={
        <p>
          Lembrou a senha? <a href={AUTH_PATHS.signIn}>Entrar</a>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
