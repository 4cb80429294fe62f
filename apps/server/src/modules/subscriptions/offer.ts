/**
 * What a customer can subscribe to (issue #15, ADR 0021/0022):
 *
 * - the offer of `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7): the premium/pass subscription
 *   the WineBox offers (SPEC §3 Offered subscription: name, descricao, price, cashBack in reais,
 *   skuCode; Points eligible: the cashback as text; money in centavos, ADR 0051). The offer is
 *   data (issue #34): the product the caller's variant of the `checkout_subscription_offer` test
 *   names (domain offer-experiment.ts: pass or discount), and when that product is not sold the
 *   available 'ClubePrime' product marked PADRAO (the default pass, 'relax'), else the cheapest;
 * - the plans of `GET /api/v1/club/plans` and of the club pages: the six box lines with their
 *   product per billing kind (domain `clubSku`) and every premium plan.
 *
 * The outlet offers none (SPEC §6 hides the club and the premium offer there). Whether the drawer
 * shows the offer to this customer is the client's rule (SPEC §6, domain roles).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BILLING_KINDS,
  BILLING_PLANS,
  CLUB_LINES,
  clubSku,
  periodPrice,
} from '@adega/domain/club/plans';
import { formatBRL, fromReais } from '@adega/domain/money';
import { premiumBenefits } from '@adega/domain/pricing/premium';
import { isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { clubBoxUrl } from '@adega/domain/urls';
import type {
  ClubPlansDto,
  OfferedSubscriptionDto,
  PremiumPlanDto,
} from '../../contract/subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export type { OfferedSubscriptionDto };

export const NO_OFFER = 'Nenhuma assinatura é oferecida nesta loja.';
export const NO_CLUB = 'O clube não está disponível nesta loja.';

interface PremiumRow {
  code: string;
  name: string;
  salePrice: number;
  attributes: Record<string, string>;
}

/** The plan's monthly cashback in centavos: the product's CASHBACK_REAIS, 0 when absent or bad. */
export function monthlyCashbackOf(attributes: Record<string, string>): number {
  const reais = Number(attributes.CASHBACK_REAIS ?? 0);
  return Number.isFinite(reais) && reais > 0 ? fromReais(reais) : 0;
}

function premiumPlanOf(row: PremiumRow): PremiumPlanDto {
  const cashback = monthlyCashbackOf(row.attributes);
  return {
    skuCode: row.code,
    name: row.name,
    descricao: row.attributes.DESCRICAO ?? row.name,
    price: row.salePrice,
    cashBack: cashback,
    pointsEligible: formatBRL(cashback),
    isDefault: row.attributes.PADRAO === 'true',
    benefits: premiumBenefits(cashback),
  };
}

async function premiumRows(db: Db): Promise<PremiumRow[]> {
  return db
    .select({
      code: products.code,
      name: products.name,
      salePrice: products.salePrice,
      attributes: products.attributes,
    })
    .from(products)
    .where(and(eq(products.productType, 'ClubePrime'), eq(products.available, true)))
    .orderBy(
      sql`(${products.attributes}->>'PADRAO' = 'true') desc nulls last`,
      asc(products.salePrice),
      asc(products.code),
    );
}

/** The offer of the store: `offeredSku` (the caller's variant) when sold, else the default one. */
export async function offeredSubscription(
  db: Db,
  store: Store,
  offeredSku: string | null = null,
): Promise<OfferedSubscriptionDto | null> {
  if (!isFeatureVisible('premiumOffer', store)) return null;
  const rows = await premiumRows(db);
  const row = rows.find((candidate) => candidate.code === offeredSku) ?? rows[0];
  if (!row) return null;
  const { skuCode, name, descricao, price, cashBack, pointsEligible } = premiumPlanOf(row);
  return { skuCode, name, descricao, price, cashBack, pointsEligible };
}

/** Every plan of the store; null in the outlet. Premium plans cheapest first, the default first. */
export async function clubPlans(db: Db, store: Store): Promise<ClubPlansDto | null> {
  if (!isFeatureVisible('clubMenu', store)) return null;
  const codes = CLUB_LINES.flatMap((line) => BILLING_KINDS.map((kind) => clubSku(line.slug, kind)));
  const sold = new Set(
    (
      await db
        .select({ code: products.code })
        .from(products)
        .where(and(inArray(products.code, codes), eq(products.available, true)))
    ).map((row) => row.code),
  );
  const premium = isFeatureVisible('premiumOffer', store) ? await premiumRows(db) : [];
  return {
    lines: CLUB_LINES.map((line) => ({
      slug: line.slug,
      name: line.name,
      href: clubBoxUrl(line.slug),
      bottlesPerBox: line.bottlesPerBox,
      wines: line.wines,
      summary: line.summary,
      offers: BILLING_KINDS.map((kind) => {
        const plan = BILLING_PLANS[kind];
        const price = periodPrice(line.slug, kind);
        const skuCode = clubSku(line.slug, kind);
        return {
          billing: kind,
          storeId: plan.storeId,
          billingLabel: plan.label,
          skuCode,
          price,
          months: plan.monthsPerPeriod,
          monthlyEquivalent: Math.round(price / plan.monthsPerPeriod),
          available: sold.has(skuCode),
        };
      }),
    })),
    premium: premium.map(premiumPlanOf),
  };
}
