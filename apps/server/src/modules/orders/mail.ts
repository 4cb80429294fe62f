/**
 * The order e-mails (pt-BR, text and HTML), queued in the outbox: paid; waiting for its Pix or
 * boleto (with the instructions); cancelled because the Pix or boleto was not paid (issue #14).
 */
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
  if (order.payment.type === 'CREDITOCLUBE') {
    return paidEmail(customer, order, link, 'Pago com o seu crédito de cashback.');
  }
  const paidWith = PAID_WITH[order.payment.type];
  if (paidWith) return paidEmail(customer, order, link, `Total: ${total} ${paidWith}.`);
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

const PAID_WITH: Partial<Record<string, string>> = { PIX: 'via Pix', BOLETO: 'via boleto' };

function mailHtml(title: string, paragraphs: readonly string[], link: string, button: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="color:#7b1430;font-size:22px">${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(link)}" style="background:#7b1430;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p><p style="color:#777;font-size:12px">Adega · Este é um e-mail automático, não responda.</p></body></html>`;
}

function plainEmail(
  kind: string,
  to: { email: string; name: string },
  subject: string,
  paragraphs: readonly string[],
  link: string,
  button: string,
): OutgoingEmail {
  return {
    kind,
    to: to.email,
    subject,
    text: [`Olá, ${to.name}!`, '', ...paragraphs, '', `${button}:`, link].join('\n'),
    html: mailHtml(subject, [`Olá, ${to.name}!`, ...paragraphs], link, button),
  };
}

function paidEmail(
  customer: { email: string; name: string },
  order: PlacedOrderDto,
  link: string,
  paid: string,
): OutgoingEmail {
  return plainEmail(
    'order-placed',
    customer,
    `Pedido ${order.orderNumber} confirmado`,
    [`Recebemos o pagamento do seu pedido ${order.orderNumber}.`, paid],
    link,
    'Acompanhar pedido',
  );
}

/** The order waits for its Pix or boleto: how to pay it and until when. */
export function awaitingPaymentEmail(
  customer: { email: string; name: string },
  order: PlacedOrderDto,
  publicUrl: string,
): OutgoingEmail {
  const link = orderLink(publicUrl, order.orderNumber);
  const total = formatBRL(fromReais(order.total));
  const { pix, boleto } = order.payment;
  const lines = pix
    ? [
        `Pague ${total} com Pix até ${new Date(pix.expiresAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })} (30 minutos): no app do seu banco, escolha Pix Copia e Cola e cole o código abaixo.`,
        pix.brCode,
      ]
    : boleto
      ? [
          `Pague ${total} com o boleto até ${boleto.dueDate.split('-').reverse().join('/')}. Linha digitável:`,
          boleto.formattedLine,
        ]
      : [];
  return plainEmail(
    'order-awaiting-payment',
    customer,
    `Pedido ${order.orderNumber} aguardando pagamento`,
    [
      `Recebemos o seu pedido ${order.orderNumber}.`,
      ...lines,
      'Sem o pagamento no prazo, o pedido é cancelado e nada é cobrado.',
    ],
    link,
    'Ver pedido',
  );
}

/** The Pix or boleto was not paid in time (or was refused): the order is cancelled. */
export function paymentExpiredEmail(
  customer: { email: string; name: string },
  orderNumber: string,
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  return plainEmail(
    'order-cancelled',
    customer,
    `Pedido ${orderNumber} cancelado`,
    [
      reason,
      'Os produtos voltaram ao estoque e nenhum valor foi cobrado. Você pode fazer um novo pedido quando quiser.',
    ],
    orderLink(publicUrl, orderNumber),
    'Ver pedido',
  );
}
/** The nota fiscal's download link (owner only; the customer signs in first when needed). */
export function invoiceLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/download-nota-fiscal.ep?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/** What changed, per status, for `orderStatusEmail` (money in centavos). */
export type OrderStatusChange =
  | { status: 'PAGO'; orderNumber: string; total: number; paymentLabel: string }
  | { status: 'FATURADO'; orderNumber: string; invoiceNumber: string }
  | { status: 'ENVIADO'; orderNumber: string; carrier: string; code: string; url: string | null }
  | { status: 'ENTREGUE'; orderNumber: string; cashback: number }
  | { status: 'CANCELADO'; orderNumber: string; reason: string };

interface StatusCopy {
  subject: string;
  lines: string[];
  link: { href: string; label: string } | null;
}

function statusCopy(change: OrderStatusChange, publicUrl: string): StatusCopy {
  const n = change.orderNumber;
  switch (change.status) {
    case 'PAGO':
      return {
        subject: `Pagamento do pedido ${n} confirmado`,
        lines: [
          `Recebemos o pagamento do seu pedido ${n}: ${formatBRL(change.total)} (${change.paymentLabel}).`,
          'Agora vamos separar seus vinhos e emitir a nota fiscal.',
        ],
        link: null,
      };
    case 'FATURADO':
      return {
        subject: `Pedido ${n} faturado: sua nota fiscal`,
        lines: [
          `A nota fiscal nº ${change.invoiceNumber} do seu pedido ${n} foi emitida.`,
          'Baixe o PDF da nota fiscal pelo link abaixo (é preciso estar conectado à sua conta).',
        ],
        link: { href: invoiceLink(publicUrl, n), label: 'Baixar nota fiscal' },
      };
    case 'ENVIADO':
      return {
        subject: `Pedido ${n} enviado`,
        lines: [
          `Seu pedido ${n} saiu para entrega com a ${change.carrier}.`,
          `Código de rastreamento: ${change.code}`,
          ...(change.url ? [`Acompanhe a entrega em: ${change.url}`] : []),
        ],
        link: change.url ? { href: change.url, label: 'Rastrear entrega' } : null,
      };
    case 'ENTREGUE':
      return {
        subject: `Pedido ${n} entregue`,
        lines: [
          `Seu pedido ${n} foi entregue. Saúde!`,
          change.cashback > 0
            ? `Creditamos ${formatBRL(change.cashback)} de cashback na sua conta.`
            : 'Esperamos que aproveite seus vinhos.',
        ],
        link: null,
      };
    case 'CANCELADO':
      return {
        subject: `Pedido ${n} cancelado`,
        lines: [`Seu pedido ${n} foi cancelado.`, `Motivo: ${change.reason}`],
        link: null,
      };
  }
}

/**
 * The e-mail of a status change (issue #14): Pago, Faturado with the invoice link, Enviado with
 * the tracking code and link, Entregue with the cashback credited, Cancelado with the reason.
 * Links come from the configured public URL, never from a request.
 */
export function orderStatusEmail(
  customer: { email: string; name: string },
  change: OrderStatusChange,
  publicUrl: string,
): OutgoingEmail {
  const copy = statusCopy(change, publicUrl);
  const follow = orderLink(publicUrl, change.orderNumber);
  const button = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="background:#7b1430;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
  return {
    kind: `order-${change.status.toLowerCase()}`,
    to: customer.email,
    subject: copy.subject,
    text: [
      `Olá, ${customer.name}!`,
      '',
      ...copy.lines,
      ...(copy.link ? ['', `${copy.link.label}: ${copy.link.href}`] : []),
      '',
      'Acompanhe o pedido em:',
      follow,
    ].join('\n'),
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="color:#7b1430;font-size:22px">${escapeHtml(copy.subject)}</h1><p>Olá, ${escapeHtml(customer.name)}!</p>${copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${copy.link ? button(copy.link.href, copy.link.label) : ''}${button(follow, 'Acompanhar pedido')}<p style="color:#777;font-size:12px">Adega · Este é um e-mail automático, não responda.</p></body></html>`,
  };
}
