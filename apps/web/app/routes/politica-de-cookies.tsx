import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/politica-de-cookies';
import { CookiePolicyPage } from '../features/consent';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';
import '../features/consent/consent.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin, store: context.store };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    origin: data.origin,
    path: ROUTES.cookiePolicy,
    siteName: siteNameOf(data.store),
    title: 'Política de cookies',
    description:
      'Os cookies que a Adega usa, para que servem, por quanto tempo ficam no seu navegador e como mudar a sua escolha.',
  });
}

export default function Politica() {
  return <CookiePolicyPage />;
}
