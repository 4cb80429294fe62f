/**
 * The delivery estimate of an order (issue #13): the shipping level's business days (Monday to
 * Friday) counted from the payment, as a date (UTC calendar). Holidays are not counted (no data).
 */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The estimate as an ISO date (yyyy-mm-dd), or null without a level or a payment. */
export function estimatedDelivery(paidAt: Date | null, deliveryDays: number | null): string | null {
  if (paidAt === null || deliveryDays === null) return null;
  return addBusinessDays(paidAt, deliveryDays).toISOString().slice(0, 10);
}
