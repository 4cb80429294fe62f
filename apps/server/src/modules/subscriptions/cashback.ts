/**
 * The premium plan's monthly cashback credit (issue #15, ADR 0021): once per calendar month per
 * subscription, only when the plan's `cashBack` is above zero, to an ACTIVE premium subscription
 * whose paid period has started. The ledger's unique `source` ('assinatura:{id}:{YYYY-MM}') makes
 * a replayed or concurrent run credit once: one INSERT … SELECT … ON CONFLICT DO NOTHING.
 */
import { sql } from 'drizzle-orm';
import type { IsoDate } from '@adega/domain/club/calendar';
import { queryRows, type Db } from '../../db/client.ts';

export const MONTHLY_CASHBACK_JOB = 'subscriptions.cashback';

/** The ledger source of a subscription's monthly credit. */
export function monthlyCashbackSource(subscriptionId: number, today: IsoDate): string {
  return `assinatura:${String(subscriptionId)}:${today.slice(0, 7)}`;
}

/** Credits this month's cashback of every due premium subscription; answers how many. */
export async function creditMonthlyCashback(db: Db, today: IsoDate, at: Date): Promise<number> {
  const month = today.slice(0, 7);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into cashback_ledger (customer_id, amount, kind, description, source, created_at)
      select s.customer_id, s.monthly_cashback, 'CREDIT',
        'Cashback mensal da assinatura (' || ${month} || ')',
        'assinatura:' || s.id || ':' || ${month}, ${at.toISOString()}::timestamptz
      from subscriptions s
      where s.kind = 'PREMIUM' and s.state = 'ACTIVE' and s.monthly_cashback > 0
        and s.current_period_start <= ${today}::date
      on conflict (source) do nothing
      returning id`,
  );
  return rows.length;
}
