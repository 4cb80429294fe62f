/**
 * Helpers of the checkout browser tests (e2e/checkout.spec.ts): a customer with an address, a
 * saved card (encrypted with the gateway key exactly as the account page does) and a cart, and
 * the page's locators.
 */
import type { Locator, Page } from '@playwright/test';
import type { AddressDto, CreditCardDto, PaymentGatewayKeyDto } from '@adega/server/contract';
import { encryptCard } from '../apps/web/app/features/account/card-encryption.ts';
import { signUpViaApi } from './accounts.ts';
import { addViaApi, plainWine, rpc, serverCart } from './cart.ts';
import { expect, type Catalogue } from './fixtures.ts';
import { SUBSCRIPTIONS } from '../apps/server/src/seed/others.ts';

/**
 * Issue #34: a new customer's offer is their variant of the offer test (pass or discount, by the
 * hash of their id); a test of the pass card is given the seeded default pass (PASS-RELAX) as the
 * server answers it (money in reais).
 */
export async function offerThePass(page: Page): Promise<void> {
  const pass = SUBSCRIPTIONS.find((s) => s.code === 'PASS-RELAX');
  if (!pass) throw new Error('no PASS-RELAX in the seed');
  const body = {
    skuCode: pass.code,
    name: pass.name,
    descricao: pass.attributes.DESCRICAO,
    price: pass.price / 100,
    cashBack: Number(pass.attributes.CASHBACK_REAIS),
  };
  await page.route('**/api/v1/winepass/skuOfferedTheCart', (route) =>
    route.fulfill({ json: body }),
  );
}

/** Where the checkout places an order, and the confirmation page it then opens. */
export const PLACE_PATH = '/api/v1/checkout/orders';
export const CONFIRMATION = /\/pedido-confirmado\.ep\?orderNumber=[^&]+$/;

export const CARDS = {
  approved: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
} as const;

export const HOME_ADDRESS = {
  titulo: 'Casa',
  firstName: 'Ana Beatriz Souza',
  street1: 'Rua das Flores',
  numero: '123',
  complemento: 'Apto 42',
  bairro: 'Jardins',
  city: 'São Paulo',
  subCountry: 'SP',
  country: 'BR',
  zipOrPostalCode: '01310-100',
  ddd1: '11',
  phoneNumber: '987654321',
  phoneNumberFull: '(11) 987654321',
  caixaPostal: false,
  fullTimeConcierge: false,
  preferred: false,
};

export async function saveAddressViaApi(
  page: Page,
  overrides: Partial<typeof HOME_ADDRESS> = {},
): Promise<AddressDto> {
  const address = { ...HOME_ADDRESS, ...overrides };
  return rpc<AddressDto>(page, 'saveCustomerAddress', {
    address,
    isPreferredAddress: address.preferred,
  });
}

/** The security code of the cards `saveCardViaApi` saves (asked again at every purchase). */
export const SAVED_CARD_SECURITY_CODE = '123';

/** Saves a card through saveCustomerCreditCard, encrypted with the sandbox gateway's key. */
export async function saveCardViaApi(page: Page, number: string = CARDS.approved) {
  const key = await rpc<PaymentGatewayKeyDto>(page, 'getPaymentGatewayKey', {});
  const payload = await encryptCard(
    key,
    { holderName: 'ANA B SOUZA', number, expiry: '12/34', securityCode: SAVED_CARD_SECURITY_CODE },
    true,
  );
  return rpc<CreditCardDto>(page, 'saveCustomerCreditCard', { ...payload });
}

/** A new customer (signed in on the page) with a preferred address and wines in the cart. */
export async function customerReadyToBuy(
  page: Page,
  catalogue: Catalogue,
  options: { card?: boolean; units?: number; wine?: number } = {},
) {
  const person = await signUpViaApi(page);
  const address = await saveAddressViaApi(page, { preferred: true });
  const card = options.card ? await saveCardViaApi(page) : null;
  // Wine 30 and up: the winebox specs read the stock of wines 0–10, which purchases would lower.
  const wine = plainWine(catalogue, options.wine ?? 30);
  await addViaApi(page, wine.code, options.units ?? 2);
  return { person, address, card, wine };
}

export function addressModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Onde gostaria de entregar seu pedido?' });
}

export function summary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Resumo do pedido' });
}

export function totalText(page: Page): Locator {
  return summary(page).locator('.co-totals__row--total dd');
}

/** Opens /checkout.ep and confirms the preferred address in the modal that opens by itself. */
export async function openCheckoutWithAddress(page: Page): Promise<void> {
  await page.goto('/checkout.ep');
  const modal = addressModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('shipping-address')).toBeVisible();
}

/**
 * Chooses a level by its name ('Normal', 'Expressa') and waits for the server's cart to have it
 * (the page chooses the first level by itself once an address is set).
 */
export async function chooseLevel(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect
    .poll(async () => {
      const cart = await serverCart(page);
      return cart.selectedShippingServiceLevel?.name ?? null;
    })
    .toBe(name);
}
