/**
 * Coupons (issue #6, ADR 0010): a coupon is data — a code, a kind (percent or fixed money, with a
 * free-shipping flag), a value, a minimum cart value, a validity window, usage limits, the stores
 * it is valid in, members-only and active. Whether it applies to a cart is one pure check that
 * returns a typed result with the pt-BR text to show (STYLE §3); the same check runs when the code
 * is applied (a failure refuses it) and at every read of the cart (a failure keeps the code listed,
 * gives 0 and says why).
 */
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../constants.ts';
import { formatBRL, percentOf, type Centavos } from '../money.ts';
import type { Store } from '../store.ts';

export const COUPON_KINDS = ['PERCENT', 'FIXED'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface Coupon {
  code: string;
  kind: CouponKind;
  /** PERCENT: whole percent 0..100; FIXED: centavos. */
  value: number;
  /** Shipping is free with this coupon (shipping is priced at checkout). */
  freeShipping: boolean;
  /** The cart (products, after promotions) must reach this value; 0 = no minimum. */
  minimum: Centavos;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Redemptions allowed in total / per customer; null = unlimited. */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  storeCodes: readonly Store[];
  membersOnly: boolean;
  active: boolean;
}

export interface CouponContext {
  now: Date;
  store: Store;
  /** The value the coupon applies to: products after promotions, the subscription line excluded. */
  base: Centavos;
  /** The cart's customer, or null for a visitor. */
  customerId: number | null;
  /** Active subscription on the customer's record (SPEC §6 'only by active subscribers'). */
  subscriber: boolean;
  /** Redemptions so far: all customers, and this customer. */
  uses: number;
  customerUses: number;
}

export const COUPON_TEXTS = {
  required: 'Informe o código do cupom.',
  format: 'O código do cupom só aceita letras, números, hífen e sublinhado (até 40 caracteres).',
  unknown: 'Cupom ou vale-presente inválido. Confira o código digitado e tente novamente.',
  inactive: 'Este cupom não está mais disponível.',
  usageLimit: 'Este cupom atingiu o limite de usos.',
  perCustomerLimit: 'Você já usou este cupom o número máximo de vezes permitido.',
  signInRequired: 'Entre na sua conta para usar este cupom.',
  otherStore: 'Este cupom não é válido nesta loja.',
  membersOnly: 'Este cupom é exclusivo para sócios do clube.',
  emptyCart: 'Adicione produtos à WineBox antes de usar um cupom.',
} as const;

/** dd/MM/yyyy in the store's time zone. */
export function storeDate(date: Date): string {
  const local = new TZDate(date.getTime(), STORE_TIME_ZONE);
  const dd = String(local.getDate()).padStart(2, '0');
  const mm = String(local.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${String(local.getFullYear())}`;
}

export function expiredText(validUntil: Date): string {
  return `Este cupom expirou em ${storeDate(validUntil)}.`;
}

export function notYetValidText(validFrom: Date): string {
  return `Este cupom só vale a partir de ${storeDate(validFrom)}.`;
}

export function minimumText(minimum: Centavos, base: Centavos): string {
  return `Este cupom vale para compras a partir de ${formatBRL(minimum)}. Faltam ${formatBRL(
    Math.max(0, minimum - base),
  )}.`;
}

export type CouponRefusal =
  | 'inactive'
  | 'expired'
  | 'not-yet-valid'
  | 'other-store'
  | 'members-only'
  | 'sign-in'
  | 'usage-limit'
  | 'per-customer-limit'
  | 'empty-cart'
  | 'minimum';

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRefusal; message: string };

/** Code as typed → the stored form: trimmed, upper case (codes are case-insensitive). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Whether the coupon applies now. Order: active, window, store, members-only, sign-in and limits,
 * empty cart, minimum — the first failure is the one the customer can least do something about.
 */
export function checkCoupon(coupon: Coupon, ctx: CouponContext): CouponCheck {
  const fail = (reason: CouponRefusal, message: string): CouponCheck => ({
    ok: false,
    reason,
    message,
  });
  if (!coupon.active) return fail('inactive', COUPON_TEXTS.inactive);
  const at = ctx.now.getTime();
  if (coupon.validUntil && at > coupon.validUntil.getTime()) {
    return fail('expired', expiredText(coupon.validUntil));
  }
  if (coupon.validFrom && at < coupon.validFrom.getTime()) {
    return fail('not-yet-valid', notYetValidText(coupon.validFrom));
  }
  if (!coupon.storeCodes.includes(ctx.store)) return fail('other-store', COUPON_TEXTS.otherStore);
  if (coupon.membersOnly && !ctx.subscriber) return fail('members-only', COUPON_TEXTS.membersOnly);
  if (coupon.perCustomerLimit !== null && ctx.customerId === null) {
    return fail('sign-in', COUPON_TEXTS.signInRequired);
  }
  if (coupon.usageLimit !== null && ctx.uses >= coupon.usageLimit) {
    return fail('usage-limit', COUPON_TEXTS.usageLimit);
  }
  if (coupon.perCustomerLimit !== null && ctx.customerUses >= coupon.perCustomerLimit) {
    return fail('per-customer-limit', COUPON_TEXTS.perCustomerLimit);
  }
  if (ctx.base <= 0) return fail('empty-cart', COUPON_TEXTS.emptyCart);
  if (ctx.base < coupon.minimum) return fail('minimum', minimumText(coupon.minimum, ctx.base));
  return { ok: true };
}

/** The discount on `base`: a percent of it, or the fixed value, never more than `base`. */
export function couponDiscount(coupon: Pick<Coupon, 'kind' | 'value'>, base: Centavos): Centavos {
  if (base <= 0) return 0;
  const value = Math.max(0, coupon.value);
  const discount = coupon.kind === 'PERCENT' ? percentOf(base, Math.min(100, value)) : value;
  return Math.min(base, Math.trunc(discount));
}
