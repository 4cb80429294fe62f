/**
 * What settling an order needs (settle.ts, charges.ts, waiting.ts), in a file of its own so the
 * settling files depend on it and not on each other.
 */
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { OrderEvents } from './events.ts';
import type { OrderPaidHook } from './paid.ts';

export interface SettleDeps {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  mailer: Mailer;
  events: OrderEvents;
  publicUrl: (store: Store) => string;
  /** After an e-mail is queued (delivery runs after the response). */
  onMailQueued: () => void;
  /** Issue #14: the expiry jobs of waiting Pix and boleto orders. */
  jobs: JobRunner;
  /** The payment environment is the sandbox: instructions carry the sandbox control. */
  sandbox: boolean;
  /** What a paid order starts in the paying transaction (paid.ts), handed in at wiring. */
  onPaid: readonly OrderPaidHook[];
}
