/**
 * Issue #12 A4 (ADR 0008): sign-in failures count per account — its e-mail and CPF share one
 * counter — and per IP; a locked account lets a correct password through only with a captcha,
 * and without one the password is not even checked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../src/modules/auth/rate-limit.ts';
import { SIGN_IN_CAPTCHA_CEILING } from '../src/modules/auth/sign-in-throttle.ts';
import { TEST_NOW } from './support/app.ts';
import { DEMO_PASSWORD, rpcAs, solveCaptcha } from './support/auth.ts';
import { withCpfCheckDigits } from '../src/seed/customers.ts';
import { useTestApp } from './support/suite.ts';

const EMAIL = 'cliente@adega.dev';
const CPF = withCpfCheckDigits('529982247');
const CPF_MASKED = `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`;
const RATE_LIMITED = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

let clock = TEST_NOW.getTime();
let ipCounter = 0;

const t = useTestApp({ products: 100, now: () => new Date(clock) });
beforeEach(() => {
  // Each test in a fresh throttling window.
  clock += 16 * 60_000;
});

/** A fresh client IP per request: only the per-account counter is in play. */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.${String(Math.floor(ipCounter / 250))}.${String(ipCounter % 250)}`;
}

function restLogin(username: string, password: string) {
  return t.request('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ username, password }),
  });
}

async function rpcSignIn(userIdentification: string, password: string) {
  return rpcAs(
    t,
    null,
    'signIn',
    { userIdentification, password, captchaResponse: await solveCaptcha(t) },
    { 'x-forwarded-for': freshIp() },
  );
}

async function lockWithEmail(): Promise<void> {
  for (let i = 0; i < 5; i += 1)
    expect((await restLogin(EMAIL, `Errada#${String(i)}`)).status).toBe(401);
}

describe('sign-in throttling per account', () => {
  it('failures through the e-mail lock the CPF of the same account too', async () => {
    await lockWithEmail();
    for (const identifier of [CPF, CPF_MASKED, EMAIL.toUpperCase()]) {
      const locked = await restLogin(identifier, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ message: RATE_LIMITED, code: 'RATE_LIMITED' });
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('failures through the CPF and the e-mail add up on one counter', async () => {
    for (let i = 0; i < 5; i += 1) {
      const identifier = i % 2 === 0 ? CPF : EMAIL;
      expect((await restLogin(identifier, `Errada#${String(i)}`)).status).toBe(401);
    }
    expect((await restLogin(EMAIL, DEMO_PASSWORD)).status).toBe(429);
  });

  it('a locked account: a correct password without a captcha is refused (429)', async () => {
    await lockWithEmail();
    const response = await restLogin(CPF, DEMO_PASSWORD);
    expect(response.status).toBe(429);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('adega_sid='))).toBe(
      false,
    );
  });

  it('a locked account: a correct password with a captcha passes the lock', async () => {
    await lockWithEmail();
    const response = await rpcSignIn(CPF_MASKED, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe(EMAIL);
    // Signing in cleared the counter: the REST login works again.
    expect((await restLogin(EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a locked account: a wrong password with a captcha is still 429, not 401', async () => {
    await lockWithEmail();
    const response = await rpcSignIn(EMAIL, 'Errada#2026');
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ message: RATE_LIMITED });
  });

  it('past the ceiling even a captcha waits for the window', async () => {
    await lockWithEmail();
    for (let i = 5; i < SIGN_IN_CAPTCHA_CEILING; i += 1) {
      expect((await restLogin(EMAIL, 'Errada#2026')).status).toBe(429);
    }
    expect((await rpcSignIn(EMAIL, DEMO_PASSWORD)).status).toBe(429);
    clock += 16 * 60_000;
    expect((await rpcSignIn(EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it('an unknown account locks the same way (no enumeration through throttling)', async () => {
    const unknown = 'ninguem@adega.dev';
    for (let i = 0; i < 5; i += 1) expect((await restLogin(unknown, 'Errada#1')).status).toBe(401);
    expect((await restLogin(unknown, 'Errada#1')).status).toBe(429);
    expect((await rpcSignIn(unknown, 'Errada#1')).status).toBe(429);
  });
});

/**
 * Issue #33 F7: the per-IP limit counts failures only. Customers behind one office or proxy share
 * an IP; their successful sign-ins must not lock each other out, while guesses from one IP across
 * many accounts (password spraying) still hit the IP's limit.
 */
describe('sign-in throttling per IP', () => {
  const DEMO_EMAILS = [
    'cliente@adega.dev',
    'socio@adega.dev',
    'premium@adega.dev',
    'empresa@adega.dev',
  ];

  function loginFrom(ip: string, username: string, password: string) {
    return t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username, password }),
    });
  }

  it('successful sign-ins of many customers from one IP all succeed', async () => {
    const office = '192.0.2.30';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.signInIp.limit + 1; i += 1) {
      const email = DEMO_EMAILS[i % DEMO_EMAILS.length] ?? EMAIL;
      statuses.push((await loginFrom(office, email, DEMO_PASSWORD)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('failures from one IP across many accounts still throttle, even a correct password', async () => {
    const sprayer = '192.0.2.31';
    for (let i = 0; i < RATE_RULES.signInIp.limit; i += 1) {
      // A different account each time: only the IP's counter can stop this.
      expect((await loginFrom(sprayer, `alvo-${String(i)}@adega.dev`, 'Errada#1')).status).toBe(
        401,
      );
      // A success in between gives back its own hit only, never the failures counted before it.
      if (i === 10) expect((await loginFrom(sprayer, EMAIL, DEMO_PASSWORD)).status).toBe(200);
    }
    const refused = await loginFrom(sprayer, EMAIL, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: RATE_LIMITED, code: 'RATE_LIMITED' });
    // Another IP is untouched.
    expect((await loginFrom('192.0.2.32', EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });
});
