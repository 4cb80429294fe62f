/**
 * The sandbox gateway's payments (issue #13): authorise, capture, void, refund, kept in its own
 * table `sandbox_authorizations` keyed by the idempotency reference (the order number), so the
 * same reference never authorises twice. Test cards (README):
 *
 * - 4111 1111 1111 1111 (and any other valid card): approved;
 * - 4000 0000 0000 0002: refused ('Pagamento recusado pelo banco emissor do cartão…');
 * - 4000 0000 0000 0119: no answer in time — the authorisation is recorded (it *may* have
 *   happened, as with a real gateway) and TIMEOUT is answered at once (no sleep); the caller voids.
 *
 * A card's behaviour travels in its token (`sbx_` approved, `sbxr_` refused, `sbxt_` timeout), so
 * a saved test card behaves like its number. The security code is decrypted, checked and dropped.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxAuthorizations } from '../../db/schema.ts';
import type {
  AuthoriseRequest,
  AuthoriseResult,
  GatewayPaymentStatus,
  PaymentGateway,
} from './gateway.ts';

export const REFUSED_CARD = '4000000000000002';
export const TIMEOUT_CARD = '4000000000000119';
export const PAYMENT_REFUSED =
  'Pagamento recusado pelo banco emissor do cartão. Verifique os dados ou use outro cartão.';
export const PAYMENT_TIMEOUT =
  'A operadora do cartão não respondeu a tempo. Nenhum valor foi cobrado; tente novamente.';
export const SECURITY_CODE_INVALID = 'O código de segurança do cartão não é válido.';
export const AUTHORISATION_CANCELLED = 'Esta autorização de pagamento foi cancelada.';

/** A new token for a card; the prefix carries the sandbox behaviour of the test cards. */
export function sandboxToken(digits: string): string {
  const prefix = digits === REFUSED_CARD ? 'sbxr_' : digits === TIMEOUT_CARD ? 'sbxt_' : 'sbx_';
  return `${prefix}${randomBytes(18).toString('base64url')}`;
}

type Behaviour = 'approve' | 'refuse' | 'timeout' | 'unknown';

function behaviourOf(token: string): Behaviour {
  if (token.startsWith('sbxr_')) return 'refuse';
  if (token.startsWith('sbxt_')) return 'timeout';
  if (token.startsWith('sbx_')) return 'approve';
  return 'unknown';
}

type Row = typeof sandboxAuthorizations.$inferSelect;

function resultOf(row: Row): AuthoriseResult {
  if (row.status === 'AUTHORIZED' || row.status === 'CAPTURED') {
    return {
      outcome: 'AUTHORIZED',
      pspReference: row.pspReference,
      brand: row.brand,
      lastFour: row.lastFour,
    };
  }
  if (row.status === 'REFUSED')
    return { outcome: 'REFUSED', message: row.message ?? PAYMENT_REFUSED };
  return { outcome: 'REFUSED', message: AUTHORISATION_CANCELLED };
}

export interface SandboxPaymentsDeps {
  db: Db;
  now: () => Date;
  /** Decrypts the security code (null when unreadable). */
  securityCode: (encrypted: string) => Promise<string | null>;
}

export type SandboxPayments = Pick<
  PaymentGateway,
  'authorise' | 'capture' | 'void' | 'refund' | 'status'
>;

export function createSandboxPayments(deps: SandboxPaymentsDeps): SandboxPayments {
  const { db, now } = deps;

  async function find(reference: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.reference, reference));
    return row;
  }

  async function move(reference: string, from: string[], to: string): Promise<void> {
    const row = await find(reference);
    if (!row || !from.includes(row.status)) return;
    await db
      .update(sandboxAuthorizations)
      .set({ status: to, updatedAt: now() })
      .where(eq(sandboxAuthorizations.reference, reference));
  }

  return {
    async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
      const existing = await find(request.reference);
      if (existing) return resultOf(existing);
      const behaviour = behaviourOf(request.source.token);
      const code =
        request.source.recurring === true
          ? null
          : await deps.securityCode(request.source.encryptedSecurityCode);
      const codeValid =
        request.source.recurring === true || (code !== null && /^[0-9]{3,4}$/.test(code));
      let status: 'AUTHORIZED' | 'REFUSED' = 'AUTHORIZED';
      let message: string | null = null;
      if (!codeValid) {
        status = 'REFUSED';
        message = SECURITY_CODE_INVALID;
      } else if (behaviour === 'refuse' || behaviour === 'unknown') {
        status = 'REFUSED';
        message = PAYMENT_REFUSED;
      }
      const at = now();
      const [inserted] = await db
        .insert(sandboxAuthorizations)
        .values({
          reference: request.reference,
          pspReference: `psp_${randomBytes(12).toString('hex')}`,
          status,
          amount: request.amount,
          installments: request.installments,
          brand: null,
          lastFour: null,
          token: request.source.token,
          message,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent authorisation of the same reference won: its answer is the answer.
      if (!inserted) {
        const winner = await find(request.reference);
        if (!winner) throw new Error('sandbox authorisation vanished');
        return resultOf(winner);
      }
      if (behaviour === 'timeout' && status === 'AUTHORIZED') {
        return { outcome: 'TIMEOUT', message: PAYMENT_TIMEOUT };
      }
      return resultOf(inserted);
    },

    capture: (reference) => move(reference, ['AUTHORIZED'], 'CAPTURED'),
    void: (reference) => move(reference, ['AUTHORIZED'], 'VOIDED'),
    refund: (reference) => move(reference, ['CAPTURED'], 'REFUNDED'),

    async status(reference) {
      const row = await find(reference);
      return row ? (row.status as GatewayPaymentStatus) : null;
    },
  };
}
