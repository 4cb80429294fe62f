/**
 * No surprise total (issue #33 F10, ADR 0049): before anything is reserved, the locked cart priced
 * now is compared with the quote it was last served with (and with the total the client says it
 * shows). Any change — a certificate or cashback spent elsewhere, a coupon gone, a price, a
 * promotion, the shipping level — refuses the placement with a 409 that names it; the service
 * then serves the cart again (so it is seen) and answers it with the message.
 */
import { quoteOf } from '@adega/domain/checkout/quote';
import { quoteRefusal, type QuoteChange } from '@adega/domain/checkout/quote-changes';
import { AppError, type ErrorBody } from '@adega/domain/errors';
import type { Centavos } from '@adega/domain/money';
import { moneyInReais } from '@adega/domain/money-json';
import { CART_MONEY, type CartDto, type OrderTotalChangedDto } from '../../contract.ts';
import { servedQuotes, type ChangeContext } from '../cart/service.ts';

export class TotalChangedError extends AppError {
  constructor(
    message: string,
    readonly changes: readonly QuoteChange[],
    readonly cart: CartDto | null = null,
  ) {
    super('CONFLICT', message);
  }

  /** The same refusal with the cart priced again, as the customer now sees it. */
  withCart(cart: CartDto): TotalChangedError {
    return new TotalChangedError(this.message, this.changes, cart);
  }

  override toBody(): ErrorBody & Pick<OrderTotalChangedDto, 'changes'> & { cart?: CartDto } {
    return {
      ...super.toBody(),
      changes: this.changes.map((change) => ({ kind: change.kind, message: change.message })),
      // An error's body leaves by the error path, not the operation's: its cart in reais here.
      ...(this.cart ? { cart: moneyInReais(CART_MONEY, this.cart) } : {}),
    };
  }
}

/** Throws TotalChangedError (409) when the customer did not see the cart as it is priced now. */
export async function assertTotalSeen(
  ctx: ChangeContext,
  priced: Awaited<ReturnType<ChangeContext['priced']>>,
  expectedTotal: Centavos | null,
): Promise<void> {
  const refusal = quoteRefusal({
    served: await servedQuotes(ctx.tx, ctx.cart.id),
    now: quoteOf(priced),
    expectedTotal,
  });
  if (refusal) throw new TotalChangedError(refusal.message, refusal.changes);
}
