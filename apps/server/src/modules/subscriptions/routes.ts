/**
 * Subscriptions' HTTP (SPEC §7, issue #15, ADR 0021):
 *
 * - `GET /api/v1/winepass/skuOfferedTheCart` (the caller's own, `auth: 'session'`, never cached;
 *   404 in the outlet): the product of the caller's variant of the checkout offer test (issue
 *   #34, domain offer-experiment.ts), read through the flags service;
 * - `GET /api/v1/club/plans` (public; 404 in the outlet): the box lines and premium plans;
 * - `GET /api/v1/winepass`: the customer's subscriptions (ids as strings, SPEC §5);
 * - `PUT /api/v1/winepass/change/category {assinaturaUid, clubeUid}`: a club subscription's box line;
 * - `POST /api/v1/winepass/{assinaturaUid}/{pause|resume|skip|cancel}`;
 * - `GET|PUT /api/v1/winepass/{assinaturaUid}/box` (ADR 0022): the next box, `{skus}` to choose;
 * - RPCs `isAssinante`, `getPrimeByStoreCodeAndEnabledAdder`, `isPrimeRequiredOnPurchase`,
 *   `getSubscription {assinaturaUid}`, `getParceiro` (issue #34, ADR 0053: 'Prime', 'Pass' or null).
 *
 * All but the offer are `auth: 'customer'`; another customer's subscription is 404.
 */
import { z } from 'zod';
import { CLUB_LINES, isClubLineSlug } from '@adega/domain/club/plans';
import { AppError } from '@adega/domain/errors';
import {
  SUBSCRIPTION_OFFER_FLAG,
  SUBSCRIPTION_OFFER_TEST,
  offerChoiceFor,
} from '@adega/domain/pricing/offer-experiment';
import type { Db } from '../../db/client.ts';
import { noInput } from '../../http/input.ts';
import {
  defineCustomerRead,
  defineCustomerCall,
  defineOperation,
  defineStoreRead,
  rest,
  type HttpModule,
  type Operation,
} from '../../http/operation.ts';
import { NO_CLUB, NO_OFFER, offeredSubscription } from './offer.ts';
import type { CustomerAction, SubscriptionsService } from './service.ts';
import type { FlagsService } from '../flags/service.ts';
import {
  CLUB_PLANS_MONEY,
  OFFERED_SUBSCRIPTION_MONEY,
  WINEPASS_MONEY,
} from '../../contract/subscriptions.ts';

const UID_TEXT = 'Informe o código da assinatura (assinaturaUid).';
const LINE_TEXT = `Informe a linha do clube (clubeUid): ${CLUB_LINES.map((l) => l.slug).join(', ')}.`;
const SKU_TEXT = 'Informe o código do produto (sku).';

/** SPEC §5: ids travel as strings; a number is accepted too. */
export const assinaturaUid = z
  .union([z.string(), z.number()], { error: UID_TEXT })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, UID_TEXT)
      .transform(Number)
      .pipe(z.number().int().max(2_147_483_647, UID_TEXT)),
  );

export const changeCategoryInput = z
  .object({
    assinaturaUid,
    clubeUid: z
      .string({ error: LINE_TEXT })
      .trim()
      .refine((value) => isClubLineSlug(value), LINE_TEXT),
  })
  .strict();

const uidInput = z.object({ assinaturaUid }).strict();

const SKUS_TEXT = 'Informe os vinhos escolhidos (skus), no máximo 12.';
/** ADR 0022: the codes of the chosen bottles; a box holds 3 at most, so 12 is plenty. */
export const chooseBoxInput = z
  .object({
    assinaturaUid,
    skus: z
      .array(z.string({ error: SKUS_TEXT }).trim().min(1, SKUS_TEXT).max(64, SKUS_TEXT), {
        error: SKUS_TEXT,
      })
      .max(12, SKUS_TEXT),
  })
  .strict();
const skuInput = z
  .object({ sku: z.string({ error: SKU_TEXT }).trim().min(1, SKU_TEXT).max(64, SKU_TEXT) })
  .strict();

const ACTIONS: readonly CustomerAction[] = ['pause', 'resume', 'skip', 'cancel'];

export function subscriptionsModule(
  db: Db,
  subscriptions: SubscriptionsService,
  flags: Pick<FlagsService, 'experiment'>,
): HttpModule {
  /** The product of the caller's variant of the checkout offer test (issue #34). */
  const offeredSku = async (customerId: number | null) =>
    offerChoiceFor(
      await flags.experiment('ab-test', SUBSCRIPTION_OFFER_TEST, SUBSCRIPTION_OFFER_FLAG),
      customerId,
    ).skuCode;
  const offer = defineOperation({
    name: 'skuOfferedTheCart',
    money: OFFERED_SUBSCRIPTION_MONEY,
    input: noInput,
    auth: 'session',
    handler: async (_input, { store, session }) => {
      const skuCode = await offeredSku(session?.customerId ?? null);
      const found = await offeredSubscription(db, store, skuCode);
      if (found === null) throw new AppError('NOT_FOUND', NO_OFFER);
      return found;
    },
  });
  const plans = defineStoreRead({
    name: 'clubPlans',
    money: CLUB_PLANS_MONEY,
    read: (store) => subscriptions.plans(store),
    missing: NO_CLUB,
  });
  const list = defineCustomerRead({
    name: 'winepassList',
    money: WINEPASS_MONEY,
    read: (customerId) => subscriptions.list(customerId),
  });
  const changeCategory = defineCustomerCall({
    name: 'winepassChangeCategory',
    money: WINEPASS_MONEY,
    input: changeCategoryInput,
    call: (input, customerId) =>
      subscriptions.changeCategory(
        customerId,
        input.assinaturaUid,
        input.clubeUid as Parameters<SubscriptionsService['changeCategory']>[2],
      ),
  });
  const actions = ACTIONS.map((action) =>
    defineCustomerCall({
      name: `winepass${action}`,
      money: WINEPASS_MONEY,
      input: uidInput,
      call: (input, customerId) => subscriptions.act(customerId, input.assinaturaUid, action),
    }),
  );
  const box = defineCustomerCall({
    name: 'winepassBox',
    input: uidInput,
    call: (input, customerId) => subscriptions.nextBox(customerId, input.assinaturaUid),
  });
  const chooseBox = defineCustomerCall({
    name: 'winepassChooseBox',
    input: chooseBoxInput,
    call: (input, customerId) =>
      subscriptions.chooseBox(customerId, input.assinaturaUid, input.skus),
  });
  const rpcs: Operation[] = [
    defineCustomerRead({
      name: 'isAssinante',
      read: (customerId) => subscriptions.isAssinante(customerId),
    }),
    // SPEC §7 lists it under Customer; the programme comes from the subscriptions (ADR 0053).
    defineCustomerRead({
      name: 'getParceiro',
      read: (customerId) => subscriptions.partner(customerId),
    }),
    defineCustomerCall({
      name: 'getPrimeByStoreCodeAndEnabledAdder',
      money: { plan: OFFERED_SUBSCRIPTION_MONEY },
      input: noInput,
      call: async (_input, customerId, { store }) =>
        subscriptions.primeForStore(customerId, store, await offeredSku(customerId)),
    }),
    defineCustomerCall({
      name: 'isPrimeRequiredOnPurchase',
      input: skuInput,
      call: (input, customerId) => subscriptions.isPrimeRequiredOnPurchase(customerId, input.sku),
    }),
    defineCustomerCall({
      name: 'getSubscription',
      money: WINEPASS_MONEY,
      input: uidInput,
      call: (input, customerId) => subscriptions.get(customerId, input.assinaturaUid),
    }),
  ];
  return {
    operations: rpcs,
    rest: [
      rest('GET', '/api/v1/winepass/skuOfferedTheCart', offer, { input: () => ({}) }),
      rest('GET', '/api/v1/club/plans', plans, { input: () => ({}) }),
      rest('GET', '/api/v1/winepass', list, { input: () => ({}) }),
      rest('PUT', '/api/v1/winepass/change/category', changeCategory),
      rest('GET', '/api/v1/winepass/:assinaturaUid/box', box, {
        input: (request) => ({ assinaturaUid: request.params.assinaturaUid }),
      }),
      rest('PUT', '/api/v1/winepass/:assinaturaUid/box', chooseBox, {
        input: (request) => ({
          ...(typeof request.body === 'object' && request.body !== null ? request.body : {}),
          assinaturaUid: request.params.assinaturaUid,
        }),
      }),
      ...ACTIONS.map((action, i) =>
        rest('POST', `/api/v1/winepass/:assinaturaUid/${action}`, actions[i] as Operation, {
          input: (request) => ({ assinaturaUid: request.params.assinaturaUid }),
        }),
      ),
    ],
  };
}
