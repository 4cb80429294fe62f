/**
 * Subscriptions and cards on file inserted directly (a club or premium line bought at checkout
 * is what the placement tests cover; these tests start from the subscription).
 */
import { customerCreditCards, subscriptions } from '../../src/db/schema.ts';
import { TEST_NOW, type TestApp } from './app.ts';

type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * An active premium subscription (PASS-RELAX, R$ 19,90, billed on the 22nd from 2026-11-22);
 * `values` change what a test needs. The origin order is `{origin}-{customerId}`.
 */
export async function insertSubscription(
  t: TestApp,
  customerId: number,
  origin: string,
  values: Partial<NewSubscription> = {},
) {
  const [row] = await t.deps.db
    .insert(subscriptions)
    .values({
      customerId,
      kind: 'PREMIUM',
      plan: 'PASS-RELAX',
      state: 'ACTIVE',
      anchorDay: 22,
      price: 1990,
      currentPeriodStart: '2026-11-22',
      currentPeriodEnd: '2026-12-22',
      nextBillingDate: '2026-12-22',
      originOrder: `${origin}-${String(customerId)}`,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no subscription');
  return row;
}

/** A preferred Visa card on file whose gateway token is `{token}{customerId}`. */
export async function insertCard(t: TestApp, customerId: number, token: string) {
  const [card] = await t.deps.db
    .insert(customerCreditCards)
    .values({
      customerId,
      holderName: 'CLIENTE TESTE',
      lastFour: '1111',
      brand: 'visa',
      expiryMonth: 8,
      expiryYear: 2030,
      gatewayToken: `${token}${String(customerId)}`,
      preferred: true,
      createdAt: TEST_NOW,
    })
    .returning();
  if (!card) throw new Error('no card');
  return card;
}
