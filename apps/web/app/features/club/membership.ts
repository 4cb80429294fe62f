/**
 * Who the club pages are talking to (issue #15): the signed-in customer's subscriptions
 * (`GET /api/v1/winepass`) and member flags (SPEC §1 socioClube, beneficiosClube, socioPrime).
 * Pure: the hook in use-membership.ts loads the data after hydration.
 */
import type { WinepassDto } from '@adega/server/contract';

export interface MemberFlags {
  socioClube: boolean;
  socioPrime: boolean;
  beneficiosClube: boolean;
}

export type Membership =
  /** Server render and until the browser knows (no flash of a wrong state). */
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'customer'; flags: MemberFlags; subscriptions: readonly WinepassDto[] };

/** A subscription that still counts: anything but CANCELED (ADR 0021 states). */
function open(sub: WinepassDto): boolean {
  return sub.state !== 'CANCELED';
}

/** The club subscription whose next box the member chooses (the first open one). */
export function clubSubscription(membership: Membership): WinepassDto | null {
  if (membership.status !== 'customer') return null;
  return membership.subscriptions.find((sub) => sub.kind === 'CLUB' && open(sub)) ?? null;
}

/**
 * A club member: an open club subscription, or the member flags (the seeded members and those
 * migrated from the old store have flags without a subscription; ADR 0021).
 */
export function isClubMember(membership: Membership): boolean {
  if (membership.status !== 'customer') return false;
  return (
    clubSubscription(membership) !== null ||
    membership.flags.socioClube ||
    membership.flags.beneficiosClube
  );
}

/** A premium (pass) subscriber: an open premium subscription, or the socioPrime flag. */
export function isPremiumMember(membership: Membership): boolean {
  if (membership.status !== 'customer') return false;
  return (
    membership.flags.socioPrime ||
    membership.subscriptions.some((sub) => sub.kind === 'PREMIUM' && open(sub))
  );
}

export const MEMBER_NOTICE = 'Você já é sócio do Clube Wine';
export const PREMIUM_NOTICE = 'Você já é assinante premium';
