/**
 * The order e-mails (pt-BR, text and HTML, one layout), queued in the outbox: paid; waiting for
 * its Pix or boleto (with the instructions); cancelled because the Pix or boleto was not paid;
 * invoiced, shipped and delivered (issue #14).
 */
import { formatBRL } from '@adega/domain/money';
import type { PlacedOrderDto } from '../../contract.ts';
import { renderEmail, type MailButton } from '../mail/layout.ts';
import type { OutgoingEmail } from '../mail/mailer.ts';

/** Where the customer follows the order (the account's orders page). */
export function orderLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/minha-wine#/pedidos/${encodeURIComponent(orderNumber)}`;
}

/** What an e-mail about a placed order says (its button opens the order's page). */
interface PlacedOrderCopy {
  kind: string;
  subject: string;
  paragraphs: string[];
  button: string;
}

/** An e-mail about a placed order: `copy` says it from the order and its total (formatted). */
function placedOrderEmail(copy: (order: PlacedOrderDto, total: string) => PlacedOrderCopy) {
  return (
    customer: { email: string; name: string },
    order: PlacedOrderDto,
    publicUrl: string,
  ): OutgoingEmail => {
    const link = orderLink(publicUrl, order.orderNumber);
    const { kind, subject, paragraphs, button } = copy(order, formatBRL(order.total));
    return plainEmail(kind, customer, subject, paragraphs, link, button);
  };
}

export const orderPlacedEmail = placedOrderEmail((order, total) => {
  const card = order.payment.lastFour ? ` final ${order.payment.lastFour}` : '';
  const installments = `${String(order.payment.installments)}x sem juros`;
  if (order.payment.type === 'CREDITOCLUBE') {
    return paidCopy(order, 'Pago com o seu crédito de cashback.');
  }
  const paidWith = PAID_WITH[order.payment.type];
  if (paidWith) return paidCopy(order, `Total: ${total} ${paidWith}.`);
  return paidCopy(order, `Total: ${total} no cartão de crédito${card} (${installments}).`);
});

const PAID_WITH: Partial<Record<string, string>> = { PIX: 'via Pix', BOLETO: 'via boleto' };

function plainEmail(
  kind: string,
  to: { email: string; name: string },
  subject: string,
  paragraphs: readonly string[],
  link: string,
  button: string,
): OutgoingEmail {
  return renderEmail(kind, to, subject, paragraphs, [{ href: link, label: button }]);
}

function paidCopy(order: PlacedOrderDto, paid: string): PlacedOrderCopy {
  return {
    kind: 'order-placed',
    subject: `Pedido ${order.orderNumber} confirmado`,
    paragraphs: [`Recebemos o pagamento do seu pedido ${order.orderNumber}.`, paid],
    button: 'Acompanhar pedido',
  };
}

/** The order waits for its Pix or boleto: how to pay it and until when. */
export const awaitingPaymentEmail = placedOrderEmail((order, total) => {
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
  return {
    kind: 'order-awaiting-payment',
    subject: `Pedido ${order.orderNumber} aguardando pagamento`,
    paragraphs: [
      `Recebemos o seu pedido ${order.orderNumber}.`,
      ...lines,
      'Sem o pagamento no prazo, o pedido é cancelado e nada é cobrado.',
    ],
    button: 'Ver pedido',
  };
});

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
  | { status: 'FATURADO'; orderNumber: string; invoiceNumber: string }
  | { status: 'ENVIADO'; orderNumber: string; carrier: string; code: string; url: string | null }
  | { status: 'ENTREGUE'; orderNumber: string; cashback: number };

interface StatusCopy {
  subject: string;
  lines: string[];
  link: MailButton | null;
}

function statusCopy(change: OrderStatusChange, publicUrl: string): StatusCopy {
  const n = change.orderNumber;
  switch (change.status) {
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
  }
}

/**
 * The e-mail of a fulfilment step (issue #14): Faturado with the invoice link, Enviado with the
 * tracking code and link, Entregue with the cashback credited (paid and cancelled orders have the
 * e-mails above). Links come from the configured public URL, never from a request.
 */
export function orderStatusEmail(
  customer: { email: string; name: string },
  change: OrderStatusChange,
  publicUrl: string,
): OutgoingEmail {
  const copy = statusCopy(change, publicUrl);
  const follow = { href: orderLink(publicUrl, change.orderNumber), label: 'Acompanhar pedido' };
  return renderEmail(
    `order-${change.status.toLowerCase()}`,
    customer,
    copy.subject,
    copy.lines,
    copy.link ? [copy.link, follow] : [follow],
  );
}
