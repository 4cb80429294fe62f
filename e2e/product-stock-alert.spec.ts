/**
 * Issue #34 on the product page, at 1280 and 390 px (@layout), axe on every state:
 * - 'Avise-me quando chegar' on a sold-out wine: a visitor's e-mail (pt-BR error first), a
 *   signed-in customer's one click, their state kept on reload, and cancelling it;
 * - a members-only wine: a visitor reads why they cannot buy it and follows the link to the club.
 */
import { MEMBERS_ONLY_TEXTS } from '@adega/domain/roles';
import { STOCK_ALERT_TEXTS, subscribedText } from '@adega/domain/stock-alerts';
import { EMAIL, REQUIRED } from '@adega/domain/validation/messages';
import { signUpViaApi } from './accounts.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type SeedProduct } from './fixtures.ts';
import { isSellableWine, unavailableWine } from './products.ts';

const unitsOf = (p: SeedProduct) =>
  Math.min(p.stock, p.promotion?.active ? (p.promotion.stock ?? p.stock) : p.stock);

test(
  'Avise-me: a visitor leaves an e-mail for a sold-out wine',
  { tag: '@layout' },
  async ({ page, catalogue }) => {
    const wine = unavailableWine(catalogue);
    await page.goto(`/prod${wine.code}.html`);
    await expect(page.getByText('Produto sem estoque').first()).toBeVisible();
    const box = page.getByRole('region', { name: STOCK_ALERT_TEXTS.title });
    await expect(box).toContainText(STOCK_ALERT_TEXTS.lead);
    await expect(box.getByRole('link', { name: 'Portal de Privacidade' })).toBeVisible();
    const submit = box.getByRole('button', { name: STOCK_ALERT_TEXTS.submit });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(box.getByRole('alert')).toHaveText(REQUIRED);
    const email = box.getByRole('textbox', { name: STOCK_ALERT_TEXTS.email });
    await email.fill('sem-arroba');
    await submit.click();
    await expect(box.getByRole('alert')).toHaveText(EMAIL);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, { where: 'sold-out page with the e-mail error' });

    await email.fill(`visitante-${String(Date.now())}@exemplo.com.br`);
    await submit.click();
    await expect(box.getByRole('status')).toHaveText(STOCK_ALERT_TEXTS.confirmed);
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolations(page, { where: 'sold-out page, request confirmed' });
  },
);

test(
  'Avise-me: a signed-in customer asks with one click and cancels',
  { tag: '@layout' },
  async ({ page, catalogue }) => {
    const wine = unavailableWine(catalogue);
    const person = await signUpViaApi(page);
    await page.goto(`/prod${wine.code}.html`);
    const box = page.getByRole('region', { name: STOCK_ALERT_TEXTS.title });
    await expect(box).toContainText(STOCK_ALERT_TEXTS.customerLead);
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await box.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }).click();
    await expect(box.getByRole('status')).toHaveText(subscribedText(person.email));

    await page.reload();
    await expect(box.getByRole('status')).toHaveText(subscribedText(person.email));
    await expectNoSeriousViolations(page, { where: 'sold-out page, customer subscribed' });
    await box.getByRole('button', { name: STOCK_ALERT_TEXTS.cancel }).click();
    await expect(box.getByRole('status')).toHaveText(STOCK_ALERT_TEXTS.cancelled);
    await expect(box.getByRole('button', { name: STOCK_ALERT_TEXTS.submit })).toBeVisible();
  },
);

test(
  'members-only wine: a visitor reads why and follows the link to the club',
  { tag: '@layout' },
  async ({ page, catalogue }) => {
    const wine = catalogue.find(
      'a members-only wine in stock',
      (p) =>
        isSellableWine(p) &&
        p.promotion?.active === true &&
        p.promotion.club_member_only === true &&
        unitsOf(p) > 0,
    );
    await page.goto(`/prod${wine.code}.html`);
    await expect(page.getByRole('button', { name: 'Apenas para sócios' })).toBeDisabled();
    const notice = page.getByRole('complementary', { name: MEMBERS_ONLY_TEXTS.title });
    await expect(notice).toContainText(MEMBERS_ONLY_TEXTS.why);
    await expect(notice).toContainText(MEMBERS_ONLY_TEXTS.join);
    const signIn = notice.getByRole('link', { name: MEMBERS_ONLY_TEXTS.signIn });
    await expect(signIn).toHaveAttribute(
      'href',
      `/sign-in.ep?redirect=${encodeURIComponent(`/prod${wine.code}.html`)}`,
    );
    await expectNoSeriousViolations(page, { where: 'members-only product page' });
    await notice.getByRole('link', { name: MEMBERS_ONLY_TEXTS.clubLink }).click();
    await expect(page).toHaveURL(/\/clubewine\/?$/);
  },
);
