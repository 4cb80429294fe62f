/**
 * The club pages' calls (issue #15, SPEC §7), through the site's one client (`lib/rpc`): pt-BR
 * errors arrive as RequestError with the server's message.
 */
import type { NextBoxDto, ReferralBenefitDto, WinepassDto } from '@adega/server/contract';
import { api } from '../../lib/rpc';

export const WINEPASS_PATH = '/api/v1/winepass';
export const COUPON_MGM_PATH = '/api/v1/club/promotions/coupon_mgm';

export function boxPath(assinaturaUid: string): string {
  return `${WINEPASS_PATH}/${encodeURIComponent(assinaturaUid)}/box`;
}

export const clubApi = {
  /** The signed-in customer's subscriptions (only ever called for a signed-in customer). */
  subscriptions: (signal?: AbortSignal) =>
    api<WinepassDto[]>('GET', WINEPASS_PATH, undefined, signal),
  nextBox: (assinaturaUid: string, signal?: AbortSignal) =>
    api<NextBoxDto>('GET', boxPath(assinaturaUid), undefined, signal),
  chooseBox: (assinaturaUid: string, skus: readonly string[]) =>
    api<NextBoxDto>('PUT', boxPath(assinaturaUid), { skus }),
  /** Checks a friend's code; with a club line in the cart the server records it there. */
  applyReferral: (code: string) => api<ReferralBenefitDto>('POST', COUPON_MGM_PATH, { code }),
};
