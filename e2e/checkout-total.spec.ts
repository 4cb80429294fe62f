/**
 * No surprise total (issue #33 F10, ADR 0049): the checkout sends the total its summary shows, and
 * when the cart changed since (here: another tab chose the express delivery), the server refuses
 * the order (409) before anything is charged. The page shows the message that names the change and
 * the new total; confirming again places the order for that total.
 */
import type { Request } from '@playwright/test';
import { formatBRL, fromReais } from '@adega/domain/money';
import { csrfHeaders, serverCart } from './cart.ts';
import {
  CARDS,
  chooseLevel,
  customerReadyToBuy,
  openCheckoutWithAddress,
  totalText,
  CONFIRMATION,
  PLACE_PATH,
} from './checkout.ts';
import { expect, test } from './fixtures.ts';

test('a total changed in another tab is named, nothing is charged, and confirming again places it', async ({
  page,
  catalogue,
}) => {
  await customerReadyToBuy(page, catalogue);
  const levels: number[] = [];
  const placed: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/rpc/setShippingServiceLevel') {
      levels.push(Number((r.postDataJSON() as { uidPk: number }).uidPk));
    }
    if (r.method() === 'POST' && path === PLACE_PATH) placed.push(r);
  });
  await openCheckoutWithAddress(page);
  await chooseLevel(page, 'Expressa');
  const express = levels.at(-1);
  await chooseLevel(page, 'Normal');
  const shown = await serverCart(page);
  await expect(totalText(page)).toHaveText(formatBRL(fromReais(shown.total)));

  await page.getByRole('radio', { name: 'Novo cartão' }).check();
  await page.getByLabel('Nome impresso no cartão').fill('ANA B SOUZA');
  await page.getByLabel('Número do cartão').pressSequentially(CARDS.approved.replace(/\s/g, ''));
  await page.getByLabel('Validade').pressSequentially('1234');
  await page.getByLabel('Código de segurança (CVV)').fill('123');

  // Another tab of the same customer chooses the express delivery: the total on screen is old.
  const other = await page.request.post('/rpc/setShippingServiceLevel', {
    data: { uidPk: express },
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': `outra-aba-${Date.now()}` },
  });
  expect(other.ok()).toBe(true);
  const changed = await serverCart(page);
  expect(changed.total).toBeGreaterThan(shown.total);

  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === PLACE_PATH);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  expect((await refused).status()).toBe(409);
  const error = page.getByTestId('place-error');
  await expect(error).toContainText('A forma de entrega mudou de Normal para Expressa.');
  await expect(error).toContainText(formatBRL(fromReais(changed.total)));
  await expect(page).toHaveURL(/\/checkout\.ep$/);
  await expect(totalText(page)).toHaveText(formatBRL(fromReais(changed.total)));
  const orders = await page.request.get('/api/v1/me/orders');
  expect(JSON.stringify(await orders.json())).not.toContain('AD0');

  // The customer saw the new total: confirming again places the order.
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(CONFIRMATION);
  expect(placed).toHaveLength(2);
  const bodies = placed.map((r) => r.postDataJSON() as { expectedTotal: number });
  expect(bodies.map((b) => b.expectedTotal)).toEqual([shown.total, changed.total]);
});
