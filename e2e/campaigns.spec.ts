/**
 * Issue #18 campaigns (ADR 0033), on the fake clock: the banner before, during and after a
 * campaign (text, mini countdown, click rule, images by width), each of the three modals once,
 * sanitized bodies that run nothing, `/black-friday` and every lead-capture state.
 *
 * Each test writes its own campaign through the operators' endpoint, in a year of its own, so the
 * browser's clock (page.clock) picks it as the current campaign whatever the other tests do.
 */
import type { Page } from '@playwright/test';
import { signInViaApi } from './accounts.ts';
import { cardOf, catalogue, expect, isSellable, outletURL, test } from './fixtures.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DEMO_PASSWORD = 'Adega@2026';

interface CampaignSpec {
  slug: string;
  name: string;
  start: Date;
  end: Date;
  store?: 'WINE' | 'OUTLET';
  offerUrl?: string;
  body?: string;
  skus?: string[];
  leadCapture?: boolean;
}

async function putCampaign(page: Page, spec: CampaignSpec) {
  const body = spec.body ?? '<p>Ofertas <strong>imperdíveis</strong> em vinhos.</p>';
  const response = await page.request.put(`/api/v1/admin/campaigns/${spec.slug}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {
      store: spec.store ?? 'WINE',
      name: spec.name,
      audience: 'everyone',
      imageDesktop: '/campanhas/black-friday-desktop.svg',
      imageMobile: '/campanhas/black-friday-mobile.svg',
      offerUrl: spec.offerUrl ?? '/black-friday',
      startsAt: spec.start.toISOString(),
      endsAt: spec.end.toISOString(),
      modals: {
        justStarted: { title: `${spec.name} começou`, body },
        almostEnded: { title: 'Tá acabando', body },
        justEnded: { title: 'Promoção encerrada', body },
      },
      skus: spec.skus ?? [],
      leadCapture: spec.leadCapture ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A campaign of its own year: 2031-11-27 00:00 to 2031-11-30 00:00 (São Paulo) and so on. */
function campaignOf(year: number, slug: string, extra: Partial<CampaignSpec> = {}): CampaignSpec {
  return {
    slug,
    name: `Campanha ${slug}`,
    start: new Date(`${String(year)}-11-27T00:00:00-03:00`),
    end: new Date(`${String(year)}-11-30T00:00:00-03:00`),
    ...extra,
  };
}

/** Opens `path` with the browser's clock paused at `at`. */
async function openAt(page: Page, path: string, at: Date) {
  await page.clock.install({ time: new Date(at.getTime() - 1000) });
  await page.clock.pauseAt(at);
  await page.goto(path);
}

const bannerOf = (page: Page, spec: CampaignSpec) => page.getByRole('region', { name: spec.name });

async function recordClosings(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { closings: unknown[] };
    w.closings = [];
    window.addEventListener('adega:campanha-modal-fechado', (event) => {
      w.closings.push((event as CustomEvent).detail);
    });
  });
}

const closings = (page: Page) =>
  page.evaluate(() => (window as unknown as { closings: unknown[] }).closings);

/** Puts the campaign, records the modals' closings and opens the home `offset` ms from its start or end. */
async function modalCampaignAt(
  page: Page,
  spec: CampaignSpec,
  from: 'start' | 'end',
  offset: number,
): Promise<CampaignSpec> {
  await putCampaign(page, spec);
  await recordClosings(page);
  await openAt(page, '/', new Date(spec[from].getTime() + offset));
  return spec;
}

test.describe('campaign banner', () => {
  test('before the start: "Falta para começar", a ticking countdown to the start, no link @layout', async ({
    page,
  }, info) => {
    const spec = campaignOf(2031, 'e2e-antes');
    await putCampaign(page, spec);
    await openAt(page, '/', new Date(spec.start.getTime() - HOUR));
    const banner = bannerOf(page, spec);
    await expect(banner).toContainText('Falta para começar');
    await expect(banner.getByRole('timer')).toHaveText('01:00:00');
    await page.clock.runFor(1000);
    await expect(banner.getByRole('timer')).toHaveText('00:59:59');
    await expect(banner.getByRole('link')).toHaveCount(0);
    // The desktop image at ≥ 992 px, the mobile one below.
    const src = await banner.locator('img').evaluate((img) => (img as HTMLImageElement).currentSrc);
    const desktop = info.project.name === 'desktop';
    expect(src).toContain(desktop ? 'black-friday-desktop' : 'black-friday-mobile');
    // No modal before the start.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // At the start it turns active and clickable.
    await page.clock.runFor(HOUR);
    await expect(banner).toContainText('Corre, tá acabando');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/black-friday');
  });

  test('during: "Corre, tá acabando", countdown to the end, links to the offer; /black-friday in the same tab when signed out @layout', async ({
    page,
  }) => {
    const spec = campaignOf(2032, 'e2e-durante');
    await putCampaign(page, spec);
    await openAt(page, '/', new Date(spec.end.getTime() - 2 * DAY));
    const banner = bannerOf(page, spec);
    await expect(banner).toContainText('Corre, tá acabando');
    await expect(banner.getByRole('timer')).toHaveText('2 dias 00:00:00');
    await page.clock.runFor(1000);
    await expect(banner.getByRole('timer')).toHaveText('1 dia 23:59:59');
    const link = banner.getByRole('link');
    await expect(link).toHaveAttribute('href', '/black-friday');
    // The disconnected-user theme (not signed in) keeps the landing page in the same tab.
    await expect(link).not.toHaveAttribute('target', /.*/);
  });

  test('signed in, /black-friday opens in a new tab', async ({ page }) => {
    const spec = campaignOf(2033, 'e2e-nova-aba');
    await putCampaign(page, spec);
    await signInViaApi(page, 'cliente@adega.dev', DEMO_PASSWORD);
    await openAt(page, '/', new Date(spec.end.getTime() - 2 * DAY));
    const link = bannerOf(page, spec).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  });

  test('after the end the banner hides', async ({ page }) => {
    const spec = campaignOf(2034, 'e2e-depois');
    await putCampaign(page, spec);
    await openAt(page, '/', new Date(spec.end.getTime() - 1000));
    await expect(bannerOf(page, spec)).toContainText('Corre, tá acabando');
    await expect(bannerOf(page, spec).getByRole('timer')).toHaveText('00:00:01');
    // The 'almost ended' modal is in the way of nothing here: close it first.
    await page.getByRole('button', { name: 'Ok, entendi' }).click();
    await page.clock.runFor(2000);
    await expect(bannerOf(page, spec)).toHaveCount(0);
  });
});

test.describe('campaign modals, each once per campaign and visitor', () => {
  test("'just started': offer image, 'Fechar' reports justStarted; not shown again @layout", async ({
    page,
  }) => {
    const spec = await modalCampaignAt(page, campaignOf(2035, 'e2e-comecou'), 'start', HOUR);
    const dialog = page.getByRole('dialog', { name: `${spec.name} começou` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('alt', spec.name);
    await expect(dialog).toContainText('Ofertas imperdíveis em vinhos.');
    await expect(dialog.getByRole('button', { name: 'Veja as ofertas' })).toBeVisible();
    // The text button (the × is labelled 'Fechar' too).
    await dialog.getByText('Fechar', { exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await closings(page)).toEqual([{ campaign: spec.slug, modal: 'justStarted' }]);
    await page.reload();
    await expect(bannerOf(page, spec)).toContainText('Corre, tá acabando');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'just started': Esc closes it too (it is user-closable)", async ({ page }) => {
    const spec = await modalCampaignAt(page, campaignOf(2036, 'e2e-comecou-esc'), 'start', HOUR);
    const dialog = page.getByRole('dialog', { name: `${spec.name} começou` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Esc hides the dialog at once; its 'close' event, which reports, is queued as a task after.
    await expect
      .poll(() => closings(page))
      .toEqual([{ campaign: spec.slug, modal: 'justStarted' }]);
  });

  test("'Veja as ofertas' reports closed and goes to the offer", async ({ page }) => {
    const spec = campaignOf(2037, 'e2e-veja', { offerUrl: '/vinhos/cVINHOS.html' });
    await putCampaign(page, spec);
    await openAt(page, '/', new Date(spec.start.getTime() + HOUR));
    await page.getByRole('button', { name: 'Veja as ofertas' }).click();
    await expect(page).toHaveURL(/\/vinhos\/cVINHOS\.html$/);
    const stored = await page.evaluate(() => window.localStorage.getItem('adega:campanhas'));
    expect(JSON.parse(stored ?? '{}').value[spec.slug]).toEqual(['justStarted']);
  });

  test("'almost ended': 'Tá acabando', a countdown, not closable by Esc; 'Ok, entendi' once @layout", async ({
    page,
  }) => {
    const spec = await modalCampaignAt(page, campaignOf(2038, 'e2e-acabando'), 'end', -HOUR);
    const dialog = page.getByRole('dialog', { name: 'Tá acabando' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText('01:00:00');
    await page.clock.runFor(1000);
    await expect(dialog.getByRole('timer')).toHaveText('00:59:59');
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ok, entendi' }).click();
    await expect(dialog).toBeHidden();
    expect(await closings(page)).toEqual([{ campaign: spec.slug, modal: 'almostEnded' }]);
    await page.reload();
    await expect(bannerOf(page, spec)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'just ended': 'Promoção encerrada', not closable; once; the banner is gone @layout", async ({
    page,
  }) => {
    const spec = await modalCampaignAt(page, campaignOf(2039, 'e2e-encerrada'), 'end', HOUR);
    const dialog = page.getByRole('dialog', { name: 'Promoção encerrada' });
    await expect(dialog).toBeVisible();
    await expect(bannerOf(page, spec)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ok, entendi' }).click();
    expect(await closings(page)).toEqual([{ campaign: spec.slug, modal: 'justEnded' }]);
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a <script> or an onerror attribute in a body runs nothing', async ({ page }) => {
    const spec = campaignOf(2040, 'e2e-script', {
      body:
        '<p>Texto seguro</p><script>window.pwned = 1</script>' +
        '<img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">link</a>',
    });
    await putCampaign(page, spec);
    await openAt(page, '/', new Date(spec.start.getTime() + HOUR));
    const dialog = page.getByRole('dialog', { name: `${spec.name} começou` });
    await expect(dialog).toContainText('Texto seguro');
    // The javascript: address is dropped: the anchor stays as text, without an href.
    const anchor = dialog.getByText('link', { exact: true });
    await expect(anchor).not.toHaveAttribute('href', /.*/);
    await anchor.click();
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBe(
      undefined,
    );
    await expect(dialog.locator('script, [onerror], img[src="x"]')).toHaveCount(0);
  });
});

test.describe.serial('/black-friday and the lead capture', () => {
  const products = catalogue()
    .products.filter((p) => p.inWine && isSellable(p) && p.category === 'vinho')
    .slice(0, 4);
  // Relative to the server's real clock (its loader), placed by the browser's fake clock.
  const start = new Date(Math.ceil(Date.now() / DAY) * DAY + 2 * DAY);
  const spec: CampaignSpec = {
    slug: 'black-friday',
    name: 'Black Friday Adega',
    start,
    end: new Date(start.getTime() + 3 * DAY),
    skus: products.map((p) => p.code),
    leadCapture: true,
  };

  test.beforeEach(async ({ page }) => {
    await putCampaign(page, spec);
  });

  test('the landing page lists the campaign products and counts down in days, hours and minutes @layout', async ({
    page,
  }) => {
    await openAt(page, '/black-friday', new Date(start.getTime() - (DAY + 2 * HOUR + 3 * 60_000)));
    await expect(page).toHaveTitle(/Black Friday Adega/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Friday Adega');
    await expect(page.getByText('Falta para começar')).toBeVisible();
    const lead = page.getByRole('region', { name: /Receba as ofertas/ });
    await expect(lead.getByRole('timer')).toHaveText(/01\s*dias\s*02\s*horas\s*03\s*minutos/);
    for (const product of products) {
      await expect(cardOf(page, product.code)).toBeVisible();
    }
  });

  test('every lead-capture state: disabled until valid, error, confirmed @layout', async ({
    page,
  }) => {
    await openAt(page, '/black-friday', new Date(start.getTime() - DAY));
    const lead = page.getByRole('region', { name: /Receba as ofertas/ });
    const name = lead.getByLabel('Nome');
    const email = lead.getByLabel('E-mail');
    const submit = lead.getByRole('button', { name: 'Cadastrar' });
    await expect(lead.getByRole('link', { name: 'Portal de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    await expect(lead).toContainText('você concorda em receber e-mails');
    // Default: disabled until the name is not empty and the e-mail valid.
    await expect(submit).toBeDisabled();
    await email.fill('lead@exemplo.com');
    await expect(submit).toBeDisabled();
    await name.fill('   ');
    await expect(submit).toBeDisabled();
    await name.fill('Lia');
    await email.fill(`${'a'.repeat(65)}@exemplo.com`);
    await expect(submit).toBeDisabled();
    await email.fill('sem-arroba');
    await expect(submit).toBeDisabled();
    await email.fill(`lia.${String(Date.now())}@exemplo.com`);
    await expect(submit).toBeEnabled();
    // Error: the server fails once.
    await page.route('**/api/v1/leads', (route) =>
      route.fulfill({ status: 500, json: { message: 'falhou' } }),
    );
    await submit.click();
    await expect(lead.getByRole('alert')).toHaveText('Ops! Algo saiu errado. Tente novamente.');
    // Confirmed: the real server stores it.
    await page.unroute('**/api/v1/leads');
    await submit.click();
    await expect(lead.getByRole('status')).toHaveText('Cadastro confirmado :)');
    await expect(lead.getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
  });

  test('an ended campaign says so, in pt-BR, without products', async ({ page }) => {
    const ended: CampaignSpec = {
      ...spec,
      store: 'OUTLET',
      start: new Date(Date.now() - 10 * DAY),
      end: new Date(Date.now() - 5 * DAY),
    };
    await putCampaign(page, ended);
    const response = await page.goto(outletURL('/black-friday'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Esta Black Friday terminou' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Receba as ofertas/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
