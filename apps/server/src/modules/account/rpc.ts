/**
 * My account (issue #5; SPEC §7 Customer operations): addresses, credit cards, notification
 * preferences and consents of the *logged* customer. Every operation is scoped by the session's
 * customer id, so another customer's row is simply not found (404) and nothing changes.
 */
import { Hono } from 'hono';
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../http/errors.ts';
import type { RpcOperation } from '../../rpc/registry.ts';
import { requireLoggedCustomer } from '../auth/guard.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import {
  createAddressBook,
  removeAddressInput,
  saveAddressInput,
  type AddressBook,
} from './addresses.ts';
import { createConsentBook, saveConsentInput, type ConsentBook } from './consents.ts';
import { createCardWallet, creditCardIdInput, type CardWallet } from './credit-cards.ts';
import {
  createNotificationSettings,
  saveNotificationPreferencesInput,
  type NotificationSettings,
} from './notifications.ts';
import { accountOperation, emptyInput, noStore, parseInput } from './operation.ts';

export interface AccountServices {
  addresses: AddressBook;
  cards: CardWallet;
  notifications: NotificationSettings;
  consents: ConsentBook;
  gateway: PaymentGateway;
}

export function createAccountServices(
  db: Db,
  gateway: PaymentGateway,
  now: () => Date,
): AccountServices {
  return {
    addresses: createAddressBook(db, now),
    cards: createCardWallet(db, gateway, now),
    notifications: createNotificationSettings(db, now),
    consents: createConsentBook(db, now),
    gateway,
  };
}

export function accountRpc(account: AccountServices): RpcOperation[] {
  return [
    accountOperation('getCustomerAddresses', emptyInput, (_input, customerId) =>
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

    accountOperation('getPaymentGatewayKey', emptyInput, () => account.gateway.publicKey()),
    accountOperation('getCustomerCreditCards', emptyInput, (_input, customerId) =>
      account.cards.list(customerId),
    ),
    accountOperation('saveCustomerCreditCard', creditCardSaveSchema, (input, customerId) =>
      account.cards.save(customerId, input),
    ),
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

    accountOperation('getNotificationPreferences', emptyInput, (_input, customerId) =>
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

    accountOperation('getConsents', emptyInput, (_input, customerId) =>
      account.consents.list(customerId),
    ),
    accountOperation('saveConsent', saveConsentInput, (input, customerId) =>
      account.consents.save(customerId, input.purpose, input.granted),
    ),
  ];
}

/** REST of SPEC §7: `POST /api/v1/me/creditcards` (the card save body) → 201 with the card. */
export function accountRoutes(account: AccountServices): Hono {
  const app = new Hono();
  app.post('/v1/me/creditcards', async (c) => {
    noStore(c);
    const customerId = requireLoggedCustomer(c.get('session'));
    const input = parseInput(creditCardSaveSchema, await readJson(c));
    return c.json(await account.cards.save(customerId, input), 201);
  });
  return app;
}
