/**
 * The sandbox gateway's Pix and boleto charges (issue #14, ADR 0017), kept in
 * `sandbox_charges` keyed by the reference (the order number): issuing twice answers the first
 * charge. The Pix is a BR Code of the store's receiver with a txid of the charge; the boleto a
 * FEBRABAN linha digitável of the sandbox bank (999) whose free field is our nosso número.
 *
 * `emit` plays the gateway's notification: it marks the charge and answers the signed webhook
 * (`webhook.ts`) the caller delivers to the configured URL (the sandbox control).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { boletoFreeField, makeBoleto, SANDBOX_BANK_CODE } from '@adega/domain/payments/boleto';
import { pixBrCode, pixTxid, type PixReceiver } from '@adega/domain/payments/pix';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import type {
  BoletoCharge,
  BoletoPayer,
  Charge,
  ChargeStatus,
  PaymentGateway,
  PixCharge,
} from './gateway.ts';

type Row = typeof sandboxCharges.$inferSelect;

export type SandboxEventType = 'paid' | 'expired' | 'refused';

export interface SandboxChargesDeps {
  db: Db;
  now: () => Date;
  receiver: PixReceiver;
}

export type SandboxCharges = Pick<
  PaymentGateway,
  'issuePix' | 'issueBoleto' | 'cancelCharge' | 'refundCharge' | 'refundReceived' | 'charge'
> & {
  /** The charge with the public id `id`, or null. */
  chargeById(id: string): Promise<Charge | null>;
  /** The sandbox marks the charge as the event says (paid → PAID, …); null when unknown. */
  emit(id: string, type: SandboxEventType): Promise<Charge | null>;
};

function chargeOf(row: Row): Charge {
  const common = {
    id: row.id,
    reference: row.reference,
    status: row.status as ChargeStatus,
    amount: row.amount,
    expiresAt: new Date(row.expiresAt),
  };
  if (row.kind === 'PIX') return { ...common, kind: 'PIX', brCode: row.brCode ?? '' };
  return {
    ...common,
    kind: 'BOLETO',
    barcode: row.barcode ?? '',
    digitableLine: row.digitableLine ?? '',
    dueDate: row.dueDate ?? '',
  };
}

const EVENT_STATUS: Record<SandboxEventType, ChargeStatus> = {
  paid: 'PAID',
  expired: 'EXPIRED',
  refused: 'REFUSED',
};

export function createSandboxCharges(deps: SandboxChargesDeps): SandboxCharges {
  const { db, now } = deps;

  async function find(reference: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference));
    return row;
  }

  /**
   * Inserts a new waiting charge (`pix_…` or `bol_…`, with what its kind adds) unless the reference
   * has one; answers the reference's charge.
   */
  async function insertWaiting(
    kind: 'PIX' | 'BOLETO',
    fields: Omit<
      typeof sandboxCharges.$inferInsert,
      'id' | 'kind' | 'status' | 'createdAt' | 'updatedAt'
    >,
  ): Promise<Charge> {
    const id = `${kind === 'PIX' ? 'pix' : 'bol'}_${randomBytes(12).toString('hex')}`;
    const at = now();
    await db
      .insert(sandboxCharges)
      .values({ ...fields, id, kind, status: 'WAITING', createdAt: at, updatedAt: at })
      .onConflictDoNothing();
    const row = await find(fields.reference);
    if (!row) throw new Error('sandbox charge vanished');
    return chargeOf(row);
  }

  async function move(reference: string, from: ChargeStatus[], to: ChargeStatus) {
    const row = await find(reference);
    if (!row || !from.includes(row.status as ChargeStatus)) return;
    await db
      .update(sandboxCharges)
      .set({ status: to, updatedAt: now() })
      .where(eq(sandboxCharges.reference, reference));
  }

  return {
    async issuePix(reference, amount, expiresAt) {
      const existing = await find(reference);
      if (existing) return chargeOf(existing) as PixCharge;
      const suffix = randomBytes(8).toString('hex');
      const txid = pixTxid(reference, suffix);
      return (await insertWaiting('PIX', {
        reference,
        amount,
        txid,
        brCode: pixBrCode(deps.receiver, amount, txid),
        expiresAt,
      })) as PixCharge;
    },

    async issueBoleto(reference, amount, dueDate, expiresAt, payer: BoletoPayer) {
      const existing = await find(reference);
      if (existing) return chargeOf(existing) as BoletoCharge;
      const boleto = makeBoleto({
        bankCode: SANDBOX_BANK_CODE,
        amount,
        dueDate,
        freeField: boletoFreeField(reference, randomBytes(4).readUInt32BE(0)),
      });
      return (await insertWaiting('BOLETO', {
        reference,
        amount,
        barcode: boleto.barcode,
        digitableLine: boleto.digitableLine,
        dueDate,
        expiresAt,
        payer,
      })) as BoletoCharge;
    },

    cancelCharge: (reference) => move(reference, ['WAITING'], 'CANCELLED'),
    refundCharge: (reference) => move(reference, ['PAID'], 'REFUNDED'),

    async refundReceived(reference, amount) {
      // One statement: of two concurrent calls only one finds refunded_amount still empty.
      const done = await db
        .update(sandboxCharges)
        .set({ status: 'REFUNDED', refundedAmount: amount, updatedAt: now() })
        .where(and(eq(sandboxCharges.reference, reference), isNull(sandboxCharges.refundedAmount)))
        .returning({ reference: sandboxCharges.reference });
      return done.length > 0;
    },

    async charge(reference) {
      const row = await find(reference);
      return row ? chargeOf(row) : null;
    },

    async chargeById(id) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return row ? chargeOf(row) : null;
    },

    async emit(id, type) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      if (!row) return null;
      // A tester may pay a cancelled Pix (the money arrives anyway: the store refunds it), but
      // nothing happens to a refunded charge.
      if (row.status !== 'REFUNDED') {
        await db
          .update(sandboxCharges)
          .set({ status: EVENT_STATUS[type], updatedAt: now() })
          .where(eq(sandboxCharges.id, id));
      }
      const [after] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return after ? chargeOf(after) : null;
    },
  };
}
