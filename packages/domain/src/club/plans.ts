/**
 * The club's plans as data (issue #15, SPEC §2 box lines, §9 club store ids): six box lines and two
 * billing kinds. The premium/pass plans are the 'ClubePrime' products of the catalogue (SPEC §3
 * Offered subscription: price, monthly cashBack, skuCode), not listed here.
 *
 * SPEC §2 names the lines and gives no prices, bottle counts or descriptions: ours are in ADR 0021.
 */
import {
  CLUB_BOX_LINES,
  buildListingUrl,
  listingQuery,
  priceBandUrl,
  wineTypeUrl,
} from '../urls.ts';
import type { Centavos } from '../money.ts';
import { isOneOf } from '../one-of.ts';

export type ClubLineSlug = (typeof CLUB_BOX_LINES)[number]['slug'];

export interface ClubLine {
  slug: ClubLineSlug;
  name: string;
  /** Monthly price of the box, centavos. */
  monthlyPrice: Centavos;
  bottlesPerBox: number;
  /** What kind of wines come in the box. */
  wines: string;
  summary: string;
  description: readonly string[];
  forWhom: string;
  /** A listing of the store in the same spirit. */
  listing: { label: string; href: string };
}

type LineFacts = Pick<ClubLine, 'monthlyPrice' | 'bottlesPerBox' | 'wines'>;

const FACTS: Readonly<Record<ClubLineSlug, LineFacts>> = {
  essenciais: { monthlyPrice: 9990, bottlesPerBox: 2, wines: 'Tintos e brancos do dia a dia' },
  surpreendentes: {
    monthlyPrice: 14990,
    bottlesPerBox: 2,
    wines: 'Uvas e regiões pouco conhecidas',
  },
  notaveis: { monthlyPrice: 24990, bottlesPerBox: 2, wines: 'Rótulos premiados e pontuados' },
  singulares: { monthlyPrice: 49990, bottlesPerBox: 2, wines: 'Ícones e vinhos de guarda' },
  refrescantes: { monthlyPrice: 11990, bottlesPerBox: 3, wines: 'Brancos e rosés leves' },
  espumantes: { monthlyPrice: 13990, bottlesPerBox: 2, wines: 'Espumantes de todos os estilos' },
};

type LineCopy = Pick<ClubLine, 'summary' | 'description' | 'forWhom' | 'listing'>;

const COPY: Readonly<Record<ClubLineSlug, LineCopy>> = {
  essenciais: {
    summary: 'Vinhos gostosos e fáceis de beber para o dia a dia, de regiões clássicas.',
    description: [
      'A porta de entrada do clube: rótulos versáteis, que acompanham bem o jantar da semana e agradam a mesa inteira.',
      'A seleção passeia pelas uvas e países mais conhecidos, para você descobrir do que gosta sem errar.',
    ],
    forWhom: 'Para quem está começando ou quer ter sempre um bom vinho em casa.',
    listing: { label: 'Vinhos até R$ 60', href: priceBandUrl('40-a-60') },
  },
  surpreendentes: {
    summary: 'Uvas pouco conhecidas e regiões fora do roteiro, para sair do óbvio.',
    description: [
      'Cada caixa traz descobertas: castas autóctones, pequenas vinícolas e estilos que raramente chegam às prateleiras.',
      'Cada garrafa vem acompanhada da história do produtor e de dicas de harmonização.',
    ],
    forWhom: 'Para quem já conhece o básico e gosta de ser surpreendido.',
    listing: {
      label: 'Vinhos mais bem avaliados',
      href: buildListingUrl(listingQuery('wines', { sort: 'rating' })),
    },
  },
  notaveis: {
    summary: 'Rótulos premiados e bem pontuados pela crítica internacional.',
    description: [
      'Vinhos com pontuações de publicações e críticos de referência, escolhidos pela qualidade e pela relação com o preço.',
      'Uma forma de provar o que os especialistas estão recomendando.',
    ],
    forWhom: 'Para quem valoriza vinhos reconhecidos e quer subir de nível.',
    listing: { label: 'Vinhos de R$ 100 a R$ 200', href: priceBandUrl('100-a-200') },
  },
  singulares: {
    summary: 'Grandes vinhos de produção limitada, para guardar ou para ocasiões especiais.',
    description: [
      'A linha mais exclusiva do clube: ícones de vinícolas renomadas, safras especiais e vinhos com potencial de guarda.',
      'Ideal para montar uma pequena adega ou presentear.',
    ],
    forWhom: 'Para apreciadores experientes e colecionadores.',
    listing: { label: 'Vinhos de R$ 200 a R$ 500', href: priceBandUrl('200-a-500') },
  },
  refrescantes: {
    summary: 'Brancos e rosés leves e aromáticos, perfeitos para o calor.',
    description: [
      'Vinhos de acidez viva, servidos bem gelados, que combinam com frutos do mar, saladas e o clima brasileiro.',
      'A seleção muda com as estações e traz novidades de várias partes do mundo.',
    ],
    forWhom: 'Para quem prefere vinhos leves e frescos.',
    listing: {
      label: 'Brancos e rosés',
      href: buildListingUrl(listingQuery('wines', { filters: { types: ['branco', 'rose'] } })),
    },
  },
  espumantes: {
    summary: 'Borbulhas de todos os estilos, do brut ao moscatel.',
    description: [
      'Espumantes nacionais e importados, pelo método tradicional ou charmat, para brindar sem precisar de motivo.',
      'Uma caixa para quem sabe que espumante vai muito além do Réveillon.',
    ],
    forWhom: 'Para quem adora celebrar e harmonizar com borbulhas.',
    listing: { label: 'Todos os espumantes', href: wineTypeUrl('espumante') },
  },
};

export const CLUB_LINES: readonly ClubLine[] = CLUB_BOX_LINES.map((line) => ({
  slug: line.slug,
  name: line.label,
  ...FACTS[line.slug],
  ...COPY[line.slug],
}));

export function isClubLineSlug(value: unknown): value is ClubLineSlug {
  return typeof value === 'string' && CLUB_BOX_LINES.some((line) => line.slug === value);
}

export function clubLine(slug: ClubLineSlug): ClubLine {
  const line = CLUB_LINES.find((l) => l.slug === slug);
  if (!line) throw new RangeError(`Linha do clube desconhecida: ${slug}`);
  return line;
}

/** SPEC §9: club store ids: 100153 (club, monthly) and 100701 (prepaid club, annual). */
export const CLUB_STORE_IDS = { monthly: 100153, annual: 100701 } as const;

export const BILLING_KINDS = ['monthly', 'annual'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

export interface BillingPlan {
  kind: BillingKind;
  storeId: number;
  label: string;
  /** Months paid by one charge. */
  monthsPerPeriod: number;
  /** Months of the period given free when paid ahead (ours: two months free a year). */
  prepaidMonthsFree: number;
}

export const BILLING_PLANS: Readonly<Record<BillingKind, BillingPlan>> = {
  monthly: {
    kind: 'monthly',
    storeId: CLUB_STORE_IDS.monthly,
    label: 'Mensal',
    monthsPerPeriod: 1,
    prepaidMonthsFree: 0,
  },
  annual: {
    kind: 'annual',
    storeId: CLUB_STORE_IDS.annual,
    label: 'Anual pré-pago',
    monthsPerPeriod: 12,
    prepaidMonthsFree: 2,
  },
};

export function isBillingKind(value: unknown): value is BillingKind {
  return isOneOf(BILLING_KINDS, value);
}

export function billingKindOfStore(storeId: number): BillingKind | null {
  const plan = Object.values(BILLING_PLANS).find((p) => p.storeId === storeId);
  return plan ? plan.kind : null;
}

/** The price of one charge of a box line: monthly, or the prepaid year minus its free months. */
export function periodPrice(slug: ClubLineSlug, kind: BillingKind): Centavos {
  const plan = BILLING_PLANS[kind];
  return clubLine(slug).monthlyPrice * (plan.monthsPerPeriod - plan.prepaidMonthsFree);
}

/** The suffix of a box line's product code per billing kind. */
const SKU_SUFFIX: Readonly<Record<BillingKind, string>> = { monthly: 'MENSAL', annual: 'ANUAL' };

/**
 * The catalogue product that subscribes to a box line (productType 'Clube', ADR 0022):
 * 'CLUBE-ESSENCIAIS-MENSAL', 'CLUBE-NOTAVEIS-ANUAL'. One product per line and billing kind, so
 * the cart, the checkout and the renewal orders carry a real product.
 */
export function clubSku(slug: ClubLineSlug, kind: BillingKind): string {
  return `CLUBE-${slug.toUpperCase()}-${SKU_SUFFIX[kind]}`;
}

/** The line and billing kind of a box line's product code; null for any other code. */
export function parseClubSku(code: string): { slug: ClubLineSlug; kind: BillingKind } | null {
  const match = /^CLUBE-([A-Z]+)-(MENSAL|ANUAL)$/.exec(code.trim().toUpperCase());
  if (!match) return null;
  const slug = match[1]!.toLowerCase();
  if (!isClubLineSlug(slug)) return null;
  const kind = BILLING_KINDS.find((k) => SKU_SUFFIX[k] === match[2]);
  return kind ? { slug, kind } : null;
}
