/**
 * What settling an order needs (settle.ts, charges.ts, waiting.ts), in a file of its own so the
 * settling files depend on it and not on each other.
 */
import type { MailingDeps } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { OrderEvents } from './events.ts';
import type { OrderPaidHook } from './paid.ts';

/** The mailing deps: its jobs are the expiry jobs of waiting Pix and boleto orders (issue #14). */
export interface SettleDeps extends MailingDeps {
  gateway: PaymentGateway;
  events: OrderEvents;
  /** The payment environment is the sandbox: instructions carry the sandbox control. */
  sandbox: boolean;
  /** What a paid order starts in the paying transaction (paid.ts), handed in at wiring. */
  onPaid: readonly OrderPaidHook[];
}
