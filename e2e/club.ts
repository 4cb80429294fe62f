/**
 * Helpers of the club browser tests (e2e/club.spec.ts, issue #15): a customer ready to subscribe
 * (address and saved card), the checkout's card payment, the club pages' locators.
 */
import type { Locator, Page } from '@playwright/test';
import { signUpViaApi } from './accounts.ts';
import { addViaApi, plainWine } from './cart.ts';
import {
  SAVED_CARD_SECURITY_CODE,
  chooseLevel,
  CONFIRMATION,
  openCheckoutWithAddress,
  saveAddressViaApi,
  saveCardViaApi,
} from './checkout.ts';
import { expect, type Catalogue } from './fixtures.ts';

/**
 * A new signed-in customer with a preferred address in São Paulo (zone Z1) and a saved card;
 * with `wine`, also a wine in the WineBox (the subscription then ships with a level to choose).
 */
export async function subscriberToBe(
  page: Page,
  catalogue: Catalogue,
  { wine: withWine = true }: { wine?: boolean } = {},
) {
  const person = await signUpViaApi(page);
  await saveAddressViaApi(page, { preferred: true });
  const card = await saveCardViaApi(page);
  const wine = plainWine(catalogue, 31);
  if (withWine) await addViaApi(page, wine.code, 1);
  return { person, card, wine };
}

/** The subscription box of a box line's page. */
export function subscribeBox(page: Page): Locator {
  return page.getByTestId('subscribe-box');
}

/** A premium plan's card on /clubewine/wineyou, by its name ('winepass relax'). */
export function premiumPlan(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/**
 * On /checkout.ep (just arrived by 'Assinar'): confirms the preferred address, chooses 'Normal',
 * pays with the saved card and waits for the confirmation.
 */
export async function payWithSavedCard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\.ep$/);
  await openCheckoutWithAddress(page);
  await chooseLevel(page, 'Normal');
  await payOnCheckout(page);
}

/** On the checkout with its address (and level) chosen: pays with the saved card. */
export async function payOnCheckout(page: Page): Promise<void> {
  await page.getByLabel('Código de segurança (CVV)').fill(SAVED_CARD_SECURITY_CODE);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(CONFIRMATION);
}
