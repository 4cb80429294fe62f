/**
 * /cadastro.ep: creating an account, as an individual or a company. A signed-in customer goes
 * to the destination instead. The marketing opt-in follows the SPEC §7 flag
 * `enable/checkbox_to_opt_in_on_authentication`.
 */
import type { Route } from './+types/cadastro';
import { AuthPage } from '../features/auth/auth-page';
import { AUTH_PAGES, authMeta } from '../features/auth/meta';
import { signedOutPage, signInUrl } from '../features/auth/redirect';
import { SignUpForm } from '../features/auth/sign-up-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    ...signedOutPage(context, url),
    initialKind: url.searchParams.get('tipo') === 'pj' ? ('PJ' as const) : ('PF' as const),
    optInEnabled: await context.featureEnabled('checkbox_to_opt_in_on_authentication'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return authMeta(loaderData, AUTH_PAGES.signUp);
}

export default function Cadastro({ loaderData }: Route.ComponentProps) {
  const { redirectTo, optInEnabled, initialKind } = loaderData;
  return (
    <AuthPage
      wide
      title={AUTH_PAGES.signUp.title}
      lead={<p>Preencha seus dados para comprar, acompanhar pedidos e aproveitar o clube.</p>}
      aside={
        <p>
          Já tem conta? <a href={signInUrl(redirectTo)}>Entrar</a>
        </p>
      }
    >
      <SignUpForm redirectTo={redirectTo} optInEnabled={optInEnabled} initialKind={initialKind} />
    </AuthPage>
  );
}
