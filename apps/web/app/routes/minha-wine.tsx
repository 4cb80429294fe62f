/**
 * My account (issue #5, SPEC §2 '/minha-wine', '/minha-wine#/notificacoes'). Only a logged
 * customer sees it (SPEC §6); a visitor or a semi-logged customer (ADR 0007) is sent to sign in
 * and comes back here afterwards. Private: never indexed (the server also sends no-store).
 */
import { redirect } from 'react-router';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/minha-wine';
import { AccountPage } from '../features/account/account-page';
import { privatePageMeta } from '../lib/seo';

/** '/sign-in.ep?redirect=%2Fminha-wine' */
const SIGN_IN_FOR_ACCOUNT = `${ROUTES.signIn}?redirect=${encodeURIComponent(ROUTES.myAccount)}`;

export function loader({ context }: Route.LoaderArgs) {
  const { customer } = context;
  if (!customer) throw redirect(SIGN_IN_FOR_ACCOUNT);
  return { firstName: customer.firstName, store: context.store };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Minha conta', loaderData?.store);
}

export default function MinhaWine({ loaderData }: Route.ComponentProps) {
  return <AccountPage firstName={loaderData.firstName} store={loaderData.store} />;
}
