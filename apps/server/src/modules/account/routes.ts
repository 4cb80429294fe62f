/**
 * My account (issue #5; SPEC §7 Customer operations): addresses, credit cards, notification
 * preferences and consents of the *logged* customer. Every operation is scoped by the session's
 * customer id, so another customer's row is simply not found (404) and nothing changes.
 */
import type { z } from 'zod';
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { noInput } from '../../http/input.ts';
import {
  defineCustomerRead,
  defineCustomerCall,
  defineOperation,
  rest,
  type HttpModule,
  type Operation,
} from '../../http/operation.ts';
import { removeAddressInput, saveAddressInput } from './addresses.ts';
import { saveConsentInput } from './consents.ts';
import { creditCardIdInput } from './credit-cards.ts';
import { saveNotificationPreferencesInput } from './notifications.ts';
import type { AccountServices } from './service.ts';

/** A call that changes the logged customer's own rows and answers nothing (null). */
function defineCustomerCommand<S extends z.ZodType>(
  name: string,
  input: S,
  run: (customerId: number, input: z.output<S>) => Promise<void>,
): Operation {
  return defineCustomerCall({
    name,
    input,
    call: async (parsed, customerId) => {
      await run(customerId, parsed);
      return null;
    },
  });
}

/** Every call is the logged customer's own (`auth: 'customer'`: 401 first, never cached). */
export function accountModule(account: AccountServices): HttpModule {
  const saveCard = defineCustomerCall({
    name: 'saveCustomerCreditCard',
    input: creditCardSaveSchema,
    call: (input, customerId) => account.cards.save(customerId, input),
  });
  const operations = [
    defineCustomerRead({
      name: 'getCustomerAddresses',
      read: (customerId) => account.addresses.list(customerId),
    }),
    defineCustomerCall({
      name: 'saveCustomerAddress',
      input: saveAddressInput,
      call: (input, customerId) =>
        account.addresses.save(customerId, input.address, input.isPreferredAddress ?? false),
    }),
    defineCustomerCommand('removeCustomerAddressByUidPk', removeAddressInput, (customerId, input) =>
      account.addresses.remove(customerId, input.uidPk),
    ),

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
    defineCustomerCommand('setAsPreferredCreditCard', creditCardIdInput, (customerId, input) =>
      account.cards.setPreferred(customerId, input.creditCardUidPk),
    ),
    defineCustomerCommand(
      'removeCustomerCreditCardByUidPk',
      creditCardIdInput,
      (customerId, input) => account.cards.remove(customerId, input.creditCardUidPk),
    ),

    defineCustomerRead({
      name: 'getNotificationPreferences',
      read: (customerId) => account.notifications.list(customerId),
    }),
    defineCustomerCall({
      name: 'saveNotificationPreferences',
      input: saveNotificationPreferencesInput,
      call: async (input, customerId) => {
        await account.consents.saveChannels(customerId, input.preferences);
        return account.notifications.list(customerId);
      },
    }),

    defineCustomerRead({
      name: 'getConsents',
      read: (customerId) => account.consents.list(customerId),
    }),
    defineCustomerCall({
      name: 'saveConsent',
      input: saveConsentInput,
      call: (input, customerId) => account.consents.save(customerId, input.purpose, input.granted),
    }),
  ];
  return {
    operations,
    // REST of SPEC §7: `POST /api/v1/me/creditcards` (the card save body) → 201 with the card.
    rest: [rest('POST', '/api/v1/me/creditcards', saveCard, { status: 201 })],
  };
}
