/**
 * Issue #33: the sandbox control acts for the order's owner only (F13), and the webhook secret
 * without PAYMENTS_WEBHOOK_SECRET is a random one kept with the data, never the README's (F13).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, sandboxCharges } from '../src/db/schema.ts';
import { createSandboxGateway } from '../src/modules/payments/sandbox-gateway.ts';
import { signatureOf } from '../src/modules/payments/webhook.ts';
import { TEST_NOW } from './support/app.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import {
  eventBody,
  orderRow,
  placeWith,
  postWebhook,
  sandboxControl,
  shopper,
} from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

let wine: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 100 });
beforeAll(async () => {
  wine = await client(t).productWhere(MID_PRICED_WINE);
});

async function pixOrder() {
  const session = await shopper(t, wine.code, 1);
  const answer = await placeWith(t, session, 'PIX');
  expect(answer.status).toBe(201);
  const number = answer.body.orderNumber as string;
  const { payment } = await orderRow(t, number);
  return { session, number, chargeId: payment.chargeId ?? '' };
}

async function chargeStatus(chargeId: string) {
  const [row] = await t.deps.db
    .select({ status: sandboxCharges.status })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, chargeId));
  return row?.status;
}

describe("the sandbox control (F13): the order's owner only", () => {
  it('a stranger holding the charge id gets 404, a visitor 401, and nothing changes', async () => {
    const { session, number, chargeId } = await pixOrder();
    const stranger = await shopper(t, wine.code, 1);
    for (const action of ['paid', 'expired', 'refused']) {
      const refused = await sandboxControl(t, stranger, chargeId, action);
      expect(refused.status, action).toBe(404);
      expect(refused.body.message).toBe('Cobrança não encontrada.');
      const visitor = await sandboxControl(t, null, chargeId, action);
      expect(visitor.status, action).toBe(401);
      expect(visitor.body.message).toMatch(/login/);
    }
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');
    expect(await chargeStatus(chargeId)).toBe('WAITING');
    expect(
      await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.chargeId, chargeId)),
    ).toEqual([]);

    const paid = await sandboxControl(t, session, chargeId, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ webhookStatus: 200, outcome: 'applied' });
    expect((await orderRow(t, number)).order.status).toBe('PAGO');
  });
});

describe('the webhook secret (F13)', () => {
  it("without PAYMENTS_WEBHOOK_SECRET it is random, kept with the data, and the README's default is refused", async () => {
    const secret = await t.services.gateway.webhookSecret();
    expect(secret).not.toBe('adega-sandbox-webhook-secret');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // Another instance (or a restart) on the same data signs and verifies with the same secret.
    const again = createSandboxGateway({ db: t.deps.db, now: () => TEST_NOW, webhookSecret: null });
    expect(await again.webhookSecret()).toBe(secret);

    const { number, chargeId } = await pixOrder();
    const { payment } = await orderRow(t, number);
    const body = eventBody('evt_readme', 'paid', chargeId, number, payment.amount);
    const forged = await postWebhook(t, body, signatureOf('adega-sandbox-webhook-secret', body));
    expect(forged.status).toBe(401);
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');
    const signed = await postWebhook(t, body, signatureOf(secret, body));
    expect(signed.body).toMatchObject({ outcome: 'applied' });
  });

  it('a configured PAYMENTS_WEBHOOK_SECRET is the one used', async () => {
    const configured = createSandboxGateway({
      db: t.deps.db,
      now: () => TEST_NOW,
      webhookSecret: 'um-segredo-configurado-longo',
    });
    expect(await configured.webhookSecret()).toBe('um-segredo-configurado-longo');
  });
});
