/**
 * A refused cart rule as the server answers it (ADR 0009): its AppError, status by reason. The
 * rules and their inputs (`cartProductOf`, `buyerOf`) are the domain's.
 */
import type { CartRuleFailure } from '@adega/domain/cart/cart-rules';
import { AppError, type ErrorCode } from '@adega/domain/errors';

const FAILURE_CODE: Record<CartRuleFailure['reason'], ErrorCode> = {
  'not-found': 'NOT_FOUND',
  unavailable: 'OUT_OF_STOCK',
  'out-of-stock': 'OUT_OF_STOCK',
  'members-only': 'MEMBERS_ONLY',
  quantity: 'VALIDATION',
  'already-prime': 'CONFLICT',
  'already-club': 'CONFLICT',
  'prime-required': 'FORBIDDEN',
  gift: 'CONFLICT',
};

/**
 * Throws the refusal's AppError. Order placement names the line in the message and answers a
 * product gone since it was added as a CONFLICT (the cart changed under the order), not a 404.
 */
export function refuse(
  failure: CartRuleFailure,
  message = failure.message,
  notFound: ErrorCode = 'NOT_FOUND',
): never {
  throw new AppError(
    failure.reason === 'not-found' ? notFound : FAILURE_CODE[failure.reason],
    message,
  );
}
