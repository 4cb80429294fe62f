/**
 * Issue #5, my account through the HTTP app on a real database: addresses, credit cards (the
 * sandbox gateway's client-side encryption), notification preferences and consents. Every
 * operation needs a *logged* session; another customer's rows answer 404 and stay unchanged.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerAddresses,
  customerConsents,
  customerCreditCards,
  customers,
} from '../src/db/schema.ts';
import { IDLE_MS } from '../src/modules/auth/sessions.ts';
import { MAX_ADDRESSES } from '../src/modules/account/addresses.ts';
import { TERMS_NOT_REVOCABLE } from '../src/modules/account/consents.ts';
import { CARD_UNREADABLE } from '../src/modules/payments/sandbox-gateway.ts';
import { TEST_NOW } from './support/app.ts';
import { captureLog } from './support/log-capture.ts';
import { encryptWith } from './support/orders.ts';
import { rpcAs, signUpCustomer, type TestSession } from './support/auth.ts';
import { ADDRESS } from './support/address.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW.getTime();
const logLines: string[] = [];

const t = useTestApp({ products: 50, now: () => new Date(clock) });
beforeAll(async () => {
  captureLog(t, logLines);
});

interface Answer<T = unknown> {
  status: number;
  data: T;
  message?: string;
  fields?: Record<string, string>;
  cacheControl: string | null;
}

async function call<T = unknown>(
  session: TestSession | null,
  operation: string,
  body: unknown = {},
): Promise<Answer<T>> {
  const response = await rpcAs(t, session, operation, body);
  const payload = (await response.json()) as {
    data: T;
    message?: string;
    fields?: Record<string, string>;
  };
  return {
    status: response.status,
    ...payload,
    cacheControl: response.headers.get('cache-control'),
  };
}

/** The saved addresses or cards, as listed (the preferred one first). */
async function saved(
  session: TestSession,
  operation: 'getCustomerAddresses' | 'getCustomerCreditCards',
) {
  return (await call<{ uidPk: number; preferred: boolean }[]>(session, operation)).data;
}

// ---- Card encryption as the browser does it (RSA-OAEP / SHA-256 over the gateway's key) ----

async function cardBody(
  session: TestSession,
  card: { number: string; month: string; year: string; cvv: string; lastFour?: string },
  extra: Record<string, unknown> = {},
) {
  const key = await call<{ keyId: string; spki: string }>(session, 'getPaymentGatewayKey');
  expect(key.status).toBe(200);
  return {
    holderName: 'MARINA D LOPES',
    isPreferredCreditCard: false,
    number: card.lastFour ?? card.number.slice(-4),
    encryptedCardNumber: await encryptWith(key.data.spki, card.number),
    encryptedExpiryMonth: await encryptWith(key.data.spki, card.month),
    encryptedExpiryYear: await encryptWith(key.data.spki, card.year),
    encryptedSecurityCode: await encryptWith(key.data.spki, card.cvv),
    ...extra,
  };
}

const VISA = { number: '4111111111111111', month: '08', year: '2029', cvv: '123' };
const MASTER = { number: '5555555555554444', month: '12', year: '2030', cvv: '321' };

const ACCOUNT_OPERATIONS: [string, unknown][] = [
  ['getCustomerAddresses', {}],
  ['saveCustomerAddress', { address: ADDRESS, isPreferredAddress: true }],
  ['removeCustomerAddressByUidPk', { uidPk: 1 }],
  ['getPaymentGatewayKey', {}],
  ['getCustomerCreditCards', {}],
  ['saveCustomerCreditCard', {}],
  ['setAsPreferredCreditCard', { creditCardUidPk: 1 }],
  ['removeCustomerCreditCardByUidPk', { creditCardUidPk: 1 }],
  ['getNotificationPreferences', {}],
  ['saveNotificationPreferences', { preferences: [{ channel: 'EMAIL', optIn: false }] }],
  ['getConsents', {}],
  ['saveConsent', { purpose: 'MARKETING', granted: false }],
];

describe('who may use my account', () => {
  it.each(ACCOUNT_OPERATIONS)(
    '%s: a visitor gets 401 and the sign-in message',
    async (op, body) => {
      const answer = await call(null, op, body);
      expect(answer.status).toBe(401);
      expect(answer.message).toBe('Faça login para continuar.');
    },
  );

  it('a semi-logged (remembered) customer must sign in again for every account operation', async () => {
    const session = await signUpCustomer(t);
    clock += IDLE_MS + 1000;
    try {
      for (const [op, body] of ACCOUNT_OPERATIONS) {
        const answer = await call(session, op, body);
        expect(answer.status, op).toBe(401);
      }
    } finally {
      clock = TEST_NOW.getTime();
    }
  });

  it('answers are never cached', async () => {
    const session = await signUpCustomer(t);
    expect((await call(session, 'getCustomerAddresses')).cacheControl).toBe('no-store');
    expect((await call(null, 'getCustomerAddresses')).cacheControl).toBe('no-store');
  });
});

describe('addresses', () => {
  it('the first address becomes the preferred one; phone joined on the way out', async () => {
    const session = await signUpCustomer(t);
    const saved = await call<Record<string, unknown>>(session, 'saveCustomerAddress', {
      address: ADDRESS,
      isPreferredAddress: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      ...ADDRESS,
      // The CEP is kept as its 8 digits (SPEC §5: one hyphen is ignored).
      zipOrPostalCode: '05435010',
      preferred: true,
      phoneNumberFull: '(11) 987654321',
      ddd2: null,
      phoneNumberFull2: null,
    });
    expect(saved.data.uidPk).toEqual(expect.any(Number));
    const list = await call<unknown[]>(session, 'getCustomerAddresses');
    expect(list.data).toEqual([saved.data]);
  });

  it('a full phone number without its parts is split (SPEC §3), both phones', async () => {
    const session = await signUpCustomer(t);
    const { ddd1: _d, phoneNumber: _p, ...withoutParts } = ADDRESS;
    const saved = await call<Record<string, unknown>>(session, 'saveCustomerAddress', {
      address: {
        ...withoutParts,
        phoneNumberFull: '(21) 33445566',
        phoneNumberFull2: '(31) 912345678',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      ddd1: '21',
      phoneNumber: '33445566',
      ddd2: '31',
      phoneNumber2: '912345678',
      phoneNumberFull: '(21) 33445566',
      phoneNumberFull2: '(31) 912345678',
    });
  });

  it('edits keep one preferred address; making another preferred moves the mark', async () => {
    const session = await signUpCustomer(t);
    const first = await call<{ uidPk: number }>(session, 'saveCustomerAddress', {
      address: ADDRESS,
    });
    const second = await call<{ uidPk: number; preferred: boolean }>(
      session,
      'saveCustomerAddress',
      { address: { ...ADDRESS, titulo: 'Trabalho', numero: '900' }, isPreferredAddress: true },
    );
    expect(second.data.preferred).toBe(true);
    const edited = await call<Record<string, unknown>>(session, 'saveCustomerAddress', {
      address: { ...ADDRESS, uidPk: first.data.uidPk, city: 'Campinas', preferred: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      uidPk: first.data.uidPk,
      city: 'Campinas',
      preferred: false,
    });
    const list = await saved(session, 'getCustomerAddresses');
    expect(list.map((a) => [a.uidPk, a.preferred])).toEqual([
      [second.data.uidPk, true],
      [first.data.uidPk, false],
    ]);
  });

  it('removing the preferred address makes the newest remaining one preferred', async () => {
    const session = await signUpCustomer(t);
    const first = await call<{ uidPk: number }>(session, 'saveCustomerAddress', {
      address: ADDRESS,
    });
    const second = await call<{ uidPk: number }>(session, 'saveCustomerAddress', {
      address: { ...ADDRESS, titulo: 'Praia' },
    });
    const removed = await call(session, 'removeCustomerAddressByUidPk', {
      uidPk: first.data.uidPk,
    });
    expect(removed).toMatchObject({ status: 200, data: null });
    expect(await saved(session, 'getCustomerAddresses')).toEqual([
      expect.objectContaining({ uidPk: second.data.uidPk, preferred: true }),
    ]);
  });

  it('bad input gets the spec messages and saves nothing', async () => {
    const session = await signUpCustomer(t);
    const answer = await call(session, 'saveCustomerAddress', {
      address: { ...ADDRESS, zipOrPostalCode: '0543-01', ddd1: 'x1', firstName: '   ' },
    });
    expect(answer.status).toBe(422);
    expect(answer.fields).toMatchObject({
      'address.zipOrPostalCode': 'Formato do CEP não é válido.',
      'address.firstName': 'O campo é obrigatório',
    });
    const foreign = await call(session, 'saveCustomerAddress', {
      address: { ...ADDRESS, country: 'AR' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.message).toBe('Entregamos apenas no Brasil (país BR).');
    const badPhone = await call(session, 'saveCustomerAddress', {
      address: { ...ADDRESS, ddd1: undefined, phoneNumber: undefined, phoneNumberFull: '11 9' },
    });
    expect(badPhone.status).toBe(422);
    // The state is a UF of the list (a hand-made request cannot store 'XX' or a name).
    for (const subCountry of ['XX', 'sp', 'São Paulo']) {
      const badState = await call(session, 'saveCustomerAddress', {
        address: { ...ADDRESS, subCountry },
      });
      expect(badState.status, subCountry).toBe(422);
      expect(badState.fields).toMatchObject({
        'address.subCountry': 'Selecione o estado (UF) da lista.',
      });
    }
    expect((await call<unknown[]>(session, 'getCustomerAddresses')).data).toEqual([]);
  });

  it(`keeps at most ${String(MAX_ADDRESSES)} addresses`, async () => {
    const session = await signUpCustomer(t);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const saved = await call(session, 'saveCustomerAddress', {
        address: { ...ADDRESS, numero: String(i + 1) },
      });
      expect(saved.status).toBe(200);
    }
    const over = await call(session, 'saveCustomerAddress', { address: ADDRESS });
    expect(over.status).toBe(409);
    expect(over.message).toContain('até 20 endereços');
  });

  it("another customer's address: 404 on edit and removal, and it is unchanged", async () => {
    const owner = await signUpCustomer(t);
    const intruder = await signUpCustomer(t);
    const saved = await call<{ uidPk: number }>(owner, 'saveCustomerAddress', { address: ADDRESS });
    const before = await t.deps.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, saved.data.uidPk));

    const edit = await call(intruder, 'saveCustomerAddress', {
      address: { ...ADDRESS, uidPk: saved.data.uidPk, city: 'Roubada' },
    });
    expect(edit.status).toBe(404);
    expect(edit.message).toBe('Endereço não encontrado.');
    const remove = await call(intruder, 'removeCustomerAddressByUidPk', {
      uidPk: saved.data.uidPk,
    });
    expect(remove.status).toBe(404);
    expect((await call<unknown[]>(intruder, 'getCustomerAddresses')).data).toEqual([]);

    const after = await t.deps.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, saved.data.uidPk));
    expect(after).toEqual(before);
  });

  it('ids no row can have are simply not found', async () => {
    const session = await signUpCustomer(t);
    for (const uidPk of [0, -1, 2 ** 40, '99999999999']) {
      const answer = await call(session, 'removeCustomerAddressByUidPk', { uidPk });
      expect(answer.status, String(uidPk)).toBe(404);
    }
  });
});

describe('credit cards', () => {
  it('saves only holder, last four, brand, expiry and a gateway token; never the number or CVV', async () => {
    const session = await signUpCustomer(t);
    const body = await cardBody(session, VISA);
    const saved = await call<Record<string, unknown>>(session, 'saveCustomerCreditCard', body);
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({
      uidPk: expect.any(Number) as number,
      holderName: 'MARINA D LOPES',
      lastFour: '1111',
      brand: 'visa',
      expiryMonth: 8,
      expiryYear: 2029,
      preferred: true,
    });
    const [row] = await t.deps.db
      .select()
      .from(customerCreditCards)
      .where(eq(customerCreditCards.id, saved.data.uidPk as number));
    expect(row?.gatewayToken).toMatch(/^sbx_[A-Za-z0-9_-]+$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(VISA.number);
    expect(stored).not.toContain('"123"');
    expect(JSON.stringify(saved.data)).not.toContain('sbx_');
    expect(logLines.join('\n')).not.toContain(VISA.number);
    expect(logLines.join('\n')).not.toContain(body.encryptedCardNumber);
  });

  it('POST /api/v1/me/creditcards answers 201 with the card', async () => {
    const session = await signUpCustomer(t);
    const response = await t.request('/api/v1/me/creditcards', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: JSON.stringify(await cardBody(session, MASTER)),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ lastFour: '4444', brand: 'mastercard' });
    const anonymous = await t.request('/api/v1/me/creditcards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(anonymous.status).toBe(401);
  });

  it('invalid cards get the spec messages and nothing is stored', async () => {
    const session = await signUpCustomer(t);
    const luhn = await call(
      session,
      'saveCustomerCreditCard',
      await cardBody(session, { ...VISA, number: '4111111111111112' }),
    );
    expect(luhn.status).toBe(422);
    expect(luhn.message).toBe('O cartão de crédito inserido não é válido.');
    const expired = await call(
      session,
      'saveCustomerCreditCard',
      await cardBody(session, { ...VISA, month: '10', year: '2026' }),
    );
    expect(expired.status).toBe(422);
    expect(expired.message).toBe('A data não pode ser no passado');
    const mismatch = await call(
      session,
      'saveCustomerCreditCard',
      await cardBody(session, { ...VISA, lastFour: '9999' }),
    );
    expect(mismatch.status).toBe(422);
    const unreadable = await call(session, 'saveCustomerCreditCard', {
      ...(await cardBody(session, VISA)),
      encryptedCardNumber: Buffer.from('4111111111111111').toString('base64'),
    });
    expect(unreadable.status).toBe(422);
    expect(unreadable.message).toBe(CARD_UNREADABLE);
    const required = await call(session, 'saveCustomerCreditCard', {});
    expect(required.status).toBe(422);
    expect(required.fields).toMatchObject({ holderName: 'O campo é obrigatório' });
    expect((await call<unknown[]>(session, 'getCustomerCreditCards')).data).toEqual([]);
  });

  it('preferred card: set, and moved to the newest when the preferred one is removed', async () => {
    const session = await signUpCustomer(t);
    const visa = await call<{ uidPk: number }>(
      session,
      'saveCustomerCreditCard',
      await cardBody(session, VISA),
    );
    const master = await call<{ uidPk: number; preferred: boolean }>(
      session,
      'saveCustomerCreditCard',
      await cardBody(session, MASTER),
    );
    expect(master.data.preferred).toBe(false);
    expect(
      await call(session, 'setAsPreferredCreditCard', { creditCardUidPk: master.data.uidPk }),
    ).toMatchObject({ status: 200 });
    const list = await saved(session, 'getCustomerCreditCards');
    expect(list.map((c) => [c.uidPk, c.preferred])).toEqual([
      [master.data.uidPk, true],
      [visa.data.uidPk, false],
    ]);
    await call(session, 'removeCustomerCreditCardByUidPk', { creditCardUidPk: master.data.uidPk });
    expect(await saved(session, 'getCustomerCreditCards')).toEqual([
      expect.objectContaining({ uidPk: visa.data.uidPk, preferred: true }),
    ]);
  });

  it("another customer's card: 404 on preferred and removal, and it is unchanged", async () => {
    const owner = await signUpCustomer(t);
    const intruder = await signUpCustomer(t);
    const first = await call<{ uidPk: number }>(
      owner,
      'saveCustomerCreditCard',
      await cardBody(owner, VISA),
    );
    const second = await call<{ uidPk: number }>(
      owner,
      'saveCustomerCreditCard',
      await cardBody(owner, MASTER),
    );
    const before = await call(owner, 'getCustomerCreditCards');
    for (const op of ['setAsPreferredCreditCard', 'removeCustomerCreditCardByUidPk']) {
      for (const id of [first.data.uidPk, second.data.uidPk]) {
        const answer = await call(intruder, op, { creditCardUidPk: id });
        expect(answer.status, op).toBe(404);
        expect(answer.message).toBe('Cartão não encontrado.');
      }
    }
    expect(await call(owner, 'getCustomerCreditCards')).toEqual(before);
    expect((await call<unknown[]>(intruder, 'getCustomerCreditCards')).data).toEqual([]);
  });
});

describe('notification preferences', () => {
  it('every channel starts opted in (SPEC §9); changes persist and set toBeNotified', async () => {
    const session = await signUpCustomer(t);
    const initial = await call<{ channel: string; optIn: boolean; title: string }[]>(
      session,
      'getNotificationPreferences',
    );
    expect(initial.data.map((p) => [p.channel, p.optIn])).toEqual([
      ['EMAIL', true],
      ['SMS/WHATSAPP', true],
      ['PUSH', true],
    ]);
    expect(initial.data.every((p) => p.title.length > 0)).toBe(true);
    const off = await call<{ channel: string; optIn: boolean }[]>(
      session,
      'saveNotificationPreferences',
      {
        preferences: [
          { channel: 'EMAIL', optIn: false },
          { channel: 'SMS/WHATSAPP', optIn: false },
          { channel: 'PUSH', optIn: false },
        ],
      },
    );
    expect(off.data.every((p) => !p.optIn)).toBe(true);
    const [row] = await t.deps.db
      .select({ toBeNotified: customers.toBeNotified })
      .from(customers)
      .where(eq(customers.id, session.customerId));
    expect(row?.toBeNotified).toBe(false);
    const duplicate = await call(session, 'saveNotificationPreferences', {
      preferences: [
        { channel: 'PUSH', optIn: true },
        { channel: 'PUSH', optIn: false },
      ],
    });
    expect(duplicate.status).toBe(422);
    const unknown = await call(session, 'saveNotificationPreferences', {
      preferences: [{ channel: 'FAX', optIn: true }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.message).toBe('Selecione uma opção válida.');
  });
});

describe('consents', () => {
  it('sign-up recorded the terms and the marketing choice; terms cannot be revoked', async () => {
    const session = await signUpCustomer(t);
    const consents = await call<{ purpose: string; granted: boolean; history: unknown[] }[]>(
      session,
      'getConsents',
    );
    expect(consents.data).toEqual([
      expect.objectContaining({
        purpose: 'TERMS',
        granted: true,
        history: [expect.objectContaining({ granted: true, source: 'cadastro' })],
      }),
      expect.objectContaining({ purpose: 'MARKETING', granted: true }),
    ]);
    const revokeTerms = await call(session, 'saveConsent', { purpose: 'TERMS', granted: false });
    expect(revokeTerms.status).toBe(422);
    expect(revokeTerms.message).toBe(TERMS_NOT_REVOCABLE);
  });

  it('revoking marketing is recorded and turns every channel off; granting turns them on', async () => {
    const session = await signUpCustomer(t);
    const revoked = await call<
      { purpose: string; granted: boolean; history: { granted: boolean; source: string }[] }[]
    >(session, 'saveConsent', { purpose: 'MARKETING', granted: false });
    const marketing = revoked.data.find((c) => c.purpose === 'MARKETING');
    expect(marketing?.granted).toBe(false);
    expect(marketing?.history[0]).toMatchObject({ granted: false, source: 'minha-wine' });
    expect(marketing?.history).toHaveLength(2);
    const channels = await call<{ optIn: boolean }[]>(session, 'getNotificationPreferences');
    expect(channels.data.every((p) => !p.optIn)).toBe(true);

    // The same state again records nothing.
    await call(session, 'saveConsent', { purpose: 'MARKETING', granted: false });
    const rows = await t.deps.db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, session.customerId));
    expect(rows.filter((r) => r.purpose === 'MARKETING')).toHaveLength(2);

    // Turning a channel on asks for messages again: recorded as a grant.
    await call(session, 'saveNotificationPreferences', {
      preferences: [{ channel: 'EMAIL', optIn: true }],
    });
    const after = await call<{ purpose: string; granted: boolean }[]>(session, 'getConsents');
    expect(after.data.find((c) => c.purpose === 'MARKETING')?.granted).toBe(true);
  });

  it("a customer's consents and preferences are their own", async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    await call(a, 'saveConsent', { purpose: 'MARKETING', granted: false });
    const bChannels = await call<{ optIn: boolean }[]>(b, 'getNotificationPreferences');
    expect(bChannels.data.every((p) => p.optIn)).toBe(true);
    const bConsents = await call<{ purpose: string; granted: boolean }[]>(b, 'getConsents');
    expect(bConsents.data.find((c) => c.purpose === 'MARKETING')?.granted).toBe(true);
  });
});

describe('concurrency', () => {
  it('parallel new addresses never leave two preferred ones', async () => {
    const session = await signUpCustomer(t);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(session, 'saveCustomerAddress', {
          address: { ...ADDRESS, numero: String(i + 1) },
          isPreferredAddress: true,
        }),
      ),
    );
    const list = await call<{ preferred: boolean }[]>(session, 'getCustomerAddresses');
    expect(list.data).toHaveLength(6);
    expect(list.data.filter((a) => a.preferred)).toHaveLength(1);
  });
});
