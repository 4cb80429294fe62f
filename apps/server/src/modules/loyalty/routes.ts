/**
 * Cashback preview (SPEC §7 `POST /api/v1/me/loyalty/dry_run` {sku, type:'PRODUCT'} or
 * {type:'CART'}; ADR 0010): what the signed-in customer earns — 1.2 %, premium 3x = 3.6 % — with
 * the 'Você vai ganhar X de cashback!' line and the ledger balance. Visitors get 401: their
 * 'Ganhe até' line is computed client-side with SPEC §9's 3.6 % rule.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { isLineAvailable } from '@adega/domain/cart/cart-rules';
import { lineUnitPrice } from '@adega/domain/cart/line-price';
import { AppError } from '@adega/domain/errors';
import { fromReais, toReais } from '@adega/domain/money';
import { loggedCashbackLine } from '@adega/domain/pricing/cashback';
import {
  cashbackEarned,
  cashbackMultiplier,
  cashbackPercent,
  CASHBACK_TEXTS,
} from '@adega/domain/pricing/loyalty';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { hasSubscription } from '@adega/domain/roles';
import { PRODUCT_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import type { CashbackPreviewDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../http/errors.ts';
import { noStore, parseInput } from '../account/operation.ts';
import { addItemInput } from '../cart/rpc.ts';
import {
  buyerOf,
  cartProductOf,
  customerFlags,
  productByCode,
  type CartService,
} from '../cart/service.ts';
import { cashbackBalance } from '../coupons/service.ts';

const TYPE_TEXT = "Informe o tipo: 'PRODUCT' (com sku) ou 'CART'.";

export const dryRunInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('PRODUCT'), sku: addItemInput.shape.sku }).strict(),
    z.object({ type: z.literal('CART') }).strict(),
  ],
  { error: TYPE_TEXT },
);

export function loyaltyRoutes(db: Db, cart: CartService): Hono {
  const app = new Hono();
  app.post('/v1/me/loyalty/dry_run', async (c) => {
    noStore(c);
    const session = c.get('session');
    if (!session || session.state !== 'logged') {
      throw new AppError('UNAUTHENTICATED', CASHBACK_TEXTS.signInRequired);
    }
    const input = parseInput(dryRunInput, await readJson(c));
    const store = c.get('store');
    const flags = await customerFlags(db, session.customerId);
    const balance = await cashbackBalance(db, session.customerId);
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
      return c.json(body);
    }
    const document = await cart.view({ kind: 'customer', customerId: session.customerId }, store);
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
    return c.json(body);
  });
  return app;
}
