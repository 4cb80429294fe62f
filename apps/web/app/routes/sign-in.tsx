/**
 * /sign-in.ep (SPEC §2 login). A signed-in customer goes straight to the destination (the
 * `redirect` parameter when it is a path of this site, else my account); a remembered
 * (semi-logged) customer is greeted by first name and asked to sign in again.
 */
import type { Route } from './+types/sign-in';
import { AuthPage } from '../features/auth/auth-page';
import { AUTH_PAGES, authMeta } from '../features/auth/meta';
import { AUTH_PATHS } from '../features/auth/paths';
import { REDIRECT_PARAM, signedOutPage } from '../features/auth/redirect';
import { SignInForm } from '../features/auth/sign-in-form';

export function loader({ context, url }: Route.LoaderArgs) {
  const page = signedOutPage(context, url);
  return {
    ...page,
    /** The `redirect` parameter to carry to the sign-up page (null: the default destination). */
    carry: url.searchParams.has(REDIRECT_PARAM) ? page.redirectTo : null,
    greetName: context.semiLoggedCustomer?.firstName ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return authMeta(loaderData, AUTH_PAGES.signIn);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { redirectTo, carry, greetName } = loaderData;
  const signUpHref = carry
    ? `${AUTH_PATHS.signUp}?${REDIRECT_PARAM}=${encodeURIComponent(carry)}`
    : AUTH_PATHS.signUp;
  return (
    <AuthPage
      title={AUTH_PAGES.signIn.title}
      lead={
        greetName ? (
          <p className="auth-greeting">Olá, {greetName}! Entre novamente para continuar.</p>
        ) : (
          <p>Acesse sua conta com seu CPF ou e-mail.</p>
        )
      }
      aside={
        <p>
          Ainda não tem conta? <a href={signUpHref}>Criar conta</a>
        </p>
      }
    >
      <SignInForm redirectTo={redirectTo} />
    </AuthPage>
  );
}
