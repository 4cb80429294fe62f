/**
 * The club line the referral tests put in a cart: whatever 'Clube' product the catalogue sells
 * (today CLUBE-WINE). One place to change when the club products change.
 */
import type { TestApp } from './app.ts';
import { client } from './cart-client.ts';

export function clubLineProduct(t: TestApp) {
  return client(t).productWhere(`p.product_type = 'Clube' and p.in_wine and p.available`);
}
