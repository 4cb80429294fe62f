/** Subscriptions' HTTP: `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7; 404 in the outlet). */
import { AppError } from '@adega/domain/errors';
import type { Db } from '../../db/client.ts';
import { noInput } from '../../http/input.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { NO_OFFER, offeredSubscription } from './offer.ts';

export function subscriptionsModule(db: Db): HttpModule {
  const offer = defineOperation({
    name: 'skuOfferedTheCart',
    input: noInput,
    auth: 'public',
    handler: async (_input, { c, store }) => {
      const offer = await offeredSubscription(db, store);
      if (!offer) throw new AppError('NOT_FOUND', NO_OFFER);
      c.header('Cache-Control', 'no-store');
      return offer;
    },
  });
  return {
    rest: [rest('GET', '/api/v1/winepass/skuOfferedTheCart', offer, { input: () => ({}) })],
  };
}
