/**
 * How a Pix or a boleto waiting to be paid is shown (issue #14): the countdown to the Pix's expiry
 * (mm:ss, SPEC §9 "Countdown refresh 1 s"), the SVGs the server made as image sources (never
 * injected as markup), whether the page polls the order's status, how often, and what is
 * announced when the status changes. Pure functions over the contract's DTOs.
 */
import type { OrderDto, OrderStatus, OrderStatusDto } from '@adega/server/contract';

export const PAYMENT_WAIT_TEXTS = {
  waitingTitle: 'Pedido realizado! Falta só o pagamento.',
  pixTitle: 'Pague com Pix',
  pixSteps:
    'Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código Pix Copia e Cola.',
  pixCode: 'Pix Copia e Cola',
  pixQrAlt: 'QR Code do Pix deste pedido',
  pixExpiresIn: 'O código expira em',
  pixExpired:
    'O prazo para pagar este Pix terminou. Se você não pagou, o pedido será cancelado e os produtos voltam ao estoque.',
  boletoTitle: 'Pague o boleto',
  boletoSteps:
    'Pague no app do seu banco com a linha digitável ou imprima o boleto. A confirmação pode levar até 2 dias úteis.',
  boletoLine: 'Linha digitável',
  boletoBarcodeAlt: 'Código de barras do boleto',
  boletoDue: 'Vencimento',
  boletoPdf: 'Baixar boleto (PDF)',
  amount: 'Valor',
  waitingNote: 'Esta página se atualiza sozinha quando o pagamento for confirmado.',
  sandboxPay: 'Simular pagamento (ambiente de testes)',
  sandboxPaying: 'Simulando pagamento…',
  sandboxNote: 'Ambiente de testes: nenhum dinheiro é cobrado.',
  paidTitle: 'Pagamento confirmado!',
} as const;

/** How often the page asks the server for the order's status while it waits (ms). */
export const STATUS_POLL_MS = 3000;
/** The longest wait between two asks after failures (ms): the delay doubles on each failure. */
export const STATUS_POLL_MAX_MS = 30_000;

/** The wait before the next ask: the interval, doubled per consecutive failure, up to the cap. */
export function nextPollDelay(failures: number, base = STATUS_POLL_MS): number {
  const exponent = Math.min(Math.max(0, failures), 10);
  return Math.min(base * 2 ** exponent, STATUS_POLL_MAX_MS);
}

/** Only an order waiting for its payment can change by itself; any other state is final here. */
export function isWaitingForPayment(status: OrderStatus): boolean {
  return status === 'AGUARDANDO_PAGAMENTO';
}

/** Whether the order shows a Pix or a boleto to pay (and the page polls its status). */
export function awaitsPixOrBoleto(order: Pick<OrderDto, 'status' | 'payment'>): boolean {
  return (
    isWaitingForPayment(order.status) &&
    (order.payment.pix !== null || order.payment.boleto !== null)
  );
}

/** What the live region says when the polled status changed. */
export function statusAnnouncement(status: Pick<OrderStatusDto, 'status' | 'statusLabel'>): string {
  switch (status.status) {
    case 'AGUARDANDO_PAGAMENTO':
      return '';
    case 'PAGO':
      return 'Pagamento confirmado! Seu pedido está pago.';
    case 'CANCELADO':
      return 'O pagamento não foi confirmado a tempo e o pedido foi cancelado.';
    case 'EM_ANALISE':
      return 'Recebemos um pagamento com valor diferente do pedido: o valor foi estornado e o pedido está em análise.';
    default:
      return `Pagamento confirmado. Situação do pedido: ${status.statusLabel}.`;
  }
}

export interface Countdown {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  /** 'mm:ss' ('00:00' once expired); above an hour the minutes keep counting ('75:00'). */
  text: string;
  expired: boolean;
}

/** The time left until `expiresAt` (ISO) at `nowMs`; an unreadable date counts as expired. */
export function countdown(expiresAt: string, nowMs: number): Countdown {
  const end = Date.parse(expiresAt);
  const remainingMs = Number.isFinite(end) ? Math.max(0, end - nowMs) : 0;
  // Rounded up: '00:01' until the very last second has passed, '00:00' only when it expired.
  const seconds = Math.ceil(remainingMs / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return { remainingMs, text: `${mm}:${ss}`, expired: remainingMs === 0 };
}

/** 'mm:ss' read aloud: '29 minutos e 5 segundos'. */
export function countdownLabel(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = minutes === 1 ? '1 minuto' : `${String(minutes)} minutos`;
  const s = rest === 1 ? '1 segundo' : `${String(rest)} segundos`;
  return minutes === 0 ? s : rest === 0 ? m : `${m} e ${s}`;
}

/**
 * An SVG document the server made (QR code, barcode) as an `<img>` source: a data URL, so the
 * markup is never injected into the page (an `<img>` runs no script; CSP allows `data:` images).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The sandbox control that pays a Pix or a boleto: `${sandboxControl}/paid`. */
export function sandboxPaidPath(sandboxControl: string): string {
  return `${sandboxControl.replace(/\/+$/, '')}/paid`;
}

/** '/api/v1/me/orders/{orderNumber}/status' (owner only). */
export function orderStatusPath(orderNumber: string): string {
  return `/api/v1/me/orders/${encodeURIComponent(orderNumber)}/status`;
}

/**
 * The width and height an SVG declares (its viewBox, else its width/height attributes), so its
 * `<img>` reserves its box before it loads (no layout shift); null when it declares neither.
 */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(
    root,
  );
  if (box?.[1] && box[2]) {
    const width = Number(box[1]);
    const height = Number(box[2]);
    if (width > 0 && height > 0) return { width, height };
  }
  const width = Number(/\swidth\s*=\s*["']([\d.]+)(?:px)?["']/i.exec(root)?.[1] ?? NaN);
  const height = Number(/\sheight\s*=\s*["']([\d.]+)(?:px)?["']/i.exec(root)?.[1] ?? NaN);
  return width > 0 && height > 0 ? { width, height } : null;
}
