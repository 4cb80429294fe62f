/**
 * Customer-event tracking that honours consent (issue #17, SPEC §7 Tracking, ADRs 0029 and 0031):
 * every SPEC §7 event is seen in the page's data layer (kept across page loads) and in the sinks'
 * files of the e2e server (no sink endpoint configured: DATA_DIR/tracking/<sink>.ndjson), each
 * with its properties; and nothing leaves for a category the visitor refused or revoked.
 */
import type { Page } from '@playwright/test';
import { buildListingUrl, listingQuery, productPath, searchUrl } from '@adega/domain/urls';
import {
  AFTER_SUBMIT,
  fillPersonForm,
  formReady,
  newPerson,
  openForm,
  signInThroughForm,
  signUpViaApi,
} from './accounts.ts';
import type { CustomerDto } from '@adega/server/contract';
import { csrfHeaders, openDrawer, plainWine, rpc, serverCart, toast } from './cart.ts';
import {
  chooseLevel,
  CONFIRMATION,
  customerReadyToBuy,
  openCheckoutWithAddress,
  summary,
} from './checkout.ts';
import { clubSubscriberViaApi, REFER_FRIENDS } from './subscriptions.ts';
import { payOnCheckout } from './club.ts';
import { expect, test } from './fixtures.ts';
import { unavailableWine } from './products.ts';
import {
  awaitPageEvent,
  chooseConsent,
  eventsOf,
  keepPageEvents,
  linesOf,
  pageEvents,
  visitorOf,
  type SinkLine,
} from './tracking.ts';

const ALL = { Analytics: true, Marketing: true };
const NONE = { Analytics: false, Marketing: false };
/** Deliveries run right after the batch is stored; a busy machine may take a few seconds. */
const DELIVERED = { timeout: 15_000 };

async function pageEventNames(page: Page): Promise<string[]> {
  return (await pageEvents(page)).map((e) => String(e.event));
}

function lineOf(lines: SinkLine[], event: string, match: Record<string, unknown> = {}) {
  return lines.find(
    (line) =>
      line.event === event &&
      Object.entries(match).every(([key, value]) => line.properties[key] === value),
  );
}

/** Leaves the page so its queued events are flushed by the exit beacon. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

/** A visitor who accepts every cookie, the page's events kept: their visitor id. */
async function acceptingVisitor(page: Page) {
  await keepPageEvents(page);
  await chooseConsent(page, ALL);
  return visitorOf(page);
}

test.describe('tracking', () => {
  test('a visitor who accepts: browsing events reach both sinks and the data layer, with their properties', async ({
    page,
    catalogue,
  }) => {
    test.slow();
    const visitor = await acceptingVisitor(page);
    expect(visitor).not.toBeNull();
    const wine = plainWine(catalogue, 41);

    await page.goto(productPath(wine.code));
    await awaitPageEvent(page, 'product_viewed');
    await page.getByRole('button', { name: `Adicionar: ${wine.name}` }).click();
    await expect(toast(page, 'Produto adicionado')).toBeVisible();
    const dialog = await openDrawer(page);
    await dialog.getByRole('button', { name: `Remover ${wine.name}` }).click();
    await expect.poll(async () => (await serverCart(page)).numItems).toBe(0);

    const filtered = buildListingUrl(listingQuery('wines', { filters: { types: ['tinto'] } }));
    await page.goto(filtered);
    await awaitPageEvent(page, 'product_filtered');
    await page.goto(buildListingUrl(listingQuery('wines')));
    await awaitPageEvent(page, 'product_list_viewed', 2);
    await page.goto(searchUrl('malbec'));
    await awaitPageEvent(page, 'product_searched');
    await page.goto(searchUrl('ab'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const names = await pageEventNames(page);
    await leave(page);

    for (const event of [
      'product_viewed',
      'product_added',
      'cart_viewed',
      'product_removed',
      'product_list_viewed',
      'product_filtered',
      'product_searched',
    ]) {
      expect(names, `data layer: ${event}`).toContain(event);
    }
    expect(names.filter((e) => e === 'product_filtered')).toHaveLength(1);
    expect(names.filter((e) => e === 'product_searched')).toHaveLength(1);

    for (const sink of ['engagement', 'attribution'] as const) {
      await expect
        .poll(() => eventsOf(sink, { visitor }).length, DELIVERED)
        .toBeGreaterThanOrEqual(8);
      const lines = linesOf(sink, { visitor });
      expect(lineOf(lines, 'product_viewed', { sku: wine.code })?.properties).toMatchObject({
        name: wine.name,
      });
      expect(lineOf(lines, 'product_added', { sku: wine.code })?.properties).toMatchObject({
        quantity: 1,
        productCategory: expect.any(String),
        price: expect.any(Number),
      });
      expect(lineOf(lines, 'product_removed', { sku: wine.code })).toBeDefined();
      expect(lineOf(lines, 'cart_viewed')).toBeDefined();
      expect(lineOf(lines, 'product_filtered')?.properties.types).toEqual(['tinto']);
      expect(lineOf(lines, 'product_list_viewed')?.properties).toMatchObject({
        category: 'wines',
      });
      expect(lineOf(lines, 'product_searched', { keyword: 'malbec' })).toBeDefined();
      expect(lineOf(lines, 'product_searched', { keyword: 'ab' })).toBeUndefined();
      expect(lines.every((line) => line.customer === null && line.sink === sink)).toBe(true);
    }
  });

  test('an unavailable product page pushes Stockout to the data layer', async ({
    page,
    catalogue,
  }) => {
    const product = unavailableWine(catalogue);
    await keepPageEvents(page);
    await page.goto(productPath(product.code));
    await expect(page.locator('.promotion-strip__unavailable')).toHaveText('Produto sem estoque');
    await expect
      .poll(async () => (await pageEvents(page)).find((e) => e.event === 'Stockout'))
      .toMatchObject({ sku: product.code, name: product.name });
  });

  test('without consent nothing leaves the browser, while the data layer still hears everything', async ({
    page,
    catalogue,
  }) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/events')) beacons.push(request.url());
    });
    await keepPageEvents(page);
    const wine = plainWine(catalogue, 42);
    await page.goto(productPath(wine.code));
    await awaitPageEvent(page, 'product_viewed');
    await page.getByRole('button', { name: `Adicionar: ${wine.name}` }).click();
    await expect(toast(page, 'Produto adicionado')).toBeVisible();
    await page.goto(searchUrl('cabernet'));
    await awaitPageEvent(page, 'product_searched');
    expect(await pageEventNames(page)).toEqual(
      expect.arrayContaining(['product_viewed', 'product_added', 'product_searched']),
    );
    await leave(page);
    expect(beacons).toEqual([]);
    // No choice was recorded: the server never even issued a visitor id.
    expect(await visitorOf(page)).toBeNull();
  });

  test('consent against sends: grant, revoke, act; one ledger row per change, nothing sent while revoked', async ({
    page,
    catalogue,
  }) => {
    test.slow();
    await keepPageEvents(page);
    const person = await signUpViaApi(page);
    const [first, second, third] = [50, 51, 52].map((i) => plainWine(catalogue, i));
    if (!first || !second || !third) throw new Error('seed too small');
    const who = { email: person.email };
    /** Opens the product's page, waits for its `nth` product_viewed and leaves (the beacon goes). */
    const viewAndLeave = async (code: string, nth: number) => {
      await page.goto(productPath(code));
      await awaitPageEvent(page, 'product_viewed', nth);
      await leave(page);
    };
    const viewedLine = (sink: 'engagement' | 'attribution', code: string) =>
      lineOf(linesOf(sink, who), 'product_viewed', { sku: code });

    // Analytics only: the engagement sink gets the event, the attribution sink does not.
    await chooseConsent(page, { Analytics: true, Marketing: false });
    await viewAndLeave(first.code, 1);
    await expect.poll(() => viewedLine('engagement', first.code), DELIVERED).toBeDefined();
    expect(viewedLine('attribution', first.code)).toBeUndefined();

    // Revoked: the browser sends nothing, and nothing reaches a sink.
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/events')) beacons.push(request.url());
    });
    await chooseConsent(page, NONE);
    await chooseConsent(page, NONE); // the same choice again is not a change
    await viewAndLeave(second.code, 2);
    expect(beacons).toEqual([]);

    // Granted again: new events go (and prove the earlier ones had their chance to arrive).
    await chooseConsent(page, ALL);
    await viewAndLeave(third.code, 3);
    await expect.poll(() => viewedLine('attribution', third.code), DELIVERED).toBeDefined();
    for (const sink of ['engagement', 'attribution'] as const) {
      expect(viewedLine(sink, second.code)).toBeUndefined();
    }

    const history = await page.request.get('/api/v1/me/consent/history', {
      headers: await csrfHeaders(page),
    });
    expect(history.ok()).toBe(true);
    const rows = (await history.json()) as { statuses: Record<string, boolean> }[];
    expect(rows.map((row) => [row.statuses.Analytics, row.statuses.Marketing])).toEqual([
      [true, true],
      [false, false],
      [true, false],
    ]);
  });

  test('account events: sign-up, sign-out, sign-in and password reset, recorded by the server with the +55 phone', async ({
    page,
  }) => {
    test.slow();
    const visitor = await acceptingVisitor(page);
    const person = newPerson();
    await openForm(page, '/cadastro.ep');
    await fillPersonForm(page, person);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);

    // A click before the account page has hydrated does nothing: click until it leaves.
    const signOut = page
      .getByRole('navigation', { name: 'Seções da minha conta' })
      .getByRole('button', { name: 'Sair' });
    await expect(async () => {
      await signOut.click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/$/, { timeout: 2_000 });
    }).toPass(AFTER_SUBMIT);

    await openForm(page, '/sign-in.ep');
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
    await page.goto('/');
    // Signed out from outside the page: a page left open would notice it (customer lookup) and
    // reload itself, aborting the navigation below.
    await page.goto('about:blank');
    await page.request.post('/rpc/signOut', { data: {}, headers: await csrfHeaders(page) });

    await openForm(page, '/esqueci-senha.ep');
    await formReady(page);
    await page.getByLabel('E-mail ou CPF').fill(person.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(/Se houver uma conta com esses dados/)).toBeVisible(AFTER_SUBMIT);

    const names = await pageEventNames(page);
    for (const event of [
      'sign_up_started',
      'sign_up_completed',
      'logout',
      'login',
      'password_reset_sent',
    ]) {
      expect(names, `data layer: ${event}`).toContain(event);
    }
    // 'started' is the visitor's (no account yet); the rest are the customer's.
    const who = { email: person.email, visitor };
    for (const sink of ['engagement', 'attribution'] as const) {
      await expect
        .poll(() => eventsOf(sink, who), DELIVERED)
        .toEqual(
          expect.arrayContaining([
            'sign_up_started',
            'sign_up_completed',
            'logout',
            'login',
            'password_reset_sent',
          ]),
        );
      const lines = linesOf(sink, who);
      expect(lines.filter((line) => line.event === 'sign_up_completed')).toHaveLength(1);
      expect(lines.filter((line) => line.event === 'login')).toHaveLength(1);
      for (const line of lines.filter((l) => l.customer !== null)) {
        expect(line.customer?.phone).toMatch(/^\+55\d{10,11}$/);
      }
    }
  });

  test('a purchase: checkout events, the coupon, the favourite and charged, with their properties', async ({
    page,
    catalogue,
  }) => {
    test.slow();
    await keepPageEvents(page);
    await chooseConsent(page, { Analytics: true, Marketing: false });
    const { person, wine } = await customerReadyToBuy(page, catalogue, { card: true, units: 4 });
    await page.goto(productPath(wine.code));
    await page.getByRole('button', { name: `Favoritar Produto: ${wine.name}` }).click();
    await expect(
      page.getByRole('button', { name: `Remover dos Favoritos: ${wine.name}` }),
    ).toBeVisible();

    await openCheckoutWithAddress(page);
    const coupon = summary(page).getByTestId('coupon');
    await coupon.getByLabel('Cupom de desconto ou vale-presente').fill('BEMVINDO10');
    await coupon.getByRole('button', { name: 'Aplicar' }).click();
    await expect(coupon.getByTestId('applied-code')).toContainText('BEMVINDO10');
    await chooseLevel(page, 'Expressa');
    await page.getByText(/^Outras formas de pagamento/).click();
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await page.getByLabel('Parcelamento').selectOption('2');
    await payOnCheckout(page);
    await expect(page).toHaveURL(CONFIRMATION);
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

    // 'charged' is heard once the hydrated confirmation shows the order paid: wait for it (reading
    // at once raced the page's effect, about 1 run in 5).
    await expect
      .poll(() => pageEventNames(page), { message: 'data layer: charged' })
      .toContain('charged');
    const names = await pageEventNames(page);
    for (const event of [
      'product_favourited',
      'checkout_started',
      'shipment_chosen',
      'payment_method_chosen',
      'installment_chosen',
      'coupon_applied',
      'charged',
    ]) {
      expect(names, `data layer: ${event}`).toContain(event);
    }
    await leave(page);
    const who = { email: person.email };
    await expect
      .poll(() => lineOf(linesOf('engagement', who), 'charged', { orderNumber }), DELIVERED)
      .toBeDefined();
    const lines = linesOf('engagement', who);
    expect(lineOf(lines, 'product_favourited', { sku: wine.code })).toBeDefined();
    expect(lineOf(lines, 'coupon_applied', { code: 'BEMVINDO10' })).toBeDefined();
    expect(lineOf(lines, 'installment_chosen', { installments: 2 })).toBeDefined();
    expect(lineOf(lines, 'checkout_started')).toBeDefined();
    expect(lineOf(lines, 'shipment_chosen')?.properties.level).toEqual(expect.any(String));
    expect(lineOf(lines, 'payment_method_chosen', { method: 'PIX' })).toBeDefined();
    expect(lineOf(lines, 'payment_method_chosen', { method: 'CREDITCARD' })).toBeDefined();
    expect(lines.filter((line) => line.event === 'charged')).toHaveLength(1);
    // Analytics only: the attribution service heard nothing of this customer.
    expect(linesOf('attribution', who)).toEqual([]);
  });

  test('club shared: a member passes the invitation on by copy and by WhatsApp', async ({
    page,
    context,
    catalogue,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await keepPageEvents(page);
    await clubSubscriberViaApi(page, catalogue);
    const customer = await rpc<CustomerDto>(page, 'getLoggedCustomer', {});
    await chooseConsent(page, ALL);
    await page.goto(REFER_FRIENDS);
    await page.getByRole('button', { name: 'Copiar Seu link' }).click();
    await expect(page.getByRole('button', { name: 'Copiado! Seu link' })).toBeVisible();
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Enviar por WhatsApp' }).click();
    await (await popup).close();
    expect(
      (await pageEvents(page)).filter((e) => e.event === 'club_shared').map((e) => e.channel),
    ).toEqual(['copy-link', 'whatsapp']);
    await leave(page);
    const who = { email: customer.email };
    await expect
      .poll(
        () =>
          linesOf('engagement', who)
            .filter((line) => line.event === 'club_shared')
            .map((line) => line.properties.channel),
        DELIVERED,
      )
      .toEqual(['copy-link', 'whatsapp']);
  });
});
