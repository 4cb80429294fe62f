/**
 * A shared Winelist (`/winelist/{token}`, issue #16): public and read-only, works signed out,
 * never indexed. See features/winelists/shared-winelist-page.tsx.
 */
import type { Route } from './+types/winelist';
import { SharedWinelistPage } from '../features/winelists';
import { pageTitle, siteNameOf } from '../lib/seo';

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw new Response('Not Found', { status: 404 });
  return { token, store: context.store };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle('Winelist', siteNameOf(loaderData?.store ?? 'WINE')) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Winelist({ loaderData }: Route.ComponentProps) {
  return <SharedWinelistPage token={loaderData.token} initial={undefined} />;
}
