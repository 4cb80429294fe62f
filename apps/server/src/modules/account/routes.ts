/**
 * My account (issue #5; SPEC §7 Customer operations): addresses, credit cards, notification
 * preferences and consents of the *logged* customer. Every operation is scoped by the session's
 * customer id, so another customer's row is simply not found (404) and nothing changes.
 */
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { noInput } from '../../http/input.ts';
import {
  defineCustomerRead,
  defineOperation,
  rest,
  type HttpModule,
} from '../../http/operation.ts';
import { removeAddressInput, saveAddressInput } from './addresses.ts';
import { saveConsentInput } from './consents.ts';
import { creditCardIdInput } from './credit-cards.ts';
import { saveNotificationPreferencesInput } from './notifications.ts';
import type { AccountServices } from './service.ts';

/** Every call is the logged customer's own (`auth: 'customer'`: 401 first, never cached). */
export function accountModule(account: AccountServices): HttpModule {
  const saveCard = defineOperation({
    name: 'saveCustomerCreditCard',
    input: creditCardSaveSchema,
    auth: 'customer',
    handler: (input, { customerId }) => account.cards.save(customerId, input),
  });
  const operations = [
    defineCustomerRead({
      name: 'getCustomerAddresses',
      read: (customerId) => account.addresses.list(customerId),
    }),
    defineOperation({
      name: 'saveCustomerAddress',
      input: saveAddressInput,
      auth: 'customer',
      handler: (input, { customerId }) =>
        account.addresses.save(customerId, input.address, input.isPreferredAddress ?? false),
    }),
    defineOperation({
      name: 'removeCustomerAddressByUidPk',
      input: removeAddressInput,
      auth: 'customer',
      handler: async (input, { customerId }) => {
        await account.addresses.remove(customerId, input.uidPk);
        return null;
      },
    }),

    defineOperation({
      name: 'getPaymentGatewayKey',
      input: noInput,
      auth: 'customer',
      handler: () => account.gateway.publicKey(),
    }),
    defineCustomerRead({
      name: 'getCustomerCreditCards',
      read: (customerId) => account.cards.list(customerId),
    }),
    saveCard,
    defineOperation({
      name: 'setAsPreferredCreditCard',
      input: creditCardIdInput,
      auth: 'customer',
      handler: async (input, { customerId }) => {
        await account.cards.setPreferred(customerId, input.creditCardUidPk);
        return null;
      },
    }),
    defineOperation({
      name: 'removeCustomerCreditCardByUidPk',
      input: creditCardIdInput,
      auth: 'customer',
      handler: async (input, { customerId }) => {
        await account.cards.remove(customerId, input.creditCardUidPk);
        return null;
      },
    }),

    defineCustomerRead({
      name: 'getNotificationPreferences',
      read: (customerId) => account.notifications.list(customerId),
    }),
    defineOperation({
      name: 'saveNotificationPreferences',
      input: saveNotificationPreferencesInput,
      auth: 'customer',
      handler: async (input, { customerId }) => {
        await account.consents.saveChannels(customerId, input.preferences);
        return account.notifications.list(customerId);
      },
    }),

    defineCustomerRead({
      name: 'getConsents',
      read: (customerId) => account.consents.list(customerId),
    }),
    defineOperation({
      name: 'saveConsent',
      input: saveConsentInput,
      auth: 'customer',
      handler: (input, { customerId }) =>
        account.consents.save(customerId, input.purpose, input.granted),
    }),
  ];
  return {
    operations,
    // REST of SPEC §7: `POST /api/v1/me/creditcards` (the card save body) → 201 with the card.
    rest: [rest('POST', '/api/v1/me/creditcards', saveCard, { status: 201 })],
  };
}
