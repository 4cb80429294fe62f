/**
 * Orders in browser tests: a purchase made through the API with the page's cookies, as the
 * checkout page makes it (issue #13): an address saved and chosen, a shipping level, a saved card
 * (encrypted in the test process exactly as the account page encrypts it) and
 * `POST /api/v1/checkout/orders` with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type {
  AddressDto,
  CartDto,
  CreditCardDto,
  OrderDto,
  PaymentDetailsDto,
  PaymentGatewayKeyDto,
  PlacedOrderDto,
} from '@adega/server/contract';
import {
  encryptCard,
  encryptField,
  importGatewayKey,
} from '../apps/web/app/features/account/card-encryption.ts';
import { addViaApi, csrfHeaders } from './cart.ts';
import { expect } from './fixtures.ts';

/** SPEC §3 Address, as the account page saves it. */
export const TEST_ADDRESS = {
  titulo: 'Casa',
  firstName: 'Marina Duarte',
  street1: 'Rua das Videiras',
  numero: '120',
  bairro: 'Vila Madalena',
  city: 'São Paulo',
  complemento: 'Apto 52',
  pontoReferencia: 'Em frente à praça',
  subCountry: 'SP',
  country: 'BR',
  zipOrPostalCode: '05435-010',
  deliveryTime: 'Manhã',
  caixaPostal: false,
  fullTimeConcierge: true,
  ddd1: '11',
  phoneNumber: '987654321',
};

/** The sandbox's approved test card (README). */
export const APPROVED_CARD = {
  holderName: 'Marina Duarte',
  number: '4111 1111 1111 1111',
  expiry: '12/34',
  securityCode: '123',
};

async function rpc<T>(page: Page, operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/rpc/${operation}`, {
    data: body,
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': randomUUID() },
  });
  const text = await response.text();
  expect(response.ok(), `${operation} → ${String(response.status())}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

export interface Purchase {
  order: PlacedOrderDto;
  sku: string;
  quantity: number;
  /** The installments paid in (the wish, or the most the table allows below it). */
  installments: number;
  card: CreditCardDto;
  address: AddressDto;
}

/**
 * Buys `quantity` of `sku` as the page's signed-in customer with a saved Visa (4111…) in up to
 * `installments`, shipped to a saved address with the first shipping level offered.
 */
export async function purchaseViaApi(
  page: Page,
  sku: string,
  quantity = 2,
  installments = 2,
): Promise<Purchase> {
  const address = await rpc<AddressDto>(page, 'saveCustomerAddress', {
    address: TEST_ADDRESS,
    isPreferredAddress: true,
  });
  const gatewayKey = await rpc<PaymentGatewayKeyDto>(page, 'getPaymentGatewayKey', {});
  const card = await rpc<CreditCardDto>(page, 'saveCustomerCreditCard', {
    ...(await encryptCard(gatewayKey, APPROVED_CARD, true)),
  });
  await addViaApi(page, sku, quantity);
  const withAddress = await rpc<CartDto>(
    page,
    'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
    { addressUidpk: address.uidPk },
  );
  const level = withAddress.shippingServiceLevels[0];
  if (!level) throw new Error('nenhuma forma de entrega para o endereço de teste');
  await rpc<CartDto>(page, 'setShippingServiceLevel', { uidPk: level.uidPk });
  // The installment table depends on the total (a minimum installment): the most up to the wish.
  const details = await rpc<PaymentDetailsDto>(page, 'getPaymentDetails', {});
  const counts = details.installments
    .map((option) => option.count)
    .filter((n) => n <= installments);
  const chosen = Math.max(1, ...counts);
  const key = await importGatewayKey(gatewayKey.spki);
  const response = await page.request.post('/api/v1/checkout/orders', {
    data: {
      paymentMethod: 'CREDITCARD',
      creditCardUidPk: card.uidPk,
      encryptedSecurityCode: await encryptField(key, APPROVED_CARD.securityCode),
      installments: chosen,
    },
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': randomUUID() },
  });
  const text = await response.text();
  expect(response.status(), text).toBe(201);
  return {
    order: JSON.parse(text) as PlacedOrderDto,
    sku,
    quantity,
    installments: chosen,
    card,
    address,
  };
}

/** The order as the API answers it to the page's customer. */
export async function orderViaApi(page: Page, orderNumber: string): Promise<OrderDto> {
  const response = await page.request.get(`/api/v1/me/orders/${encodeURIComponent(orderNumber)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OrderDto;
}
