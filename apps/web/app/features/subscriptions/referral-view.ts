/**
 * What /minha-wine/indique shows and shares (issue #15, ADR 0025): the message a member sends to
 * a friend and the WhatsApp and e-mail links that carry it. Pure.
 */
import type { ReferralDto } from '@adega/server/contract';
import { formatBRL, fromReais } from '@adega/domain/money';

export const SHARE_SUBJECT = 'Um convite para o Clube Wine';

/** A member's referral: the code and the link are there. */
export type MemberReferral = ReferralDto & { code: string; link: string };

export function isMemberReferral(referral: ReferralDto): referral is MemberReferral {
  return referral.code !== null && referral.link !== null;
}

/** 'Assine o Clube Wine com o meu código ANA10 e ganhe R$ 30,00 de desconto na primeira caixa: {link}' */
export function shareMessage(referral: MemberReferral): string {
  const gift =
    referral.benefit > 0
      ? ` e ganhe ${formatBRL(fromReais(referral.benefit))} de desconto na primeira caixa`
      : '';
  return `Assine o Clube Wine com o meu código ${referral.code}${gift}: ${referral.link}`;
}

/** WhatsApp's share link (the customer picks the contact): https://wa.me/?text=… */
export function whatsappHref(referral: MemberReferral): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(referral))}`;
}

/** An e-mail to write (no recipient: the customer types it). */
export function mailtoHref(referral: MemberReferral): string {
  const subject = encodeURIComponent(SHARE_SUBJECT);
  const body = encodeURIComponent(shareMessage(referral));
  return `mailto:?subject=${subject}&body=${body}`;
}

/** '1 amigo assinou' / '3 amigos assinaram' / 'Nenhum amigo assinou ainda'. */
export function referralsText(count: number): string {
  if (count <= 0) return 'Nenhum amigo assinou ainda';
  return count === 1 ? '1 amigo assinou' : `${count.toLocaleString('pt-BR')} amigos assinaram`;
}
