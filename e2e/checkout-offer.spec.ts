/**
 * The checkout subscription offer's discount variant (issue #34; SPEC §2 Checkout subscription
 * offer): the offer is an A/B test held as data, and the demo account empresa@adega.dev is in the
 * discount variant ('Wine Prime', whose descricao has no 'pass'). Signed in as that account, the
 * checkout shows the SPEC texts; at 1280 and 390 px (`@layout`), with axe.
 */
import { OFFER_TEXTS, discountOfferText } from '@adega/domain/pricing/premium';
import { PREMIUM_DISCOUNT_PERCENT } from '@adega/domain/constants';
import { signInViaApi } from './accounts.ts';
import { addViaApi, drawerSettled, openDrawer, plainWine, serverCart } from './cart.ts';
import { addressModal, saveAddressViaApi, summary } from './checkout.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

const DEMO_PASSWORD = 'Adega@2026';

test(
  'empresa@adega.dev sees the discount variant in the checkout',
  { tag: '@layout' },
  async ({ page, catalogue }, testInfo) => {
    // Three axe scans of the whole checkout, the drawer and two switches of the offer.
    test.slow();
    await page.goto('/');
    await signInViaApi(page, 'empresa@adega.dev', DEMO_PASSWORD);
    // The demo account is shared by both projects (run side by side): each adds its own wine and
    // only the desktop one switches the offer (on, then off again).
    const desktop = testInfo.project.name === 'desktop';
    await saveAddressViaApi(page, { preferred: true });
    await addViaApi(page, plainWine(catalogue, desktop ? 34 : 35).code, 2);
    await page.goto('/checkout.ep');
    // The address modal opens by itself while the cart has no address (the other project's run
    // may have chosen one already).
    await expect(page.locator('.prime-offer--checkout')).toBeVisible();
    const modal = addressModal(page);
    if (await modal.isVisible()) {
      await modal.getByRole('button', { name: 'Confirmar endereço' }).click();
      await expect(modal).toBeHidden();
    }
    await expect(page.getByTestId('shipping-address')).toBeVisible();

    const offer = summary(page).getByTestId('prime-offer');
    await expect(offer).toBeVisible();
    const cart = await serverCart(page);
    await expect(offer).toContainText(discountOfferText(990, cart.primeDiscountRate));
    expect(cart.primeDiscountRate).toBe(PREMIUM_DISCOUNT_PERCENT);
    await expect(offer).toContainText(
      'Por apenas R$ 9,90 por mês, você terá 15% de desconto em todas as suas compras.',
    );
    await expect(offer.getByText(OFFER_TEXTS.saveNow)).toBeVisible();
    await expect(offer.getByText(/^Economize agora: R\$ [\d.,]+$/)).toBeVisible();
    // Not the pass card.
    await expect(offer.locator('.pass-logo')).toHaveCount(0);
    await expect(offer).not.toContainText('Ative o desconto por apenas');
    await expectNoSeriousViolations(page, { where: 'checkout, discount offer' });

    await offer.getByRole('button', { name: OFFER_TEXTS.learnMore }).click();
    const benefits = page.getByRole('dialog', { name: 'O que estarei levando?' });
    await expect(benefits).toContainText('15% de desconto em todas as compras');
    await benefits.getByRole('button', { name: 'Fechar' }).click();

    // The WineBox shows the same variant.
    const dialog = await openDrawer(page);
    await drawerSettled(dialog);
    const inDrawer = dialog.getByRole('region', { name: 'Assinatura Prime' });
    await expect(inDrawer).toContainText(discountOfferText(990, cart.primeDiscountRate));
    await expect(inDrawer.getByRole('button', { name: OFFER_TEXTS.learnMore })).toBeVisible();
    await expectNoSeriousViolations(page, { where: 'WineBox, discount offer' });
    await page.screenshot({
      path: testInfo.outputPath(`winebox-discount-${testInfo.project.name}.png`),
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    if (!desktop) return;
    const toggle = offer.getByRole('switch');
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(offer).toContainText(OFFER_TEXTS.alreadySaving);
    await expect.poll(async () => (await serverCart(page)).clubePrimeOnCart).toBe(true);
    const added = (await serverCart(page)).cartItems.map((i) => i.productSku.skuCode);
    expect(added).toContain('PRIME-MENSAL');
    await expectNoSeriousViolations(page, { where: 'checkout, discount offer active' });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(async () => (await serverCart(page)).clubePrimeOnCart).toBe(false);
  },
);
