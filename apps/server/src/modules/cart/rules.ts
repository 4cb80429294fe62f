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

export function refuse(failure: CartRuleFailure): never {
  throw new AppError(FAILURE_CODE[failure.reason], failure.message);
}
