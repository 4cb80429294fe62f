/**
 * The pages of a logged customer (my account, my subscriptions, refer friends; SPEC §6): a visitor
 * or a semi-logged customer (ADR 0007) is sent to sign in and comes back to the page; never indexed (lib/seo's privatePageMeta).
 */
import { redirect } from 'react-router';
import { isFeatureVisible } from '@adega/domain/roles';
import type { WebLoadContext } from '../../context';
import { signInUrl } from './redirect';

/** The signed-in customer's page data, or a redirect to sign in and back to `path`. */
export function signedInPage(context: WebLoadContext, path: string) {
  const { customer } = context;
  if (!customer) throw redirect(signInUrl(path));
  return {
    firstName: customer.firstName,
    store: context.store,
    clubVisible: isFeatureVisible('clubMenu', context.store),
  };
}
