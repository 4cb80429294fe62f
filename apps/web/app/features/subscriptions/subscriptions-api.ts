/**
 * The browser's calls of my subscriptions and referral (issue #15, ADR 0021, ADR 0025): the list,
 * the customer's actions (each answers the updated WinepassDto), the next box of a club
 * subscription and the referral code. Changes are sent once, never retried by the client (the
 * server keeps no Idempotency-Key for them): after a failure the page reads the list again, so the
 * card shows what the server has. Through lib/rpc: CSRF header, the server's pt-BR message in
 * a RequestError, a session that ended reloads the page (its loader sends to sign in).
 */
import type { NextBoxDto, ReferralDto, WinepassDto } from '@adega/server/contract';
import { getRetried, request } from '../../lib/rpc';

export const WINEPASS_PATH = '/api/v1/winepass';
export const REFERRAL_PATH = '/api/v1/me/referral';

/** The state actions the server takes at `POST /api/v1/winepass/{assinaturaUid}/{action}`. */
export type WinepassAction = 'pause' | 'resume' | 'skip' | 'cancel';

function uidPath(assinaturaUid: string): string {
  return `${WINEPASS_PATH}/${encodeURIComponent(assinaturaUid)}`;
}

export const subscriptionsApi = {
  list: (): Promise<WinepassDto[]> => getRetried<WinepassDto[]>(WINEPASS_PATH),
  act: async (assinaturaUid: string, action: WinepassAction): Promise<WinepassDto> =>
    (await request('POST', `${uidPath(assinaturaUid)}/${action}`, {})) as WinepassDto,
  changeCategory: async (assinaturaUid: string, clubeUid: string): Promise<WinepassDto> =>
    (await request('PUT', `${WINEPASS_PATH}/change/category`, {
      assinaturaUid,
      clubeUid,
    })) as WinepassDto,
  nextBox: (assinaturaUid: string): Promise<NextBoxDto> =>
    getRetried<NextBoxDto>(`${uidPath(assinaturaUid)}/box`),
  referral: (): Promise<ReferralDto> => getRetried<ReferralDto>(REFERRAL_PATH),
};
