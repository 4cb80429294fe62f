/**
 * Helpers of the Pix, boleto and order-tracking browser tests (issue #14): a cart ready to place
 * (address and level chosen through the API with the page's cookies), an order placed by Pix or
 * boleto through `POST /api/v1/checkout/orders`, the sandbox's controls (pay a Pix or boleto,
 * move an order along) and the admin's flag switch.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type {
  AddressDto,
  CartDto,
  OrderDto,
  OrderStatus,
  PlacedOrderDto,
} from '@adega/server/contract';
import { ADDRESS as TEST_ADDRESS } from '../apps/server/test/support/address.ts';
import { signUpViaApi } from './accounts.ts';
import { addViaApi, csrfHeaders, plainWine, rpc } from './cart.ts';
import { orderViaApi, shipToAddress } from './orders.ts';
import { expect, type Catalogue } from './fixtures.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';

/**
 * The wines these tests buy: the winebox specs read the stock of plainWine 0–10, checkout uses
 * 30/31, orders 20–22; Pix, boleto and tracking take 40–47 so every stock check stays independent.
 */
export const WINES = {
  pix: 40,
  boleto: 41,
  bankSlipOff: 42,
  delivered: 43,
  detailPix: 44,
  pixMobile: 45,
  boletoCopy: 46,
  checkoutPix: 47,
} as const;

/** A new customer signed in on the page, with `units` of the wine in a cart ready to place. */
export async function cartReadyViaApi(
  page: Page,
  catalogue: Catalogue,
  wineIndex: number,
  units = 1,
): Promise<{ sku: string; cart: CartDto; address: AddressDto }> {
  await signUpViaApi(page);
  const address = await rpc<AddressDto>(page, 'saveCustomerAddress', {
    address: TEST_ADDRESS,
    isPreferredAddress: true,
  });
  const sku = plainWine(catalogue, wineIndex).code;
  await addViaApi(page, sku, units);
  const cart = await shipToAddress(page, address.uidPk);
  return { sku, cart, address };
}

/** Places the page's cart with `{ paymentMethod }` (Pix, boleto or cashback): 201 expected. */
export async function placeViaApi(
  page: Page,
  paymentMethod: 'PIX' | 'BOLETO' | 'CREDITOCLUBE',
): Promise<PlacedOrderDto> {
  const response = await page.request.post('/api/v1/checkout/orders', {
    data: { paymentMethod },
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': randomUUID() },
  });
  const text = await response.text();
  expect(response.status(), text).toBe(201);
  return JSON.parse(text) as PlacedOrderDto;
}

/** A new customer's order of one bottle paid by Pix or boleto, waiting for its payment. */
export async function waitingOrderViaApi(
  page: Page,
  catalogue: Catalogue,
  wineIndex: number,
  paymentMethod: 'PIX' | 'BOLETO',
): Promise<OrderDto> {
  await cartReadyViaApi(page, catalogue, wineIndex);
  const placed = await placeViaApi(page, paymentMethod);
  expect(placed.status).toBe('AGUARDANDO_PAGAMENTO');
  return orderViaApi(page, placed.orderNumber);
}

/** The sandbox gateway pays (or expires, refuses) a Pix or boleto: `POST {control}/{what}`. */
export async function sandboxPayment(
  page: Page,
  control: string,
  what: 'paid' | 'expired' | 'refused' = 'paid',
): Promise<APIResponse> {
  const response = await page.request.post(`${control}/${what}`, {
    headers: await csrfHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

/** Moves a sandbox order along (`POST /sandbox/orders/{n}/advance`) until it reaches `status`. */
export async function advanceUntil(
  page: Page,
  orderNumber: string,
  status: OrderStatus,
): Promise<OrderDto> {
  for (let step = 0; step < 6; step += 1) {
    const order = await orderViaApi(page, orderNumber);
    if (order.status === status) return order;
    const response = await page.request.post(
      `/sandbox/orders/${encodeURIComponent(orderNumber)}/advance`,
      { headers: await csrfHeaders(page) },
    );
    expect(response.ok(), (await response.text()).slice(0, 300)).toBe(true);
  }
  const order = await orderViaApi(page, orderNumber);
  expect(order.status).toBe(status);
  return order;
}

/** A response that is a PDF document: `application/pdf`, starting with `%PDF`. */
export async function expectPdf(response: APIResponse): Promise<void> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

/** Marks the page so a test can tell that it was not reloaded since. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __adegaNoReload?: boolean }).__adegaNoReload = true;
  });
}

export async function wasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __adegaNoReload?: boolean }).__adegaNoReload === true,
  );
}

/** The page's width overflow in pixels (0 when nothing sticks out sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export { expectNoSeriousViolations } from './axe.ts';

/** Switches the flag `enable/bank_slip` through the operators' endpoint (ADMIN_TOKEN). */
export async function setBankSlip(request: APIRequestContext, enabled: boolean): Promise<void> {
  const response = await request.put('/api/v1/admin/flags/enable/bank_slip', {
    data: { enabled },
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
