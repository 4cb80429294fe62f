import { describe, expect, it } from 'vitest';
import type { ReferralDto } from '@adega/server/contract';
import {
  isMemberReferral,
  mailtoHref,
  referralsText,
  shareMessage,
  whatsappHref,
  type MemberReferral,
} from './referral-view';

const member: MemberReferral = {
  code: 'ANA10',
  link: 'https://www.adega.test/clubewine?indicacao=ANA10',
  benefit: 30,
  reward: 20,
  description: 'Indique um amigo…',
  referrals: 2,
  earned: 40,
};

describe('referral view', () => {
  it('a member has a code and a link', () => {
    expect(isMemberReferral(member)).toBe(true);
    const outsider: ReferralDto = { ...member, code: null, link: null };
    expect(isMemberReferral(outsider)).toBe(false);
  });

  it('the message carries the code, the friend benefit and the link', () => {
    expect(shareMessage(member)).toBe(
      'Assine o Clube Wine com o meu código ANA10 e ganhe R$ 30,00 de desconto na primeira caixa: https://www.adega.test/clubewine?indicacao=ANA10',
    );
    expect(shareMessage({ ...member, benefit: 0 })).toBe(
      'Assine o Clube Wine com o meu código ANA10: https://www.adega.test/clubewine?indicacao=ANA10',
    );
  });

  it('WhatsApp and e-mail links, encoded', () => {
    const wa = new URL(whatsappHref(member));
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe(shareMessage(member));
    const mail = mailtoHref(member);
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('&body=')[1] ?? '')).toBe(shareMessage(member));
  });

  it('counts friends in pt-BR', () => {
    expect(referralsText(0)).toBe('Nenhum amigo assinou ainda');
    expect(referralsText(1)).toBe('1 amigo assinou');
    expect(referralsText(1200)).toBe('1.200 amigos assinaram');
  });
});
