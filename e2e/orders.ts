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
  encryptField,
  importGatewayKey,
} from '../apps/web/app/features/account/card-encryption.ts';
import { ADDRESS as TEST_ADDRESS } from '../apps/server/test/support/address.ts';
import { addViaApi, csrfHeaders, rpc } from './cart.ts';
import { SAVED_CARD_SECURITY_CODE, saveCardViaApi } from './checkout.ts';
import { expect } from './fixtures.ts';

export interface Purchase {
  order: PlacedOrderDto;
  sku: string;
  quantity: number;
  /** The installments paid in (the wish, or the most the table allows below it). */
  installments: number;
  card: CreditCardDto;
  address: AddressDto;
}

/** Ships the cart to a saved address with the first delivery level offered; the cart after it. */
export async function shipToAddress(page: Page, addressUidPk: number): Promise<CartDto> {
  const withAddress = await rpc<CartDto>(
    page,
    'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
    { addressUidpk: addressUidPk },
  );
  const level = withAddress.shippingServiceLevels[0];
  if (!level) throw new Error('nenhuma forma de entrega para o endereço de teste');
  return rpc<CartDto>(page, 'setShippingServiceLevel', { uidPk: level.uidPk });
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
  const card = await saveCardViaApi(page);
  const gatewayKey = await rpc<PaymentGatewayKeyDto>(page, 'getPaymentGatewayKey', {});
  await addViaApi(page, sku, quantity);
  await shipToAddress(page, address.uidPk);
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
      encryptedSecurityCode: await encryptField(key, SAVED_CARD_SECURITY_CODE),
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
