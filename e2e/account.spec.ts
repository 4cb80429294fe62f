/**
 * My account (issue #5, SPEC §2 /minha-wine and /minha-wine#/notificacoes): who may see it, the
 * sections and their navigation, profile and e-mail change, addresses, cards (encrypted in the
 * browser), notification preferences, consents and 'Sair'. Every test uses a fresh customer.
 */
import type { Page, Request } from '@playwright/test';
import { answerWelcomeGate, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe.ts';
import {
  fillAddressForm,
  newEmail,
  signInViaApi,
  signUpCompanyViaApi,
  signUpViaApi,
  TEST_PASSWORD,
} from './accounts';

const SIGN_IN_FOR_ACCOUNT = '/sign-in.ep?redirect=%2Fminha-wine';

const MESSAGES = {
  required: 'O campo é obrigatório',
  alphaSpaces: 'O campo só aceita letras e espaços',
  age: 'Você precisa ter mais de 18 anos.',
  phone: 'O formato do telefone não é válido. Ex: (99) 999999999',
  cep: 'Formato do CEP não é válido.',
  creditCard: 'O cartão de crédito inserido não é válido.',
  pastDate: 'A data não pode ser no passado',
} as const;

function sectionHeading(page: Page) {
  return page.locator('#secao-titulo');
}

function navLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Seções da minha conta' })
    .getByRole('link', { name });
}

/**
 * A page load of the account area waits for hydration (the section lives in the hash, which the
 * server never sees) and then for the section's first RPC: on a busy machine that takes longer
 * than the default 5 s, so the first look is more patient than the assertions that follow.
 */
const FIRST_LOAD = { timeout: 15_000 };

async function settle(page: Page, title: string) {
  await expect(sectionHeading(page)).toHaveText(title, FIRST_LOAD);
  await expect(page.locator('.acc-loading')).toHaveCount(0, FIRST_LOAD);
}

async function openSection(page: Page, hash: string, title: string) {
  await page.goto(`/minha-wine#/${hash}`);
  await settle(page, title);
}

async function reloadSection(page: Page, title: string) {
  await page.reload();
  await settle(page, title);
}

/** The JSON bodies of the RPC `operation` the page sends from now on. */
function recordRpc(page: Page, operation: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/rpc/${operation}`) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/** Fills the new-card form as typed and sends it with 'Salvar cartão'. */
async function saveNewCard(
  page: Page,
  card: { name: string; number: string; expiry: string; cvv: string },
) {
  await page.getByRole('button', { name: 'Novo cartão' }).click();
  await page.getByLabel('Nome impresso no cartão').fill(card.name);
  await page.getByLabel('Número do cartão').fill(card.number);
  await page.getByLabel('Validade').fill(card.expiry);
  await page.getByLabel('Código de segurança (CVV)').fill(card.cvv);
  await page.getByRole('button', { name: 'Salvar cartão' }).click();
}

/** The sections whose saves the tests watch: the title each shows and the RPC that saves it. */
const SAVING_SECTIONS = {
  dados: { title: 'Meus dados', save: 'saveCustomerPF' },
  enderecos: { title: 'Endereços', save: 'saveCustomerAddress' },
  cartoes: { title: 'Cartões', save: 'saveCustomerCreditCard' },
} as const;

/** A new customer on one of their sections, with the bodies of its save RPC recorded. */
async function newCustomerOn(page: Page, hash: keyof typeof SAVING_SECTIONS) {
  const person = await signUpViaApi(page);
  const saves = recordRpc(page, SAVING_SECTIONS[hash].save);
  await openSection(page, hash, SAVING_SECTIONS[hash].title);
  return { person, saves };
}

function toast(page: Page) {
  // The site's one toast system (components/ui/toast); an account outcome replaces the last one.
  return page.locator('[data-testid="toast"] .app-toast__text');
}

test.describe('acesso', () => {
  test('um visitante é levado ao login e volta para a conta depois', async ({ page }) => {
    const response = await page.request.get('/minha-wine', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(SIGN_IN_FOR_ACCOUNT);
    expect(response.headers()['cache-control']).toContain('no-store');

    await page.goto('/minha-wine#/cartoes');
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=%2Fminha-wine/);
  });

  test('a página é privada: título Minha conta e noindex', async ({ page }) => {
    await signUpViaApi(page);
    await openSection(page, 'dados', 'Meus dados');
    await expect(page).toHaveTitle(/^Minha conta/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(sectionHeading(page)).toHaveText('Meus dados');
  });

  test('o link #/notificacoes abre as preferências de notificação', async ({ page }) => {
    await signUpViaApi(page);
    await openSection(page, 'notificacoes', 'Notificações');
    await expect(sectionHeading(page)).toHaveText('Notificações');
    await expect(navLink(page, 'Notificações')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('switch')).toHaveCount(3);
  });

  test(
    'o menu troca de seção e voltar/avançar do navegador acompanha',
    { tag: '@layout' },
    async ({ page }) => {
      await signUpViaApi(page);
      await openSection(page, 'dados', 'Meus dados');
      await expect(page.getByLabel('Nome completo')).toBeVisible();
      await navLink(page, 'Endereços').click();
      await expect(sectionHeading(page)).toHaveText('Endereços');
      await expect(page).toHaveURL(/\/minha-wine#\/enderecos$/);
      await navLink(page, 'Cartões').click();
      await expect(sectionHeading(page)).toHaveText('Cartões');
      await expect(navLink(page, 'Cartões')).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(sectionHeading(page)).toHaveText('Endereços');
      await expect(navLink(page, 'Endereços')).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(sectionHeading(page)).toHaveText('Meus dados');
      await page.goForward();
      await expect(sectionHeading(page)).toHaveText('Endereços');
    },
  );

  test('se a sessão termina com a página aberta, a próxima chamada leva ao login', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await openSection(page, 'dados', 'Meus dados');
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    await navLink(page, 'Cartões').click();
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=%2Fminha-wine/);
  });

  test("'Sair' encerra a sessão e a conta volta a pedir login", async ({ page }) => {
    await signUpViaApi(page);
    await openSection(page, 'dados', 'Meus dados');
    await page
      .getByRole('navigation', { name: 'Seções da minha conta' })
      .getByRole('button', { name: 'Sair' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/minha-wine');
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=%2Fminha-wine/);
  });
});

test.describe('meus dados', () => {
  test('os dados alterados ficam salvos depois de recarregar', async ({ page }) => {
    const person = await signUpViaApi(page);
    await openSection(page, 'dados', 'Meus dados');
    await expect(page.getByLabel('CPF')).toHaveValue(person.cpf);
    await expect(page.getByLabel('CPF')).not.toBeEditable();
    await expect(page.getByLabel('Nome completo')).toHaveValue(person.fullName);

    await page.getByLabel('Nome completo').fill('Beatriz Helena Prado');
    await page.getByLabel('Data de nascimento').fill('');
    await page.getByLabel('Data de nascimento').pressSequentially('02031985');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('02/03/1985');
    await page.getByLabel('Gênero').selectOption({ label: 'Prefiro não informar' });
    await page.getByLabel('Celular').fill('');
    await page.getByLabel('Celular').pressSequentially('21912345678');
    await expect(page.getByLabel('Celular')).toHaveValue('(21) 912345678');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(toast(page)).toHaveText('Dados atualizados.');

    await reloadSection(page, 'Meus dados');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Beatriz Helena Prado');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('02/03/1985');
    await expect(page.getByLabel('Gênero')).toHaveValue('N');
    await expect(page.getByLabel('Celular')).toHaveValue('(21) 912345678');
  });

  test('dados inválidos mostram as mensagens da especificação e nada é salvo', async ({ page }) => {
    const { person, saves } = await newCustomerOn(page, 'dados');
    await expect(page.getByLabel('Nome completo')).toHaveValue(person.fullName);

    await page.getByLabel('Nome completo').fill('Ana 2');
    await page.getByLabel('Data de nascimento').fill('01/01/2015');
    await page.getByLabel('Celular').fill('(11) 1234');
    await page.getByRole('button', { name: 'Salvar dados' }).click();

    await expect(page.getByText(MESSAGES.alphaSpaces)).toBeVisible();
    await expect(page.getByText(MESSAGES.age)).toBeVisible();
    await expect(page.getByText(MESSAGES.phone)).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription(
      MESSAGES.alphaSpaces,
    );

    await page.getByLabel('Nome completo').fill('   ');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText(MESSAGES.required)).toBeVisible();
    expect(saves).toHaveLength(0);

    await reloadSection(page, 'Meus dados');
    await expect(page.getByLabel('Nome completo')).toHaveValue(person.fullName);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue(person.dateOfBirth);
    await expect(page.getByLabel('Celular')).toHaveValue(person.phone);
  });

  test('uma empresa edita os dados da empresa; o CNPJ é só leitura', async ({ page }) => {
    const company = await signUpCompanyViaApi(page);
    const saves = recordRpc(page, 'saveCustomerPJ');
    await openSection(page, 'dados', 'Meus dados');
    await expect(page.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();
    await expect(page.getByLabel('CNPJ')).toHaveValue(company.cnpj);
    await expect(page.getByLabel('CNPJ')).not.toBeEditable();
    await expect(page.getByLabel('Razão social')).toHaveValue(company.companyName);
    await expect(page.getByLabel('Isento')).toBeChecked();
    await expect(page.getByLabel('Inscrição estadual')).toBeDisabled();

    await page.getByLabel('Isento').uncheck();
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Informe a inscrição estadual ou marque Isento.')).toBeVisible();
    expect(saves).toHaveLength(0);

    await page.getByLabel('Inscrição estadual').fill('110.042.490.114');
    await page.getByLabel('Nome fantasia').fill('Adega do Centro');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(toast(page)).toHaveText('Dados atualizados.');

    await reloadSection(page, 'Meus dados');
    await expect(page.getByLabel('Nome fantasia')).toHaveValue('Adega do Centro');
    await expect(page.getByLabel('Inscrição estadual')).toHaveValue('110.042.490.114');
    await expect(page.getByLabel('Isento')).not.toBeChecked();
  });

  test('trocar o e-mail pede a senha atual: errada mostra o erro, certa troca', async ({
    page,
  }) => {
    const person = await signUpViaApi(page);
    const newAddress = newEmail('novo');
    await openSection(page, 'dados', 'Meus dados');
    await expect(page.getByLabel('E-mail atual')).toHaveValue(person.email);

    await page.getByLabel('Novo e-mail').fill('nao-e-email');
    await page.getByLabel('Senha atual').fill('x');
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(page.getByText('E-mail inválido')).toBeVisible();

    await page.getByLabel('Novo e-mail').fill(newAddress);
    await page.getByLabel('Senha atual').fill('Senha#Errada1');
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(page.getByRole('alert')).toContainText('Senha incorreta.');
    await expect(page.getByLabel('E-mail atual')).toHaveValue(person.email);

    await page.getByLabel('Senha atual').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(toast(page)).toContainText('E-mail alterado.');
    await expect(page.getByLabel('E-mail atual')).toHaveValue(newAddress);
    await expect(page.getByLabel('Novo e-mail')).toHaveValue('');

    await reloadSection(page, 'Meus dados');
    await expect(page.getByLabel('E-mail atual')).toHaveValue(newAddress);
    // The new address signs in.
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    const customer = await signInViaApi(page, newAddress);
    expect(customer.email).toBe(newAddress);
  });
});

test.describe('endereços', () => {
  test('cadastra um endereço com todos os campos, edita, torna principal e remove', async ({
    page,
  }) => {
    const { saves } = await newCustomerOn(page, 'enderecos');
    await expect(page.getByText('Você ainda não tem endereços cadastrados.')).toBeVisible();

    await page.getByRole('button', { name: 'Novo endereço' }).click();
    await expect(page.getByLabel('Identificação')).toBeFocused();
    await page.getByLabel('Identificação').fill('Casa');
    await page.getByLabel('Nome de quem recebe').fill('Ana Beatriz Souza');
    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
    await page.getByLabel('Endereço', { exact: true }).fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1578');
    await page.getByLabel('Complemento').fill('Apto 42');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByLabel('Ponto de referência').fill('Em frente ao museu');
    await page.getByLabel('Melhor horário para entrega').fill('Das 8h às 18h');
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('11987654321');
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 987654321');
    await page.getByLabel('Telefone 2').pressSequentially('1133334444');
    await page.getByLabel('Caixa postal').check();
    await page.getByLabel('Portaria 24 horas').check();
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(toast(page)).toHaveText('Endereço salvo.');

    // The phones typed whole travel split into area code and number.
    expect(saves).toHaveLength(1);
    const first = saves[0] as { address: Record<string, unknown>; isPreferredAddress: boolean };
    expect(first.address).toMatchObject({
      titulo: 'Casa',
      firstName: 'Ana Beatriz Souza',
      zipOrPostalCode: '01310-100',
      street1: 'Avenida Paulista',
      numero: '1578',
      complemento: 'Apto 42',
      bairro: 'Bela Vista',
      city: 'São Paulo',
      subCountry: 'SP',
      country: 'BR',
      pontoReferencia: 'Em frente ao museu',
      deliveryTime: 'Das 8h às 18h',
      caixaPostal: true,
      fullTimeConcierge: true,
      ddd1: '11',
      phoneNumber: '987654321',
      ddd2: '11',
      phoneNumber2: '33334444',
      phoneNumberFull: '(11) 987654321',
      phoneNumberFull2: '(11) 33334444',
    });
    expect(first.address).not.toHaveProperty('uidPk');

    const list = page.getByRole('list', { name: 'Endereços cadastrados' });
    const casa = list.getByRole('listitem').filter({ hasText: 'Casa' });
    await expect(casa).toContainText('Avenida Paulista, 1578 – Apto 42');
    await expect(casa).toContainText('Bela Vista · São Paulo/SP · CEP 01310-100');
    await expect(casa).toContainText('(11) 987654321');
    await expect(casa).toContainText('(11) 33334444');
    await expect(casa).toContainText('Em frente ao museu');
    await expect(casa).toContainText('Caixa postal · Portaria 24 horas');
    // The first address is the preferred one.
    await expect(casa.getByText('Principal', { exact: true })).toBeVisible();

    // Edit: the form comes back with the saved values, the phones joined again.
    await page.getByRole('button', { name: 'Editar Casa' }).click();
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 987654321');
    await expect(page.getByLabel('Telefone 2')).toHaveValue('(11) 33334444');
    await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByLabel('Caixa postal')).toBeChecked();
    await page.getByLabel('Número').fill('1600');
    await page.getByLabel('Telefone 2').fill('');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect.poll(() => saves.length).toBe(2);
    // A saved address is re-sent with its uidPk (SPEC §3: new until it has a positive uidPk).
    expect((saves[1] as { address: Record<string, unknown> }).address.uidPk).toBeGreaterThan(0);
    await expect(casa).toContainText('Avenida Paulista, 1600');
    await expect(casa).not.toContainText('33334444');

    // A second address, then made the preferred one: it moves to the top.
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    await page.getByLabel('Identificação').fill('Trabalho');
    await fillAddressForm(page, {
      recipient: 'Ana Souza',
      cep: '20040-020',
      street: 'Rua da Assembleia',
      number: '10',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      phone: '(21) 33221100',
    });
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(toast(page)).toHaveText('Endereço salvo.');
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Casa');

    await page.getByRole('button', { name: 'Tornar principal Trabalho' }).click();
    await expect(toast(page)).toHaveText('Endereço principal atualizado.');
    await expect(items.first()).toContainText('Trabalho');
    await expect(items.first().getByText('Principal', { exact: true })).toBeVisible();
    await expect(items.nth(1).getByText('Principal', { exact: true })).toHaveCount(0);

    // Remove, with a confirmation that can be cancelled.
    await page.getByRole('button', { name: 'Remover Casa' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remover endereço' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);
    await page.getByRole('button', { name: 'Remover Casa' }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page)).toHaveText('Endereço removido.');
    await expect(items).toHaveCount(1);

    await reloadSection(page, 'Endereços');
    await expect(sectionHeading(page)).toHaveText('Endereços');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Trabalho');
    await expect(items.first()).toContainText('(21) 33221100');
  });

  test('CEP, telefone e campos obrigatórios inválidos não salvam nada', async ({ page }) => {
    const { saves } = await newCustomerOn(page, 'enderecos');
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByLabel('Nome de quem recebe')).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    await expect(page.getByLabel('Estado')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('CEP').fill('1234-567');
    await page.getByLabel('Telefone', { exact: true }).fill('(11) 1234');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByLabel('CEP')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.cep.replace('.', '\\.')),
    );
    await expect(page.getByText(MESSAGES.cep)).toBeVisible();
    await expect(page.getByText(MESSAGES.phone)).toBeVisible();
    expect(saves).toHaveLength(0);

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Você ainda não tem endereços cadastrados.')).toBeVisible();
  });
});

test.describe('cartões', () => {
  test('cadastra o cartão de teste criptografado, torna principal e remove', async ({ page }) => {
    const { saves } = await newCustomerOn(page, 'cartoes');
    await expect(page.getByText(/Ambiente de testes: use um cartão de teste/)).toBeVisible();
    await expect(page.getByText('Você ainda não tem cartões cadastrados.')).toBeVisible();

    await page.getByRole('button', { name: 'Novo cartão' }).click();
    await page.getByLabel('Nome impresso no cartão').fill('Ana B Souza');
    await page.getByLabel('Número do cartão').pressSequentially('4111111111111111');
    await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await page.getByLabel('Validade').pressSequentially('1231');
    await expect(page.getByLabel('Validade')).toHaveValue('12/31');
    await page.getByLabel('Código de segurança (CVV)').fill('737');
    await page.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(toast(page)).toHaveText('Cartão salvo.');

    // Only the last four digits and ciphertexts reach the store's server.
    expect(saves).toHaveLength(1);
    const body = saves[0] as Record<string, unknown>;
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('4111111111111111');
    expect(raw).not.toContain('4111 1111');
    expect(body).toMatchObject({ holderName: 'Ana B Souza', number: '1111' });
    expect(Object.keys(body).sort()).toEqual(
      [
        'encryptedCardNumber',
        'encryptedExpiryMonth',
        'encryptedExpiryYear',
        'encryptedSecurityCode',
        'holderName',
        'isPreferredCreditCard',
        'number',
      ].sort(),
    );
    for (const key of [
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ]) {
      const value = body[key];
      expect(typeof value).toBe('string');
      // RSA-OAEP 2048 ciphertext: 256 bytes, never the plain value.
      expect(Buffer.from(value as string, 'base64')).toHaveLength(256);
      expect(value).not.toBe('737');
    }

    const list = page.getByRole('list', { name: 'Cartões cadastrados' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Visa');
    await expect(items.first()).toContainText('•••• Final 1111');
    await expect(items.first()).toContainText('Ana B Souza');
    await expect(items.first()).toContainText('Validade 12/31');
    await expect(items.first().getByText('Principal', { exact: true })).toBeVisible();

    // A second card (Mastercard test card), made the preferred one.
    await saveNewCard(page, {
      name: 'Ana B Souza',
      number: '5555 5555 5555 4444',
      expiry: '06/30',
      cvv: '123',
    });
    await expect(toast(page)).toHaveText('Cartão salvo.');
    await expect(items).toHaveCount(2);
    const master = items.filter({ hasText: '•••• Final 4444' });
    await expect(master.getByText('Principal', { exact: true })).toHaveCount(0);
    await master.getByRole('button', { name: /^Tornar principal/ }).click();
    await expect(toast(page)).toHaveText('Cartão principal atualizado.');
    await expect(master.getByText('Principal', { exact: true })).toBeVisible();
    await expect(
      items.filter({ hasText: '•••• Final 1111' }).getByText('Principal', { exact: true }),
    ).toHaveCount(0);

    await items
      .filter({ hasText: '•••• Final 1111' })
      .getByRole('button', { name: /^Remover/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Remover cartão' });
    await expect(dialog).toContainText('final 1111');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page)).toHaveText('Cartão removido.');
    await expect(items).toHaveCount(1);

    await reloadSection(page, 'Cartões');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('•••• Final 4444');
  });

  test('cartão vencido ou com número inválido mostra a mensagem e nada é enviado', async ({
    page,
  }) => {
    const { saves } = await newCustomerOn(page, 'cartoes');
    await saveNewCard(page, {
      name: 'Ana Souza',
      number: '4111 1111 1111 1112',
      expiry: '01/20',
      cvv: '123',
    });
    await expect(page.getByLabel('Validade')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.pastDate),
    );
    await expect(page.getByText(MESSAGES.pastDate)).toBeVisible();
    await expect(page.getByText(MESSAGES.creditCard)).toBeVisible();
    await page.getByLabel('Nome impresso no cartão').fill('Ana 3');
    await page.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(page.getByText(MESSAGES.alphaSpaces)).toBeVisible();
    expect(saves).toHaveLength(0);
  });
});

test.describe('notificações e privacidade', () => {
  test('os canais começam ativados e a escolha fica salva', async ({ page }) => {
    await signUpViaApi(page);
    await openSection(page, 'notificacoes', 'Notificações');
    const sms = page.getByRole('switch', { name: 'SMS/WhatsApp' });
    for (const name of ['E-mail', 'SMS/WhatsApp', 'Push']) {
      await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await sms.click();
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expect(toast(page)).toHaveText('SMS/WhatsApp desativado.');

    await reloadSection(page, 'Notificações');
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'E-mail' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await sms.click();
    await expect(toast(page)).toHaveText('SMS/WhatsApp ativado.');
    await reloadSection(page, 'Notificações');
    await expect(sms).toHaveAttribute('aria-checked', 'true');
  });

  test('uma falha ao salvar a preferência volta o botão e mostra o erro', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/rpc/saveNotificationPreferences', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Serviço indisponível.' }),
      }),
    );
    await openSection(page, 'notificacoes', 'Notificações');
    const push = page.getByRole('switch', { name: 'Push' });
    await push.click();
    await expect(toast(page)).toHaveText('Serviço indisponível.');
    await expect(push).toHaveAttribute('aria-checked', 'true');
  });

  test('revogar ofertas e novidades entra no histórico e desliga as notificações', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await openSection(page, 'privacidade', 'Privacidade');
    const terms = page.getByRole('listitem', { name: /Termos de uso/ });
    const marketing = page.getByRole('listitem', { name: 'Ofertas e novidades' });
    await expect(terms.getByTestId('estado-consentimento')).toHaveText('Concedido');
    await expect(terms.getByRole('button', { name: 'Revogar' })).toHaveCount(0);
    await expect(marketing.getByTestId('estado-consentimento')).toHaveText('Concedido');
    const history = marketing.getByRole('list', { name: /Histórico/ }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('concedido');
    await expect(history.first()).toContainText('Cadastro');

    await marketing.getByRole('button', { name: 'Revogar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revogar consentimento' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(toast(page)).toHaveText('Consentimento revogado.');
    await expect(marketing.getByTestId('estado-consentimento')).toHaveText('Revogado');
    await expect(history).toHaveCount(2);
    // Newest first, in São Paulo time, from this page.
    await expect(history.first()).toContainText('revogado');
    await expect(history.first()).toContainText('Minha conta');
    await expect(history.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(marketing.getByRole('button', { name: 'Conceder' })).toBeVisible();

    await navLink(page, 'Notificações').click();
    await expect(sectionHeading(page)).toHaveText('Notificações');
    for (const name of ['E-mail', 'SMS/WhatsApp', 'Push']) {
      await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    }

    await reloadSection(page, 'Notificações');
    await expect(page.getByRole('switch', { name: 'E-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

test(
  'acessibilidade: nenhuma violação séria ou crítica nas seções e formulários',
  { tag: '@layout' },
  async ({ page }) => {
    test.slow();
    await signUpViaApi(page);
    await openSection(page, 'dados', 'Meus dados');
    await page.getByLabel('Nome completo').fill('');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText(MESSAGES.required)).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main', where: 'dados' });

    await openSection(page, 'enderecos', 'Endereços');
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByLabel('Bairro')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, { include: 'main', where: 'endereços' });

    await openSection(page, 'cartoes', 'Cartões');
    await page.getByRole('button', { name: 'Novo cartão' }).click();
    await page.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(page.getByLabel('Validade')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, { include: 'main', where: 'cartões' });

    await openSection(page, 'notificacoes', 'Notificações');
    await expect(page.getByRole('switch')).toHaveCount(3);
    await expectNoSeriousViolations(page, { include: 'main', where: 'notificações' });

    await openSection(page, 'privacidade', 'Privacidade');
    await expect(page.getByRole('button', { name: 'Revogar' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main', where: 'privacidade' });
  },
);
