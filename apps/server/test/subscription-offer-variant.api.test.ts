/**
 * Issue #34: the checkout subscription offer is an A/B test held as data (the ab-test row
 * `checkout_subscription_offer`, domain offer-experiment.ts). `GET /api/v1/winepass/skuOfferedTheCart`
 * answers the caller's own variant and is never cached: the demo accounts cliente@adega.dev (pass)
 * and empresa@adega.dev (discount, 'Wine Prime', whose descricao has no 'pass'), visitors the
 * pass; operators force a variant or switch the test off through `PUT /api/v1/admin/flags/…`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_OFFER_FLAG,
  SUBSCRIPTION_OFFER_TEST,
} from '@adega/domain/pricing/offer-experiment';
import { isPassOffer } from '@adega/domain/pricing/premium';
import { customers, products } from '../src/db/schema.ts';
import type { OfferedSubscriptionDto } from '../src/contract/subscriptions.ts';
import { NO_OFFER } from '../src/modules/subscriptions/offer.ts';
import { FLAG_TEXTS } from '../src/modules/flags/routes.ts';
import { freshIp, loginAs, rpcAs, type TestSession } from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-da-oferta-de-assinatura';
const t = useTestApp({ products: 50, env: { ADMIN_TOKEN: ADMIN } });
const FLAG_PATH = `/api/v1/admin/flags/ab-test/${SUBSCRIPTION_OFFER_TEST}`;

async function offer(session: TestSession | null, host?: string) {
  const headers: Record<string, string> = { ...(session?.headers ?? {}) };
  const response = await t.request('/api/v1/winepass/skuOfferedTheCart', {
    headers,
    ...(host ? { host } : {}),
  });
  const body = (await response.json()) as OfferedSubscriptionDto & { message?: string };
  return { status: response.status, headers: response.headers, body };
}

function putFlag(body: unknown, headers: Record<string, string> = {}) {
  return t.request(FLAG_PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const asOperator = { authorization: `Bearer ${ADMIN}` };
const restore = () =>
  putFlag(
    { enabled: SUBSCRIPTION_OFFER_FLAG.enabled, value: SUBSCRIPTION_OFFER_FLAG.value },
    asOperator,
  );

const forced = (name: string, skuCode: string) => ({
  enabled: true,
  value: { variants: [{ name, weight: 100, skuCode }] },
});

describe('the checkout subscription offer per caller (issue #34)', () => {
  it('cliente@adega.dev sees the pass, empresa@adega.dev the discount, a visitor the pass', async () => {
    const ids = await t.deps.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.socioPrime, false));
    const idOf = (email: string) => ids.find((row) => row.email === email)?.id;
    // The README's promise rests on the seed's ids (the assignment hashes the customer id).
    expect([idOf('cliente@adega.dev'), idOf('empresa@adega.dev')]).toEqual([1, 4]);

    const cliente = await offer(await loginAs(t, 'cliente@adega.dev', undefined, freshIp()));
    expect(cliente.status).toBe(200);
    expect(cliente.headers.get('cache-control')).toBe('no-store');
    expect(cliente.body.skuCode).toBe('PASS-RELAX');
    expect(isPassOffer(cliente.body)).toBe(true);

    const empresaSession = await loginAs(t, 'empresa@adega.dev', undefined, freshIp());
    const empresa = await offer(empresaSession);
    expect(empresa.body).toMatchObject({ skuCode: 'PRIME-MENSAL', name: 'Wine Prime', price: 9.9 });
    expect(isPassOffer(empresa.body)).toBe(false);
    // The same customer keeps the variant, and the RPC offers the same plan.
    expect((await offer(empresaSession)).body.skuCode).toBe('PRIME-MENSAL');
    const rpc = await rpcAs(t, empresaSession, 'getPrimeByStoreCodeAndEnabledAdder');
    const { data } = (await rpc.json()) as { data: { plan: { skuCode: string } } };
    expect(data.plan.skuCode).toBe('PRIME-MENSAL');

    const visitor = await offer(null);
    expect(visitor.body.skuCode).toBe('PASS-RELAX');
    expect(visitor.headers.get('cache-control')).toBe('no-store');
  });

  it('the outlet offers none, to a customer of either variant', async () => {
    const empresa = await loginAs(t, 'empresa@adega.dev', undefined, freshIp());
    const answer = await offer(empresa, 'outlet.localhost');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: NO_OFFER });
  });

  it('an operator forces one variant for everyone, or switches the test off', async () => {
    const cliente = await loginAs(t, 'cliente@adega.dev', undefined, freshIp());
    const empresa = await loginAs(t, 'empresa@adega.dev', undefined, freshIp());
    try {
      const force = await putFlag(forced('desconto', 'PRIME-MENSAL'), asOperator);
      expect(force.status).toBe(200);
      expect((await offer(null)).body.skuCode).toBe('PRIME-MENSAL');
      expect((await offer(cliente)).body.skuCode).toBe('PRIME-MENSAL');

      // Off: everyone gets the value's first variant (the control; here the forced one).
      expect((await putFlag({ enabled: false }, asOperator)).status).toBe(200);
      expect((await offer(empresa)).body.skuCode).toBe('PRIME-MENSAL');
      const split = { enabled: false, value: SUBSCRIPTION_OFFER_FLAG.value };
      expect((await putFlag(split, asOperator)).status).toBe(200);
      expect((await offer(empresa)).body.skuCode).toBe('PASS-RELAX');
      expect((await offer(null)).body.skuCode).toBe('PASS-RELAX');
    } finally {
      expect((await restore()).status).toBe(200);
    }
    expect((await offer(empresa)).body.skuCode).toBe('PRIME-MENSAL');
    expect((await offer(null)).body.skuCode).toBe('PASS-RELAX');
  });

  it('a value naming an unsold product or holding no valid variant leaves an offer', async () => {
    const empresa = await loginAs(t, 'empresa@adega.dev', undefined, freshIp());
    try {
      await putFlag(forced('desconto', 'NAO-EXISTE'), asOperator);
      // Not sold: the store's default pass.
      expect((await offer(empresa)).body.skuCode).toBe('PASS-RELAX');
      await putFlag(
        { enabled: true, value: { variants: [{ name: 'x', weight: 'muito' }] } },
        asOperator,
      );
      // No valid variant: the seeded split.
      expect((await offer(empresa)).body.skuCode).toBe('PRIME-MENSAL');
      await t.deps.db
        .update(products)
        .set({ available: false })
        .where(eq(products.code, 'PRIME-MENSAL'));
      expect((await offer(empresa)).body.skuCode).toBe('PASS-RELAX');
    } finally {
      await t.deps.db
        .update(products)
        .set({ available: true })
        .where(eq(products.code, 'PRIME-MENSAL'));
      expect((await restore()).status).toBe(200);
    }
  });

  it('only an operator switches it: no token, a customer session or a wrong token are refused', async () => {
    const cliente = await loginAs(t, 'cliente@adega.dev', undefined, freshIp());
    const body = forced('desconto', 'PRIME-MENSAL');
    expect((await putFlag(body)).status).toBe(401);
    expect((await putFlag(body, cliente.headers)).status).toBe(401);
    expect((await putFlag(body, { authorization: 'Bearer errado' })).status).toBe(401);
    // Nothing changed: the customer keeps the pass.
    expect((await offer(cliente)).body.skuCode).toBe('PASS-RELAX');
  });

  it('a bad body is a 422 with the pt-BR text and changes nothing', async () => {
    const cliente = await loginAs(t, 'cliente@adega.dev', undefined, freshIp());
    for (const body of [{ enabled: 'sim' }, { value: {} }, '{"enabled": tru', 'x'.repeat(10)]) {
      const answer = await putFlag(body, asOperator);
      expect([400, 422], JSON.stringify(body)).toContain(answer.status);
      expect(((await answer.json()) as { message: string }).message).toBe(FLAG_TEXTS.body);
    }
    expect((await offer(cliente)).body.skuCode).toBe('PASS-RELAX');
  });

  it('the public flag endpoint does not serve the test (not a SPEC §7 flag)', async () => {
    const answer = await t.request(`/v1/settings/feature/ab-test/${SUBSCRIPTION_OFFER_TEST}`);
    expect(answer.status).toBe(404);
  });
});
