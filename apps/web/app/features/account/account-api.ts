/**
 * The RPCs of my account (SPEC §7 Customer operations; DTOs of apps/server/src/contract.ts).
 * Calls go through lib/rpc (CSRF header, pt-BR `RequestError`, SPEC §8's remote-call rule: an
 * error about the login — the session ended meanwhile — reloads the page, whose loader then sends
 * the customer to sign in; any other error goes to the caller).
 */
import type {
  AddressDto,
  ConsentDto,
  CreditCardDto,
  CustomerDto,
  NotificationChannel,
  NotificationPreferenceDto,
  PaymentGatewayKeyDto,
} from '@adega/server/contract';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import type { AddressInput } from '@adega/domain/validation/schemas';
import type { ProfilePfInput, ProfilePjInput } from '@adega/domain/validation/account-schemas';
import { RequestError, rpc } from '../../lib/rpc';
import type { CreditCardSavePayload } from './card-encryption';

const call = <T>(operation: string, payload: Record<string, unknown> = {}): Promise<T> =>
  rpc<T>(operation, payload);

export const accountApi = {
  signOut: () => rpc<unknown>('signOut'),
  loggedCustomer: () => call<CustomerDto | null>('getLoggedCustomer'),
  saveProfilePf: (input: ProfilePfInput) => call<CustomerDto>('saveCustomerPF', { ...input }),
  saveProfilePj: (input: ProfilePjInput) => call<CustomerDto>('saveCustomerPJ', { ...input }),
  changeEmail: (input: { email: string; password: string }) =>
    call<CustomerDto>('requestChangeEmail', { ...input }),

  addresses: () => call<AddressDto[]>('getCustomerAddresses'),
  saveAddress: (address: AddressInput, isPreferredAddress: boolean) =>
    call<AddressDto>('saveCustomerAddress', { address, isPreferredAddress }),
  removeAddress: (uidPk: number) => call<unknown>('removeCustomerAddressByUidPk', { uidPk }),

  creditCards: () => call<CreditCardDto[]>('getCustomerCreditCards'),
  paymentGatewayKey: () => call<PaymentGatewayKeyDto>('getPaymentGatewayKey'),
  saveCreditCard: (payload: CreditCardSavePayload) =>
    call<CreditCardDto>('saveCustomerCreditCard', { ...payload }),
  setPreferredCreditCard: (creditCardUidPk: number) =>
    call<unknown>('setAsPreferredCreditCard', { creditCardUidPk }),
  removeCreditCard: (creditCardUidPk: number) =>
    call<unknown>('removeCustomerCreditCardByUidPk', { creditCardUidPk }),

  notificationPreferences: () => call<NotificationPreferenceDto[]>('getNotificationPreferences'),
  saveNotificationPreferences: (preferences: { channel: NotificationChannel; optIn: boolean }[]) =>
    call<NotificationPreferenceDto[]>('saveNotificationPreferences', { preferences }),

  consents: () => call<ConsentDto[]>('getConsents'),
  saveConsent: (purpose: string, granted: boolean) =>
    call<ConsentDto[]>('saveConsent', { purpose, granted }),
};

/** The pt-BR text of a failed call (the server's message, or the client's network message). */
export function errorMessage(error: unknown): string {
  return error instanceof RequestError ? error.message : GENERIC_ERROR_MESSAGE;
}

export function errorFields(error: unknown): Readonly<Record<string, string>> {
  return error instanceof RequestError ? error.fields : {};
}
