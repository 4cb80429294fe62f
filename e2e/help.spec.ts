import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { sidewaysOverflow } from './payments.ts';

// Issue #34: the help centre (/ajuda) with its accordions, the physical stores (/lojas, Wine
// only) and the club's FAQ, linked from the header and the footer.

test.describe('help centre', () => {
  test('topics open and close in an accessible accordion @layout', async ({ page }) => {
    const response = await page.goto('/ajuda');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de ajuda');
    for (const topic of ['Pedidos', 'Pagamentos', 'Entrega', 'Trocas e devoluções']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const payments = page.getByRole('button', { name: 'Quais são as formas de pagamento?' });
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await payments.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await payments.click();
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The figures come from the checkout's own rules.
    await expect(panel).toContainText('em até 10x sem juros (parcela mínima de R$ 50,00)');
    await expect(
      page.getByRole('region', { name: 'Quais são as formas de pagamento?' }),
    ).toBeVisible();
    await payments.click();
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(await sidewaysOverflow(page)).toBe(0);
    await payments.click();
    await expectNoSeriousViolations(page);
  });

  test('the keyboard moves between the questions and toggles them', async ({ page }) => {
    await page.goto('/ajuda');
    const questions = page
      .getByRole('region', { name: 'Pedidos' })
      .getByRole('button', { expanded: false });
    const first = page.getByRole('button', { name: 'Como acompanho o meu pedido?' });
    const second = page.getByRole('button', { name: 'Onde encontro a nota fiscal?' });
    const last = page.getByRole('button', { name: 'Posso alterar ou cancelar um pedido?' });
    await expect(questions).toHaveCount(3);
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // Each key, and the question it leaves the focus on (the arrows wrap around).
    for (const [key, focused] of [
      ['End', last],
      ['ArrowDown', first],
      ['ArrowUp', last],
      ['Home', first],
    ] as const) {
      await page.keyboard.press(key);
      await expect(focused, key).toBeFocused();
    }
  });

  test('the header and the footer link the help centre and the stores', async ({
    page,
    outletURL,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Central de ajuda', '/ajuda'],
      ['Lojas físicas', '/lojas'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.goto(outletURL('/'));
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Central de ajuda' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lojas físicas' })).toHaveCount(0);
  });
});

test.describe('physical stores', () => {
  test('each store with its address, hours, phone and map @layout', async ({ page }) => {
    const response = await page.goto('/lojas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lojas físicas');
    const stores = page.locator('.store-card');
    await expect(stores).toHaveCount(4);
    const pinheiros = stores.filter({ hasText: 'Adega Pinheiros' });
    await expect(pinheiros.locator('address')).toContainText('Rua dos Pinheiros, 1025');
    await expect(pinheiros).toContainText('Segunda a sábado, das 10h às 21h');
    await expect(pinheiros.getByRole('link', { name: '(11) 3061-4520' })).toHaveAttribute(
      'href',
      'tel:+551130614520',
    );
    const map = pinheiros.getByRole('link', { name: /Ver no mapa/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page);
  });

  test('the outlet has no physical stores: 404', async ({ page, outletURL }) => {
    const response = await page.goto(outletURL('/lojas'));
    expect(response?.status()).toBe(404);
  });
});

test('the club page answers its frequent questions in an accordion @layout', async ({ page }) => {
  await page.goto('/clubewine');
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
  const question = faq.getByRole('button', { name: 'Quando a assinatura é cobrada?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(faq.getByRole('region', { name: 'Quando a assinatura é cobrada?' })).toContainText(
    'no mesmo dia em que você assinou',
  );
  await expect(
    faq.getByRole('link', { name: 'Mais respostas na Central de ajuda' }),
  ).toHaveAttribute('href', '/ajuda#clube');
  await expectNoSeriousViolations(page, { include: 'main' });
});

// SPEC §9: the partner programmes' banner; without PARTNER_TERMS_LINKS each programme's terms are
// its item in the help centre, which opens when the address names it.
test("the club's partner programmes link to their terms, opened at their anchor", async ({
  page,
}) => {
  await page.goto('/clubewine');
  const partners = page.getByRole('region', { name: 'Programas parceiros' });
  await expect(partners.getByRole('listitem')).toHaveCount(7);
  await partners.getByRole('link', { name: 'Regulamento de Smiles' }).click();
  await expect(page).toHaveURL(/\/ajuda#parceiro-smiles$/);
  const smiles = page.getByRole('button', { name: 'Regulamento: Smiles' });
  await expect(smiles).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Regulamento: Smiles' })).toContainText(
    'publicado pelo parceiro',
  );
  const pass = page.getByRole('button', { name: 'Regulamento: WineYou' });
  await expect(pass).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => {
    window.location.hash = 'parceiro-pass';
  });
  await expect(pass).toHaveAttribute('aria-expanded', 'true');
});
