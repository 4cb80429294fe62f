/**
 * The order confirmation page (issue #13): `/pedido-confirmado.ep?orderNumber={n}`. Only the
 * signed-in owner sees it: a visitor or a semi-logged customer signs in and comes back here; an
 * unknown number or another customer's order is the 404 page (never a hint that it exists).
 * Private: never indexed (the server also sends no-store for a signed-in page).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/pedido-confirmado';
import { signInUrl } from '../features/auth/redirect';
import { ConfirmationPage } from '../features/orders';
import { privatePageMeta } from '../lib/seo';

/** Longest order number we look up (the domain's are 11 characters). */
const ORDER_NUMBER_MAX = 40;

function notFound(): never {
  throw new Response('Não encontrado', { status: 404 });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { customer } = context;
  if (!customer) throw redirect(signInUrl(`${url.pathname}${url.search}`));
  const orderNumber = url.searchParams.get('orderNumber')?.trim() ?? '';
  if (orderNumber === '' || orderNumber.length > ORDER_NUMBER_MAX) notFound();
  const order = await context.customerOrder(orderNumber);
  if (!order) notFound();
  return { order, firstName: customer.firstName, store: context.store };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(
    loaderData ? `Pedido ${loaderData.order.orderNumber} confirmado` : 'Pedido',
    loaderData?.store,
  );
}

export default function PedidoConfirmado({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmationPage
      order={loaderData.order}
      firstName={loaderData.firstName}
      store={loaderData.store}
    />
  );
}
