/** Head of the account pages: title, description, canonical URL, never indexed. */
import type { MetaDescriptor } from 'react-router';
import { seo, siteNameOf } from '../../lib/seo';
import { AUTH_PATHS } from './paths';

/** The account pages: their address, and the title (also the page's heading) and description. */
export const AUTH_PAGES = {
  signIn: {
    path: AUTH_PATHS.signIn,
    title: 'Entrar',
    description: 'Entre na sua conta com CPF ou e-mail e senha.',
  },
  signUp: {
    path: AUTH_PATHS.signUp,
    title: 'Criar conta',
    description: 'Crie sua conta como pessoa física ou jurídica.',
  },
  forgotPassword: {
    path: AUTH_PATHS.forgotPassword,
    title: 'Esqueci minha senha',
    description: 'Receba por e-mail um link para criar uma nova senha.',
  },
  resetPassword: {
    path: AUTH_PATHS.resetPassword,
    title: 'Criar nova senha',
    description: 'Escolha uma nova senha para a sua conta.',
  },
} as const;

export function authMeta(
  data: { origin: string; store: string } | undefined,
  page: { path: string; title: string; description: string },
  options: { noReferrer?: boolean } = {},
): MetaDescriptor[] {
  const tags = data
    ? seo({
        origin: data.origin,
        path: page.path,
        title: page.title,
        description: page.description,
        siteName: siteNameOf(data.store),
        image: null,
        noIndex: true,
      })
    : [{ title: page.title }, { name: 'robots', content: 'noindex' }];
  // The reset link's token is in the address: no page it links to may receive it as Referer.
  if (options.noReferrer) tags.push({ name: 'referrer', content: 'no-referrer' });
  return tags;
}
