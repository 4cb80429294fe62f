/**
 * The member flags of SPEC §1/§3 (socioClube, beneficiosClube, socioPrime) derived from the
 * customer's subscriptions (issue #15: never edited by hand). An ACTIVE or PAST_DUE subscription
 * (its charge is being retried) gives the benefits; a paused or cancelled one keeps them until the
 * end of the period already paid.
 */
import type { IsoDate } from './calendar.ts';
import type { SubscriptionState } from './state.ts';

export const SUBSCRIPTION_KINDS = ['CLUB', 'PREMIUM'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export interface SubscriptionBenefitInputs {
  kind: SubscriptionKind;
  state: SubscriptionState;
  /** The day the paid period ends (the next billing date of the paid period), 'YYYY-MM-DD'. */
  paidUntil: IsoDate | null;
}

export interface MemberFlags {
  socioClube: boolean;
  beneficiosClube: boolean;
  socioPrime: boolean;
}

export function givesBenefits(subscription: SubscriptionBenefitInputs, today: IsoDate): boolean {
  if (subscription.state === 'ACTIVE' || subscription.state === 'PAST_DUE') return true;
  return subscription.paidUntil !== null && today < subscription.paidUntil;
}

export function memberFlags(
  subscriptions: readonly SubscriptionBenefitInputs[],
  today: IsoDate,
): MemberFlags {
  const live = subscriptions.filter((s) => givesBenefits(s, today));
  const club = live.some((s) => s.kind === 'CLUB');
  return {
    socioClube: club,
    beneficiosClube: club,
    socioPrime: live.some((s) => s.kind === 'PREMIUM'),
  };
}
