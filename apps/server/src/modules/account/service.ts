/**
 * My account's use cases (issue #5): the address book, the card wallet, notification settings
 * and consents of the logged customer, each scoped by the customer's id.
 */
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { createAddressBook, type AddressBook } from './addresses.ts';
import { createConsentBook, type ConsentBook } from './consents.ts';
import { createCardWallet, type CardWallet } from './credit-cards.ts';
import { createNotificationSettings, type NotificationSettings } from './notifications.ts';

/** Issue #13: the address rules and DTO the checkout uses (saved to the account through it). */
export { ADDRESS_NOT_FOUND, saveAddressInput, toAddressDto } from './addresses.ts';

/** The consent texts' version, recorded with every consent (sign-up stores it too). */
export { CONSENT_TEXT_VERSION } from './consents.ts';

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
