/**
 * What the club pages show of the plans (`ClubPlansDto`, money in reais, ADR 0004): a box line's
 * offers as the subscription box's radio options, a line's tile price, a premium plan's card. Pure;
 * money is turned into centavos once (fromReais) and formatted by the domain.
 */
import type {
  BillingKindDto,
  ClubLineOfferDto,
  ClubLinePlanDto,
  PremiumPlanDto,
} from '@adega/server/contract';
import { formatBRL, fromReais, type Centavos } from '@adega/domain/money';

export interface OfferOption {
  billing: BillingKindDto;
  skuCode: string;
  /** 'Mensal', 'Anual pré-pago'. */
  label: string;
  /** Price of one charge, centavos. */
  price: Centavos;
  /** 'por mês', 'por ano', 'a cada N meses'. */
  per: string;
  /** Price per month, centavos (the annual's monthly equivalent). */
  perMonth: Centavos;
  /** Annual: what it saves over paying monthly for as long, centavos; else null. */
  saving: Centavos | null;
  available: boolean;
}

function perCharge(months: number): string {
  if (months === 1) return 'por mês';
  if (months === 12) return 'por ano';
  return `a cada ${String(months)} meses`;
}

/** The line's offers, monthly first, with the annual's saving over the monthly price. */
export function offerOptions(line: Pick<ClubLinePlanDto, 'offers'>): OfferOption[] {
  const monthly = line.offers.find((offer) => offer.billing === 'monthly') ?? null;
  const ordered = [...line.offers].sort((a, b) => a.months - b.months);
  return ordered.map((offer: ClubLineOfferDto) => {
    const price = fromReais(offer.price);
    const saving =
      monthly && offer.months > 1 ? fromReais(monthly.price) * offer.months - price : null;
    return {
      billing: offer.billing,
      skuCode: offer.skuCode,
      label: offer.billingLabel,
      price,
      per: perCharge(offer.months),
      perMonth: fromReais(offer.monthlyEquivalent),
      saving: saving !== null && saving > 0 ? saving : null,
      available: offer.available,
    };
  });
}

/** The option chosen first: the monthly one when sold, else the first sold, else the first. */
export function defaultOption(options: readonly OfferOption[]): OfferOption | null {
  return (
    options.find((o) => o.billing === 'monthly' && o.available) ??
    options.find((o) => o.available) ??
    options[0] ??
    null
  );
}

/** 'R$ 83,25 por mês' under the annual's price; the monthly option says its price once. */
export function perMonthText(option: OfferOption): string | null {
  return option.billing === 'monthly' ? null : `equivale a ${formatBRL(option.perMonth)} por mês`;
}

/** 'Economia de R$ 199,80 no ano' (ADR 0021: two months free a year). */
export function savingText(option: OfferOption): string | null {
  return option.saving === null ? null : `Economia de ${formatBRL(option.saving)} no ano`;
}

/** The tile's price: the monthly price of the line ('R$ 99,90 por mês'), centavos. */
export function lineMonthlyPrice(line: Pick<ClubLinePlanDto, 'offers'>): Centavos | null {
  const monthly = line.offers.find((offer) => offer.billing === 'monthly');
  return monthly ? fromReais(monthly.price) : null;
}

/** '2 garrafas por caixa'. */
export function bottlesText(bottles: number): string {
  return bottles === 1 ? '1 garrafa por caixa' : `${String(bottles)} garrafas por caixa`;
}

export interface PremiumCard {
  skuCode: string;
  name: string;
  descricao: string;
  price: Centavos;
  /** 'R$ 20,00 de cashback todo mês', or null when the plan credits nothing. */
  cashbackText: string | null;
  isDefault: boolean;
  benefits: readonly string[];
}

/** The premium plans of /clubewine/wineyou, the default pass first, then by price. */
export function premiumCards(plans: readonly PremiumPlanDto[]): PremiumCard[] {
  return [...plans]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.price - b.price)
    .map((plan) => ({
      skuCode: plan.skuCode,
      name: plan.name,
      descricao: plan.descricao,
      price: fromReais(plan.price),
      // SPEC §3 "Points eligible: cashback value as text" — the server's text, shown when > 0.
      cashbackText: plan.cashBack > 0 ? `${plan.pointsEligible} de cashback todo mês` : null,
      isDefault: plan.isDefault,
      benefits: plan.benefits,
    }));
}
