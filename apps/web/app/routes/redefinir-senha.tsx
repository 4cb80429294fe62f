/**
 * /redefinir-senha.ep?token=…: choosing a new password from the e-mailed link. The token stays
 * out of Referer headers (`referrer: no-referrer`, and the server's Referrer-Policy).
 */
import type { Route } from './+types/redefinir-senha';
import { AuthNotice, AuthPage } from '../features/auth/auth-page';
import { AUTH_PAGES, authMeta } from '../features/auth/meta';
import { AUTH_PATHS } from '../features/auth/paths';
import { ResetPasswordForm } from '../features/auth/reset-password-form';

/** Longest token we pass on (the server's bound). */
const TOKEN_MAX = 200;

export const MISSING_TOKEN =
  'Este link de redefinição está incompleto. Abra o link do e-mail novamente ou solicite um novo.';

export function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')?.trim() ?? '';
  return {
    origin: context.origin,
    store: context.store,
    token: token.length > 0 && token.length <= TOKEN_MAX ? token : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return authMeta(loaderData, AUTH_PAGES.resetPassword, { noReferrer: true });
}

export default function RedefinirSenha({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  return (
    <AuthPage
      title={AUTH_PAGES.resetPassword.title}
      lead={token ? <p>Escolha uma senha forte, que você não use em outros sites.</p> : null}
      aside={
        <p>
          Lembrou a senha? <a href={AUTH_PATHS.signIn}>Entrar</a>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthNotice tone="error">
          <p>{MISSING_TOKEN}</p>
          <a className="button auth-notice__action" href={AUTH_PATHS.forgotPassword}>
            Solicitar um novo link
          </a>
        </AuthNotice>
      )}
    </AuthPage>
  );
}
