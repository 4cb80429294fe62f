/**
 * Helpers of the subscription pages' browser tests (issue #15, e2e/subscriptions.spec.ts): a new
 * customer who subscribes by buying a club box line or a premium pass with a saved card through
 * the API (as the checkout does), the server's view of the subscriptions, and the page's parts.
 */
import type { Locator, Page } from '@playwright/test';
import type { ClubPlansDto, ReferralDto, WinepassDto } from '@adega/server/contract';
import { signUpViaApi } from './accounts.ts';
import { addViaApi, csrfHeaders, plainWine } from './cart.ts';
import { purchaseViaApi } from './orders.ts';
import { expect, type Catalogue } from './fixtures.ts';

/**
 * The bottle bought with the subscription (a subscription line alone has no delivery to choose):
 * wines 60 and 61, which no other spec buys, so every stock check elsewhere stays independent.
 */
const WITH_CLUB = 60;
const WITH_PREMIUM = 61;

export const CLUB_LIST = '/minha-wine/clubew';
export const REFER_FRIENDS = '/minha-wine/indique';

async function plans(page: Page): Promise<ClubPlansDto> {
  const response = await page.request.get('/api/v1/club/plans');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ClubPlansDto;
}

/** The customer's subscriptions as the server has them (`GET /api/v1/winepass`). */
export async function winepassViaApi(page: Page): Promise<WinepassDto[]> {
  const response = await page.request.get('/api/v1/winepass');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as WinepassDto[];
}

/** The one subscription of the customer. */
export async function onlySubscription(page: Page): Promise<WinepassDto> {
  const list = await winepassViaApi(page);
  expect(list).toHaveLength(1);
  return list[0] as WinepassDto;
}

/** `GET /api/v1/me/referral` with the page's cookies. */
export async function referralViaApi(page: Page): Promise<ReferralDto> {
  const response = await page.request.get('/api/v1/me/referral');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ReferralDto;
}

/**
 * A new customer (signed in on the page) who bought a box line (monthly, Essenciais unless told)
 * and a bottle with a saved card: one ACTIVE club subscription with the card on file.
 */
export async function clubSubscriberViaApi(
  page: Page,
  catalogue: Catalogue,
  slug = 'essenciais',
): Promise<WinepassDto> {
  await signUpViaApi(page);
  await addViaApi(page, plainWine(catalogue, WITH_CLUB).code, 1);
  const line = (await plans(page)).lines.find((l) => l.slug === slug);
  const offer = line?.offers.find((o) => o.billing === 'monthly' && o.available);
  if (!offer) throw new Error(`linha ${slug} mensal não está à venda`);
  await purchaseViaApi(page, offer.skuCode, 1, 1);
  const subscription = await onlySubscription(page);
  expect(subscription).toMatchObject({ kind: 'CLUB', clubeUid: slug, state: 'ACTIVE' });
  return subscription;
}

/** A new customer who bought the default premium pass and a bottle with a saved card. */
export async function premiumSubscriberViaApi(
  page: Page,
  catalogue: Catalogue,
): Promise<WinepassDto> {
  await signUpViaApi(page);
  await addViaApi(page, plainWine(catalogue, WITH_PREMIUM).code, 1);
  const plan = (await plans(page)).premium.find((p) => p.isDefault);
  if (!plan) throw new Error('nenhum pass padrão à venda');
  await purchaseViaApi(page, plan.skuCode, 1, 1);
  const subscription = await onlySubscription(page);
  expect(subscription).toMatchObject({ kind: 'PREMIUM', state: 'ACTIVE' });
  return subscription;
}

/** Takes an action behind the page's back (another tab, another device). */
export async function actViaApi(
  page: Page,
  assinaturaUid: string,
  action: 'pause' | 'resume' | 'skip' | 'cancel',
): Promise<void> {
  const response = await page.request.post(`/api/v1/winepass/${assinaturaUid}/${action}`, {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The card of a subscription on /minha-wine/clubew. */
export function subscriptionCard(page: Page, assinaturaUid: string): Locator {
  return page.locator(`li[data-assinatura="${assinaturaUid}"]`);
}

/** Opens /minha-wine/clubew and waits for the list (hydration and the first read). */
export async function openClubList(page: Page): Promise<void> {
  await page.goto(CLUB_LIST);
  await expect(page.locator('#secao-titulo')).toHaveText('Minhas assinaturas');
  // The list, then each club card's next box, load after hydration: patient on a busy machine.
  await expect(page.locator('.acc-loading')).toHaveCount(0, { timeout: 15_000 });
}

/** The site's confirm dialog (components/ui/confirm-dialog). */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/** Clicks an action of the card, checks the rule the dialog states, and confirms. */
export async function confirmAction(
  page: Page,
  card: Locator,
  button: string,
  rule: string | RegExp,
): Promise<void> {
  await card.getByRole('button', { name: button, exact: true }).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(rule);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
}

/** A club subscriber (through the API) looking at the subscription's card on the club list. */
export async function clubSubscriberCard(page: Page, catalogue: Catalogue) {
  const subscription = await clubSubscriberViaApi(page, catalogue);
  await openClubList(page);
  return { subscription, card: subscriptionCard(page, subscription.assinaturaUid) };
}
