/**
 * Member-get-member (SPEC §7 POST /api/v1/club/promotions/coupon_mgm {code}; ADR 0010, ADR 0023):
 * every club member gets a code when the club subscription starts; a friend applies it to a cart
 * with a club line (the discount on that line is priced by the cart, domain `applyAdjustments`);
 * placement records it on the order; when the order is paid the member gets a cashback credit,
 * once (ledger source 'indicacao:{orderId}'), and an e-mail.
 */
import { and, count, eq, like, sql, sum } from 'drizzle-orm';
import { CLUB_PRODUCT_TYPE } from '@adega/domain/cart/pricing';
import { AppError, type ErrorCode } from '@adega/domain/errors';
import { formatBRL } from '@adega/domain/money';
import {
  checkReferral,
  newReferralCode,
  REFERRAL_BENEFIT,
  REFERRAL_REWARD,
  REFERRAL_TEXTS,
  referralDescription,
  referralLink,
  type ReferralCheck,
} from '@adega/domain/promotions/referral';
import type { PromotionCode } from '@adega/domain/promotions/promotion-codes';
import { hasSubscription } from '@adega/domain/roles';
import type { ReferralBenefitDto } from '../../contract.ts';
import type { ReferralDto } from '../../contract/subscriptions.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import {
  cartAdjustments,
  cashbackLedger,
  customers,
  orders,
  referralCodes,
} from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CustomerFlags } from '../../db/cart-inputs.ts';
import type { ChangeContext } from '../cart/service.ts';
import { setAdjustments } from './repo.ts';

const REFUSAL_CODE: Record<Extract<ReferralCheck, { ok: false }>['reason'], ErrorCode> = {
  unknown: 'NOT_FOUND',
  inactive: 'VALIDATION',
  own: 'VALIDATION',
  'already-member': 'VALIDATION',
};

/** The ledger source of a referral reward: one per referred order. */
export const referralSource = (orderId: number) => `indicacao:${String(orderId)}`;

async function codeRow(q: Queryable, code: string) {
  const [row] = await q
    .select({
      id: referralCodes.id,
      code: referralCodes.code,
      active: referralCodes.active,
      benefit: referralCodes.benefit,
      ownerCustomerId: referralCodes.customerId,
      ownerFirstName: customers.firstName,
      socioClube: customers.socioClube,
      beneficiosClube: customers.beneficiosClube,
    })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(sql`upper(${referralCodes.code})`, code.toUpperCase()));
  return row;
}

/**
 * The code as the promotion-code reads see it (issue #34): on while the code is active and its
 * owner a club member (as `checkReferral` has it); null for no such code. Never the owner's name.
 */
export async function referralPromotionOf(
  q: Queryable,
  code: string,
): Promise<Extract<PromotionCode, { source: 'referral' }> | null> {
  const row = await codeRow(q, code);
  if (!row) return null;
  return {
    source: 'referral',
    code: row.code,
    active: row.active && (row.socioClube || row.beneficiosClube),
    benefit: row.benefit,
  };
}

/** Checks a code for the caller (the domain's rules); throws the pt-BR refusal. */
async function checked(
  q: Queryable,
  code: string,
  customerId: number | null,
  flags: CustomerFlags | null,
): Promise<{ id: number; dto: ReferralBenefitDto }> {
  const row = await codeRow(q, code);
  const check = checkReferral(
    row
      ? {
          code: row.code,
          ownerCustomerId: row.ownerCustomerId,
          ownerFirstName: row.ownerFirstName ?? '',
          // A club member (the club, not only premium) owns an active referral code.
          ownerIsMember: row.socioClube || row.beneficiosClube,
          active: row.active,
          benefit: row.benefit,
        }
      : null,
    { customerId, subscriber: hasSubscription(flags) },
  );
  if (!check.ok || !row) {
    throw new AppError(
      check.ok ? 'NOT_FOUND' : REFUSAL_CODE[check.reason],
      check.ok ? REFERRAL_TEXTS.unknown : check.message,
    );
  }
  return {
    id: row.id,
    dto: {
      code: check.benefit.code,
      referrer: check.benefit.referrer,
      benefit: check.benefit.benefit,
      description: check.benefit.description,
    },
  };
}

/**
 * coupon_mgm inside the cart's lock: the code is checked, then the cart must have a club line;
 * the code is recorded on the cart (a new code replaces the one there). Answers the benefit.
 */
export async function applyReferral(ctx: ChangeContext, code: string): Promise<ReferralBenefitDto> {
  const found = await checked(ctx.tx, code, ctx.cart.customerId, ctx.flags);
  const priced = await ctx.priced();
  const club = priced.lines.some(
    (line) => line.available && line.product.productType === CLUB_PRODUCT_TYPE,
  );
  if (!club) throw new AppError('VALIDATION', REFERRAL_TEXTS.noClubLine);
  await setAdjustments(ctx.tx, ctx.cart.id, { referralCodeId: found.id });
  return found.dto;
}

/** `DELETE coupon_mgm`: the cart's referral leaves (404 when there is none). */
export async function removeReferral(ctx: ChangeContext): Promise<void> {
  const removed = await ctx.tx
    .update(cartAdjustments)
    .set({ referralCodeId: null })
    .where(
      and(
        eq(cartAdjustments.cartId, ctx.cart.id),
        sql`${cartAdjustments.referralCodeId} is not null`,
      ),
    )
    .returning({ id: cartAdjustments.cartId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', REFERRAL_TEXTS.notApplied);
}

/** After a change that left no club line in the cart: its referral leaves too. */
export async function dropStaleReferral(tx: Tx, cartId: number): Promise<void> {
  await tx
    .update(cartAdjustments)
    .set({ referralCodeId: null })
    .where(eq(cartAdjustments.cartId, cartId));
}

/**
 * Inside the paying transaction of a club subscription: the member's code, created when they
 * have none (one per customer: a unique index; a taken code is retried with another suffix).
 */
export async function ensureReferralCode(
  tx: Tx,
  customerId: number,
  at: Date,
  random: () => number = Math.random,
): Promise<string> {
  const existing = async () => {
    const [row] = await tx
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, customerId));
    return row?.code;
  };
  const had = await existing();
  if (had) return had;
  const [customer] = await tx
    .select({ firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = newReferralCode(customer?.firstName ?? '', random);
    const [inserted] = await tx
      .insert(referralCodes)
      .values({ code, customerId, benefit: REFERRAL_BENEFIT, createdAt: at })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
    // Another transaction created this member's code meanwhile, or the code was taken.
    const now = await existing();
    if (now) return now;
  }
  throw new Error('no free referral code after 20 attempts');
}

/**
 * Inside the paying transaction: the order carries a referral code → its owner gets the reward
 * once (the ledger's unique source) and an e-mail. Answers whether it was credited now.
 */
export async function rewardReferral(
  tx: Tx,
  order: { id: number; customerId: number },
  at: Date,
  mailer: Mailer,
  publicUrl: (store: 'WINE' | 'OUTLET') => string,
): Promise<boolean> {
  const [placed] = await tx
    .select({ code: orders.referralCode, store: orders.store })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (!placed?.code) return false;
  const [owner] = await tx
    .select({
      customerId: referralCodes.customerId,
      email: customers.email,
      firstName: customers.firstName,
    })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(sql`upper(${referralCodes.code})`, placed.code.toUpperCase()));
  if (!owner || owner.customerId === order.customerId) return false;
  const credited = await tx
    .insert(cashbackLedger)
    .values({
      customerId: owner.customerId,
      amount: REFERRAL_REWARD,
      kind: 'CREDIT',
      description: 'Indicação: um amigo assinou o Clube Wine com o seu código',
      source: referralSource(order.id),
      createdAt: at,
    })
    .onConflictDoNothing({ target: cashbackLedger.source })
    .returning({ id: cashbackLedger.id });
  if (credited.length === 0) return false;
  const page = `${publicUrl(placed.store)}/minha-wine/indique`;
  const text = `Olá, ${owner.firstName ?? ''}!\n\nUm amigo assinou o Clube Wine com o seu código de indicação. Você ganhou ${formatBRL(REFERRAL_REWARD)} de cashback para usar nas suas compras.\n\nVeja as suas indicações: ${page}`;
  await mailer.enqueue(tx as unknown as Db, {
    to: owner.email,
    subject: 'Você ganhou cashback por uma indicação',
    text,
    html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n\n/g, '</p><p>')}</p>`,
    kind: 'referral',
  });
  return true;
}

/** `GET /api/v1/me/referral`: the member's code and link, and what the referrals earned. */
export async function referralOf(
  db: Db,
  customerId: number,
  publicUrl: string,
): Promise<ReferralDto> {
  const [row] = await db
    .select({
      code: referralCodes.code,
      benefit: referralCodes.benefit,
      active: referralCodes.active,
      member: sql<boolean>`${customers.socioClube} or ${customers.beneficiosClube}`,
    })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(referralCodes.customerId, customerId));
  const [stats] = await db
    .select({ n: count(), total: sum(cashbackLedger.amount) })
    .from(cashbackLedger)
    .where(
      and(eq(cashbackLedger.customerId, customerId), like(cashbackLedger.source, 'indicacao:%')),
    );
  const usable = row !== undefined && row.active && row.member;
  const benefit = usable ? row.benefit : REFERRAL_BENEFIT;
  return {
    code: usable ? row.code : null,
    link: usable ? referralLink(publicUrl, row.code) : null,
    benefit,
    reward: REFERRAL_REWARD,
    description: usable ? referralDescription(benefit, REFERRAL_REWARD) : REFERRAL_TEXTS.nonMember,
    referrals: stats?.n ?? 0,
    earned: Number(stats?.total ?? 0),
  };
}
