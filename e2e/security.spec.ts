/**
 * Browser-level security checks of issue #5: response headers, the CSP nonce on every inline
 * script, no CSP violation in real pages, no-store on personal responses, CSRF refusals, session
 * cookie flags and session rotation at sign-in (fixation).
 */
import type { APIResponse, Page, Response } from '@playwright/test';
import { signUpViaApi, TEST_PASSWORD } from './accounts.ts';
import {
  answerWelcomeGate,
  catalogue,
  expect,
  isSellable,
  PORT,
  test,
  WINE_ORIGIN,
} from './fixtures.ts';

const SESSION_COOKIE = 'adega_sid';
const CSRF_COOKIE = 'adega_csrf';
// http: a form on an https page posting to http would stop at Chrome's mixed-form warning.
const EVIL_ORIGIN = 'http://evil.example';

function nonceOf(csp: string | undefined): string {
  const match = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '');
  if (!match?.[1]) throw new Error(`CSP sem nonce: ${csp ?? '(nenhuma)'}`);
  return match[1];
}

/** Data blocks (JSON-LD) are never executed, so CSP does not apply to them. */
const DATA_BLOCK = /\stype\s*=\s*"application\/(ld\+)?json"/i;

/** The attributes of every inline (no src) executable <script> of an HTML text. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .filter((attributes) => !DATA_BLOCK.test(` ${attributes}`));
}

function headersOf(response: Response | APIResponse | null): Record<string, string> {
  if (!response) throw new Error('sem resposta');
  return response.headers();
}

function productPath(): string {
  const product = catalogue().find(
    'a sellable wine of the Wine store',
    (p) => p.category === 'vinho' && p.inWine && isSellable(p),
  );
  return `/prod${product.code}.html`;
}

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

/** getLoggedCustomer as the page's own code calls it (with the CSRF token of a live session). */
async function loggedCustomer(page: Page): Promise<unknown> {
  const csrf = await cookieNamed(page, CSRF_COOKIE);
  const response = await page.request.post('/rpc/getLoggedCustomer', {
    data: {},
    headers: csrf ? { 'X-CSRF-Token': csrf.value } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

test.describe('response headers', () => {
  test('an HTML page: CSP with a nonce, frame-ancestors, nosniff, referrer, no HSTS on http', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const headers = headersOf(response);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|;)\s*script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'/);
    expect(csp).toMatch(/(^|;)\s*object-src 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();

    // A new nonce for every response.
    const again = headersOf(await page.request.get('/'));
    expect(nonceOf(again['content-security-policy'])).not.toBe(nonceOf(csp));
  });

  test('behind an HTTPS proxy the page asks for HSTS', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  test('the page cannot be framed, not even by a page of its own origin', async ({ page }) => {
    // frame-ancestors 'none' (and X-Frame-Options: DENY) refuse every parent. The framing page is
    // served by the test on the store's own origin: Chromium's local-network checks would stop a
    // frame from another site to localhost before the store's headers were ever read.
    const framer = `${WINE_ORIGIN}/moldura-de-teste.html`;
    await page.route(framer, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>moldura</title><iframe title="loja" src="${WINE_ORIGIN}/"></iframe>`,
      }),
    );
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const blocked = page.waitForEvent(
      'requestfailed',
      (request) => request.url() === `${WINE_ORIGIN}/`,
    );
    await page.goto(framer);
    expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    await expect
      .poll(() => messages.some((text) => text.includes("frame-ancestors 'none'")))
      .toBe(true);
    await expect(page.frameLocator('iframe[title="loja"]').locator('header')).toHaveCount(0);
  });
});

test.describe('CSP nonce on every inline script', () => {
  const pages: { name: string; path: () => string }[] = [
    { name: 'home', path: () => '/' },
    { name: 'listing', path: () => '/vinhos/cVINHOS-p1.html' },
    { name: 'product', path: productPath },
    { name: 'search', path: () => '/search.ep?keyWords=tinto' },
    { name: 'sign-in', path: () => '/sign-in.ep' },
  ];

  for (const { name, path } of pages) {
    test(name, async ({ page }) => {
      const url = path();
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const nonce = nonceOf(headersOf(response)['content-security-policy']);
      const html = (await response?.text()) ?? '';
      const scripts = inlineScripts(html);
      // React Router streams its context and the hydration call inline.
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const attributes of scripts) {
        expect(attributes, `${url}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
      }
      // No inline event handler attributes (CSP without 'unsafe-inline' would block them).
      expect(html.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [], url).toEqual([]);
    });
  }
});

test.describe('no CSP violation after hydration and interaction', { tag: '@layout' }, () => {
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void })
          .__reportCspViolation;
        void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    return violations;
  }

  async function interact(page: Page, isMobile: boolean) {
    // Hydrated: the header scheduled its customer lookup (SPEC §9).
    await expect(page.locator('.site-header__account .account-block')).toHaveAttribute(
      'data-lookup',
      /^(scheduled|done)$/,
    );
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await drawer.locator('details.drawer__section > summary').first().click();
      await drawer.getByRole('button', { name: 'Fechar menu' }).click();
      await page.locator('.site-header__search-button').click();
      await page.locator('#busca-input').fill('');
      await page.locator('#busca-input').pressSequentially('malbec');
    } else {
      await page.locator('.main-nav__entry').nth(1).hover();
      const avatar = page.getByRole('button', { name: 'Menu da sua conta' });
      if ((await avatar.count()) > 0) {
        await avatar.click();
        await expect(page.getByRole('menu', { name: 'Menu da sua conta' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await page.locator('#busca-input').fill('');
      await page.locator('#busca-input').pressSequentially('malbec');
    }
    const suggestions = page.waitForResponse(/\/rpc\/findProducts$/);
    await page.clock.runFor(2500);
    await suggestions;
    await expect(page.getByRole('heading', { name: 'Sugestões encontradas' })).toBeVisible();
  }

  for (const signedIn of [false, true]) {
    test(`${signedIn ? 'signed in' : 'visitor'}: catalogue, search and form pages`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(90_000);
      if (signedIn) await signUpViaApi(page);
      const violations = await watchViolations(page);
      await page.clock.install();
      const paths = ['/', '/vinhos/cVINHOS-p1.html', productPath(), '/search.ep?keyWords=tinto'];
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await interact(page, isMobile);
          expect(violations, path).toEqual([]);
        });
      }
      // The form pages build their zod schemas in the browser (SPEC §5 validation).
      const formPages = ['/sign-in.ep', '/cadastro.ep', ...(signedIn ? ['/minha-wine'] : [])];
      for (const path of formPages) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('.site-header__account .account-block')).toHaveAttribute(
            'data-lookup',
            /^(scheduled|done)$/,
          );
          await page.clock.runFor(1000);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(violations, path).toEqual([]);
        });
      }
      await test.step('the watch itself sees a script without the nonce', async () => {
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__cspCanary = true';
          document.body.append(script);
        });
        await expect.poll(() => violations.length).toBeGreaterThan(0);
        expect(await page.evaluate(() => 'cspCanary' in window || '__cspCanary' in window)).toBe(
          false,
        );
      });
    });
  }
});

test.describe('Cache-Control: no-store on personal responses', () => {
  test('account and sign-in pages, even the redirect of a visitor', async ({ page }) => {
    const redirect = await page.request.get('/minha-wine', { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    expect(redirect.headers()['location']).toMatch(/^\/sign-in\.ep/);
    expect(redirect.headers()['cache-control']).toContain('no-store');

    for (const path of ['/sign-in.ep', '/cadastro.ep']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toContain('no-store');
    }

    await signUpViaApi(page);
    const account = await page.request.get('/minha-wine', { maxRedirects: 0 });
    expect(account.status()).toBe(200);
    expect(account.headers()['cache-control']).toContain('no-store');
  });

  test('POST /rpc/getLoggedCustomer, for a visitor and for a customer', async ({ page }) => {
    const anonymous = await page.request.post('/rpc/getLoggedCustomer', { data: {} });
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['cache-control']).toContain('no-store');

    await signUpViaApi(page);
    const csrf = (await cookieNamed(page, CSRF_COOKIE))?.value ?? '';
    const logged = await page.request.post('/rpc/getLoggedCustomer', {
      data: {},
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(logged.status()).toBe(200);
    expect(((await logged.json()) as { data: unknown }).data).not.toBeNull();
    expect(logged.headers()['cache-control']).toContain('no-store');
    // Any page rendered for a signed-in customer is personal too (the header has the name).
    const home = await page.request.get('/');
    expect(home.headers()['cache-control']).toContain('no-store');
  });
});

test.describe('CSRF', () => {
  test('a cross-site POST to signOut is refused and the session stays', async ({ page }) => {
    await signUpViaApi(page);
    const csrf = (await cookieNamed(page, CSRF_COOKIE))?.value ?? '';
    expect(csrf).not.toBe('');

    const crossOrigin = await page.request.post('/rpc/signOut', {
      data: {},
      headers: { Origin: EVIL_ORIGIN, 'X-CSRF-Token': csrf },
    });
    expect(crossOrigin.status()).toBe(403);
    expect(((await crossOrigin.json()) as { message: string }).message).toBe(
      'Requisição recusada por segurança. Recarregue a página e tente novamente.',
    );

    const crossSite = await page.request.post('/rpc/signOut', {
      data: {},
      headers: { 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': csrf },
    });
    expect(crossSite.status()).toBe(403);
    expect(await loggedCustomer(page)).not.toBeNull();
  });

  test('a form on another site posting to signOut is refused', async ({ page }) => {
    await signUpViaApi(page);
    await page.route(`${EVIL_ORIGIN}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>evil</title>
          <form method="post" action="${WINE_ORIGIN}/rpc/signOut" enctype="text/plain">
            <input name='{"a":"' value='"}'><button>Ganhe um vinho</button>
          </form>`,
      }),
    );
    await page.goto(`${EVIL_ORIGIN}/`);
    const answered = page.waitForResponse(`${WINE_ORIGIN}/rpc/signOut`);
    await page.getByRole('button', { name: 'Ganhe um vinho' }).click();
    expect((await answered).status()).toBe(403);
    expect(await loggedCustomer(page)).not.toBeNull();
  });

  test('a mutating call of a signed-in session needs X-CSRF-Token', async ({ page }) => {
    await signUpViaApi(page);
    const csrf = (await cookieNamed(page, CSRF_COOKIE))?.value ?? '';

    const missing = await page.request.post('/rpc/signOut', { data: {} });
    expect(missing.status()).toBe(403);
    const wrong = await page.request.post('/rpc/signOut', {
      data: {},
      headers: { 'X-CSRF-Token': `${csrf.slice(0, -2)}xx` },
    });
    expect(wrong.status()).toBe(403);
    const profile = await page.request.post('/rpc/saveCustomerPF', {
      data: {
        fullName: 'Nome Trocado Por Terceiros',
        dateOfBirth: '01/01/1980',
        gender: 'M',
        phone: '(11) 912345678',
      },
    });
    expect(profile.status()).toBe(403);
    const logged = (await loggedCustomer(page)) as { fullName: string } | null;
    expect(logged?.fullName).not.toBe('Nome Trocado Por Terceiros');

    // The page's own call, with the token of the cookie, goes through.
    const own = await page.request.post('/rpc/signOut', {
      data: {},
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(own.status()).toBe(200);
    expect(await loggedCustomer(page)).toBeNull();
  });
});

test.describe('session cookies', () => {
  test('the session cookie is HttpOnly and SameSite=Lax; the CSRF cookie is readable', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const session = await cookieNamed(page, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value.length).toBeGreaterThanOrEqual(22);
    const csrf = await cookieNamed(page, CSRF_COOKIE);
    expect(csrf?.httpOnly).toBe(false);

    await page.goto('/');
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain(`${CSRF_COOKIE}=${csrf?.value ?? ''}`);
    expect(visible).not.toContain(SESSION_COOKIE);
  });

  test('signing in through the form never adopts a planted session id', async ({ page }) => {
    test.slow();
    const victim = await signUpViaApi(page);
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    // An id chosen by an attacker (well-formed, as the server's own) set in the victim's browser.
    const planted = 'fixado-pelo-atacante-0123456789abcdefghijk';
    await page
      .context()
      .addCookies([
        { name: SESSION_COOKIE, value: planted, url: WINE_ORIGIN, httpOnly: true, sameSite: 'Lax' },
      ]);

    await page.goto('/sign-in.ep');
    // An id the server never issued authenticates nothing and is dropped at once.
    await expect.poll(async () => (await cookieNamed(page, SESSION_COOKIE))?.value).toBeUndefined();
    // The header's delayed customer lookup has answered: a lookup still on its way carries the
    // planted id, and the answer that drops it could land after the sign-in's new cookie.
    await expect(page.locator('.account-block[data-lookup]').first()).toHaveAttribute(
      'data-lookup',
      'done',
    );
    await page
      .context()
      .addCookies([
        { name: SESSION_COOKIE, value: planted, url: WINE_ORIGIN, httpOnly: true, sameSite: 'Lax' },
      ]);
    await page.getByLabel('CPF ou e-mail').fill(victim.email);
    await page.getByLabel('Senha', { exact: true }).fill(victim.password);
    const answered = page.waitForResponse((r) => r.url().endsWith('/rpc/signIn'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(/\/minha-wine$/, { timeout: 15_000 });

    const issued = (await cookieNamed(page, SESSION_COOKIE))?.value ?? '';
    expect(issued).not.toBe('');
    expect(issued).not.toBe(planted);
    expect(((await loggedCustomer(page)) as { email: string }).email).toBe(victim.email);
  });

  test('signing in issues a new session id (no fixation)', async ({ page, playwright }) => {
    const { cpf, email } = await signUpViaApi(page);
    const before = (await cookieNamed(page, SESSION_COOKIE))?.value ?? '';
    const csrf = (await cookieNamed(page, CSRF_COOKIE))?.value ?? '';
    expect(before).not.toBe('');

    // Signing in again on the same browser (e.g. a remembered session) rotates the id.
    const again = await page.request.post('/api/v1/login', {
      data: { username: email, password: TEST_PASSWORD },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(again.status()).toBe(200);
    const after = (await cookieNamed(page, SESSION_COOKIE))?.value ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    expect(await loggedCustomer(page)).not.toBeNull();

    // The old id authenticates nobody any more.
    const stale = await playwright.request.newContext({
      baseURL: WINE_ORIGIN,
      extraHTTPHeaders: { Cookie: `${SESSION_COOKIE}=${before}` },
    });
    const staleAnswer = await stale.post('/rpc/getLoggedCustomer', { data: {} });
    expect(((await staleAnswer.json()) as { data: unknown }).data).toBeNull();
    await stale.dispose();

    // An id planted before signing in (session fixation) is never the one signed in.
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    const planted = 'A'.repeat(43);
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: planted, url: `http://localhost:${PORT}` }]);
    const login = await page.request.post('/api/v1/login', {
      data: { username: cpf, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const issued = (await cookieNamed(page, SESSION_COOKIE))?.value ?? '';
    expect(issued).not.toBe('');
    expect(issued).not.toBe(planted);
    expect(await loggedCustomer(page)).not.toBeNull();
  });
});

test.describe('open redirects (issue #12)', () => {
  const BYPASSES = ['/.//evil.example', '/..//evil.example', '/%2F%2Fevil.example'];

  for (const target of BYPASSES) {
    test(`sign-in.ep?redirect=${target} sends a signed-in customer to my account`, async ({
      page,
    }) => {
      await signUpViaApi(page);
      const response = await page.request.get(`/sign-in.ep?redirect=${target}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/minha-wine');
    });

    test(`sign-in.ep?redirect=${target} hands my account to a visitor's form`, async ({ page }) => {
      await page.goto(`/sign-in.ep?redirect=${target}`);
      // The destination is carried to the sign-up link: only the safe one is.
      await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
        'href',
        '/cadastro.ep?redirect=%2Fminha-wine',
      );
    });
  }

  test('GET //evil.example/?ordem= does not redirect to another site', async ({ request }) => {
    // An absolute URL: relative to the base, '//evil.example' would be another host.
    const response = await request.get(`${WINE_ORIGIN}//evil.example/?ordem=`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  });

  test('GET //evil.example/search.ep?ordem= does not redirect to another site', async ({
    request,
  }) => {
    const response = await request.get(`${WINE_ORIGIN}//evil.example/search.ep?ordem=`, {
      maxRedirects: 0,
    });
    expect(response.headers().location ?? '/').not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
  });
});
