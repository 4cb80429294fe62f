/**
 * My subscriptions and refer friends (issue #15, SPEC §2 /minha-wine/clubew, /minha-wine/indique):
 * a customer who bought a box line (or the premium pass) with a card changes the line, skips the
 * next box, pauses and resumes, and cancels, each behind the confirm dialog that states its rule;
 * the page shows the server's answer and the server agrees (`GET /api/v1/winepass`). A refusal
 * shows the server's pt-BR message. The referral page for a member and for anyone else. One
 * sign-up per test.
 */
import { DEMO_PASSWORD } from '../apps/server/src/seed/customers.ts';
import { signInViaApi, signUpViaApi } from './accounts';
import { answerWelcomeGate, expect, test } from './fixtures';
import { expectNoSeriousViolations, sidewaysOverflow } from './payments';
import {
  actViaApi,
  CLUB_LIST,
  clubSubscriberCard,
  clubSubscriberViaApi,
  confirmAction,
  confirmDialog,
  onlySubscription,
  openClubList,
  premiumSubscriberViaApi,
  REFER_FRIENDS,
  referralViaApi,
  subscriptionCard,
  winepassViaApi,
} from './subscriptions';

const PREPARATION_RULE = 'Não é possível depois que a caixa começa a ser preparada';

test.describe('minhas assinaturas', () => {
  test('um visitante é levado ao login e volta para a página', async ({ page }) => {
    const response = await page.request.get(CLUB_LIST, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/sign-in.ep?redirect=%2Fminha-wine%2Fclubew');
    expect(response.headers()['cache-control']).toContain('no-store');

    const person = await signUpViaApi(page);
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    await page.goto(CLUB_LIST);
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=%2Fminha-wine%2Fclubew/);
    await page.getByLabel('CPF ou e-mail').fill(person.email);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/minha-wine\/clubew$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Você ainda não tem assinaturas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conheça o Clube Wine' })).toHaveAttribute(
      'href',
      '/clubewine',
    );
    await expect(page.getByRole('link', { name: 'Conheça o WineYou' })).toHaveAttribute(
      'href',
      '/clubewine/wineyou',
    );
  });

  test('troca de linha: escolhe entre as seis, confirma a regra e passa a valer', async ({
    page,
    catalogue,
  }) => {
    const { card } = await clubSubscriberCard(page, catalogue);
    await expect(card.getByRole('heading', { name: 'Clube Wine Essenciais' })).toBeVisible();
    await expect(card).toContainText('Ativa');
    await expect(card).toContainText('R$ 99,90 por mês · Mensal');
    await expect(card.getByRole('heading', { name: /Vinhos da próxima caixa/ })).toBeVisible();

    await card.getByRole('button', { name: 'Trocar de linha' }).click();
    const lines = card.getByRole('group', { name: 'Escolha a nova linha' });
    await expect(lines.getByRole('radio')).toHaveCount(6);
    await expect(lines.getByRole('radio', { name: /Essenciais/ })).toBeDisabled();
    await lines.getByRole('radio', { name: /Notáveis/ }).check();
    await expect(lines).toContainText('R$ 249,90 por mês');
    await confirmAction(page, card, 'Trocar de linha', PREPARATION_RULE);

    await expect(card.getByRole('heading', { name: 'Clube Wine Notáveis' })).toBeVisible();
    await expect(card).toContainText('Linha alterada para Notáveis.');
    await expect(card).toContainText('R$ 249,90 por mês · Mensal');
    expect(await onlySubscription(page)).toMatchObject({ clubeUid: 'notaveis', price: 249.9 });
  });

  test('pula a próxima caixa uma vez só', async ({ page, catalogue }) => {
    const { card } = await clubSubscriberCard(page, catalogue);
    await confirmAction(page, card, 'Pular a próxima caixa', 'não será enviada nem cobrada');

    await expect(card).toContainText('A próxima caixa foi pulada.');
    await expect(card).toContainText('(pulada)');
    const skip = card.getByRole('button', { name: 'Pular a próxima caixa' });
    await expect(skip).toBeDisabled();
    await expect(skip).toHaveAccessibleDescription('A próxima caixa já foi pulada.');
    expect(await onlySubscription(page)).toMatchObject({ state: 'ACTIVE', nextBoxSkipped: true });
  });

  test('pausa e retoma', async ({ page, catalogue }) => {
    const { card } = await clubSubscriberCard(page, catalogue);
    await confirmAction(page, card, 'Pausar', 'nenhuma caixa é enviada e nada é cobrado');
    await expect(card.locator('.sub-state')).toHaveText('Pausada');
    await expect(card).toContainText('Assinatura pausada.');
    await expect(card.getByRole('button', { name: 'Pausar' })).toHaveCount(0);
    expect((await onlySubscription(page)).state).toBe('ON_HOLD');

    await confirmAction(page, card, 'Retomar', 'volta a ficar ativa');
    await expect(card.locator('.sub-state')).toHaveText('Ativa');
    expect((await onlySubscription(page)).state).toBe('ACTIVE');
  });

  test('cancela: desistir no diálogo não muda nada; confirmar é definitivo', async ({
    page,
    catalogue,
  }) => {
    const { card } = await clubSubscriberCard(page, catalogue);
    await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmDialog(page)).toBeHidden();
    expect((await onlySubscription(page)).state).toBe('ACTIVE');

    await confirmAction(page, card, 'Cancelar assinatura', 'O cancelamento é definitivo');
    await expect(card.locator('.sub-state')).toHaveText('Cancelada');
    await expect(card).toContainText('Benefícios até');
    await expect(card.getByRole('button')).toHaveCount(0);
    expect((await onlySubscription(page)).state).toBe('CANCELED');
  });

  test('uma recusa do servidor aparece no cartão, que passa a mostrar o estado real', async ({
    page,
    catalogue,
  }) => {
    const { subscription, card } = await clubSubscriberCard(page, catalogue);
    // Paused meanwhile in another tab: this page still offers 'Pausar'.
    await actViaApi(page, subscription.assinaturaUid, 'pause');
    await confirmAction(page, card, 'Pausar', 'nada é cobrado');
    await expect(card.locator('.sub-card__refused')).toHaveText(
      'Só é possível pausar uma assinatura ativa.',
    );
    await expect(card.locator('.sub-state')).toHaveText('Pausada');
    await expect(card.getByRole('button', { name: 'Retomar' })).toBeEnabled();
  });

  test('o pass premium não tem ações de caixa', async ({ page, catalogue }) => {
    const subscription = await premiumSubscriberViaApi(page, catalogue);
    await openClubList(page);
    const card = subscriptionCard(page, subscription.assinaturaUid);
    await expect(card.getByRole('heading', { name: subscription.planName })).toBeVisible();
    await expect(card).toContainText('Cashback mensal');
    await expect(card.getByRole('button')).toHaveText(['Pausar', 'Cancelar assinatura']);
    await expect(card.getByText('Vinhos da próxima caixa')).toHaveCount(0);
  });

  test('os assinantes de demonstração veem plano, caixa, próxima cobrança e pagamentos', async ({
    page,
  }) => {
    // Issue #34 (README "Demo accounts"): read only, the shared demo accounts are not changed.
    for (const demo of [
      { email: 'socio@adega.dev', plan: 'Clube Wine Essenciais', box: true },
      { email: 'premium@adega.dev', plan: 'winepass relax', box: false },
    ]) {
      await page.context().clearCookies();
      await answerWelcomeGate(page.context());
      await signInViaApi(page, demo.email, DEMO_PASSWORD);
      const [subscription] = await winepassViaApi(page);
      expect(subscription, demo.email).toMatchObject({ state: 'ACTIVE', cardOnFile: true });
      await openClubList(page);
      const card = subscriptionCard(page, subscription!.assinaturaUid);
      await expect(card.getByRole('heading', { name: demo.plan })).toBeVisible();
      await expect(card).toContainText('Ativa');
      await expect(card).toContainText('Próxima cobrança');
      await expect(card).not.toContainText('Nenhum cartão cadastrado');
      await expect(card.getByText('Vinhos da próxima caixa')).toHaveCount(demo.box ? 1 : 0);
      // The months paid, each with the order that charged it.
      await card.getByText(/^Histórico de pagamentos \(\d+\)$/).click();
      const paid = card.locator('.sub-payment');
      expect(await paid.count()).toBeGreaterThanOrEqual(3);
      await expect(paid.first()).toContainText('Paga');
      await expect(paid.first().getByRole('link', { name: /^Pedido nº / })).toBeVisible();
      await expect(page.getByText('Você ainda não tem assinaturas.')).toHaveCount(0);
      // The months paid are orders of the plan, named (not '0 itens').
      await page.goto('/minha-wine#/pedidos');
      const rows = page.locator('.ord-row').filter({ hasText: demo.plan });
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('.ord-row').filter({ hasText: /\b0 itens\b/ })).toHaveCount(0);
    }
  });

  test('a página cabe na tela e é acessível', { tag: '@layout' }, async ({ page, catalogue }) => {
    const { card } = await clubSubscriberCard(page, catalogue);
    await card.getByRole('button', { name: 'Trocar de linha' }).click();
    await expect(card.getByRole('radio')).toHaveCount(6);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});

test.describe('indique e ganhe', () => {
  test('o sócio vê e copia o código e o link', async ({ page, context, catalogue }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await clubSubscriberViaApi(page, catalogue);
    const referral = await referralViaApi(page);
    expect(referral.code).not.toBeNull();
    await page.goto(REFER_FRIENDS);
    await expect(page.locator('#secao-titulo')).toHaveText('Indique e ganhe');
    await expect(page.getByLabel('Seu código')).toHaveValue(referral.code ?? '', {
      timeout: 15_000,
    });
    await expect(page.getByLabel('Seu link')).toHaveValue(referral.link ?? '');
    await expect(page.getByText(referral.description)).toBeVisible();
    await expect(page.getByText('Nenhum amigo assinou ainda')).toBeVisible();

    await page.getByRole('button', { name: 'Copiar Seu código' }).click();
    await expect(page.getByRole('button', { name: 'Copiado! Seu código' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referral.code);

    const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain(referral.link ?? '-');
    await expect(page.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
  });

  test('quem não é sócio lê como funciona e o caminho para o clube', async ({ page }) => {
    await signUpViaApi(page);
    const referral = await referralViaApi(page);
    expect(referral.code).toBeNull();
    await page.goto(REFER_FRIENDS);
    await expect(page.getByText(referral.description)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Seu código')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Conheça o Clube Wine' })).toHaveAttribute(
      'href',
      '/clubewine',
    );
  });

  test(
    'a página do sócio cabe na tela e é acessível',
    { tag: '@layout' },
    async ({ page, catalogue }) => {
      await clubSubscriberViaApi(page, catalogue);
      await page.goto(REFER_FRIENDS);
      await expect(page.getByLabel('Seu código')).not.toHaveValue('', { timeout: 15_000 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);
    },
  );
});
