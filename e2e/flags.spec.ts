/**
 * Each SPEC §7 flag does what its name says (issue #18): switched through the operators'
 * endpoint, the page reloaded, the difference seen, the flag restored in `finally`. The flags are
 * the server's, so these tests run one after another (the look's flags: flags-look.spec.ts).
 */
import { FLAGS } from '@adega/domain/flags';
import { OPT_IN_LABEL } from '../apps/web/app/features/auth/sign-up-blocks.tsx';
import { COUPON_OPT_IN_LABEL } from '../apps/web/app/features/checkout/coupon-opt-in.tsx';
import {
  campaignPromotion,
  cartDocument,
  cartItem,
  choseYourGift,
  producerData,
  progressivePromotion,
} from '../apps/web/app/features/cart/promotions/test-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { drawer, openDrawer, rpc } from './cart.ts';
import { customerReadyToBuy, openCheckoutWithAddress } from './checkout.ts';
import { withFlag, withSwitch } from './flags.ts';

test.describe.configure({ mode: 'serial' });

const AB = 'checkbox_to_opt_in_on_ecom_checkout_coupon';

// @switches: the flags are the whole server's; these run on a server of their own (playwright.config).
test.describe('feature flags', { tag: '@switches' }, () => {
  test(
    'bar_and_gourmet_mobile_menu: the mobile menu has Bar & Gourmet only while on',
    {
      tag: '@mobile',
    },
    async ({ page, request }) => {
      const openMenu = async () => {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        return page.getByRole('dialog', { name: 'Menu' });
      };
      await withSwitch(request, 'bar_and_gourmet_mobile_menu', true, async () => {
        await page.goto('/');
        const menu = await openMenu();
        const section = menu.getByTestId('menu-bar-gourmet');
        await section.getByText('Bar & Gourmet').click();
        await expect(section.getByRole('link', { name: 'Destilados' })).toBeVisible();
        await expect(section.getByRole('link', { name: 'Azeites' })).toHaveAttribute(
          'href',
          /azeites/,
        );
      });
      await withSwitch(request, 'bar_and_gourmet_mobile_menu', false, async () => {
        await page.goto('/');
        const menu = await openMenu();
        await expect(menu.getByText('Bar & Gourmet')).toHaveCount(0);
      });
    },
  );

  test('checkbox_to_opt_in_on_authentication: the sign-up opt-in only while on', async ({
    page,
    request,
  }) => {
    await withSwitch(request, 'checkbox_to_opt_in_on_authentication', true, async () => {
      await page.goto('/cadastro.ep');
      await expect(page.getByLabel(OPT_IN_LABEL)).toBeVisible();
    });
    await withSwitch(request, 'checkbox_to_opt_in_on_authentication', false, async () => {
      await page.goto('/cadastro.ep');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByLabel(OPT_IN_LABEL)).toHaveCount(0);
    });
  });

  test('checkbox_to_opt_in_on_ecom_checkout_coupon: the checkbox variant records the marketing consent', async ({
    page,
    request,
    catalogue,
  }) => {
    await customerReadyToBuy(page, catalogue, { wine: 41 });
    const only = (name: string) => ({
      enabled: true,
      value: {
        variants: FLAGS[AB].value.variants.map((v) => ({
          ...v,
          weight: v.name === name ? 100 : 0,
        })),
      },
    });
    await withFlag(request, 'ab-test', AB, only('checkbox'), async () => {
      await openCheckoutWithAddress(page);
      const box = page.getByLabel(COUPON_OPT_IN_LABEL);
      await expect(box).toBeVisible();
      await box.check();
      await expect(box).toBeEnabled();
      await expect
        .poll(async () => {
          const consents = await rpc<{ purpose: string; granted: boolean }[]>(
            page,
            'getConsents',
            {},
          );
          return consents.find((c) => c.purpose === 'MARKETING')?.granted ?? null;
        })
        .toBe(true);
    });
    await withFlag(request, 'ab-test', AB, only('controle'), async () => {
      await page.goto('/checkout.ep');
      await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toBeVisible();
      await expect(page.getByLabel(COUPON_OPT_IN_LABEL)).toHaveCount(0);
    });
  });

  test('bank_slip: boleto offered at checkout only while on', async ({
    page,
    request,
    catalogue,
  }) => {
    await customerReadyToBuy(page, catalogue, { wine: 42 });
    const boleto = page.locator('li[data-method="BOLETO"] input:not([disabled])');
    await withSwitch(request, 'bank_slip', true, async () => {
      await openCheckoutWithAddress(page);
      await expect(page.getByRole('radio', { name: /^Pix/ })).toBeEnabled();
      await expect(boleto).toHaveCount(1);
    });
    await withSwitch(request, 'bank_slip', false, async () => {
      // The address was confirmed on the first visit: the modal does not open again.
      await page.goto('/checkout.ep');
      await expect(page.getByTestId('shipping-address')).toBeVisible();
      await expect(page.getByRole('radio', { name: /^Pix/ })).toBeEnabled();
      await expect(boleto).toHaveCount(0);
    });
  });

  test('the three cart offers each switch their WineBox widget', async ({ page, request }) => {
    const document = cartDocument({
      cartItems: [cartItem({ producerCampaignData: producerData() })],
      progressiveDiscountPromotion: progressivePromotion(),
      campaignPromotion: campaignPromotion(),
      choseYourGiftPromotion: choseYourGift(),
    });
    await page.route('**/api/v1/cart', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: document }) : route.fallback(),
    );
    const widgets = async () => {
      await page.goto('/');
      await openDrawer(page);
      const promos = drawer(page).getByTestId('cart-promotions');
      await expect(promos).toBeVisible();
      return {
        progressive: await promos.getByTestId('progressive-discount').count(),
        giftProgress: await promos.getByTestId('gift-progress').count(),
        chooseGift: await promos.getByTestId('choose-gift').count(),
        producer: await drawer(page).getByTestId('producer-gift').count(),
      };
    };
    const ALL = { progressive: 1, giftProgress: 1, chooseGift: 1, producer: 1 };
    expect(await widgets()).toEqual(ALL);
    const OFF = [
      ['progressive_offer_shopping_cart', { progressive: 0 }],
      ['chose_your_gift_shopping_cart', { giftProgress: 0, chooseGift: 0 }],
      ['product_offer_shopping_cart', { producer: 0 }],
    ] as const;
    for (const [flag, hidden] of OFF) {
      await withFlag(request, 'value', flag, { enabled: false }, async () => {
        expect(await widgets(), flag).toEqual({ ...ALL, ...hidden });
      });
    }
  });
});
