/**
 * Cashback preview (SPEC §7 dry_run; ADR 0010): what the signed-in customer earns — 1.2 %,
 * premium 3x = 3.6 % — with the 'Você vai ganhar X de cashback!' line and the ledger balance.
 */
import { isLineAvailable, PRODUCT_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import { lineUnitPrice } from '@adega/domain/cart/line-price';
import { AppError } from '@adega/domain/errors';
import { fromReais, toReais } from '@adega/domain/money';
import { loggedCashbackLine } from '@adega/domain/pricing/cashback';
import { cashbackEarned, cashbackMultiplier, cashbackPercent } from '@adega/domain/pricing/loyalty';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { hasSubscription } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { CashbackPreviewDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import {
  buyerOf,
  cartProductOf,
  customerFlags,
  productByCode,
  type CartService,
} from '../cart/service.ts';
import { cashbackBalance } from '../coupons/service.ts';

export type DryRunInput = { type: 'PRODUCT'; sku: string } | { type: 'CART' };

export function createLoyaltyService(db: Db, cart: CartService) {
  async function dryRun(
    input: DryRunInput,
    store: Store,
    customerId: number,
  ): Promise<CashbackPreviewDto> {
    const flags = await customerFlags(db, customerId);
    const balance = await cashbackBalance(db, customerId);
    if (input.type === 'PRODUCT') {
      const product = await productByCode(db, input.sku);
      if (!product || !cartProductOf(product, store).inStore) {
        throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      }
      const premium = flags?.socioPrime === true;
      // The subscription itself earns nothing; an unavailable product earns nothing now.
      const buyable =
        !isSubscriptionItem(product) &&
        isLineAvailable(cartProductOf(product, store), 1, buyerOf(flags));
      const amount = buyable ? lineUnitPrice(product, hasSubscription(flags)) : 0;
      const cashback = cashbackEarned(amount, premium);
      const body: CashbackPreviewDto = {
        type: 'PRODUCT',
        sku: product.code,
        amount: toReais(amount),
        cashback: toReais(cashback),
        percent: cashbackPercent(premium),
        multiplier: cashbackMultiplier(premium),
        premium,
        text: loggedCashbackLine(cashback),
        balance: toReais(balance),
      };
      return body;
    }
    const document = await cart.view({ kind: 'customer', customerId }, store);
    const premium = flags?.socioPrime === true || document.clubePrimeOnCart;
    const body: CashbackPreviewDto = {
      type: 'CART',
      sku: null,
      amount: document.cashbackPreview.base,
      cashback: document.cashbackPreview.amount,
      percent: document.cashbackPreview.percent,
      multiplier: cashbackMultiplier(premium),
      premium,
      text: loggedCashbackLine(fromReais(document.cashbackPreview.amount)),
      balance: toReais(balance),
    };
    return body;
  }
  return { dryRun };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
