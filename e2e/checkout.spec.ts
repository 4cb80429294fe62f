/**
 * The checkout /checkout.ep (issue #13; SPEC §2 checkout, address modal, checkout subscription
 * offer; §5 CEP and phone rules; §7 cart and payment calls, tracking). Every test is its own new
 * customer against the real server and its sandbox gateway (test cards: 4111 1111 1111 1111
 * approved, 4000 0000 0000 0002 refused). Tests tagged `@layout` also run at 390 px.
 */
import type { Page, Request } from '@playwright/test';
import type { CartDto } from '@adega/server/contract';
import { formatBRL, fromReais } from '@adega/domain/money';
import { MEMBERS_ONLY_LABEL } from '@adega/domain/roles';
import { ORDER_GIFT_TEXTS } from '@adega/domain/checkout/order-gift';
import { fillAddressForm, signInViaApi } from './accounts.ts';
import {
  addViaApi,
  csrfHeaders,
  openDrawer,
  plainWine,
  recordTracking,
  serverCart,
  trackingEvents,
} from './cart.ts';
import {
  CARDS,
  addressModal,
  chooseLevel,
  customerReadyToBuy,
  offerThePass,
  openCheckoutWithAddress,
  saveAddressViaApi,
  summary,
  totalText,
  CONFIRMATION,
  PLACE_PATH,
} from './checkout.ts';
import { answerWelcomeGate, expect, test, type Catalogue } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

/** A customer ready to buy with a second saved address, 'Trabalho'. */
async function customerWithWorkAddress(page: Page, catalogue: Catalogue) {
  await customerReadyToBuy(page, catalogue);
  await saveAddressViaApi(page, {
    titulo: 'Trabalho',
    street1: 'Avenida Paulista',
    numero: '900',
  });
}

function placements(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === PLACE_PATH) seen.push(r);
  });
  return seen;
}

async function fillNewCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Novo cartão' }).check();
  await page.getByLabel('Nome impresso no cartão').fill('ANA B SOUZA');
  await page.getByLabel('Número do cartão').pressSequentially(number.replace(/\s/g, ''));
  await page.getByLabel('Validade').pressSequentially('1234');
  await page.getByLabel('Código de segurança (CVV)').fill('123');
}

test.describe('checkout /checkout.ep', () => {
  test('a visitor signs in and comes back; an empty cart goes back to the store', async ({
    page,
    catalogue,
  }) => {
    const { person, wine } = await customerReadyToBuy(page, catalogue);
    await page.request.post('/rpc/signOut', { data: {}, headers: await csrfHeaders(page) });
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    await page.goto('/checkout.ep');
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=%2Fcheckout\.ep$/);
    // 'Finalizar pedido' in the WineBox leads to the checkout.
    await addViaApi(page, plainWine(catalogue, 5).code, 1);
    await page.goto('/');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Finalizar pedido' })).toHaveAttribute(
      'href',
      '/checkout.ep',
    );
    await signInViaApi(page, person.email);
    await page.goto('/checkout.ep');
    await expect(page).toHaveURL(/\/checkout\.ep$/);
    await expect(summary(page).locator(`li[data-sku="${wine.code}"]`)).toBeVisible();

    // Emptied elsewhere: back to the store with a message.
    const cart = await serverCart(page);
    for (const line of cart.cartItems) {
      await page.request.post('/rpc/removeCartItem', {
        data: { itemUidPk: line.itemUidPk },
        headers: await csrfHeaders(page),
      });
    }
    await page.goto('/checkout.ep');
    await expect(page).toHaveURL(/\/loja-vinhos$/);
    await expect(page.getByTestId('toast')).toContainText('Sua WineBox está vazia');
  });

  test('address modal: preferred first, choose one; a new address with the CEP and phone rules', async ({
    page,
    catalogue,
  }) => {
    await customerWithWorkAddress(page, catalogue);
    await page.goto('/checkout.ep');
    const modal = addressModal(page);
    await expect(modal).toBeVisible();
    const options = modal.getByRole('radio');
    await expect(options).toHaveCount(2);
    await expect(options.first()).toBeChecked();
    await expect(modal.locator('label').first()).toContainText('Casa');
    await modal.getByRole('radio', { name: /Trabalho/ }).check();
    await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('shipping-address')).toContainText('Avenida Paulista, 900');
    expect((await serverCart(page)).shippingAddress?.street1).toBe('Avenida Paulista');

    await page.getByRole('button', { name: 'Alterar endereço' }).click();
    await modal.getByRole('button', { name: 'Novo endereço' }).click();
    await fillAddressForm(modal, {
      recipient: 'Carlos Souza',
      cep: '1234',
      street: 'Rua Nova',
      number: '7',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      phone: '4133',
    });
    await modal.getByRole('button', { name: 'Salvar e usar este endereço' }).click();
    await expect(modal.getByText('Formato do CEP não é válido.')).toBeVisible();
    await expect(
      modal.getByText('O formato do telefone não é válido. Ex: (99) 999999999'),
    ).toBeVisible();
    await modal.getByLabel('CEP').fill('80010000');
    await modal.getByLabel('Telefone', { exact: true }).fill('41999998888');
    await modal.getByRole('button', { name: 'Salvar e usar este endereço' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('shipping-address')).toContainText('Rua Nova, 7');
    // Saved to the account too.
    const saved = await page.request.post('/rpc/getCustomerAddresses', {
      data: {},
      headers: await csrfHeaders(page),
    });
    expect(JSON.stringify(await saved.json())).toContain('Rua Nova');
  });

  test('a shipping change changes the total; tracking follows the checkout', async ({
    page,
    catalogue,
  }) => {
    await recordTracking(page);
    await customerReadyToBuy(page, catalogue);
    await openCheckoutWithAddress(page);
    // The first level is chosen by the page (not tracked); the customer's choices are.
    await chooseLevel(page, 'Normal');
    await chooseLevel(page, 'Expressa');
    await chooseLevel(page, 'Normal');
    const normal = await serverCart(page);
    await expect(totalText(page)).toHaveText(formatBRL(fromReais(normal.total)));
    await chooseLevel(page, 'Expressa');
    await expect.poll(async () => (await serverCart(page)).total).not.toBe(normal.total);
    const express = await serverCart(page);
    expect(express.shippingCostValue?.amount).toBeGreaterThan(
      normal.shippingCostValue?.amount ?? 0,
    );
    await expect(totalText(page)).toHaveText(formatBRL(fromReais(express.total)));
    await expect(summary(page).locator('.co-totals__row--shipping dd')).toHaveText(
      formatBRL(fromReais(express.shippingCostValue?.amount ?? 0)),
    );
    // A method this cart cannot use is listed disabled with why (issue #14: the cashback credit
    // without a balance that covers the order).
    await page.getByText(/^Outras formas de pagamento/).click();
    const credit = page.locator('li[data-method="CREDITOCLUBE"]');
    await expect(credit.getByRole('radio')).toBeDisabled();
    await expect(credit.locator('.co-muted')).not.toBeEmpty();
    await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toBeChecked();
    await page.getByLabel('Parcelamento').selectOption('2');
    const events = (await trackingEvents(page)).map((e) => e.event);
    expect(events).toContain('checkout_started');
    expect(events.filter((e) => e === 'shipment_chosen')).toHaveLength(3);
    expect(events).toContain('installment_chosen');
  });

  test('order gift: the message card is required field by field, saved, kept with another address, removed', async ({
    page,
    catalogue,
  }) => {
    await customerWithWorkAddress(page, catalogue);
    await openCheckoutWithAddress(page);
    const gift = page.getByRole('region', { name: 'Presente' });
    await gift.getByRole('checkbox', { name: 'Enviar uma mensagem de presente' }).check();
    await gift.getByRole('button', { name: 'Salvar mensagem' }).click();
    await expect(gift.getByText(ORDER_GIFT_TEXTS.fromRequired)).toBeVisible();
    await expect(gift.getByText(ORDER_GIFT_TEXTS.toRequired)).toBeVisible();
    await expect(gift.getByText(ORDER_GIFT_TEXTS.messageRequired)).toBeVisible();
    await gift.getByLabel('De', { exact: true }).fill('Ana');
    await gift.getByLabel('Para', { exact: true }).fill('Carlos');
    await gift.getByLabel('Mensagem', { exact: true }).fill('Feliz aniversário!');
    await gift.getByRole('button', { name: 'Salvar mensagem' }).click();
    await expect(gift.getByTestId('order-gift')).toContainText('Feliz aniversário!');
    expect((await serverCart(page)).orderGift).toEqual({
      from: 'Ana',
      to: 'Carlos',
      message: 'Feliz aniversário!',
    });
    // Another saved address keeps the gift (setShippingAddressFromExistsAddressWithoutRemoveOrderGift).
    await page.getByRole('button', { name: 'Alterar endereço' }).click();
    await addressModal(page)
      .getByRole('radio', { name: /Trabalho/ })
      .check();
    await addressModal(page).getByRole('button', { name: 'Confirmar endereço' }).click();
    await expect(page.getByTestId('shipping-address')).toContainText('Avenida Paulista, 900');
    expect((await serverCart(page)).orderGift?.message).toBe('Feliz aniversário!');
    await gift.getByRole('button', { name: 'Remover mensagem' }).click();
    await expect(gift.getByTestId('order-gift')).toHaveCount(0);
    expect((await serverCart(page)).orderGift).toBeNull();
  });

  test('purchase with a saved card: the security code is asked again, one key per attempt', async ({
    page,
    catalogue,
  }) => {
    const { card } = await customerReadyToBuy(page, catalogue, { card: true });
    const sent = placements(page);
    await openCheckoutWithAddress(page);
    await chooseLevel(page, 'Normal');
    const saved = page.getByRole('radio', { name: new RegExp(`${card?.lastFour ?? '1111'}`) });
    await expect(saved).toBeChecked();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page.getByText('O campo é obrigatório')).toBeVisible();
    expect(sent).toHaveLength(0);
    await page.getByLabel('Código de segurança (CVV)').fill('123');
    // The connection drops (the call and its one automatic resend): the attempt stays open.
    let dropped = 0;
    await page.route(`**${PLACE_PATH}`, (route) =>
      dropped++ < 2 ? route.abort('connectionfailed') : route.continue(),
    );
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page.getByTestId('place-error')).toHaveText(
      'Não foi possível falar com a loja. Verifique sua conexão.',
    );
    expect(sent).toHaveLength(2);
    // A click again retries the same attempt: the same key and the very same (encrypted) body.
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(CONFIRMATION);
    expect(sent).toHaveLength(3);
    const keys = new Set(sent.map((r) => r.headers()['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
    expect(new Set(sent.map((r) => r.postData())).size).toBe(1);
    const body = (sent[2] as Request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ paymentMethod: 'CREDITCARD', creditCardUidPk: card?.uidPk });
    expect(String(body.encryptedSecurityCode)).not.toBe('123');
    expect((await serverCart(page)).cartItems).toHaveLength(0);
  });

  test('purchase with a new card, saved for the next time', async ({ page, catalogue }) => {
    await customerReadyToBuy(page, catalogue);
    const sent = placements(page);
    await openCheckoutWithAddress(page);
    await chooseLevel(page, 'Normal');
    // No saved card: the new card is preselected.
    await expect(page.getByRole('radio', { name: 'Novo cartão' })).toBeChecked();
    await fillNewCard(page, CARDS.approved);
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(CONFIRMATION);
    const raw = (sent[0] as Request).postData() ?? '';
    expect(raw).not.toContain('4111111111111111');
    expect(raw).toContain('"saveCard":true');
    const cards = await page.request.post('/rpc/getCustomerCreditCards', {
      data: {},
      headers: await csrfHeaders(page),
    });
    expect(JSON.stringify(await cards.json())).toContain('"lastFour":"1111"');
  });

  test('a refused card shows its message and keeps the cart', async ({ page, catalogue }) => {
    const { wine } = await customerReadyToBuy(page, catalogue);
    await openCheckoutWithAddress(page);
    await chooseLevel(page, 'Normal');
    const before = await serverCart(page);
    await fillNewCard(page, CARDS.refused);
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    const error = page.getByTestId('place-error');
    // The sandbox gateway's refusal, in the server's words.
    await expect(error).toContainText('recusado');
    await expect(page).toHaveURL(/\/checkout\.ep$/);
    const after = await serverCart(page);
    expect(after.cartItems.map((i) => [i.productSku.skuCode, i.quantity])).toEqual(
      before.cartItems.map((i) => [i.productSku.skuCode, i.quantity]),
    );
    expect(after.cartItems.some((i) => i.productSku.skuCode === wine.code)).toBe(true);
    await expect(page.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
  });

  test('coupon at checkout: applied, the discount in the totals, tracked', async ({
    page,
    catalogue,
  }) => {
    await recordTracking(page);
    await customerReadyToBuy(page, catalogue, { units: 4 });
    await openCheckoutWithAddress(page);
    const coupon = summary(page).getByTestId('coupon');
    await coupon.getByLabel('Cupom de desconto ou vale-presente').fill('BEMVINDO10');
    await coupon.getByRole('button', { name: 'Aplicar' }).click();
    await expect(coupon.getByTestId('applied-code')).toContainText('BEMVINDO10');
    const cart = await serverCart(page);
    await expect(summary(page).locator('.co-totals__row--discount dd')).toHaveText(
      formatBRL(-fromReais(cart.subtotalDiscountMoney.amount)),
    );
    await expect(totalText(page)).toHaveText(formatBRL(fromReais(cart.total)));
    expect((await trackingEvents(page)).map((e) => e.event)).toContain('coupon_applied');
  });

  test('cashback at checkout: used, shown in the totals, released again', async ({
    page,
    catalogue,
  }) => {
    // The seed's premium demo customer is the one with a cashback balance.
    await signInViaApi(page, 'premium@adega.dev', 'Adega@2026');
    const wine = plainWine(catalogue, 31);
    await addViaApi(page, wine.code, 1);
    await page.goto('/checkout.ep');
    await expect(summary(page)).toBeVisible();
    // No address on this account: the modal opens by itself; the cashback does not need one.
    const modal = addressModal(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(modal).toBeHidden();
    const use = summary(page).getByRole('checkbox', { name: /Usar meu cashback/ });
    if (await use.isChecked()) await use.uncheck();
    await expect(use).not.toBeChecked();
    const without = await serverCart(page);
    await use.check();
    await expect.poll(async () => (await serverCart(page)).cashBack?.useCashBack).toBe(true);
    const withCashback = await serverCart(page);
    const used = fromReais(withCashback.cashBack?.used.amount ?? 0);
    expect(used).toBeGreaterThan(0);
    await expect(summary(page).locator('.co-totals__row--cashback dd')).toHaveText(
      formatBRL(-used),
    );
    expect(fromReais(withCashback.total)).toBe(fromReais(without.total) - used);
    // Leave the shared account as it was.
    await use.uncheck();
    await expect.poll(async () => (await serverCart(page)).cashBack?.useCashBack).toBe(false);
    const line = (await serverCart(page)).cartItems.find((i) => i.productSku.skuCode === wine.code);
    if (line) {
      await page.request.post('/rpc/removeCartItem', {
        data: { itemUidPk: line.itemUidPk },
        headers: await csrfHeaders(page),
      });
    }
  });

  test(
    'accessible: no serious axe violations on the page and in the address modal',
    { tag: '@layout' },
    async ({ page, catalogue }) => {
      await customerReadyToBuy(page, catalogue, { card: true });
      await page.goto('/checkout.ep');
      await expect(addressModal(page)).toBeVisible();
      await expectNoSeriousViolations(page);
      await addressModal(page).getByRole('button', { name: 'Confirmar endereço' }).click();
      await expect(page.getByLabel('Código de segurança (CVV)')).toBeVisible();
      // The page then chooses the first shipping level by itself: the place button is disabled
      // (dimmed) while that runs. axe reads the page over some time, so it runs once the page has
      // settled, not while the button changes under it (a dimmed button it had counted as enabled
      // failed the contrast rule now and then).
      await expect
        .poll(async () => (await serverCart(page)).selectedShippingServiceLevel?.name ?? null)
        .not.toBeNull();
      await expect(page.locator('.co-place')).toBeEnabled();
      await expectNoSeriousViolations(page);
    },
  );

  test(
    'subscription offer: adds the premium line and shows the saving; the benefits modal',
    { tag: '@layout' },
    async ({ page, catalogue }, testInfo) => {
      await customerReadyToBuy(page, catalogue);
      await offerThePass(page);
      await openCheckoutWithAddress(page);
      const offer = summary(page).getByTestId('prime-offer');
      await expect(offer).toBeVisible();
      // The pass, the offer test's control (descricao contains 'pass'; the discount variant is
      // checkout-offer.spec.ts): the pass card with its logo, vertical at ≥ 992 px, horizontal
      // below (SPEC §2).
      await expect(offer.getByText(/^Ative o desconto por apenas R\$ [\d.,]+\/mês$/)).toBeVisible();
      await expect(offer.getByText(/^Assine e economize agora R\$ [\d.,]+$/)).toBeVisible();
      const desktop = testInfo.project.name === 'desktop';
      await expect(offer.locator('.pass-logo__mark--vertical')).toBeVisible({ visible: desktop });
      await expect(offer.locator('.pass-logo__mark--horizontal')).toBeVisible({
        visible: !desktop,
      });
      await offer.getByRole('button', { name: 'O que estarei levando?' }).click();
      const benefits = page.getByRole('dialog', { name: 'O que estarei levando?' });
      await expect(benefits.getByRole('listitem')).toHaveCount(4);
      await expect(benefits).toContainText('3x mais cashback');
      await benefits.getByRole('button', { name: 'Fechar' }).click();

      const productsTotal = (cart: CartDto) =>
        cart.cartItems
          .filter((i) => i.productSku.product.productType.name !== 'ClubePrime')
          .reduce((sum, i) => sum + fromReais(i.total.amount), 0);
      const before = await serverCart(page);
      const toggle = offer.getByRole('switch');
      // The toggle follows the cart (loading until the premium line is in): a click, then the state.
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(offer.getByText('Oba, você já está economizando!')).toBeVisible();
      await expect.poll(async () => (await serverCart(page)).clubePrimeOnCart).toBe(true);
      const cart = await serverCart(page);
      const premium = cart.cartItems.find(
        (i) => i.productSku.product.productType.name === 'ClubePrime',
      );
      expect(premium).toBeTruthy();
      await expect(
        summary(page).locator(`li[data-sku="${premium?.productSku.skuCode ?? ''}"]`),
      ).toBeVisible();
      // The saving: the products now cost the subscriber's price; the page shows the new total.
      expect(productsTotal(cart)).toBeLessThan(productsTotal(before));
      await expect(totalText(page)).toHaveText(formatBRL(fromReais(cart.total)));
      // SPEC §9: the pass toggle re-enables 4 s after the change.
      await expect(toggle).toBeDisabled();
      await expect(toggle).toBeEnabled({ timeout: 6_000 });
      await page.screenshot({
        path: testInfo.outputPath(`checkout-${testInfo.project.name}.png`),
        fullPage: true,
      });
    },
  );

  test('members-only: the server refuses the order with its message and the cart stays', async ({
    page,
    catalogue,
  }) => {
    // A line that became members-only after it was added (a promotion that started, a club that
    // ended): the cart refuses adding one for a non-member, so the placement's refusal is
    // answered here as the server words it (`{name}: Apenas para sócios`, 403 MEMBERS_ONLY).
    const { wine } = await customerReadyToBuy(page, catalogue, { card: true });
    await openCheckoutWithAddress(page);
    await chooseLevel(page, 'Normal');
    const message = `${wine.name}: ${MEMBERS_ONLY_LABEL}`;
    const sent = placements(page);
    await page.route(`**${PLACE_PATH}`, (route) =>
      route.fulfill({ status: 403, json: { message, code: 'MEMBERS_ONLY' } }),
    );
    const before = await serverCart(page);
    await page.getByLabel('Código de segurança (CVV)').fill('123');
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page.getByTestId('place-error')).toHaveText(message);
    expect(sent).toHaveLength(1);
    await expect(page).toHaveURL(/\/checkout\.ep$/);
    expect((await serverCart(page)).cartItems).toHaveLength(before.cartItems.length);
  });
});
