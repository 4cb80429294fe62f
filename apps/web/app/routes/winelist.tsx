/**
 * A shared Winelist (`/winelist/{token}`, issue #16): public and read-only, works signed out,
 * never indexed. Rendered on the server from `context.sharedWinelist`; an unknown token is 404.
 * See features/winelists/shared-winelist-page.tsx.
 */
import { data } from 'react-router';
import type { Route } from './+types/winelist';
import { SharedWinelistPage } from '../features/winelists';
import { privatePageMeta } from '../lib/seo';

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? '';
  const list = await context.sharedWinelist(token);
  // The page says the list is gone, with a real 404 status.
  return data({ token, list, store: context.store }, list ? undefined : { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.list?.name ?? 'Winelist', loaderData?.store);
}

export default function Winelist({ loaderData }: Route.ComponentProps) {
  return <SharedWinelistPage token={loaderData.token} initial={loaderData.list} />;
}
