/**
 * Accounts in browser tests: each test creates its own customer through the same RPC the sign-up
 * page calls (with a solved captcha), signs in through `POST /api/v1/login`, and reads the e-mails
 * the server wrote to its outbox directory (the default transport without SMTP_URL).
 *
 * Calls go through `page.request`, which shares the page's cookies: after `signUpViaApi(page)`
 * the page is signed in as the new customer.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captchaAnswer } from '../apps/server/test/support/captcha.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../apps/server/src/seed/customers.ts';
import type { CaptchaChallengeDto, CustomerDto } from '@adega/server/contract';
import type { ProfilePjValues } from '../apps/web/app/features/account/profile-form.ts';

export const TEST_PASSWORD = 'Vinho#Tinto2026';

function randomDigits(length: number): string {
  let digits = '';
  while (digits.length < length) digits += String(Math.floor(Math.random() * 10));
  // Avoid the all-equal sequences the CPF/CNPJ rules reject.
  return /^(\d)\1+$/.test(digits) ? randomDigits(length) : digits;
}

export function newCpf(): string {
  const d = withCpfCheckDigits(randomDigits(9));
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

export function newCnpj(): string {
  const d = withCnpjCheckDigits(`${randomDigits(8)}0001`);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

export function newEmail(prefix = 'cliente'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

export interface PersonData {
  fullName: string;
  cpf: string;
  dateOfBirth: string;
  gender: 'F' | 'M' | 'O' | 'N';
  phone: string;
  email: string;
  password: string;
}

export function newPerson(overrides: Partial<PersonData> = {}): PersonData {
  return {
    fullName: 'Ana Beatriz Souza',
    cpf: newCpf(),
    dateOfBirth: '15/05/1990',
    gender: 'F',
    phone: '(11) 987654321',
    email: newEmail(),
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** A company's sign-up: what 'Meus dados' shows of it, plus its CNPJ and credentials. */
export interface CompanyData extends ProfilePjValues {
  cnpj: string;
  email: string;
  password: string;
}

export function newCompany(overrides: Partial<CompanyData> = {}): CompanyData {
  return {
    cnpj: newCnpj(),
    companyName: 'Empório Vinícola Ltda',
    tradeName: 'Empório do Vinho',
    stateRegistration: '',
    stateRegistrationExempt: true,
    fullName: 'Carlos Mendes',
    phone: '(21) 33445566',
    email: newEmail('empresa'),
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** A captcha answer (`captchaResponse`) solved in the test process. */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.post('/rpc/getCaptchaChallenge', { data: {} });
  const { data } = (await response.json()) as { data: CaptchaChallengeDto };
  return captchaAnswer(data);
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { data?: T; message?: string };
  if (!response.ok()) {
    throw new Error(`${response.url()} → ${String(response.status())}: ${body.message ?? ''}`);
  }
  return body.data as T;
}

/**
 * Creates a customer through the sign-up RPC (captcha solved); the page is then signed in. The
 * data it signed up with, and the customer the server answered.
 */
async function addCustomerViaApi<T extends PersonData | CompanyData>(
  page: Page,
  kind: 'PF' | 'PJ',
  data: T,
): Promise<T & { customer: CustomerDto }> {
  const captchaResponse = await solveCaptcha(page.request);
  const customer = await dataOf<CustomerDto>(
    await page.request.post(`/rpc/addWineOnPageCustomer${kind}`, {
      data: { ...data, confirmPassword: data.password, optIn: true, captchaResponse },
    }),
  );
  return { ...data, customer };
}

/** Creates a PF customer; the page (its context) is then signed in as that customer. */
export function signUpViaApi(page: Page, overrides: Partial<PersonData> = {}) {
  return addCustomerViaApi(page, 'PF', newPerson(overrides));
}

/** Creates a PJ customer; the page is then signed in as that customer. */
export function signUpCompanyViaApi(page: Page, overrides: Partial<CompanyData> = {}) {
  return addCustomerViaApi(page, 'PJ', newCompany(overrides));
}

/** Signs the page in through `POST /api/v1/login` (CPF or e-mail). */
export async function signInViaApi(
  page: Page,
  username: string,
  password = TEST_PASSWORD,
): Promise<CustomerDto> {
  const response = await page.request.post('/api/v1/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login → ${String(response.status())}`);
  return (await response.json()) as CustomerDto;
}

/** The server's outbox directory (DATA_DIR/outbox of the browser tests' server). */
export function outboxDir(): string {
  const dir = process.env.ADEGA_E2E_DATA_DIR;
  if (!dir) throw new Error('ADEGA_E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return join(dir, 'data', 'outbox');
}

/** Decodes a quoted-printable body (what nodemailer writes for long UTF-8 lines). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The newest outbox e-mail of `kind` sent to `to`, as decoded text (headers and bodies), or null.
 * Delivery runs right after the response, so callers poll with `expect.poll`.
 */
export function readOutboxMail(to: string, kind: string): string | null {
  let names: string[];
  try {
    names = readdirSync(outboxDir());
  } catch {
    return null;
  }
  const matches = names
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .map((name) => ({ name, id: Number(name.split('-')[0]) }))
    .sort((a, b) => b.id - a.id);
  for (const { name } of matches) {
    const raw = readFileSync(join(outboxDir(), name), 'utf8');
    const decoded = decodeQuotedPrintable(raw);
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) {
      return decoded;
    }
  }
  return null;
}

/** The password-reset link of the newest reset e-mail to `to`, or null. */
export function resetLinkFor(to: string): string | null {
  const mail = readOutboxMail(to, 'password-reset');
  const match = mail?.match(/https?:\/\/[^\s"<>]+\/redefinir-senha\.ep\?token=[A-Za-z0-9_-]+/);
  return match?.[0] ?? null;
}

// ---- The account forms in the page (sign-in, sign-up, reset) ----

/** Creating an account or signing in hashes a password (memory-hard): allow for a busy machine. */
export const AFTER_SUBMIT = { timeout: 15_000 };
/** The captcha's status once solved (apps/web/app/features/auth/captcha.tsx). */
export const CAPTCHA_SOLVED = 'Verificação concluída';

/**
 * Waits until the account form on screen is usable: hydrated, with its captcha solved (the status
 * changes only in the browser). Before that a click on a button does nothing or submits the plain
 * HTML form, and a submit waits for the proof of work, which a busy machine makes slow.
 */
export async function formReady(page: Page) {
  await expect(page.getByTestId('captcha').getByRole('status')).toHaveText(
    CAPTCHA_SOLVED,
    AFTER_SUBMIT,
  );
}

export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await formReady(page);
}

export async function fillPersonForm(page: Page, person: PersonData) {
  await page.getByLabel('Nome completo').fill(person.fullName);
  await page.getByLabel('CPF', { exact: true }).fill(person.cpf.replace(/\D/g, ''));
  await page.getByLabel('Data de nascimento').fill(person.dateOfBirth.replace(/\D/g, ''));
  await page.getByLabel('Gênero').selectOption(person.gender);
  await page.getByLabel('Celular').fill(person.phone.replace(/\D/g, ''));
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByLabel('Confirme a senha').fill(person.password);
}

/** The required fields of the address form (the account's addresses and the checkout's modal). */
export interface AddressFormEntry {
  recipient: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  phone: string;
}

/** Fills the address form's required fields in `form` (the page, or the dialog holding it). */
export async function fillAddressForm(form: Page | Locator, entry: AddressFormEntry) {
  await form.getByLabel('Nome de quem recebe').fill(entry.recipient);
  await form.getByLabel('CEP').fill(entry.cep);
  await form.getByLabel('Endereço', { exact: true }).fill(entry.street);
  await form.getByLabel('Número').fill(entry.number);
  await form.getByLabel('Bairro').fill(entry.district);
  await form.getByLabel('Cidade').fill(entry.city);
  await form.getByLabel('Estado').selectOption(entry.state);
  await form.getByLabel('Telefone', { exact: true }).fill(entry.phone);
}

/** Fills and submits the sign-in form; resolves once the server answered. */
export async function signInThroughForm(page: Page, identification: string, password: string) {
  await page.getByLabel('CPF ou e-mail').fill(identification);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await submitSignIn(page);
}

export async function submitSignIn(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/rpc/signIn'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await answered;
}
