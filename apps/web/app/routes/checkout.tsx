/**
 * /checkout.ep (SPEC §2 checkout; issue #13). Signed-in customers only: a visitor or a
 * semi-logged customer (ADR 0007) signs in and comes back here (sign-in merges the visitor's
 * cart). The cart itself is read by the browser, as everywhere (it is never part of a cached
 * page); an empty cart goes back to the store with a message. Private: never indexed.
 */
import { redirect } from 'react-router';
import { OPT_IN_COUPON_CHECKBOX_VARIANT } from '@adega/domain/flags';
import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/checkout';
import { signInUrl } from '../features/auth/redirect';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { privatePageMeta } from '../lib/seo';

export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = context;
  // '/sign-in.ep?redirect=%2Fcheckout.ep', through the same guard as the sign-in page.
  if (!customer) throw redirect(signInUrl(ROUTES.checkout));
  // Issue #18: the customer's variant of the coupon opt-in test (SPEC §8: a failed read is the
  // control, no checkbox).
  const optIn = await context
    .flag('ab-test', 'checkbox_to_opt_in_on_ecom_checkout_coupon')
    .catch(() => null);
  return {
    couponOptIn: optIn?.variant === OPT_IN_COUPON_CHECKBOX_VARIANT,
    store: context.store,
    customer: {
      firstName: customer.firstName,
      socioClube: customer.socioClube,
      socioPrime: customer.socioPrime,
      beneficiosClube: customer.beneficiosClube,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Finalizar pedido', loaderData?.store);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      store={loaderData.store}
      customer={loaderData.customer}
      couponOptIn={loaderData.couponOptIn}
    />
  );
}
