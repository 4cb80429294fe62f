/**
 * Issue #33 F11: a lone UTF-16 surrogate (`"\ud800"` in the JSON) in any string of a body — an
 * RPC's, a REST route's, the operators' — is a pt-BR 422 naming the field, and nothing changes.
 * It used to reach PostgreSQL, which refuses it in text and jsonb: a 500.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../src/db/schema.ts';
import { INVALID_TEXT_MESSAGE } from '../src/http/input-guard.ts';
import { ADDRESS } from './support/address.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-de-surrogates';
const LONE = '\ud800';
let customer: TestSession;
const GIFT = { from: 'Ana', to: 'Bia', message: 'Saúde!' };

const t = useTestApp({ products: 50, env: { ADMIN_TOKEN: ADMIN } });
beforeAll(async () => {
  const api = client(t);
  customer = await signUpCustomer(t);
  const wine = await api.productWhere(PLAIN_WINE);
  expect((await api.addItem(customer, wine.code, 1)).status).toBe(200);
  expect((await api.rpc(customer, 'setShippingAddress', { address: ADDRESS })).status).toBe(200);
  expect((await api.rpc(customer, 'setOrderGift', GIFT)).status).toBe(200);
});

describe('a lone surrogate in a body', () => {
  it('in an RPC (setOrderGift) is a 422 naming the field, and the gift stays', async () => {
    const api = client(t);
    const response = await api.rpc(customer, 'setOrderGift', { ...GIFT, message: `Oi${LONE}` });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'VALIDATION',
      message: INVALID_TEXT_MESSAGE,
      fields: { message: INVALID_TEXT_MESSAGE },
    });
    expect(JSON.stringify(await api.getCart(customer))).toContain('Saúde!');
  });

  it('in a key of an RPC body is refused too', async () => {
    const response = await client(t).rpc(customer, 'setOrderGift', { ...GIFT, [LONE]: 'x' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: INVALID_TEXT_MESSAGE });
  });

  it('in a REST body (POST /api/v1/login) is a 422', async () => {
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `cliente@adega.dev${LONE}`, password: 'x' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { username: INVALID_TEXT_MESSAGE },
    });
  });

  it("in the operators' flag PUT is a 422, and the flag is unchanged", async () => {
    const where = and(
      eq(featureFlags.key, 'dark_mode'),
      eq(featureFlags.environment, 'development'),
    );
    const before = await t.deps.db.select().from(featureFlags).where(where);
    const response = await t.request('/api/v1/admin/flags/value/dark_mode', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify({ enabled: true, value: { label: `x${LONE}` } }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'VALIDATION',
      message: INVALID_TEXT_MESSAGE,
      fields: { 'value.label': INVALID_TEXT_MESSAGE },
    });
    expect(await t.deps.db.select().from(featureFlags).where(where)).toEqual(before);
  });

  it('a well-formed pair (an emoji) is still accepted', async () => {
    const response = await client(t).rpc(customer, 'setOrderGift', {
      ...GIFT,
      message: 'Saúde! 🍷',
    });
    expect(response.status).toBe(200);
  });
});
