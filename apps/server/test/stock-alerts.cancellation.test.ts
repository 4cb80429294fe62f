/**
 * Issue #34 'Avise-me quando chegar' end to end, as a running server does it: an unpaid order
 * takes a wine's last unit, a visitor and a customer ask to be told, the order expires and gives
 * the unit back; the database's change (the products trigger the page cache listens to, ADR 0050)
 * kicks the job, which sends each request exactly one e-mail. Test clock and manual runner.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, products } from '../src/db/schema.ts';
import { STOCK_ALERT_MAIL_KIND, STOCK_ALERTS_JOB } from '../src/modules/stock-alerts/service.ts';
import { freshIp } from './support/auth.ts';
import { TEST_NOW } from './support/app.ts';
import { client, PLAIN_WINE, type Who } from './support/cart-client.ts';
import { quickCustomers } from './support/orders.ts';
import { eventually } from './support/pages.ts';
import { jobsOf, movableClock, orderRow, placeWith, shopper } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

const clock = movableClock(TEST_NOW);
const t = useTestApp({ web: true, products: 120, now: clock.now });

const mails = () =>
  t.deps.db
    .select({ to: outboxEmails.toAddress })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, STOCK_ALERT_MAIL_KIND));

function ask(who: Who, sku: string, body: unknown) {
  return client(t).send(who, 'POST', `/api/v1/products/${sku}/stock-alerts`, body, {
    'x-forwarded-for': freshIp(),
  });
}

describe('a cancelled order brings the wine back', () => {
  it('sends one e-mail per request, once, then the requests end', async () => {
    const wine = await client(t).productWhere(`${PLAIN_WINE} and p.promotion is null`);
    await t.deps.db
      .update(products)
      .set({ stock: 1, promotion: null })
      .where(eq(products.id, wine.id));
    const buyer = await shopper(t, wine.code, 1);
    const pix = await placeWith(t, buyer, 'PIX');
    expect(pix.status).toBe(201);

    const [customer] = await quickCustomers(t, 1);
    expect((await ask(null, wine.code, { email: 'fabio@exemplo.com.br' })).status).toBe(201);
    expect((await ask(customer ?? null, wine.code, {})).status).toBe(201);
    await t.watcher?.poll();
    await jobsOf(t).runDue();
    expect(await mails()).toHaveLength(0);

    // Unpaid after 30 minutes: the order expires and gives the unit back.
    clock.advance(31 * 60_000);
    expect((await jobsOf(t).runDue()).failed).toEqual([]);
    expect((await orderRow(t, pix.body.orderNumber as string)).order.status).toBe('CANCELADO');
    // The change reaches the feed (NOTIFY, or the watcher's poll) and kicks the job.
    await t.watcher?.poll();
    await eventually(async () => {
      expect((await jobsOf(t).runDue()).failed).toEqual([]);
      expect(await mails()).toHaveLength(2);
    });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.map((mail) => mail.to)).toContain('fabio@exemplo.com.br');

    await t.watcher?.poll();
    await jobsOf(t).runDue();
    await jobsOf(t).runCron(STOCK_ALERTS_JOB);
    expect(await mails()).toHaveLength(2);
  });
});
