/**
 * Seed data of ADR 0010 (issue #6): coupons (active, upcoming, ended, members-only, outlet, with
 * limits), gift certificates, gift packaging options, the demo premium customer's cashback balance
 * and the demo club member's referral code. Idempotent: rows are inserted when missing (by code or
 * sku); existing rows — possibly changed by an operator — are left alone. Dates are relative to
 * the seed's `now`, so the "active" examples are active whenever the database is seeded.
 */
import { eq, sql } from 'drizzle-orm';
import { REFERRAL_BENEFIT } from '@adega/domain/promotions/referral';
import type { Db } from '../db/client.ts';
import {
  cashbackLedger,
  coupons,
  customers,
  giftCertificates,
  giftPackagingOptions,
  referralCodes,
} from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;

type NewCoupon = typeof coupons.$inferInsert;

export function seedCouponRows(now: Date): NewCoupon[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const both: ('WINE' | 'OUTLET')[] = ['WINE', 'OUTLET'];
  return [
    {
      code: 'BEMVINDO10',
      kind: 'PERCENT',
      value: 10,
      minimumValue: 10_000,
      validFrom: days(-30),
      validUntil: days(365),
      storeCodes: both,
      description: '10% de desconto em compras a partir de R$ 100,00.',
    },
    {
      code: 'VINHO50',
      kind: 'FIXED',
      value: 5_000,
      minimumValue: 30_000,
      validFrom: days(-30),
      validUntil: days(365),
      usageLimit: 1_000,
      perCustomerLimit: 1,
      storeCodes: ['WINE'],
      description: 'R$ 50,00 de desconto em compras a partir de R$ 300,00 (uma vez por cliente).',
    },
    {
      code: 'FRETEGRATIS',
      kind: 'FIXED',
      value: 0,
      freeShipping: true,
      minimumValue: 20_000,
      validFrom: days(-30),
      validUntil: days(365),
      storeCodes: both,
      description: 'Frete grátis em compras a partir de R$ 200,00.',
    },
    {
      code: 'SOCIO15',
      kind: 'PERCENT',
      value: 15,
      validFrom: days(-30),
      validUntil: days(365),
      membersOnly: true,
      storeCodes: ['WINE'],
      description: '15% de desconto exclusivo para sócios do clube.',
    },
    {
      code: 'OUTLET20',
      kind: 'PERCENT',
      value: 20,
      validFrom: days(-30),
      validUntil: days(365),
      storeCodes: ['OUTLET'],
      description: '20% de desconto no outlet.',
    },
    {
      code: 'NATAL2025',
      kind: 'PERCENT',
      value: 20,
      validFrom: days(-400),
      validUntil: days(-300),
      storeCodes: both,
      description: 'Campanha de Natal encerrada.',
    },
    {
      code: 'VERAO2027',
      kind: 'PERCENT',
      value: 12,
      validFrom: days(40),
      validUntil: days(120),
      storeCodes: both,
      description: 'Campanha de verão (em breve).',
    },
    {
      code: 'PRIMEIRACOMPRA',
      kind: 'FIXED',
      value: 3_000,
      minimumValue: 15_000,
      perCustomerLimit: 1,
      storeCodes: both,
      description: 'R$ 30,00 de desconto na primeira compra.',
    },
    {
      code: 'DESATIVADO',
      kind: 'PERCENT',
      value: 50,
      active: false,
      storeCodes: both,
      description: 'Cupom desativado.',
    },
  ];
}

export const DEMO_PREMIUM_EMAIL = 'premium@adega.dev';
export const DEMO_MEMBER_EMAIL = 'socio@adega.dev';
export const DEMO_PREMIUM_CASHBACK = 12_345;
export const DEMO_REFERRAL_CODE = 'BRUNO-CLUBE';

async function customerIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email));
  return row?.id ?? null;
}

export async function seedCoupons(db: Db, now: Date): Promise<void> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await db.insert(coupons).values(seedCouponRows(now)).onConflictDoNothing();
  await db
    .insert(giftCertificates)
    .values([
      { code: 'VALE-100', balance: 10_000, expiresAt: days(365), createdAt: now },
      { code: 'VALE-500', balance: 50_000, expiresAt: days(365), createdAt: now },
      { code: 'VALE-EXPIRADO', balance: 10_000, expiresAt: days(-10), createdAt: now },
      { code: 'VALE-SEM-SALDO', balance: 0, expiresAt: days(365), createdAt: now },
    ])
    .onConflictDoNothing();
  await db
    .insert(giftPackagingOptions)
    .values([
      {
        sku: 'EMB-CAIXA-1',
        name: 'Caixa presente para 1 garrafa',
        price: 1_990,
        image: '/api/v1/giftPackaging/image/EMB-CAIXA-1',
        position: 1,
      },
      {
        sku: 'EMB-CAIXA-2',
        name: 'Caixa presente para 2 garrafas',
        price: 2_990,
        image: '/api/v1/giftPackaging/image/EMB-CAIXA-2',
        position: 2,
      },
      {
        sku: 'EMB-SACOLA',
        name: 'Sacola de presente',
        price: 990,
        image: '/api/v1/giftPackaging/image/EMB-SACOLA',
        position: 3,
      },
    ])
    .onConflictDoNothing();
  const premium = await customerIdByEmail(db, DEMO_PREMIUM_EMAIL);
  if (premium !== null) {
    const [existing] = await db
      .select({ id: cashbackLedger.id })
      .from(cashbackLedger)
      .where(eq(cashbackLedger.customerId, premium))
      .limit(1);
    if (!existing) {
      await db.insert(cashbackLedger).values({
        customerId: premium,
        amount: DEMO_PREMIUM_CASHBACK,
        kind: 'CREDIT',
        description: 'Cashback de boas-vindas (demonstração)',
        source: `boas-vindas:${String(premium)}`,
        createdAt: now,
      });
    }
  }
  const member = await customerIdByEmail(db, DEMO_MEMBER_EMAIL);
  if (member !== null) {
    await db
      .insert(referralCodes)
      .values({
        code: DEMO_REFERRAL_CODE,
        customerId: member,
        benefit: REFERRAL_BENEFIT,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}
