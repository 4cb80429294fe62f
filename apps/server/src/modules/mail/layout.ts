/**
 * The one e-mail layout (greeting, paragraphs, buttons; text and HTML, pt-BR), shared by the
 * order e-mails and the product alerts (issue #16).
 */
import { escapeMarkup } from '@adega/domain/markup';
import type { OutgoingEmail } from './mailer.ts';

export interface MailButton {
  href: string;
  label: string;
}

const BUTTON_STYLE =
  'background:#7b1430;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block';

/** Every e-mail's one layout: greeting, paragraphs, buttons (text: 'label: link'). */
export function renderEmail(
  kind: string,
  to: { email: string; name: string },
  subject: string,
  paragraphs: readonly string[],
  buttons: readonly MailButton[],
): OutgoingEmail {
  // A visitor's e-mail (issue #34 'Avise-me') has no name to greet.
  const greeting = to.name.trim() ? `Olá, ${to.name}!` : 'Olá!';
  const body = [greeting, ...paragraphs].map((p) => `<p>${escapeMarkup(p)}</p>`).join('');
  const links = buttons
    .map(
      (b) =>
        `<p><a href="${escapeMarkup(b.href)}" style="${BUTTON_STYLE}">${escapeMarkup(b.label)}</a></p>`,
    )
    .join('');
  return {
    kind,
    to: to.email,
    subject,
    text: [
      greeting,
      '',
      ...paragraphs,
      ...buttons.flatMap((b) => ['', `${b.label}:`, b.href]),
    ].join('\n'),
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="color:#7b1430;font-size:22px">${escapeMarkup(subject)}</h1>${body}${links}<p style="color:#777;font-size:12px">Adega · Este é um e-mail automático, não responda.</p></body></html>`,
  };
}
