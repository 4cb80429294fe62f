/**
 * Helpers of the WineBox browser tests (e2e/winebox.spec.ts): products to buy, the drawer's
 * locators, and the cart as the server has it (read with the page's own cookies).
 */
import type { Locator, Page } from '@playwright/test';
import type { CartDto } from '@adega/server/contract';
import { expect, listingPathFor, type Catalogue, type SeedProduct } from './fixtures.ts';
import { isSellableWine } from './products.ts';

/** A plain sellable wine of the Wine store: no promotion, no pendura, plenty of stock. */
export function plainWine(catalogue: Catalogue, index = 0): SeedProduct {
  const found = catalogue.all(
    'a plain sellable wine with stock ≥ 30 and a listing page',
    (p) =>
      isSellableWine(p) &&
      !p.promotion &&
      !p.penduraPromotion &&
      p.stock >= 30 &&
      listingPathFor(p, 'WINE') !== null,
  );
  const product = found[index % found.length];
  if (!product) throw new Error('sem vinho simples no seed');
  return product;
}

/** The WineBox dialog. */
export function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^WineBox \(\d+\)$/ });
}

/** The header's WineBox button (its accessible name carries the count). */
export function wineboxButton(page: Page): Locator {
  return page.locator('header .winebox-button');
}

export function wineboxCount(page: Page): Locator {
  return page.locator('header [data-testid="winebox-count"]');
}

/** Waits for the page to be interactive and opens the drawer. */
export async function openDrawer(page: Page): Promise<Locator> {
  await expect(page.locator('header button.winebox-button')).toBeVisible();
  await page.locator('header button.winebox-button').click();
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits until the drawer's slide-in has ended (mid-animation a box is a fraction of a pixel off). */
export async function drawerSettled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

/** The line of a product in the drawer. */
export function cartLine(page: Page, code: string): Locator {
  return drawer(page).locator(`li.cart-item[data-sku="${code}"]`);
}

/** The server's cart of this page's visitor or customer. */
export async function serverCart(page: Page, origin?: string): Promise<CartDto> {
  const response = await page.request.get(`${origin ?? ''}/api/v1/cart`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartDto;
}

/** The session's CSRF header (a signed-in customer's writes need it, ADR 0008). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'adega_csrf');
  return cookie ? { 'X-CSRF-Token': decodeURIComponent(cookie.value) } : {};
}

/** `POST /rpc/{operation}` with the page's cookies; fails the test on an error answer. */
export async function rpc<T>(
  page: Page,
  operation: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await page.request.post(`/rpc/${operation}`, {
    data,
    headers: await csrfHeaders(page),
  });
  const text = await response.text();
  expect(response.ok(), `${operation} → ${String(response.status())}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** Adds through the REST call with the page's cookies (the cart cookie is then the page's). */
export async function addViaApi(
  page: Page,
  sku: string,
  quantity = 1,
  origin?: string,
): Promise<CartDto> {
  // A read first (see the lead's note on the cold promotions snapshot of the server).
  await page.request.get(`${origin ?? ''}/api/v1/cart`);
  const response = await page.request.post(`${origin ?? ''}/api/v1/cart/items`, {
    data: { sku, quantity },
    headers: await csrfHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CartDto;
}

export function quantityOf(cart: CartDto, code: string): number {
  return cart.cartItems.find((i) => i.productSku.skuCode === code)?.quantity ?? 0;
}

/** Makes the app's calls to `url` (a glob) fail with this status and the API's error body. */
export function failWith(
  page: Page,
  url: string,
  status: number,
  error: { message: string; code: string },
) {
  return page.route(url, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(error) }),
  );
}

/** The toasts on screen. */
export function toast(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** Collects `adega:tracking` events and data-layer pushes from the first script on. */
export async function recordTracking(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tracking: unknown[] };
    w.__tracking = [];
    window.addEventListener('adega:tracking', (event) => {
      w.__tracking.push((event as CustomEvent).detail);
    });
  });
}

export async function trackingEvents(page: Page): Promise<{ event: string }[]> {
  return page.evaluate(() => (window as unknown as { __tracking: { event: string }[] }).__tracking);
}

export async function dataLayer(page: Page): Promise<{ event?: string }[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
  );
}

export async function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
}

/**
 * Waits until the server has `quantity` of the product, then checks that the header shows the
 * server's count (numItems: promotions of other issues may add lines of their own).
 */
export async function expectQuantity(page: Page, code: string, quantity: number): Promise<void> {
  await expect.poll(async () => quantityOf(await serverCart(page), code)).toBe(quantity);
  const cart = await serverCart(page);
  await expect(wineboxCount(page)).toHaveText(String(cart.numItems));
}
