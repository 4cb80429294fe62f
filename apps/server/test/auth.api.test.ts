/**
 * Issue #5 accounts, auth side: sign-in (RPC with captcha, REST), sessions (rotation, fixation,
 * logout, idle/absolute lifetimes, semi-logged), CSRF, throttling, sign-up PF/PJ, live checks,
 * password reset and e-mail change — against a real database through the in-process app.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerConsents, customers, passwordResetTokens, sessions } from '../src/db/schema.ts';
import { ABSOLUTE_MS, IDLE_MS, REMEMBER_MS } from '../src/modules/auth/sessions.ts';
import { digest } from '../src/modules/auth/tokens.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../src/seed/customers.ts';
import { TEST_NOW } from './support/app.ts';
import { captureLog } from './support/log-capture.ts';
import {
  freshIp,
  DEMO_PASSWORD,
  loginAs,
  rpcAs,
  sessionFrom,
  setCookieValue,
  solveCaptcha,
} from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

const CLIENTE_CPF = withCpfCheckDigits('529982247');
/** Valid "my data" of a PF customer, other than a demo customer's own (its name changes). */
const CHANGED_PF_DATA = {
  fullName: 'Nome Trocado',
  dateOfBirth: '01/01/1980',
  gender: 'M',
  phone: '(11) 912345678',
};

let clock = TEST_NOW.getTime();
const logLines: string[] = [];

const t = useTestApp({ products: 100, now: () => new Date(clock) });
beforeAll(async () => {
  // Capture what the app logs, to prove no secret reaches the log.
  captureLog(t, logLines);
});

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

async function signIn(
  userIdentification: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return rpcAs(
    t,
    null,
    'signIn',
    { userIdentification, password, captchaResponse: await solveCaptcha(t) },
    { 'x-forwarded-for': freshIp(), ...extra },
  );
}

let uniqueCounter = 0;
function uniqueCpf(): string {
  uniqueCounter += 1;
  return withCpfCheckDigits(String(300_000_000 + uniqueCounter * 7919).slice(0, 9));
}

async function signUpPf(overrides: Record<string, unknown> = {}) {
  uniqueCounter += 1;
  const body = {
    fullName: 'Joana da Silva',
    cpf: uniqueCpf(),
    dateOfBirth: '10/05/1990',
    gender: 'F',
    phone: '(11) 987654321',
    email: `joana.${String(uniqueCounter)}@exemplo.com.br`,
    password: 'Vinho#Tinto9',
    confirmPassword: 'Vinho#Tinto9',
    optIn: true,
    captchaResponse: await solveCaptcha(t),
    ...overrides,
  };
  const response = await rpcAs(t, null, 'addWineOnPageCustomerPF', body, {
    'x-forwarded-for': freshIp(),
  });
  return { response, body };
}

describe('sign-in', () => {
  it('signs in with an e-mail or a CPF, sets HttpOnly session and CSRF cookies, answers the customer', async () => {
    for (const identification of ['cliente@adega.dev', CLIENTE_CPF, ' CLIENTE@adega.dev ']) {
      const response = await signIn(identification, DEMO_PASSWORD);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({
        email: 'cliente@adega.dev',
        cpf: CLIENTE_CPF,
        pessoaJuridica: false,
      });
      expect(data).not.toHaveProperty('passwordHash');
      const cookies = response.headers.getSetCookie().join('\n');
      expect(cookies).toMatch(
        /adega_sid=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
      );
      expect(cookies).toMatch(/adega_csrf=[a-f0-9]{43}; Max-Age=\d+; Path=\/; SameSite=Strict/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await signIn('cliente@adega.dev', 'Errada123');
    const unknown = await signIn('ninguem@adega.dev', 'Errada123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
    expect(setCookieValue(wrong, 'adega_sid')).toBeNull();
  });

  it('rejects malformed identification with the SPEC message and a missing password as required', async () => {
    const response = await signIn('não é cpf', 'x');
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ message: 'CPF ou e-mail inválido' });
    const empty = await signIn('cliente@adega.dev', '');
    expect(await json(empty)).toMatchObject({ fields: { password: 'O campo é obrigatório' } });
  });

  it('requires a fresh, valid captcha solution, and accepts each solution once', async () => {
    const missing = await rpcAs(t, null, 'signIn', {
      userIdentification: 'cliente@adega.dev',
      password: DEMO_PASSWORD,
    });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toMatchObject({
      message: 'Confirme a verificação de segurança e tente novamente.',
    });
    const captchaResponse = await solveCaptcha(t);
    const body = {
      userIdentification: 'cliente@adega.dev',
      password: DEMO_PASSWORD,
      captchaResponse,
    };
    expect((await rpcAs(t, null, 'signIn', body)).status).toBe(200);
    expect((await rpcAs(t, null, 'signIn', body)).status).toBe(422);
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString()) as {
      number: number;
    };
    const tampered = Buffer.from(
      JSON.stringify({ ...decoded, number: decoded.number + 1 }),
    ).toString('base64');
    expect((await rpcAs(t, null, 'signIn', { ...body, captchaResponse: tampered })).status).toBe(
      422,
    );
    expect(
      (await rpcAs(t, null, 'signIn', { ...body, captchaResponse: 'bm90IGpzb24=' })).status,
    ).toBe(422);
  });

  it('refuses an expired challenge (checked on the injected clock)', async () => {
    const captchaResponse = await solveCaptcha(t);
    clock += 11 * 60_000;
    try {
      const response = await rpcAs(t, null, 'signIn', {
        userIdentification: 'cliente@adega.dev',
        password: DEMO_PASSWORD,
        captchaResponse,
      });
      expect(response.status).toBe(422);
    } finally {
      clock = TEST_NOW.getTime();
    }
  });

  it('REST POST /api/v1/login answers the customer, errors carry the server message', async () => {
    const ok = await loginAs(t, 'socio@adega.dev', DEMO_PASSWORD, freshIp());
    expect(ok.token).toHaveLength(43);
    const bad = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ username: 'socio@adega.dev', password: 'nope' }),
    });
    expect(bad.status).toBe(401);
    expect(await json(bad)).toMatchObject({ message: 'CPF/e-mail ou senha incorretos.' });
  });
});

describe('sessions', () => {
  it('rotates the session id at sign-in: the previous session stops working', async () => {
    const first = await loginAs(t, 'cliente@adega.dev', DEMO_PASSWORD, freshIp());
    const response = await rpcAs(
      t,
      first,
      'signIn',
      {
        userIdentification: 'cliente@adega.dev',
        password: DEMO_PASSWORD,
        captchaResponse: await solveCaptcha(t),
      },
      { 'x-forwarded-for': freshIp() },
    );
    expect(response.status).toBe(200);
    const second = sessionFrom(response);
    expect(second.token).not.toBe(first.token);
    const old = await rpcAs(
      t,
      { ...first, headers: { cookie: `adega_sid=${first.token}` } },
      'getLoggedCustomer',
    );
    expect(await json(old)).toEqual({ data: null });
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, digest(first.token)));
    expect(row).toBeUndefined();
  });

  it('never adopts a session id chosen by someone else (fixation)', async () => {
    const planted = 'A'.repeat(43);
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `adega_sid=${planted}`,
        'x-csrf-token': 'whatever',
        'x-forwarded-for': freshIp(),
      },
      body: JSON.stringify({ username: 'cliente@adega.dev', password: DEMO_PASSWORD }),
    });
    // The planted cookie has no session behind it: it is no credential, and the sign-in issues
    // a new random id instead of adopting it.
    expect(response.status).toBe(200);
    const issued = sessionFrom(response);
    expect(issued.token).not.toBe(planted);
    expect(
      await t.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, digest(planted))),
    ).toHaveLength(0);
    const planted2 = await rpcAs(
      t,
      { token: planted, csrf: '', headers: { cookie: `adega_sid=${planted}` } },
      'getLoggedCustomer',
    );
    expect(await json(planted2)).toEqual({ data: null });
  });

  it('logout ends the session on the server', async () => {
    const session = await loginAs(t, 'cliente@adega.dev', DEMO_PASSWORD, freshIp());
    const out = await rpcAs(t, session, 'signOut');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/adega_sid=; Max-Age=0/);
    const after = await rpcAs(
      t,
      { ...session, headers: { cookie: `adega_sid=${session.token}` } },
      'getLoggedCustomer',
    );
    expect(await json(after)).toEqual({ data: null });
    const rows = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, digest(session.token)));
    expect(rows).toHaveLength(0);
    const rest = await loginAs(t, 'cliente@adega.dev', DEMO_PASSWORD, freshIp());
    const restOut = await t.request('/api/v1/logout', { method: 'POST', headers: rest.headers });
    expect(restOut.status).toBe(204);
    expect(
      await t.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, digest(rest.token))),
    ).toHaveLength(0);
  });

  it('after the idle lifetime a session is semi-logged: greeted, but account data needs sign-in', async () => {
    const session = await loginAs(t, 'socio@adega.dev', DEMO_PASSWORD, freshIp());
    clock += IDLE_MS + 1000;
    try {
      const logged = await rpcAs(t, session, 'getLoggedCustomer');
      expect(await json(logged)).toEqual({ data: null });
      const semi = await rpcAs(t, session, 'getSemiLoggedCustomer');
      expect(await json(semi)).toMatchObject({ data: { firstName: expect.any(String) as string } });
      expect(
        JSON.stringify(await json(await rpcAs(t, session, 'getSemiLoggedCustomer'))),
      ).not.toContain('@');
      const save = await rpcAs(t, session, 'saveCustomerPF', CHANGED_PF_DATA);
      expect(save.status).toBe(401);
      expect(await json(save)).toMatchObject({ message: 'Faça login para continuar.' });
    } finally {
      clock = TEST_NOW.getTime();
    }
  });

  it('activity keeps a session logged until the absolute lifetime; after REMEMBER_MS it is gone', async () => {
    const session = await loginAs(t, 'premium@adega.dev', DEMO_PASSWORD, freshIp());
    try {
      // A request every 20 minutes keeps it logged…
      for (let elapsed = 20 * 60_000; elapsed < ABSOLUTE_MS; elapsed += 20 * 60_000) {
        clock = TEST_NOW.getTime() + elapsed;
        const logged = (await json(await rpcAs(t, session, 'getLoggedCustomer'))) as {
          data: unknown;
        };
        expect(logged.data).not.toBeNull();
      }
      // …but not beyond 12 hours after signing in.
      clock = TEST_NOW.getTime() + ABSOLUTE_MS + 1000;
      expect(await json(await rpcAs(t, session, 'getLoggedCustomer'))).toEqual({ data: null });
      expect((await json(await rpcAs(t, session, 'getSemiLoggedCustomer'))).data).not.toBeNull();
      clock = TEST_NOW.getTime() + REMEMBER_MS + 1000;
      expect(await json(await rpcAs(t, session, 'getSemiLoggedCustomer'))).toEqual({ data: null });
    } finally {
      clock = TEST_NOW.getTime();
    }
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated mutation without the token, with a wrong token, or cross-site', async () => {
    const session = await loginAs(t, 'cliente@adega.dev', DEMO_PASSWORD, freshIp());
    const body = CHANGED_PF_DATA;
    const before = await t.deps.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'cliente@adega.dev'));
    const attempts: Record<string, string>[] = [
      { cookie: session.headers.cookie ?? '' },
      { cookie: session.headers.cookie ?? '', 'x-csrf-token': 'f'.repeat(43) },
      { ...session.headers, origin: 'https://evil.example' },
      { ...session.headers, 'sec-fetch-site': 'cross-site' },
      { ...session.headers, origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await rpcAs(t, null, 'saveCustomerPF', body, headers);
      expect(response.status).toBe(403);
      expect((await json(response)).message).toMatch(/Requisição recusada por segurança/);
    }
    const after = await t.deps.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'cliente@adega.dev'));
    expect(after).toEqual(before);
    const ok = await rpcAs(t, session, 'saveCustomerPF', body, { origin: 'http://localhost' });
    expect(ok.status).toBe(200);
    // Put the demo name back for other tests.
    await rpcAs(t, session, 'saveCustomerPF', { ...body, fullName: before[0]?.fullName });
  });

  it('refuses a cross-site sign-in (login CSRF) even without a session', async () => {
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ username: 'cliente@adega.dev', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(403);
  });
});

describe('throttling', () => {
  it('locks an account after 5 failures in 15 minutes (429, Retry-After, pt-BR), from any IP', async () => {
    const username = 'empresa@adega.dev';
    const attempt = (password: string) =>
      t.request('/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ username, password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('Errada123')).status).toBe(401);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(locked)).toMatchObject({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      code: 'RATE_LIMITED',
    });
    clock += 15 * 60_000 + 1000;
    try {
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    } finally {
      clock = TEST_NOW.getTime();
    }
  });

  it('limits one IP across many accounts', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const response = await t.request('/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username: `conta${String(i)}@exemplo.com`, password: 'Errada123' }),
      });
      last = response.status;
    }
    expect(last).toBe(429);
  });

  it('limits the live checks per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      const response = await rpcAs(
        t,
        null,
        'isEmailExists',
        { email: `x${String(i)}@exemplo.com` },
        { 'x-forwarded-for': ip },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});

describe('sign-up', () => {
  it('creates a PF account, signs it in and records the consents given', async () => {
    const { response, body } = await signUpPf();
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      fullName: 'Joana da Silva',
      firstName: 'Joana',
      lastName: 'da Silva',
      email: body.email,
      dateOfBirth: '10/05/1990',
      gender: 'F',
      ddd1: '11',
      phoneNumber: '987654321',
      pessoaJuridica: false,
    });
    const session = sessionFrom(response);
    expect((await json(await rpcAs(t, session, 'getLoggedCustomer'))).data).toMatchObject({
      email: body.email,
    });
    const consents = await t.deps.db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, data.uidPk as number));
    expect(consents.map((c) => [c.purpose, c.granted, c.source])).toEqual(
      expect.arrayContaining([
        ['TERMS', true, 'cadastro'],
        ['MARKETING', true, 'cadastro'],
      ]),
    );
    const [row] = await t.deps.db
      .select()
      .from(customers)
      .where(eq(customers.id, data.uidPk as number));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(body.password as string);
  });

  it('refuses duplicates, minors, weak and unconfirmed passwords, with field messages, creating nothing', async () => {
    const { body } = await signUpPf();
    const count = async () => (await t.deps.db.select({ id: customers.id }).from(customers)).length;
    const before = await count();
    const dupEmail = await signUpPf({ email: body.email });
    expect(dupEmail.response.status).toBe(409);
    expect(await json(dupEmail.response)).toMatchObject({
      fields: { email: 'Este e-mail já está cadastrado.' },
    });
    const dupCpf = await signUpPf({ cpf: body.cpf });
    expect(await json(dupCpf.response)).toMatchObject({
      fields: { cpf: 'Este CPF já está cadastrado.' },
    });
    const minor = await signUpPf({ dateOfBirth: '23/11/2008' });
    expect(await json(minor.response)).toMatchObject({
      fields: { dateOfBirth: 'Você precisa ter mais de 18 anos.' },
    });
    const weak = await signUpPf({ password: 'abc', confirmPassword: 'abc' });
    expect((await json(weak.response)).fields).toHaveProperty('password');
    const mismatch = await signUpPf({ confirmPassword: 'Outra#Senha9' });
    expect(await json(mismatch.response)).toMatchObject({
      fields: { confirmPassword: 'As senhas não conferem' },
    });
    const badPhone = await signUpPf({ phone: '11 9999' });
    expect(await json(badPhone.response)).toMatchObject({
      fields: { phone: 'O formato do telefone não é válido. Ex: (99) 999999999' },
    });
    expect(await count()).toBe(before);
  });

  it('creates a PJ account with an alphanumeric CNPJ and answers the live checks', async () => {
    // 2026 alphanumeric CNPJ: 12 characters + 2 numeric check digits (computed by the domain rule).
    const { isValidCnpj } = await import('@adega/domain/validation/cnpj');
    let cnpj = '';
    for (let d = 0; d < 100 && !cnpj; d += 1) {
      const candidate = `12ABC34501DE${String(d).padStart(2, '0')}`;
      if (isValidCnpj(candidate)) cnpj = candidate;
    }
    expect(cnpj).not.toBe('');
    const email = 'compras@vinhedo.com.br';
    const response = await rpcAs(
      t,
      null,
      'addWineOnPageCustomerPJ',
      {
        cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
        companyName: 'Vinhedo Comércio de Bebidas Ltda',
        tradeName: 'Vinhedo',
        stateRegistration: '',
        stateRegistrationExempt: true,
        fullName: 'Carlos Pereira',
        phone: '(21) 33224455',
        email,
        password: 'Empresa#2026',
        confirmPassword: 'Empresa#2026',
        captchaResponse: await solveCaptcha(t),
      },
      { 'x-forwarded-for': freshIp() },
    );
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      pessoaJuridica: true,
      cnpj,
      companyName: 'Vinhedo Comércio de Bebidas Ltda',
      stateRegistration: null,
    });
    const exists = async (op: string, payload: object) =>
      (await json(await rpcAs(t, null, op, payload, { 'x-forwarded-for': freshIp() }))).data;
    expect(await exists('isCnpjExists', { cnpj })).toBe(true);
    expect(await exists('isEmailExists', { email: 'COMPRAS@vinhedo.com.br' })).toBe(true);
    expect(await exists('isEmailExists', { email: 'livre@vinhedo.com.br' })).toBe(false);
    expect(await exists('isCpfExists', { cpf: CLIENTE_CPF })).toBe(true);
    expect(await exists('isCpfRegistred', { cpf: CLIENTE_CPF })).toBe(true);
    expect(await exists('isCpfExists', { cpf: withCpfCheckDigits('123123123') })).toBe(false);
    const badCnpj = await rpcAs(t, null, 'isCnpjExists', { cnpj: '11.111.111/1111-11' });
    expect(await json(badCnpj)).toMatchObject({ message: 'Formato do CNPJ não é válido.' });
    const needsIe = await rpcAs(t, null, 'addWineOnPageCustomerPJ', {
      cnpj: withCnpjCheckDigits('998887770001'),
      companyName: 'X',
      tradeName: 'X',
      stateRegistration: '',
      stateRegistrationExempt: false,
      fullName: 'Ana',
      phone: '(21) 33224455',
      email: 'x@y.com.br',
      password: 'Empresa#2026',
      confirmPassword: 'Empresa#2026',
    });
    expect(await json(needsIe)).toMatchObject({
      fields: { stateRegistration: 'Informe a inscrição estadual ou marque Isento.' },
    });
  });
});

describe('password reset', () => {
  async function requestReset(userIdentification: string) {
    return rpcAs(
      t,
      null,
      'redefinePassword',
      { userIdentification, captchaResponse: await solveCaptcha(t) },
      { 'x-forwarded-for': freshIp() },
    );
  }

  function linkOf(text: string): string {
    const match = /https?:\/\/\S+redefinir-senha\.ep\?token=(\S+)/.exec(text);
    if (!match?.[1]) throw new Error('no link in the e-mail');
    return decodeURIComponent(match[1]);
  }

  it('answers the same for known and unknown accounts; only the known one gets an e-mail', async () => {
    const sentBefore = t.mail.sent.length;
    const known = await requestReset('premium@adega.dev');
    const unknown = await requestReset('fantasma@adega.dev');
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    await t.services.mailer.deliverPending();
    const sent = t.mail.sent.slice(sentBefore);
    expect(sent.map((m) => [m.to, m.kind])).toEqual([['premium@adega.dev', 'password-reset']]);
    expect(sent[0]?.text).toContain('http://localhost/redefinir-senha.ep?token=');
  });

  it('the token works once, ends every session, and the new password replaces the old', async () => {
    const { body } = await signUpPf();
    const email = body.email as string;
    const other = await loginAs(t, email, body.password as string, freshIp());
    await requestReset(email);
    await t.services.mailer.deliverPending();
    const message = t.mail.sent.filter((m) => m.to === email && m.kind === 'password-reset').at(-1);
    const token = linkOf(message?.text ?? '');
    const tokenRows = await t.deps.db.select().from(passwordResetTokens);
    expect(tokenRows.some((row) => row.tokenHash === digest(token))).toBe(true);
    expect(JSON.stringify(tokenRows)).not.toContain(token);

    const redefine = async (password: string, tokenValue = token) =>
      rpcAs(t, null, 'redefineWithToken', {
        bean: { token: tokenValue, password, confirmPassword: password },
        captchaResponse: await solveCaptcha(t),
      });
    const weak = await redefine('fraca');
    expect(weak.status).toBe(422);
    const done = await redefine('Nova#Senha2027');
    expect(done.status).toBe(200);
    expect(await json(await rpcAs(t, other, 'getLoggedCustomer'))).toEqual({ data: null });
    const reuse = await redefine('Outra#Senha2028');
    expect(reuse.status).toBe(422);
    expect(await json(reuse)).toMatchObject({
      message: 'Este link de redefinição é inválido ou expirou. Solicite um novo.',
    });
    await expect(loginAs(t, email, body.password as string, freshIp())).rejects.toThrow(/401/);
    await loginAs(t, email, 'Nova#Senha2027', freshIp());
    await t.services.mailer.deliverPending();
    expect(t.mail.sent.some((m) => m.to === email && m.kind === 'password-changed')).toBe(true);
  });

  it('an expired token is refused and changes nothing', async () => {
    const { body } = await signUpPf();
    const email = body.email as string;
    await requestReset(email);
    await t.services.mailer.deliverPending();
    const token = linkOf(t.mail.sent.filter((m) => m.to === email).at(-1)?.text ?? '');
    const [before] = await t.deps.db.select().from(customers).where(eq(customers.email, email));
    clock += 61 * 60_000;
    try {
      const response = await rpcAs(t, null, 'redefineWithToken', {
        bean: { token, password: 'Nova#Senha2027', confirmPassword: 'Nova#Senha2027' },
        captchaResponse: await solveCaptcha(t),
      });
      expect(response.status).toBe(422);
    } finally {
      clock = TEST_NOW.getTime();
    }
    const [after] = await t.deps.db.select().from(customers).where(eq(customers.email, email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('throttles reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await requestReset('socio@adega.dev')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('my data and e-mail change', () => {
  it('saves PF data; PJ accounts use saveCustomerPJ; visitors get 401', async () => {
    const { response } = await signUpPf();
    const session = sessionFrom(response);
    const saved = await rpcAs(t, session, 'saveCustomerPF', {
      fullName: 'Joana Souza Lima',
      dateOfBirth: '11/06/1991',
      gender: 'N',
      phone: '(21) 912345678',
    });
    expect((await json(saved)).data).toMatchObject({
      fullName: 'Joana Souza Lima',
      lastName: 'Souza Lima',
      dateOfBirth: '11/06/1991',
      gender: 'N',
      ddd1: '21',
    });
    const pj = await rpcAs(t, session, 'saveCustomerPJ', {
      companyName: 'X',
      tradeName: 'X',
      stateRegistrationExempt: true,
      fullName: 'Ana',
      phone: '(21) 33224455',
    });
    expect(pj.status).toBe(409);
    const visitor = await rpcAs(t, null, 'saveCustomerPF', {
      fullName: 'X',
      dateOfBirth: '11/06/1991',
      gender: 'N',
      phone: '(21) 912345678',
    });
    expect(visitor.status).toBe(401);
  });

  it('changes the e-mail only with the right password and tells the old address', async () => {
    const { response, body } = await signUpPf();
    const session = sessionFrom(response);
    const wrong = await rpcAs(t, session, 'requestChangeEmail', {
      email: 'novo@exemplo.com.br',
      password: 'Errada123',
    });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ message: 'Senha incorreta.' });
    const taken = await rpcAs(t, session, 'requestChangeEmail', {
      email: 'cliente@adega.dev',
      password: body.password,
    });
    expect(taken.status).toBe(409);
    const ok = await rpcAs(t, session, 'requestChangeEmail', {
      email: `novo.${String(uniqueCounter)}@exemplo.com.br`,
      password: body.password,
    });
    expect(ok.status).toBe(200);
    await t.services.mailer.deliverPending();
    expect(t.mail.sent.some((m) => m.to === body.email && m.kind === 'email-changed')).toBe(true);
  });
});

describe('security headers and logs', () => {
  it('sends CSP, nosniff, frame-ancestors and referrer policy; HSTS only over HTTPS', async () => {
    const response = await t.request('/healthz');
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'.*frame-ancestors 'none'/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const https = await t.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const other = await t.request('/healthz');
    expect(other.headers.get('content-security-policy')).not.toBe(
      response.headers.get('content-security-policy'),
    );
  });

  it('never logs a password, a session token or a reset token', async () => {
    const before = logLines.length;
    const session = await loginAs(t, 'cliente@adega.dev', DEMO_PASSWORD, freshIp());
    await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ username: 'cliente@adega.dev', password: 'Segredo#Errado1' }),
    });
    await rpcAs(t, session, 'getLoggedCustomer');
    const logged = logLines.slice(before).join('');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(DEMO_PASSWORD);
    expect(logged).not.toContain('Segredo#Errado1');
    expect(logged).not.toContain(session.token);
  });
});
