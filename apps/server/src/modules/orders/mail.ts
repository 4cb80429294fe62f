/** The order e-mail (pt-BR, text and HTML), queued in the outbox when the order is paid. */
import { formatBRL, fromReais } from '@adega/domain/money';
import type { PlacedOrderDto } from '../../contract.ts';
import type { OutgoingEmail } from '../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Where the customer follows the order (the account's orders page). */
export function orderLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/minha-wine#/pedidos/${encodeURIComponent(orderNumber)}`;
}

export function orderPlacedEmail(
  customer: { email: string; name: string },
  order: PlacedOrderDto,
  publicUrl: string,
): OutgoingEmail {
  const link = orderLink(publicUrl, order.orderNumber);
  const total = formatBRL(fromReais(order.total));
  const card = order.payment.lastFour ? ` final ${order.payment.lastFour}` : '';
  const installments = `${String(order.payment.installments)}x sem juros`;
  return {
    kind: 'order-placed',
    to: customer.email,
    subject: `Pedido ${order.orderNumber} confirmado`,
    text: [
      `Olá, ${customer.name}!`,
      '',
      `Recebemos o pagamento do seu pedido ${order.orderNumber}.`,
      `Total: ${total} no cartão de crédito${card} (${installments}).`,
      '',
      'Acompanhe o pedido em:',
      link,
    ].join('\n'),
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="color:#7b1430;font-size:22px">Pedido ${escapeHtml(order.orderNumber)} confirmado</h1><p>Olá, ${escapeHtml(customer.name)}!</p><p>Recebemos o pagamento do seu pedido. Total: <strong>${escapeHtml(total)}</strong> no cartão de crédito${escapeHtml(card)} (${escapeHtml(installments)}).</p><p><a href="${escapeHtml(link)}" style="background:#7b1430;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">Acompanhar pedido</a></p><p style="color:#777;font-size:12px">Adega · Este é um e-mail automático, não responda.</p></body></html>`,
  };
}
