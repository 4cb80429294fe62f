/**
 * 'Avise-me quando chegar' (issue #34): a visitor (by e-mail) or a signed-in customer (their
 * account's e-mail, one click) asks to be told once when a sold-out wine is back. A request is one
 * per product and e-mail (case-insensitive) while open; it is recorded with the consent text the
 * person agreed to and when (as leads are, ADR 0033), and it ends with the one e-mail sent when
 * the wine is back in stock — back meaning what every surface shows (`isInStock`, ADR 0050: the
 * flag, a list price and units left).
 */
import { isInStock, type ShelfProduct } from './pricing/shelf.ts';

/** The text shown beside the button; its version is stored with every request. */
export const STOCK_ALERT_CONSENT_TEXT_VERSION = '2026-11-avise-me-1';
export const STOCK_ALERT_CONSENT_TEXT =
  'Ao clicar em Avise-me, você concorda em receber um único e-mail da Adega quando este vinho voltar ao estoque. Depois dele, o aviso termina.';

export const STOCK_ALERT_TEXTS = {
  title: 'Avise-me quando chegar',
  lead: 'Este vinho está esgotado no momento. Deixe seu e-mail e avisaremos quando ele voltar ao estoque.',
  customerLead: 'Este vinho está esgotado no momento. Avisaremos por e-mail quando ele voltar.',
  email: 'E-mail',
  submit: 'Avise-me',
  confirmed: 'Pronto! Avisaremos você por e-mail quando este vinho voltar ao estoque.',
  subscribed: 'Você será avisado em {email} quando este vinho voltar ao estoque.',
  cancel: 'Cancelar aviso',
  cancelled: 'Aviso cancelado. Você não receberá o e-mail deste vinho.',
  inStock: 'Este vinho já está disponível: você pode comprá-lo agora.',
  notFound: 'Você não tem aviso para este vinho.',
  productNotFound: 'Produto não encontrado.',
  error: 'Não foi possível registrar o aviso. Tente novamente.',
} as const;

/** The e-mail as one request per address counts it: trimmed, lower-case. */
export function stockAlertEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** 'Você será avisado em {email} …' for a signed-in customer's open request. */
export function subscribedText(email: string): string {
  return STOCK_ALERT_TEXTS.subscribed.replace('{email}', email);
}

/**
 * Whether a request may be made for the product now: only while it is not in stock (an
 * available wine is bought, not awaited).
 */
export function acceptsStockAlert(product: ShelfProduct): boolean {
  return !isInStock(product);
}

/** Whether an open request is due its e-mail: the wine is back, as every surface shows it. */
export function isStockAlertDue(request: { notifiedAt: Date | null }, product: ShelfProduct) {
  return request.notifiedAt === null && isInStock(product);
}

/** The e-mail's subject and paragraphs (one e-mail per request; the request then ends). */
export function stockAlertEmailText(productName: string): {
  subject: string;
  paragraphs: string[];
  button: string;
} {
  return {
    subject: `${productName} voltou ao estoque`,
    paragraphs: [
      `Boa notícia: o vinho ${productName}, que você pediu para avisarmos, voltou ao estoque.`,
      'As unidades são limitadas: garanta o seu enquanto durar.',
      'Este é o único e-mail deste aviso: o seu pedido de aviso foi encerrado.',
    ],
    button: 'Ver o vinho',
  };
}
