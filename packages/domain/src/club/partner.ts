/**
 * RPC `getParceiro` (SPEC §7 Customer; §9 partner programmes: Smiles, Santander, Personnalité,
 * Prime, Prime trial, Pass, Turbine "and others"). ADR 0053: a customer's programme is the one the
 * store can establish, from its premium subscriptions that give benefits today: a pass plan (its
 * name prefixed 'winepass ', SPEC §3) is 'Pass', any other premium plan 'Prime'; a customer marked
 * socioPrime without a subscription on record (a seeded demo member) is 'Prime' too, as the
 * prices treat them. The store has no agreement with the external partners (Smiles, Santander,
 * Personnalité, Turbine) and offers no Prime trial, so no customer belongs to those.
 */
import type { PARTNER_PROGRAMMES } from '../constants.ts';
import { PASS_NAME_PREFIX } from '../pricing/premium.ts';
import type { IsoDate } from './calendar.ts';
import { givesBenefits, type SubscriptionBenefitInputs } from './flags.ts';

export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

/** The programmes a customer of this store can belong to (ADR 0053). */
export type OwnPartnerProgramme = Extract<PartnerProgramme, 'Prime' | 'Pass'>;

export interface PartnerSubscription extends SubscriptionBenefitInputs {
  /** The plan's product name ('winepass relax', 'Wine Prime'). */
  planName: string;
}

export function isPassPlanName(name: string): boolean {
  return `${name.trim().toLowerCase()} `.startsWith(PASS_NAME_PREFIX);
}

/** The customer's programme, or null; Prime wins over Pass when both give benefits. */
export function partnerProgrammeOf(
  subscriptions: readonly PartnerSubscription[],
  today: IsoDate,
  socioPrime: boolean,
): OwnPartnerProgramme | null {
  const live = subscriptions.filter((s) => s.kind === 'PREMIUM' && givesBenefits(s, today));
  if (live.some((s) => !isPassPlanName(s.planName))) return 'Prime';
  if (live.length > 0) return 'Pass';
  const onRecord = subscriptions.some((s) => s.kind === 'PREMIUM');
  return socioPrime && !onRecord ? 'Prime' : null;
}
