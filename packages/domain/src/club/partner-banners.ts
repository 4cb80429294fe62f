/**
 * SPEC §9: "Partner programme banner and terms links exist (Smiles, Santander, Personnalité,
 * Prime, Prime trial, Pass, Turbine and others)". Each programme of PARTNER_PROGRAMMES has a
 * banner (a headline and a line of copy, as data here) and a link to its terms. The terms links
 * come from configuration (the server's PARTNER_TERMS_LINKS) and go through the one safe-link
 * rule when configured and again when rendered; unconfigured, a programme's terms are its item in
 * the help centre (`/ajuda#parceiro-{slug}`), whose text is `terms` below.
 *
 * ADR 0053 still holds: the store establishes a customer's own programme (Prime, Pass) only; the
 * banners say what each programme is and where its rules are, and promise no benefit the store
 * does not apply (the external partners' benefits are granted by the partner, under its terms).
 */
import {
  PARTNER_PROGRAMMES,
  PREMIUM_CASHBACK_MULTIPLIER,
  PREMIUM_DISCOUNT_PERCENT,
} from '../constants.ts';
import { safeLink } from '../safe-link.ts';
import { ROUTES } from '../urls-routes.ts';
import type { PartnerProgramme } from './partner.ts';

export interface PartnerBanner {
  programme: PartnerProgramme;
  /** The anchor of its terms in the help centre: `parceiro-{slug}`. */
  slug: string;
  headline: string;
  copy: string;
  /** The help centre's summary of the programme's terms (one paragraph per entry). */
  terms: readonly string[];
}

const PARTNER_TERMS_FOOTER =
  'O regulamento completo, com prazos e condições de participação, é publicado pelo parceiro; em caso de divergência, vale o texto do parceiro.';

export const PARTNER_BANNERS: readonly PartnerBanner[] = [
  {
    programme: 'Smiles',
    slug: 'smiles',
    headline: 'Smiles',
    copy: 'Clientes Smiles acumulam milhas em compras na Wine, nas condições da parceria.',
    terms: [
      'As milhas são creditadas pela Smiles na conta do participante informada no cadastro, depois da entrega do pedido.',
      PARTNER_TERMS_FOOTER,
    ],
  },
  {
    programme: 'Santander',
    slug: 'santander',
    headline: 'Santander',
    copy: 'Correntistas e clientes de cartões Santander têm condições especiais da parceria.',
    terms: [
      'As condições valem para compras pagas com cartão Santander elegível, enquanto durar a parceria.',
      PARTNER_TERMS_FOOTER,
    ],
  },
  {
    programme: 'Personnalité',
    slug: 'personnalite',
    headline: 'Itaú Personnalité',
    copy: 'Clientes Personnalité têm condições especiais da parceria.',
    terms: [
      'As condições valem para clientes Personnalité com cartão elegível, enquanto durar a parceria.',
      PARTNER_TERMS_FOOTER,
    ],
  },
  {
    programme: 'Prime',
    slug: 'prime',
    headline: 'Wine Prime',
    copy: `Assinantes Wine Prime têm ${String(PREMIUM_DISCOUNT_PERCENT)}% de desconto em toda a loja e ${String(PREMIUM_CASHBACK_MULTIPLIER)}x mais cashback.`,
    terms: [
      'Os benefícios valem enquanto a assinatura premium estiver ativa e em dia; o cancelamento encerra os benefícios no fim do período pago.',
    ],
  },
  {
    programme: 'Prime trial',
    slug: 'prime-teste',
    headline: 'Wine Prime para experimentar',
    copy: 'Conheça os benefícios premium antes de assinar, quando houver período de teste aberto.',
    terms: [
      'O período de teste, quando oferecido, é um por cliente e vira assinatura paga só com a sua confirmação.',
    ],
  },
  {
    programme: 'Pass',
    slug: 'pass',
    headline: 'WineYou',
    copy: `Com o passe winepass você tem ${String(PREMIUM_DISCOUNT_PERCENT)}% de desconto em vinhos e ${String(PREMIUM_CASHBACK_MULTIPLIER)}x mais cashback.`,
    terms: [
      'O winepass é uma assinatura mensal: os benefícios valem a partir da confirmação do pagamento e enquanto ele estiver ativo.',
    ],
  },
  {
    programme: 'Turbine',
    slug: 'turbine',
    headline: 'Turbine',
    copy: 'Clientes Turbine têm condições especiais da parceria.',
    terms: [
      'As condições valem para clientes do programa Turbine identificados no cadastro, enquanto durar a parceria.',
      PARTNER_TERMS_FOOTER,
    ],
  },
];

/** The anchor of a programme's terms in the help centre: `parceiro-smiles`. */
export function partnerTermsAnchor(banner: PartnerBanner): string {
  return `parceiro-${banner.slug}`;
}

export const PARTNER_TERMS_LINKS_TEXT =
  'PARTNER_TERMS_LINKS deve ser uma lista "Programa=link;…" de programas conhecidos, cada link um caminho do site (/…) ou um endereço https://';

/**
 * Parses `Smiles=https://…;Santander=/regulamentos/santander` (the server's PARTNER_TERMS_LINKS):
 * each programme at most once, each link safe. Null when anything is wrong (boot fails on it).
 */
export function parsePartnerTermsLinks(
  value: string,
): Partial<Record<PartnerProgramme, string>> | null {
  const links: Partial<Record<PartnerProgramme, string>> = {};
  for (const entry of value.split(';')) {
    if (entry.trim() === '') continue;
    const at = entry.indexOf('=');
    if (at < 0) return null;
    const name = entry.slice(0, at).trim();
    const link = safeLink(entry.slice(at + 1).trim());
    const programme = PARTNER_PROGRAMMES.find((p) => p === name);
    if (!programme || !link || programme in links) return null;
    links[programme] = link;
  }
  return links;
}

export interface PartnerBannerLink {
  programme: PartnerProgramme;
  headline: string;
  copy: string;
  /** A safe link (checked again here, whatever the configuration held). */
  termsHref: string;
  /** Whether the terms are on another site (opened in a new tab). */
  external: boolean;
}

/** Every programme's banner with its terms link: the configured one when safe, else the help's. */
export function partnerBannerLinks(
  configured: Partial<Record<PartnerProgramme, string>>,
): PartnerBannerLink[] {
  return PARTNER_BANNERS.map((banner) => {
    const termsHref =
      safeLink(configured[banner.programme]) ?? `${ROUTES.help}#${partnerTermsAnchor(banner)}`;
    return {
      programme: banner.programme,
      headline: banner.headline,
      copy: banner.copy,
      termsHref,
      external: !termsHref.startsWith('/'),
    };
  });
}
