/**
 * Club and premium subscriptions between the storefront and the server (issue #15, ADR 0021,
 * ADR 0022). Money in the public JSON is reais (ADR 0004), as the other `/api/v1` answers: the
 * services answer centavos and each answer's money fields are declared below (ADR 0051); dates
 * are store calendar days 'YYYY-MM-DD' (São Paulo); ids travel as strings (SPEC §5).
 */
import type { OwnPartnerProgramme } from '@adega/domain/club/partner';
import type { MoneyFields } from '@adega/domain/money-json';
import type { ProductCardDto } from './catalog.ts';

/** 'YYYY-MM-DD', a store calendar day. */
export type IsoDay = string;

export type SubscriptionKindDto = 'CLUB' | 'PREMIUM';
export type SubscriptionStateDto = 'ACTIVE' | 'ON_HOLD' | 'PAST_DUE' | 'CANCELED';
export type BillingKindDto = 'monthly' | 'annual';

/** SPEC §3 Winepass (assinaturaUid, clubeUid) with the plan, state and calendar. `GET /api/v1/winepass`. */
export interface WinepassDto {
  assinaturaUid: string;
  /** CLUB: the box line's slug; PREMIUM: null. */
  clubeUid: string | null;
  kind: SubscriptionKindDto;
  plan: string;
  planName: string;
  storeId: number | null;
  state: SubscriptionStateDto;
  stateLabel: string;
  /** Price of one period, reais. */
  price: number;
  /** Premium monthly cashback credit, reais. */
  cashBack: number;
  currentPeriodStart: IsoDay;
  currentPeriodEnd: IsoDay;
  /** Null once cancelled. */
  nextBillingDate: IsoDay | null;
  nextBoxSkipped: boolean;
  /** Whether the next box can still be changed or skipped (not yet prepared). */
  nextBoxChangeable: boolean;
  cardOnFile: boolean;
  /** Issue #34: the payment history, newest first (the last WINEPASS_PAYMENTS_MAX periods). */
  payments: WinepassPaymentDto[];
}

/** One billed period of a subscription. */
export interface WinepassPaymentDto {
  periodStart: IsoDay;
  periodEnd: IsoDay;
  /** Reais (0 for a skipped period). */
  amount: number;
  status: 'PENDING' | 'PAID' | 'SKIPPED' | 'FAILED' | 'CANCELED';
  statusLabel: string;
  /** The order that charged it (none for a skipped period). */
  orderNumber: string | null;
}

export const WINEPASS_PAYMENTS_MAX = 12;

export const WINEPASS_MONEY: MoneyFields<WinepassDto> = {
  price: true,
  cashBack: true,
  payments: { amount: true },
};

/** SPEC §3 Offered subscription (`GET /api/v1/winepass/skuOfferedTheCart`). */
export interface OfferedSubscriptionDto {
  skuCode: string;
  name: string;
  descricao: string;
  /** Monthly price, reais. */
  price: number;
  /** Monthly cashback credit, reais. */
  cashBack: number;
  /** SPEC §3 "Points eligible: cashback value as text": 'R$ 20,00' (formatted by the domain). */
  pointsEligible: string;
}

export const OFFERED_SUBSCRIPTION_MONEY: MoneyFields<OfferedSubscriptionDto> = {
  price: true,
  cashBack: true,
};

/** One way to pay a box line: monthly (store 100153) or prepaid annual (store 100701). */
export interface ClubLineOfferDto {
  billing: BillingKindDto;
  /** 100153 or 100701 (SPEC §9). */
  storeId: number;
  /** 'Mensal', 'Anual pré-pago'. */
  billingLabel: string;
  /** The catalogue product that subscribes (productType 'Clube'): add it to the cart to subscribe. */
  skuCode: string;
  /** Price of one charge, reais (annual: the year, two months free). */
  price: number;
  /** Months paid by one charge. */
  months: number;
  /** price / months, reais, for comparing. */
  monthlyEquivalent: number;
  /** False when the product is not sold (unavailable in the catalogue). */
  available: boolean;
}

/** A box line (SPEC §2) as the club pages show it. */
export interface ClubLinePlanDto {
  slug: string;
  name: string;
  /** The page of the line: '/clubewine/essenciais/'. */
  href: string;
  bottlesPerBox: number;
  /** What kind of wines come in the box. */
  wines: string;
  summary: string;
  offers: ClubLineOfferDto[];
}

/** A premium/pass plan (a 'ClubePrime' product; SPEC §3 Offered subscription). */
export interface PremiumPlanDto extends OfferedSubscriptionDto {
  /** The default pass ('winepass relax', PADRAO). */
  isDefault: boolean;
  /** The items of 'O que estarei levando?' for this plan (domain `premiumBenefits`). */
  benefits: string[];
}

/**
 * `GET /api/v1/club/plans` (public; 404 in the outlet, which hides the club, SPEC §6) and
 * `WebLoadContext.clubPlans()`: every plan a customer can subscribe to, from the domain's plans
 * and the catalogue's products.
 */
export interface ClubPlansDto {
  lines: ClubLinePlanDto[];
  premium: PremiumPlanDto[];
}

export const CLUB_PLANS_MONEY: MoneyFields<ClubPlansDto> = {
  lines: { offers: { price: true, monthlyEquivalent: true } },
  premium: OFFERED_SUBSCRIPTION_MONEY,
};

/** A wine of a club box (the curated selection or the chosen bottles). */
export type BoxWineDto = ProductCardDto;

/**
 * The next box of a club subscription (`GET /api/v1/winepass/{assinaturaUid}/box`, and the answer
 * of `PUT` with `{skus}`): the curated selection of its line for the box's month and the bottles
 * that will come (the member's choice, else the curators' default: the first bottlesPerBox).
 * A premium subscription has no box: 422. Another customer's: 404.
 */
export interface NextBoxDto {
  assinaturaUid: string;
  clubeUid: string;
  lineName: string;
  /** The billing date of the box this describes. */
  boxDate: IsoDay;
  bottlesPerBox: number;
  /** The box is skipped ('Pular a próxima caixa'). */
  skipped: boolean;
  /** False from 3 days before the box date (ADR 0021): the choice is locked. */
  changeable: boolean;
  /** The member chose the bottles (false: the default choice). */
  custom: boolean;
  chosen: BoxWineDto[];
  selection: BoxWineDto[];
}

/**
 * `GET /api/v1/me/referral` (issue #15 `/minha-wine/indique`): the member's referral code (SPEC §7
 * coupon_mgm) and the link to share (built from PUBLIC_URL, never from the request). A customer
 * who is not a club member gets `code: null` and the text to become one.
 */
export interface ReferralDto {
  code: string | null;
  /** '{PUBLIC_URL}/clubewine?indicacao={code}', or null. */
  link: string | null;
  /** The friend's discount on the first club box, reais. */
  benefit: number;
  /** The member's cashback credit for each friend who subscribes, reais. */
  reward: number;
  /** pt-BR explanation shown on the page. */
  description: string;
  /** Friends who subscribed with the code (paid orders). */
  referrals: number;
  /** Reais credited to the member for referrals so far. */
  earned: number;
}

export const REFERRAL_MONEY: MoneyFields<ReferralDto> = {
  benefit: true,
  reward: true,
  earned: true,
};

/** RPC `getParceiro` (issue #34, ADR 0053): the customer's partner programme, or null. */
export interface PartnerDto {
  parceiro: OwnPartnerProgramme | null;
}
