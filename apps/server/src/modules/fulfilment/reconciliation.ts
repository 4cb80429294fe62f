/**
 * The nightly reconciliation (issue #14, ADR 0019): finds orders that stayed in a state longer
 * than its threshold (domain `orders/fulfilment`: PLACING, waiting for a payment past its
 * charge's expiry and a margin, PAGO / FATURADO / ENVIADO too long, and every order in review,
 * EM_ANALISE: ADR 0047) and reports them — a `reconciliation_reports` row
 * (one per UTC day: a second run the same day answers the first report and sends nothing), a
 * warn log and an e-mail to the operators (OPS_EMAIL) when anything is stuck.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isStuck, reportDay, type WatchedState } from '@adega/domain/orders/fulfilment';
import { queryRows, type Db } from '../../db/client.ts';
import { reconciliationReports, type StuckOrderEntry } from '../../db/schema.ts';
import type { Mailer, OutgoingEmail } from '../mail/mailer.ts';

export type ReconciliationReport = typeof reconciliationReports.$inferSelect;

export interface ReconcileDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  opsEmail: string;
}

interface Candidate {
  number: string;
  status: string;
  placement: string;
  created_at: string | Date;
  since: string | Date | null;
  payment_type: string | null;
  expires_at: string | Date | null;
}

/** Orders that may be stuck: every unsettled or unfinished one (a small set in a healthy store). */
async function candidates(db: Db): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`select o.number, o.status, o.placement, o.created_at, p.type as payment_type, p.expires_at,
          (select max(h.at) from order_history h
            where h.order_id = o.id and h.status = o.status) as since
        from orders o left join payments p on p.order_id = o.id
        where o.placement = 'PLACING'
           or (o.placement = 'DONE'
               and o.status in ('AGUARDANDO_PAGAMENTO', 'EM_ANALISE', 'PAGO', 'FATURADO', 'ENVIADO'))
        order by o.id`,
  );
}

export function stuckOrders(rows: readonly Candidate[], now: Date): StuckOrderEntry[] {
  const stuck: StuckOrderEntry[] = [];
  for (const row of rows) {
    const state = (row.placement === 'PLACING' ? 'PLACING' : row.status) as WatchedState;
    const since = new Date(state === 'PLACING' || !row.since ? row.created_at : row.since);
    const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
    if (isStuck({ state, since, paymentType: row.payment_type, expiresAt }, now)) {
      stuck.push({
        orderNumber: row.number,
        state,
        since: since.toISOString(),
        paymentType: row.payment_type,
      });
    }
  }
  return stuck;
}

export function reconciliationEmail(to: string, report: ReconciliationReport): OutgoingEmail {
  const counts = Object.entries(report.counts)
    .map(([state, n]) => `${state}: ${String(n)}`)
    .join(', ');
  const lines = report.orders.map(
    (order) =>
      `${order.orderNumber} — ${order.state} desde ${order.since}${order.paymentType ? ` (${order.paymentType})` : ''}`,
  );
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    kind: 'ops-reconciliation',
    to,
    subject: `Conciliação ${report.day}: ${String(report.total)} pedido(s) parado(s)`,
    text: [
      `Conciliação de pedidos de ${report.day}.`,
      `Pedidos parados além do limite: ${String(report.total)} (${counts}).`,
      '',
      ...lines,
    ].join('\n'),
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif"><h1 style="font-size:18px">Conciliação de ${escape(report.day)}</h1><p>Pedidos parados além do limite: <strong>${String(report.total)}</strong> (${escape(counts)}).</p><ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul></body></html>`,
  };
}

/** Runs the day's reconciliation (idempotent per day); answers the report and whether it is new. */
export async function reconcile(
  deps: ReconcileDeps,
): Promise<{ report: ReconciliationReport; created: boolean }> {
  const now = deps.now();
  const day = reportDay(now);
  const [existing] = await deps.db
    .select()
    .from(reconciliationReports)
    .where(eq(reconciliationReports.day, day));
  if (existing) return { report: existing, created: false };
  const stuck = stuckOrders(await candidates(deps.db), now);
  const counts: Record<string, number> = {};
  for (const order of stuck) counts[order.state] = (counts[order.state] ?? 0) + 1;
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reconciliationReports)
      .values({ day, ranAt: now, counts, total: stuck.length, orders: stuck })
      .onConflictDoNothing({ target: reconciliationReports.day })
      .returning();
    if (row && row.total > 0) {
      await deps.mailer.enqueue(tx as unknown as Db, reconciliationEmail(deps.opsEmail, row));
    }
    return row ?? null;
  });
  if (!created) {
    const [other] = await deps.db
      .select()
      .from(reconciliationReports)
      .where(eq(reconciliationReports.day, day));
    if (!other) throw new Error('reconciliation report vanished');
    return { report: other, created: false };
  }
  if (created.total > 0) {
    deps.logger.warn(
      { day, total: created.total, counts, orders: stuck.map((order) => order.orderNumber) },
      'reconciliation: stuck orders',
    );
  } else {
    deps.logger.info({ day }, 'reconciliation: no stuck orders');
  }
  return { report: created, created: true };
}
