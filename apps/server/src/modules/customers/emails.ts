/** The account e-mails (pt-BR, text and HTML). Links and names are escaped in the HTML part. */
import { escapeMarkup } from '@adega/domain/markup';
import type { OutgoingEmail } from '../mail/mailer.ts';
import type { CustomerRow } from './repo.ts';

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="color:#7b1430;font-size:22px">${escapeMarkup(title)}</h1>${body}<p style="color:#777;font-size:12px">Adega · Este é um e-mail automático, não responda.</p></body></html>`;
}

/** What one account e-mail says after its greeting: text lines, and HTML paragraphs (markup). */
interface AccountCopy {
  kind: string;
  subject: string;
  title: string;
  text: string[];
  html: string[];
}

/** An account e-mail to `customer`, greeted by first name (else full name) in both parts. */
function accountEmail(customer: CustomerRow, copy: AccountCopy): OutgoingEmail {
  const name = customer.firstName || customer.fullName;
  return {
    kind: copy.kind,
    to: customer.email,
    subject: copy.subject,
    text: [`Olá, ${name}!`, '', ...copy.text].join('\n'),
    html: layout(copy.title, [`Olá, ${escapeMarkup(name)}!`, ...copy.html]),
  };
}

export function passwordResetEmail(customer: CustomerRow, link: string): OutgoingEmail {
  return accountEmail(customer, {
    kind: 'password-reset',
    subject: 'Redefinição de senha da sua conta Adega',
    title: 'Redefinição de senha',
    text: [
      'Recebemos um pedido para criar uma nova senha para a sua conta.',
      'Para continuar, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
      '',
      link,
      '',
      'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    ],
    html: [
      'Recebemos um pedido para criar uma nova senha para a sua conta.',
      `<a href="${escapeMarkup(link)}" style="background:#7b1430;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">Criar nova senha</a>`,
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    ],
  });
}

export function passwordChangedEmail(customer: CustomerRow): OutgoingEmail {
  return accountEmail(customer, {
    kind: 'password-changed',
    subject: 'Sua senha da Adega foi alterada',
    title: 'Senha alterada',
    text: [
      'A senha da sua conta foi alterada e todas as sessões abertas foram encerradas.',
      'Se não foi você, redefina sua senha agora e fale com a nossa central de ajuda.',
    ],
    html: [
      'A senha da sua conta foi alterada e todas as sessões abertas foram encerradas.',
      'Se não foi você, redefina sua senha agora e fale com a nossa central de ajuda.',
    ],
  });
}

export function emailChangedEmail(customer: CustomerRow, newEmail: string): OutgoingEmail {
  return accountEmail(customer, {
    kind: 'email-changed',
    subject: 'O e-mail da sua conta Adega foi alterado',
    title: 'E-mail alterado',
    text: [
      `O e-mail da sua conta foi alterado para ${newEmail}.`,
      'Se não foi você, fale com a nossa central de ajuda imediatamente.',
    ],
    html: [
      `O e-mail da sua conta foi alterado para <strong>${escapeMarkup(newEmail)}</strong>.`,
      'Se não foi você, fale com a nossa central de ajuda imediatamente.',
    ],
  });
}
