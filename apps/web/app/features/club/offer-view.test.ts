import { describe, expect, it } from 'vitest';
import type { ClubLinePlanDto, PremiumPlanDto } from '@adega/server/contract';
import {
  bottlesText,
  defaultOption,
  lineMonthlyPrice,
  offerOptions,
  perMonthText,
  premiumCards,
  savingText,
} from './offer-view';

const nbsp = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

function line(overrides: Partial<ClubLinePlanDto> = {}): ClubLinePlanDto {
  return {
    slug: 'essenciais',
    name: 'Essenciais',
    href: '/clubewine/essenciais/',
    bottlesPerBox: 2,
    wines: 'Tintos e brancos do dia a dia',
    summary: 'Vinhos do dia a dia.',
    offers: [
      {
        billing: 'annual',
        storeId: 100701,
        billingLabel: 'Anual pré-pago',
        skuCode: 'CLUBE-ESSENCIAIS-ANUAL',
        price: 999,
        months: 12,
        monthlyEquivalent: 83.25,
        available: true,
      },
      {
        billing: 'monthly',
        storeId: 100153,
        billingLabel: 'Mensal',
        skuCode: 'CLUBE-ESSENCIAIS-MENSAL',
        price: 99.9,
        months: 1,
        monthlyEquivalent: 99.9,
        available: true,
      },
    ],
    ...overrides,
  };
}

describe('box line offers', () => {
  it('lists monthly first, with price per charge and per month, the annual with its saving', () => {
    const [monthly, annual] = offerOptions(line());
    expect(monthly).toMatchObject({
      billing: 'monthly',
      price: 9990,
      per: 'por mês',
      saving: null,
    });
    expect(perMonthText(monthly!)).toBeNull();
    expect(savingText(monthly!)).toBeNull();
    expect(annual).toMatchObject({
      billing: 'annual',
      price: 99900,
      per: 'por ano',
      perMonth: 8325,
    });
    // 12 × R$ 99,90 − R$ 999,00: two months free (ADR 0021).
    expect(annual!.saving).toBe(19980);
    expect(nbsp(perMonthText(annual!))).toBe('equivale a R$ 83,25 por mês');
    expect(nbsp(savingText(annual!))).toBe('Economia de R$ 199,80 no ano');
  });

  it('chooses the monthly offer first, else the first one sold', () => {
    expect(defaultOption(offerOptions(line()))?.billing).toBe('monthly');
    const monthlyGone = line();
    monthlyGone.offers[1]!.available = false;
    expect(defaultOption(offerOptions(monthlyGone))?.billing).toBe('annual');
    const noneSold = line();
    for (const offer of noneSold.offers) offer.available = false;
    expect(defaultOption(offerOptions(noneSold))?.billing).toBe('monthly');
    expect(defaultOption([])).toBeNull();
  });

  it('shows no saving without a monthly offer, and names other periods', () => {
    const onlyAnnual = line({ offers: [{ ...line().offers[0]!, months: 6, price: 500 }] });
    const [option] = offerOptions(onlyAnnual);
    expect(option!.saving).toBeNull();
    expect(option!.per).toBe('a cada 6 meses');
    expect(lineMonthlyPrice(onlyAnnual)).toBeNull();
  });

  it('gives the tile its monthly price and bottles', () => {
    expect(lineMonthlyPrice(line())).toBe(9990);
    expect(bottlesText(2)).toBe('2 garrafas por caixa');
    expect(bottlesText(1)).toBe('1 garrafa por caixa');
  });
});

function plan(overrides: Partial<PremiumPlanDto>): PremiumPlanDto {
  return {
    skuCode: 'PASS-X',
    name: 'winepass x',
    descricao: 'Assinatura winepass x',
    price: 19.9,
    cashBack: 20,
    pointsEligible: 'R$\u00a020,00',
    isDefault: false,
    benefits: ['a', 'b', 'c', 'd'],
    ...overrides,
  };
}

describe('premium plans', () => {
  it('puts the default pass first, then the cheapest', () => {
    const cards = premiumCards([
      plan({ skuCode: 'MAIS', price: 39.9 }),
      plan({ skuCode: 'PRIME', price: 9.9 }),
      plan({ skuCode: 'RELAX', price: 19.9, isDefault: true }),
    ]);
    expect(cards.map((c) => c.skuCode)).toEqual(['RELAX', 'PRIME', 'MAIS']);
    expect(cards[0]!.price).toBe(1990);
  });

  it('says the monthly cashback only when above zero', () => {
    const [withCashback] = premiumCards([plan({})]);
    expect(nbsp(withCashback!.cashbackText)).toBe('R$ 20,00 de cashback todo mês');
    const [without] = premiumCards([plan({ cashBack: 0, pointsEligible: 'R$\u00a00,00' })]);
    expect(without!.cashbackText).toBeNull();
  });
});
