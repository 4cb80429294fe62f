/**
 * Signing in from API tests: a solved captcha, a REST login, and the cookies + CSRF header the
 * browser would send afterwards.
 */
import type { CaptchaChallengeDto } from '../../src/contract.ts';
import { withCpfCheckDigits } from '../../src/seed/customers.ts';
import type { TestApp } from './app.ts';
import { captchaAnswer } from './captcha.ts';

export interface TestSession {
  token: string;
  csrf: string;
  /** Cookie + X-CSRF-Token, for `t.request(path, { headers })`. */
  headers: Record<string, string>;
}

/** The value of a Set-Cookie header's cookie, or null. */
export function setCookieValue(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key?.trim() === name) return rest.join('=');
  }
  return null;
}

export function sessionFrom(response: Response): TestSession {
  const token = setCookieValue(response, 'adega_sid');
  const csrf = setCookieValue(response, 'adega_csrf');
  if (!token || !csrf) throw new Error(`no session cookies (status ${String(response.status)})`);
  return {
    token,
    csrf,
    headers: { cookie: `adega_sid=${token}; adega_csrf=${csrf}`, 'x-csrf-token': csrf },
  };
}

/** A fresh captcha solution from the app (small proof of work in tests). */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const response = await t.rpc('getCaptchaChallenge', {});
  const { data } = (await response.json()) as { data: CaptchaChallengeDto };
  return captchaAnswer(data);
}

export const DEMO_PASSWORD = 'Adega@2026';

let ipCounter = 0;
/** A client IP of its own, so per-IP throttles of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${String(Math.floor(ipCounter / 250))}.${String(ipCounter % 250)}`;
}

/**
 * `POST /api/v1/login` from `ip`; with a visitor's cart cookie when `cartCookie` is given (the
 * sign-in merges that cart).
 */
export async function postLogin(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
  ip = '203.0.113.10',
  cartCookie?: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cartCookie !== undefined) headers.cookie = `adega_cart=${cartCookie ?? ''}`;
  headers['x-forwarded-for'] = ip;
  return t.request('/api/v1/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
}

/** Signs in through `POST /api/v1/login`. */
export async function loginAs(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
  ip = '203.0.113.10',
): Promise<TestSession> {
  const response = await postLogin(t, username, password, ip);
  if (response.status !== 200) throw new Error(`login failed: ${String(response.status)}`);
  return sessionFrom(response);
}

/** An RPC call as the signed-in customer. */
export function rpcAs(
  t: TestApp,
  session: TestSession | null,
  operation: string,
  body: unknown = {},
  extraHeaders: Record<string, string> = {},
) {
  return t.request(`/rpc/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session?.headers ?? {}), ...extraHeaders },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let signUpCounter = 0;

/** A fresh PF customer through `addWineOnPageCustomerPF`, signed in; its own client IP. */
export async function signUpCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestSession & { email: string; customerId: number }> {
  signUpCounter += 1;
  const base = String(100_000_000 + ((signUpCounter * 7_919_113) % 899_999_999)).slice(0, 9);
  const email = `conta-${String(signUpCounter)}-${String(Date.now() % 100_000)}@exemplo.com.br`;
  const response = await t.request('/rpc/addWineOnPageCustomerPF', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.${String(100 + (signUpCounter % 150))}.${String(signUpCounter % 250)}`,
      ...headers,
    },
    body: JSON.stringify({
      fullName: 'Marina Duarte Lopes',
      cpf: withCpfCheckDigits(base),
      dateOfBirth: '20/03/1988',
      gender: 'F',
      phone: '(11) 987654321',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      optIn: true,
      captchaResponse: await solveCaptcha(t),
      ...overrides,
    }),
  });
  const body = (await response.clone().json()) as { data?: { uidPk: number }; message?: string };
  if (response.status !== 200 || !body.data) {
    throw new Error(`sign-up failed: ${String(response.status)} ${body.message ?? ''}`);
  }
  return { ...sessionFrom(response), email, customerId: body.data.uidPk };
}
