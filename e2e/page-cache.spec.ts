/**
 * The anonymous page cache in the browser (issue #19, ADR 0035): a page served from the cache
 * carries this response's nonce, hydrates without a CSP violation and works (the WineBox); a new
 * visitor on a cached page still meets the welcome gate; a signed-in member gets pages rendered
 * for them, never the cached copy, and leaves nothing in it.
 */
import type { Page, Response } from '@playwright/test';
import { answerWelcomeGate, expect, openCard, test } from './fixtures.ts';
import { plainWine, wineboxCount } from './cart.ts';
import { signInViaApi } from './accounts.ts';

/** The demo customers' password (apps/server/src/seed/customers.ts). */
const DEMO_PASSWORD = 'Adega@2026';

function cspNonceOf(response: Response | null): string {
  return /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
}

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('a cached page has its own nonce, hydrates and works', async ({ page, catalogue }) => {
  const violations = collectCspViolations(page);
  const product = plainWine(catalogue, 2);
  const path = `/prod${product.code}.html`;
  const first = await page.goto(path);
  const second = await page.goto(path);
  expect(second?.headers()['x-cache']).toBe('HIT');
  const nonce = cspNonceOf(second);
  expect(nonce).not.toBe('');
  expect(nonce).not.toBe(cspNonceOf(first));
  // The scripts the browser ran carry the header's nonce (the DOM hides it from attributes).
  const scriptNonces = await page.evaluate(() =>
    [...document.querySelectorAll('script')].map((s) => s.nonce).filter(Boolean),
  );
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  await page.getByRole('button', { name: `Adicionar: ${product.name}` }).click();
  await expect(wineboxCount(page)).toHaveText('1');
  expect(violations).toEqual([]);
});

test.describe('a new visitor', () => {
  test.use({ answeredGate: false });

  test('meets the welcome gate on a cached page', async ({ page, context, catalogue }) => {
    const product = plainWine(catalogue, 3);
    await answerWelcomeGate(context);
    await openCard(page, product);
    await context.clearCookies();
    const response = await page.reload();
    expect(response?.headers()['x-cache']).toBe('HIT');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Você tem mais de 18 anos?' }),
    ).toBeVisible();
  });
});

test('a signed-in member gets their own render and leaves nothing in the cache', async ({
  page,
  browser,
}) => {
  const path = '/vinhos/cVINHOS.html';
  await page.goto(path);
  const customer = await signInViaApi(page, 'socio@adega.dev', DEMO_PASSWORD);
  const theirs = await page.goto(path);
  expect(theirs?.headers()['x-cache']).toBe('BYPASS');
  expect(theirs?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('header').getByText(customer.fullName).first()).toBeVisible();
  const anonymous = await browser.newContext();
  try {
    await answerWelcomeGate(anonymous);
    const visitor = await anonymous.newPage();
    const response = await visitor.goto(path);
    expect(['HIT', 'MISS']).toContain(response?.headers()['x-cache']);
    expect(await visitor.content()).not.toContain(customer.fullName);
  } finally {
    await anonymous.close();
  }
});
