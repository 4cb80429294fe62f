/**
 * Issue #14 the nightly reconciliation (PGlite, or PostgreSQL with DATABASE_URL): orders left in
 * a state beyond its threshold are reported — a `reconciliation_reports` row per day, an e-mail
 * to OPS_EMAIL — and a second run the same day changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, reconciliationReports } from '../src/db/schema.ts';
import { RECONCILE_JOB } from '../src/modules/fulfilment/service.ts';
import { advance, paidOrder, useFulfilmentApp } from './support/fulfilment.ts';

const f = useFulfilmentApp();

async function opsMails() {
  await f.t.services.mailer.deliverPending();
  return f.t.mail.sent.filter((message) => message.kind === 'ops-reconciliation');
}

describe('nightly reconciliation', () => {
  it('reports orders stuck beyond their state threshold, once per day', async () => {
    const stuck = await paidOrder(f, 1);
    const placing = await paidOrder(f, 1);
    // A placement a killed process left in the middle (ADR 0014) and nobody recovered.
    await f.t.deps.db
      .update(orders)
      .set({ placement: 'PLACING', status: 'AGUARDANDO_PAGAMENTO' })
      .where(eq(orders.number, placing.orderNumber));

    // Three days later; a fresh order moved today is not stuck.
    f.clock.advance(3 * 24 * 60);
    const fresh = await paidOrder(f, 1);
    expect((await advance(f.t, fresh.session, fresh.orderNumber)).status).toBe(200);

    const warn = vi.spyOn(f.t.deps.logger, 'warn');
    await f.jobs.runCron(RECONCILE_JOB);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ total: 2, orders: expect.arrayContaining([stuck.orderNumber]) }),
      'reconciliation: stuck orders',
    );
    warn.mockRestore();
    const reports = await f.t.deps.db.select().from(reconciliationReports);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.day).toBe(f.clock.at.toISOString().slice(0, 10));
    expect(report?.counts).toEqual({ PAGO: 1, PLACING: 1 });
    expect(report?.total).toBe(2);
    const numbers = report?.orders.map((order) => order.orderNumber);
    expect(numbers).toContain(stuck.orderNumber);
    expect(numbers).toContain(placing.orderNumber);
    expect(numbers).not.toContain(fresh.orderNumber);
    expect(report?.orders.find((o) => o.orderNumber === stuck.orderNumber)).toMatchObject({
      state: 'PAGO',
      paymentType: 'CREDITCARD',
    });

    const [mail] = await opsMails();
    expect(mail?.to).toBe('operacao@adega.dev');
    expect(mail?.subject).toMatch(/2 pedido\(s\) parado\(s\)/);
    expect(mail?.text).toContain(stuck.orderNumber);

    // The same day again (a retry, a second instance): the same report, no second e-mail.
    f.clock.advance(60);
    await Promise.all([f.jobs.runCron(RECONCILE_JOB), f.jobs.runCron(RECONCILE_JOB)]);
    expect(await f.t.deps.db.select().from(reconciliationReports)).toHaveLength(1);
    expect(await opsMails()).toHaveLength(1);
    const again = await f.t.services.fulfilment.reconcile();
    expect(again).toMatchObject({ created: false, report: { id: report?.id } });

    // The next day: a new report.
    f.clock.advance(24 * 60);
    expect((await f.t.services.fulfilment.reconcile()).created).toBe(true);
    expect(await f.t.deps.db.select().from(reconciliationReports)).toHaveLength(2);
  });
});
