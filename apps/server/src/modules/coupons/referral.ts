/**
 * Member-get-member (SPEC §7 POST /api/v1/club/promotions/coupon_mgm {code}; ADR 0010): a club
 * member's referral code, checked for the caller by the domain's `checkReferral`.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError, type ErrorCode } from '@adega/domain/errors';
import { toReais } from '@adega/domain/money';
import { checkReferral, type ReferralCheck } from '@adega/domain/promotions/referral';
import { hasSubscription } from '@adega/domain/roles';
import type { ReferralBenefitDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { customers, referralCodes } from '../../db/schema.ts';
import { customerFlags } from '../cart/service.ts';

const REFUSAL_CODE: Record<Extract<ReferralCheck, { ok: false }>['reason'], ErrorCode> = {
  unknown: 'NOT_FOUND',
  inactive: 'VALIDATION',
  own: 'VALIDATION',
  'already-member': 'VALIDATION',
};

export async function checkReferralCode(
  db: Db,
  code: string,
  customerId: number | null,
): Promise<ReferralBenefitDto> {
  const [row] = await db
    .select({
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
  const caller = customerId === null ? null : await customerFlags(db, customerId);
  const check = checkReferral(
    row
      ? {
          code: row.code,
          ownerCustomerId: row.ownerCustomerId,
          ownerFirstName: row.ownerFirstName,
          // A club member (the club, not only premium) owns an active referral code.
          ownerIsMember: row.socioClube || row.beneficiosClube,
          active: row.active,
          benefit: row.benefit,
        }
      : null,
    { customerId, subscriber: hasSubscription(caller) },
  );
  if (!check.ok) throw new AppError(REFUSAL_CODE[check.reason], check.message);
  return {
    code: check.benefit.code,
    referrer: check.benefit.referrer,
    benefit: toReais(check.benefit.benefit),
    description: check.benefit.description,
  };
}
