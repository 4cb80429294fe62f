/**
 * Sign-in, sign-up and password reset (issue #5, SPEC §2, §5, §7, §8) in real Chromium: the
 * captcha is solved in the page, accounts are created through the forms or `signUpViaApi`, and
 * the reset link is read from the server's outbox.
 */
import type { Page } from '@playwright/test';
import type { CustomerDto } from '@adega/server/contract';
import {
  AFTER_SUBMIT,
  fillPersonForm,
  formReady,
  newCpf,
  newEmail,
  newPerson,
  openForm,
  resetLinkFor,
  signInThroughForm,
  signUpViaApi,
  submitSignIn,
  TEST_PASSWORD,
  type PersonData,
} from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

const BAD_CREDENTIALS = 'CPF/e-mail ou senha incorretos.';
const RATE_LIMITED = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const RESET_REQUESTED =
  'Se houver uma conta com esses dados, você receberá um e-mail com as instruções para criar uma nova senha.';
const RESET_TOKEN_INVALID = 'Este link de redefinição é inválido ou expirou. Solicite um novo.';
const WEAK_PASSWORD =
  'A senha precisa ter de 8 a 20 caracteres, com número, letra maiúscula e letra minúscula.';

/** The CSRF header a request of this page's session must carry (cookie adega_csrf). */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'adega_csrf');
  return cookie ? { 'X-CSRF-Token': decodeURIComponent(cookie.value) } : {};
}

async function loggedCustomer(page: Page): Promise<CustomerDto | null> {
  const response = await page.request.post('/rpc/getLoggedCustomer', {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CustomerDto | null }).data;
}

async function signOut(page: Page) {
  const response = await page.request.post('/rpc/signOut', {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(response.ok()).toBe(true);
}

/**
 * Signs out through the API once the page has left the account area. `/minha-wine` asks for the
 * logged customer after hydration and reloads itself when the session is gone: signing out behind
 * it lets that reload race the test's next `goto` (an interrupted navigation, or a form reloaded
 * under the test's typing).
 */
async function leaveAndSignOut(page: Page) {
  await page.goto('about:blank');
  await signOut(page);
}

/** A customer that exists but whose page is signed out. */
async function existingCustomer(page: Page, overrides: Partial<PersonData> = {}) {
  const person = await signUpViaApi(page, overrides);
  await signOut(page);
  return person;
}

/** A valid CNPJ in the 2026 alphanumeric format: characters are worth their ASCII code − 48. */
function alphanumericCnpj(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let base = '';
  while (base.length < 12) base += alphabet[Math.floor(Math.random() * alphabet.length)];
  if (!/[A-Z]/.test(base)) base = `A${base.slice(1)}`;
  let chars = base;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + (chars.charCodeAt(i) - 48) * w, 0);
    const rest = sum % 11;
    chars += String(rest < 2 ? 0 : 11 - rest);
  }
  return chars;
}

function formattedCnpj(chars: string): string {
  return `${chars.slice(0, 2)}.${chars.slice(2, 5)}.${chars.slice(5, 8)}/${chars.slice(8, 12)}-${chars.slice(12)}`;
}

function fieldError(page: Page, label: string | RegExp) {
  // The message under a field is its accessible description (aria-describedby).
  return page.getByLabel(label, { exact: typeof label === 'string' });
}

test.describe('sign-up', () => {
  test('PF through the form: masks, meter, opt-in, captcha → signed in on my account', async ({
    page,
  }) => {
    const person = newPerson({ fullName: 'Beatriz Lima Souza' });
    await openForm(page, '/cadastro.ep');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Pessoa física/ })).toBeChecked();
    await fillPersonForm(page, person);
    // The masks put the typed digits in shape.
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(person.cpf);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue(person.dateOfBirth);
    await expect(page.getByLabel('Celular')).toHaveValue(person.phone);
    // SPEC §5: 4 rules met = score 80, a special character ('#') fills the meter.
    await expect(page.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Seeded flag enable/checkbox_to_opt_in_on_authentication is on.
    await page.getByLabel(/Quero receber ofertas e novidades/).check();
    await expect(page.getByText('Ao criar sua conta, você aceita os Termos de uso')).toBeVisible();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
    const customer = await loggedCustomer(page);
    expect(customer).toMatchObject({
      email: person.email,
      fullName: person.fullName,
      pessoaJuridica: false,
      dateOfBirth: person.dateOfBirth,
      gender: 'F',
    });
    expect(customer?.cpf?.replace(/\D/g, '')).toBe(person.cpf.replace(/\D/g, ''));
  });

  test('PJ with an alphanumeric CNPJ, typed in lower case, exempt from state registration', async ({
    page,
  }) => {
    const cnpj = alphanumericCnpj();
    const email = newEmail('empresa');
    await openForm(page, '/cadastro.ep');
    await page.getByRole('radio', { name: /^Pessoa jurídica/ }).check();
    await page.getByLabel('CNPJ', { exact: true }).fill(cnpj.toLowerCase());
    await expect(page.getByLabel('CNPJ', { exact: true })).toHaveValue(formattedCnpj(cnpj));
    await page.getByLabel('Razão social').fill('Vinhos Alfanuméricos Ltda');
    await page.getByLabel('Nome fantasia').fill('Casa Alfa');
    await page.getByLabel('Isento').check();
    await expect(page.getByLabel('Inscrição estadual')).toBeDisabled();
    await page.getByLabel('Nome do responsável').fill('Carlos Mendes');
    await page.getByLabel('Telefone').fill('2133445566');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirme a senha').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
    const customer = await loggedCustomer(page);
    expect(customer).toMatchObject({
      email,
      pessoaJuridica: true,
      companyName: 'Vinhos Alfanuméricos Ltda',
      tradeName: 'Casa Alfa',
      stateRegistration: null,
    });
    expect(customer?.cnpj?.replace(/[^0-9A-Z]/g, '')).toBe(cnpj);
  });

  test('PJ without state registration nor Isento is refused on the field', async ({ page }) => {
    await openForm(page, '/cadastro.ep?tipo=pj');
    await expect(page.getByRole('radio', { name: /^Pessoa jurídica/ })).toBeChecked();
    await page.getByLabel('Inscrição estadual').focus();
    await page.getByLabel('Inscrição estadual').blur();
    await expect(fieldError(page, 'Inscrição estadual')).toHaveAccessibleDescription(
      'Informe a inscrição estadual ou marque Isento.',
    );
    await page.getByLabel('Isento').check();
    await expect(page.getByText('Informe a inscrição estadual ou marque Isento.')).toHaveCount(0);
  });

  test('live checks: a registered e-mail and CPF are announced with the ways forward', async ({
    page,
  }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    const existing = await existingCustomer(page);
    await openForm(page, '/cadastro.ep');
    await page.getByLabel('E-mail', { exact: true }).fill(existing.email.toUpperCase());
    await page.getByLabel('E-mail', { exact: true }).blur();
    const emailField = page.locator('.auth-field', {
      has: page.getByLabel('E-mail', { exact: true }),
    });
    await expect(emailField.getByText('Este e-mail já está cadastrado.')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(emailField.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/sign-in.ep',
    );
    await expect(emailField.getByRole('link', { name: 'recuperar a senha' })).toHaveAttribute(
      'href',
      '/esqueci-senha.ep',
    );

    await page.getByLabel('CPF', { exact: true }).fill(existing.cpf);
    await page.getByLabel('CPF', { exact: true }).blur();
    await expect(page.getByText('Este CPF já está cadastrado.')).toBeVisible();

    // A free e-mail clears the message.
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail());
    await page.getByLabel('E-mail', { exact: true }).blur();
    await expect(page.getByText('Este e-mail já está cadastrado.')).toHaveCount(0);

    // Submitting anyway: the server refuses with its field message and nothing is signed in.
    await fillPersonForm(page, newPerson({ email: existing.email }));
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.locator('.auth-alert')).toHaveText(
      'Este e-mail já está cadastrado.',
      AFTER_SUBMIT,
    );
    await expect(page).toHaveURL(/\/cadastro\.ep$/, AFTER_SUBMIT);
    expect(await loggedCustomer(page)).toBeNull();
  });

  test('a throttled live check shows the server message, not "taken"', async ({ page }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    await openForm(page, '/cadastro.ep');
    // Spend this client's lookup allowance (40 per 10 minutes per IP).
    let status = 200;
    for (let i = 0; i < 45 && status !== 429; i += 1) {
      const response = await page.request.post('/rpc/isEmailExists', {
        data: { email: newEmail() },
      });
      status = response.status();
    }
    expect(status).toBe(429);
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail());
    await page.getByLabel('E-mail', { exact: true }).blur();
    await expect(page.getByText(RATE_LIMITED)).toBeVisible();
    await expect(page.getByText('Este e-mail já está cadastrado.')).toHaveCount(0);
  });

  test('bad input: age, password mismatch, weak password, invalid CPF — nothing is created', async ({
    page,
  }) => {
    await openForm(page, '/cadastro.ep');
    const birth = page.getByLabel('Data de nascimento');
    // Born 18 years ago tomorrow: still a minor today.
    const minor = new Date();
    minor.setFullYear(minor.getFullYear() - 18);
    minor.setDate(minor.getDate() + 1);
    const dd = String(minor.getDate()).padStart(2, '0');
    const mm = String(minor.getMonth() + 1).padStart(2, '0');
    await birth.fill(`${dd}${mm}${minor.getFullYear()}`);
    await birth.blur();
    await expect(birth).toHaveAccessibleDescription('Você precisa ter mais de 18 anos.');

    const cpf = page.getByLabel('CPF', { exact: true });
    await cpf.fill('11111111111');
    await cpf.blur();
    await expect(cpf).toHaveAccessibleDescription('Formato do CPF não é válido.');

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('vinhotinto');
    await password.blur();
    await expect(page.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(password).toHaveAccessibleDescription(new RegExp(`^${WEAK_PASSWORD}`));

    await password.fill(TEST_PASSWORD);
    const confirm = page.getByLabel('Confirme a senha');
    await confirm.fill(`${TEST_PASSWORD}x`);
    await confirm.blur();
    await expect(confirm).toHaveAccessibleDescription('As senhas não conferem');

    const phone = page.getByLabel('Celular');
    await phone.fill('1198');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(
      /O formato do telefone não é válido\. Ex: \(99\) 999999999/,
    );

    await page.getByRole('button', { name: 'Criar conta' }).click();
    // The first invalid field takes the focus; nothing was sent.
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription(
      'O campo é obrigatório',
    );
    await expect(page).toHaveURL(/\/cadastro\.ep$/, AFTER_SUBMIT);
    expect(await loggedCustomer(page)).toBeNull();
  });
});

test.describe('sign-in', () => {
  test('with CPF, then with e-mail; the password can be shown', async ({ page }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    const person = await existingCustomer(page);
    await openForm(page, '/sign-in.ep');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await signInThroughForm(page, person.cpf.replace(/\D/g, ''), person.password);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
    expect((await loggedCustomer(page))?.email).toBe(person.email);

    await leaveAndSignOut(page);
    expect(await loggedCustomer(page)).toBeNull();
    await openForm(page, '/sign-in.ep');
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
    expect((await loggedCustomer(page))?.email).toBe(person.email);
  });

  test('a wrong password shows the server message and stays; the next try works', async ({
    page,
  }) => {
    const person = await existingCustomer(page);
    await openForm(page, '/sign-in.ep');
    await signInThroughForm(page, person.email, 'Errada#2026');
    await expect(page.locator('.auth-alert')).toHaveText(BAD_CREDENTIALS);
    await expect(page).toHaveURL(/\/sign-in\.ep$/, AFTER_SUBMIT);
    expect(await loggedCustomer(page)).toBeNull();
    // A fresh captcha is solved for the retry.
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
  });

  test('throttled after repeated failures: the 429 message is shown', async ({ page }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    const person = await existingCustomer(page);
    await openForm(page, '/sign-in.ep');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInThroughForm(page, person.email, `Errada#${attempt}`);
      await expect(page.locator('.auth-alert')).toHaveText(BAD_CREDENTIALS);
    }
    await signInThroughForm(page, person.email, 'Errada#5');
    await expect(page.locator('.auth-alert')).toHaveText(RATE_LIMITED);
    expect(await loggedCustomer(page)).toBeNull();
    // Issue #12: the form's captcha lets the owner's correct password through the account lock.
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);
  });

  test("bad input: 'CPF ou e-mail inválido' and required fields, no request", async ({ page }) => {
    await openForm(page, '/sign-in.ep');
    let signInCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/rpc/signIn')) signInCalls += 1;
    });
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByLabel('CPF ou e-mail')).toHaveAccessibleDescription(
      'O campo é obrigatório',
    );
    await page.getByLabel('CPF ou e-mail').fill('123.456.789-00');
    await page.getByLabel('Senha', { exact: true }).fill('qualquer');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByLabel('CPF ou e-mail')).toHaveAccessibleDescription(
      'CPF ou e-mail inválido',
    );
    await page.getByLabel('CPF ou e-mail').fill('maria@');
    await page.getByLabel('CPF ou e-mail').blur();
    await expect(page.getByLabel('CPF ou e-mail')).toHaveAccessibleDescription(
      'CPF ou e-mail inválido',
    );
    expect(signInCalls).toBe(0);
  });

  test('the redirect parameter is honoured; another site is not', async ({ page }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    const person = await existingCustomer(page);
    await openForm(page, '/sign-in.ep?redirect=%2Floja-vinhos');
    await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/cadastro.ep?redirect=%2Floja-vinhos',
    );
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/loja-vinhos$/, AFTER_SUBMIT);

    // Signed in: the sign-in page sends straight to the destination.
    await page.goto('/sign-in.ep?redirect=%2Fsearch.ep%3FkeyWords%3Dmalbec');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=malbec$/, AFTER_SUBMIT);
    await page.goto('/sign-in.ep?redirect=//evil.example/roubo');
    await expect(page).toHaveURL(/localhost:\d+\/minha-wine$/, AFTER_SUBMIT);

    await leaveAndSignOut(page);
    await openForm(page, '/sign-in.ep?redirect=//evil.example/roubo');
    await signInThroughForm(page, person.cpf, person.password);
    await expect(page).toHaveURL(/localhost:\d+\/minha-wine$/, AFTER_SUBMIT);
  });

  for (const path of ['/sign-in.ep', '/cadastro.ep', '/esqueci-senha.ep', '/redefinir-senha.ep']) {
    test(
      `${path} is not indexed and has no serious accessibility violations`,
      { tag: '@layout' },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.getByTestId('captcha').or(page.locator('.auth-notice'))).toBeVisible();
        await expectNoSeriousViolations(page, { bestPractice: false });
      },
    );
  }
});

test.describe('password reset', () => {
  test('request, follow the e-mailed link, set a new password; the link works once', async ({
    page,
  }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    const person = await existingCustomer(page);
    await openForm(page, '/sign-in.ep');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/esqueci-senha\.ep$/, AFTER_SUBMIT);
    await formReady(page);
    await page.getByLabel('E-mail ou CPF').fill(person.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(RESET_REQUESTED)).toBeVisible();

    await expect.poll(() => resetLinkFor(person.email)).not.toBeNull();
    const link = resetLinkFor(person.email) ?? '';
    const { pathname, search } = new URL(link);
    await openForm(page, `${pathname}${search}`);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    const newPassword = 'Novo#Rose2027';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible(
      AFTER_SUBMIT,
    );

    await page.locator('.auth-notice').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/sign-in\.ep$/, AFTER_SUBMIT);
    await formReady(page);
    await signInThroughForm(page, person.email, person.password);
    await expect(page.locator('.auth-alert')).toHaveText(BAD_CREDENTIALS);
    await page.getByLabel('Senha', { exact: true }).fill(newPassword);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/minha-wine$/, AFTER_SUBMIT);

    // The same link a second time: the server's message and the way to a new one.
    await openForm(page, `${pathname}${search}`);
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra#Senha2028');
    await page.getByLabel('Confirme a nova senha').fill('Outra#Senha2028');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    const alert = page.locator('.auth-alert');
    await expect(alert).toContainText(RESET_TOKEN_INVALID, AFTER_SUBMIT);
    await expect(alert.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha.ep',
    );
  });

  test('by CPF, same answer for an unknown account; throttled requests show the 429 message', async ({
    page,
  }) => {
    // Several sign-ups, sign-ins or page loads: slow on a busy machine.
    test.slow();
    await openForm(page, '/esqueci-senha.ep');
    const field = page.getByLabel('E-mail ou CPF');
    await field.fill('não é nada');
    await field.blur();
    await expect(field).toHaveAccessibleDescription('CPF ou e-mail inválido');
    const unknownCpf = newCpf();
    await field.fill(unknownCpf);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(RESET_REQUESTED)).toBeVisible();

    // Three requests per account and hour: the fourth is refused with the server's message.
    for (let i = 0; i < 2; i += 1) {
      await openForm(page, '/esqueci-senha.ep');
      await page.getByLabel('E-mail ou CPF').fill(unknownCpf);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await expect(page.getByText(RESET_REQUESTED)).toBeVisible();
    }
    await openForm(page, '/esqueci-senha.ep');
    await page.getByLabel('E-mail ou CPF').fill(unknownCpf);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.locator('.auth-alert')).toHaveText(RATE_LIMITED);
  });

  test('a link without token, or with an unknown one, leads to a new request', async ({ page }) => {
    await page.goto('/redefinir-senha.ep');
    await expect(page.getByText('Este link de redefinição está incompleto.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha.ep',
    );
    await openForm(page, '/redefinir-senha.ep?token=naoexiste123');
    await page.getByLabel('Nova senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.locator('.auth-alert')).toContainText(RESET_TOKEN_INVALID, AFTER_SUBMIT);
  });
});
