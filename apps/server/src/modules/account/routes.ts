/**
 * My account (issue #5; SPEC §7 Customer operations): addresses, credit cards, notification
 * preferences and consents of the *logged* customer. Every operation is scoped by the session's
 * customer id, so another customer's row is simply not found (404) and nothing changes.
 */
import type { z } from 'zod';
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { noInput } from '../../http/input.ts';
import {
  defineOperation,
  rest,
  type CustomerContext,
  type HttpModule,
  type Operation,
} from '../../http/operation.ts';
import { removeAddressInput, saveAddressInput } from './addresses.ts';
import { saveConsentInput } from './consents.ts';
import { creditCardIdInput } from './credit-cards.ts';
import { saveNotificationPreferencesInput } from './notifications.ts';
import type { AccountServices } from './service.ts';

/** An operation of the logged customer: 401 first, then the pt-BR parse, then the handler. */
function accountOperation<S extends z.ZodType>(
  name: string,
  input: S,
  handler: (input: z.output<S>, customerId: number, ctx: CustomerContext) => unknown,
): Operation {
  return defineOperation({
    name,
    input,
    auth: 'customer',
    handler: (parsed, ctx) => handler(parsed, ctx.customerId, ctx),
  });
}

export function accountModule(account: AccountServices): HttpModule {
  const saveCard = accountOperation(
    'saveCustomerCreditCard',
    creditCardSaveSchema,
    (input, customerId) => account.cards.save(customerId, input),
  );
  const operations = [
    accountOperation('getCustomerAddresses', noInput, (_input, customerId) =>
      account.addresses.list(customerId),
    ),
    accountOperation('saveCustomerAddress', saveAddressInput, (input, customerId) =>
      account.addresses.save(customerId, input.address, input.isPreferredAddress ?? false),
    ),
    accountOperation(
      'removeCustomerAddressByUidPk',
      removeAddressInput,
      async (input, customerId) => {
        await account.addresses.remove(customerId, input.uidPk);
        return null;
      },
    ),

    accountOperation('getPaymentGatewayKey', noInput, () => account.gateway.publicKey()),
    accountOperation('getCustomerCreditCards', noInput, (_input, customerId) =>
      account.cards.list(customerId),
    ),
    saveCard,
    accountOperation('setAsPreferredCreditCard', creditCardIdInput, async (input, customerId) => {
      await account.cards.setPreferred(customerId, input.creditCardUidPk);
      return null;
    }),
    accountOperation(
      'removeCustomerCreditCardByUidPk',
      creditCardIdInput,
      async (input, customerId) => {
        await account.cards.remove(customerId, input.creditCardUidPk);
        return null;
      },
    ),

    accountOperation('getNotificationPreferences', noInput, (_input, customerId) =>
      account.notifications.list(customerId),
    ),
    accountOperation(
      'saveNotificationPreferences',
      saveNotificationPreferencesInput,
      async (input, customerId) => {
        await account.consents.saveChannels(customerId, input.preferences);
        return account.notifications.list(customerId);
      },
    ),

    accountOperation('getConsents', noInput, (_input, customerId) =>
      account.consents.list(customerId),
    ),
    accountOperation('saveConsent', saveConsentInput, (input, customerId) =>
      account.consents.save(customerId, input.purpose, input.granted),
    ),
  ];
  return {
    operations,
    rest: [
      // REST of SPEC §7: `POST /api/v1/me/creditcards` (the card save body) → 201 with the card.
      rest('POST', '/api/v1/me/creditcards', saveCard, { status: 201 }),
    ],
  };
}
