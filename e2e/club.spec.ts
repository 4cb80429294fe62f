/**
 * The club pages that sell (issue #15; SPEC §2 club routes, premium-benefits modal, §3 Offered
 * subscription, §6 member prices, §7 coupon_mgm and winepass): subscribing to a box line and to the
 * premium pass through the checkout, the benefits modal, the member's choice of the next box and
 * the referral landing. One sign-up per test.
 */
import type { NextBoxDto, WinepassDto } from '@adega/server/contract';
import { MEMBER_DISCOUNT_TAG } from '@adega/domain/pricing/discount';
import { ROUTES, clubBoxUrl } from '@adega/domain/urls';
import { addViaApi, serverCart } from './cart.ts';
import { chooseLevel, openCheckoutWithAddress, summary } from './checkout.ts';
import {
  payOnCheckout,
  payWithSavedCard,
  premiumPlan,
  subscribeBox,
  subscriberToBe,
} from './club.ts';
import { expect, openCard, test } from './fixtures.ts';
import { isSellableWine } from './products.ts';
import { sidewaysOverflow } from './payments.ts';

const MEMBER_NOTICE = 'Você já é sócio do Clube Wine';
const DEMO_REFERRAL_CODE = 'BRUNO-CLUBE';

test.describe('club pages', () => {
  test(
    'a box line: Mensal or Anual pré-pago, Assinar through the checkout, then member prices',
    { tag: '@layout' },
    async ({ page, catalogue }) => {
      await subscriberToBe(page, catalogue, { wine: false });
      await page.goto(clubBoxUrl('essenciais'));
      const box = subscribeBox(page);
      const monthly = box.getByRole('radio', { name: /^Mensal/ });
      const annual = box.getByRole('radio', { name: /^Anual pré-pago/ });
      await expect(monthly).toBeChecked();
      await expect(box.getByText(/^Economia de R\$\s[\d.,]+ no ano$/)).toBeVisible();
      await annual.check();
      await expect(annual).toBeChecked();
      await monthly.check();
      expect(await sidewaysOverflow(page)).toBe(0);
      await box.getByRole('button', { name: 'Assinar' }).click();
      await expect(page).toHaveURL(/\/checkout\.ep$/, { timeout: 15_000 });
      const cart = await serverCart(page);
      expect(cart.cartItems.map((i) => i.productSku.skuCode)).toEqual(['CLUBE-ESSENCIAIS-MENSAL']);
      // The box alone: no level to choose, the club's free delivery (ADR 0026).
      await openCheckoutWithAddress(page);
      await expect(page.locator('[data-level="CLUBE"]')).toContainText('Entrega do Clube Wine');
      await payOnCheckout(page);
      // Issue #34: the confirmation says what was bought (the plan, which counts no item).
      const bought = page.locator('.ord-confirm__lead').filter({ hasText: 'Feito em' });
      await expect(bought).toContainText('Clube Wine Essenciais — mensal');
      await expect(bought).not.toContainText('0 itens');

      // SPEC §6: a subscriber sees the member price and 'Desconto de Sócio' on the listings.
      const wine = catalogue.find(
        'a sellable wine with a member price below its sale price',
        (p) =>
          isSellableWine(p) &&
          p.clubPrice > 0 &&
          p.clubPrice < p.salePrice &&
          !p.promotion &&
          !p.penduraPromotion,
      );
      const card = await openCard(page, wine);
      await expect(
        card.locator('.price-box__member').filter({ hasText: 'Sócio Wine' }),
      ).toBeVisible();
      await expect(card.getByText(MEMBER_DISCOUNT_TAG)).toBeVisible();
      // The line page now says so instead of selling it again.
      await page.goto(clubBoxUrl('surpreendentes'));
      await expect(subscribeBox(page).getByText(MEMBER_NOTICE)).toBeVisible();
      await expect(
        subscribeBox(page).getByRole('link', { name: 'Ver minha assinatura' }),
      ).toHaveAttribute('href', ROUTES.clubList);
      await expect(subscribeBox(page).getByRole('button', { name: 'Assinar' })).toHaveCount(0);
    },
  );

  test('premium from /clubewine/wineyou: the next checkout has 15 % off, member prices and free shipping', async ({
    page,
    catalogue,
  }) => {
    await subscriberToBe(page, catalogue, { wine: false });
    await page.goto(ROUTES.wineYou);
    const plans = page.locator('.club-plans > li');
    // The default pass first ('winepass relax', PADRAO).
    await expect(plans.first().getByRole('heading', { level: 3 })).toHaveText('winepass relax');
    const relax = premiumPlan(page, 'winepass relax');
    await expect(relax).toContainText(/R\$\s20,00 de cashback todo mês/);
    await relax.getByRole('button', { name: 'Assinar winepass relax' }).click();
    // 'Assinar' adds the plan, then goes to the checkout: a goto before that could cut the add.
    await expect(page).toHaveURL(/\/checkout\.ep$/);
    // The plan alone: nothing ships.
    await openCheckoutWithAddress(page);
    await expect(
      page.getByText('Assinatura sem entrega: não há produtos para enviar.'),
    ).toBeVisible();
    await payOnCheckout(page);

    // The next purchase: a wine at the member's price, free Normal shipping in São Paulo (Z1).
    const wine = catalogue.find(
      'a plain wine with a member price below its sale price',
      (p) =>
        isSellableWine(p) &&
        p.stock >= 30 &&
        p.clubPrice > 0 &&
        p.clubPrice < p.salePrice &&
        !p.promotion &&
        !p.penduraPromotion,
    );
    const cart = await addViaApi(page, wine.code, 1);
    expect(cart.clubePrimeOnCart).toBe(false);
    await openCheckoutWithAddress(page);
    await chooseLevel(page, 'Normal');
    await expect(page.getByText('Frete grátis para assinantes premium')).toBeVisible();
    await expect(summary(page).locator('.co-totals__row--shipping dd')).toHaveText('Grátis');
    const after = await serverCart(page);
    const line = after.cartItems.find((i) => i.productSku.skuCode === wine.code);
    expect(line?.total.amount).toBeCloseTo(wine.clubPrice / 100, 2);
    // Premium's 15 % off the merchandise, a row of its own (ADR 0026).
    const premiumOff = Math.round(wine.clubPrice * 0.15) / 100;
    expect(after.premiumDiscountMoney.amount).toBeCloseTo(premiumOff, 2);
    await expect(summary(page).locator('.co-totals__row--premium dt')).toHaveText(
      'Desconto Premium (15%)',
    );
  });

  test(
    "the benefits modal 'O que estarei levando?': four items for a plan with monthly cashback",
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(ROUTES.wineYou);
      const mais = premiumPlan(page, 'winepass mais');
      await mais.getByRole('button', { name: 'O que estarei levando?' }).click();
      const modal = page.getByRole('dialog', { name: 'O que estarei levando?' });
      await expect(modal.getByRole('listitem')).toHaveCount(4);
      await expect(modal.getByRole('listitem').first()).toHaveText(
        /^Crédito mensal de R\$\s45,00 em cashback$/,
      );
      await expect(modal).toContainText('15% de desconto em todas as compras no site ou app');
      await expect(modal).toContainText('3x mais cashback');
      await expect(modal).toContainText('Frete grátis para localidades elegíveis');
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    },
  );

  test('a member chooses the bottles of the next box; the choice persists', async ({
    page,
    catalogue,
  }) => {
    await subscriberToBe(page, catalogue);
    await page.goto(clubBoxUrl('essenciais'));
    await subscribeBox(page).getByRole('button', { name: 'Assinar' }).click();
    await payWithSavedCard(page);
    const [subscription] = (await (
      await page.request.get('/api/v1/winepass')
    ).json()) as WinepassDto[];
    expect(subscription?.kind).toBe('CLUB');

    await page.goto(ROUTES.customBox);
    const section = page.getByRole('region', { name: 'Escolha os vinhos da sua próxima caixa' });
    await expect(section.getByText('2 de 2 garrafas escolhidas')).toBeVisible();
    const boxes = section.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(2);
    // Full: a third wine cannot be picked until one is put back.
    await expect(boxes.nth(2)).toBeDisabled();
    await boxes.nth(0).uncheck();
    await expect(section.getByText('1 de 2 garrafas escolhidas')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Salvar escolha' })).toBeDisabled();
    await boxes.nth(2).check();
    await section.getByRole('button', { name: 'Salvar escolha' }).click();
    await expect(section.getByText('Escolha salva!', { exact: false })).toBeVisible();
    const saved = (await (
      await page.request.get(`/api/v1/winepass/${subscription?.assinaturaUid ?? ''}/box`)
    ).json()) as NextBoxDto;
    expect(saved.custom).toBe(true);

    await page.reload();
    await expect(section.getByText('2 de 2 garrafas escolhidas')).toBeVisible();
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).toBeChecked();
    // The line page shows the member notice.
    await page.goto(clubBoxUrl('essenciais'));
    await expect(subscribeBox(page).getByText(MEMBER_NOTICE)).toBeVisible();
  });

  test('referral landing: the friend’s code is remembered and applied when Assinar adds the line', async ({
    page,
    catalogue,
  }) => {
    await subscriberToBe(page, catalogue);
    await page.goto(`${ROUTES.club}?indicacao=${DEMO_REFERRAL_CODE}`);
    await expect(page.getByTestId('referral-notice')).toContainText(DEMO_REFERRAL_CODE);
    // The code stays for the visit: the line page, reached without it, still has it.
    await page.goto(clubBoxUrl('essenciais'));
    await expect(page.getByTestId('referral-notice')).toContainText(DEMO_REFERRAL_CODE);
    await subscribeBox(page).getByRole('button', { name: 'Assinar' }).click();
    await expect(
      page.getByTestId('toast').filter({
        hasText: /Indicação de Bruno: R\$\s50,00 de desconto na primeira caixa/,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\.ep$/);
    const cart = (await serverCart(page)) as { referral?: { code: string } | null };
    expect(cart.referral?.code).toBe(DEMO_REFERRAL_CODE);
  });
});
