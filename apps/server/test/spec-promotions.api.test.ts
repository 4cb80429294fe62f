/**
 * Issue #34 (ADR 0053): the SPEC §7 reads that answered 'unknown operation' — the promotion codes
 * (`getPromotionType`, `getPromotionAmount`, `getRuleActionTypePromotion`) over the seeded coupons,
 * gift certificates and the demo member's referral code; `getFlagImpostoZero` from the flag the
 * tax banner reads; `getParceiro` from the customer's premium subscriptions. Refusals are pt-BR
 * 4xx that change nothing; a code is counted per client IP; a customer sees only their programme.
 */
import { describe, expect, it } from 'vitest';
import { creditsText, PROMOTION_CODE_TEXTS } from '@adega/domain/promotions/promotion-codes';
import { REFERRAL_TEXTS } from '@adega/domain/promotions/referral';
import { LOGIN_REQUIRED_MESSAGE } from '../src/modules/auth/guard.ts';
import { eq } from 'drizzle-orm';
import { isPassPlanName } from '@adega/domain/club/partner';
import {
  coupons,
  customers,
  giftCertificates,
  rateLimits,
  referralCodes,
} from '../src/db/schema.ts';
import { SUBSCRIPTIONS } from '../src/seed/others.ts';
import { DEMO_SUBSCRIPTIONS } from '../src/seed/subscriptions.ts';
import { CUSTOM_PRODUCT_DISPLAY } from '../src/seed/settings.ts';
import { DEMO_REFERRAL_CODE } from '../src/seed/coupons.ts';
import { DEMO_PASSWORD, freshIp, loginAs, signUpCustomer } from './support/auth.ts';
import { client } from './support/cart-client.ts';
import { tablesSnapshot } from './support/fuzz.ts';
import { insertSubscription } from './support/subscriptions.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-de-promocoes';
const t = useTestApp({ products: 50, env: { ADMIN_TOKEN: ADMIN } });
const api = client(t);

/** A read from its own client IP (the codes are counted per IP). */
function ask(operation: string, body: unknown, host?: string, ip = freshIp()) {
  return api.rpc(null, operation, body, { 'x-forwarded-for': ip }, host);
}

const CODE_TABLES = {
  coupons: [coupons, coupons.id],
  certificates: [giftCertificates, giftCertificates.id],
  referrals: [referralCodes, referralCodes.id],
} as const;

describe('getPromotionType', () => {
  it.each([
    ['BEMVINDO10', 'PERCENT'],
    ['vinho50', 'FIXED'],
    ['FRETEGRATIS', 'FREE_SHIPPING'],
    ['VALE-100', 'GIFT_CERTIFICATE'],
    [DEMO_REFERRAL_CODE.toLowerCase(), 'REFERRAL'],
  ])('%s is %s', async (code, type) => {
    const answer = await ask('getPromotionType', { code });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: code.toUpperCase(), type });
  });
});

describe('getPromotionAmount', () => {
  it('a percent, a fixed value and a minimum in reais, a balance, a benefit', async () => {
    expect((await ask('getPromotionAmount', { code: 'BEMVINDO10' })).body.data).toEqual({
      code: 'BEMVINDO10',
      type: 'PERCENT',
      status: 'ACTIVE',
      percent: 10,
      amount: null,
      freeShipping: false,
      minimum: 100,
    });
    expect((await ask('getPromotionAmount', { code: 'VINHO50' })).body.data).toMatchObject({
      type: 'FIXED',
      percent: null,
      amount: 50,
      minimum: 300,
    });
    expect((await ask('getPromotionAmount', { code: 'FRETEGRATIS' })).body.data).toMatchObject({
      type: 'FREE_SHIPPING',
      freeShipping: true,
      minimum: 200,
    });
    expect((await ask('getPromotionAmount', { code: 'VALE-100' })).body.data).toMatchObject({
      type: 'GIFT_CERTIFICATE',
      status: 'ACTIVE',
      amount: 100,
    });
    const referral = (await ask('getPromotionAmount', { code: DEMO_REFERRAL_CODE })).body.data;
    expect(referral).toMatchObject({ type: 'REFERRAL', status: 'ACTIVE', amount: 50 });
    expect(JSON.stringify(referral)).not.toContain('Bruno');
  });

  it('the status is ACTIVE, NEXT or INACTIVE here and now', async () => {
    const status = async (code: string, host?: string) =>
      (await ask('getPromotionAmount', { code }, host)).body.data.status as string;
    expect(await status('VERAO2027')).toBe('NEXT');
    expect(await status('NATAL2025')).toBe('INACTIVE');
    expect(await status('DESATIVADO')).toBe('INACTIVE');
    expect(await status('VALE-SEM-SALDO')).toBe('INACTIVE');
    expect(await status('VALE-EXPIRADO')).toBe('INACTIVE');
    expect(await status('OUTLET20')).toBe('INACTIVE');
    expect(await status('OUTLET20', 'outlet.localhost')).toBe('ACTIVE');
    expect(await status('VINHO50', 'outlet.localhost')).toBe('INACTIVE');
  });
});

describe('the promotion-code reads refuse', () => {
  const bodies: [unknown, number, string][] = [
    [{}, 422, PROMOTION_CODE_TEXTS.required],
    [{ code: '   ' }, 422, PROMOTION_CODE_TEXTS.required],
    [{ code: 'X'.repeat(41) }, 422, PROMOTION_CODE_TEXTS.format],
    [{ code: 'CUPOM DE NATAL' }, 422, PROMOTION_CODE_TEXTS.format],
    [{ code: 10 }, 422, PROMOTION_CODE_TEXTS.required],
    [{ code: 'BEMVINDO10', store: 'WINE' }, 422, 'Campo não reconhecido: store.'],
    [{ code: 'NAOEXISTE' }, 404, PROMOTION_CODE_TEXTS.unknown],
  ];

  it.each(['getPromotionType', 'getPromotionAmount'])(
    '%s: bad input 422 and unknown code 404 in pt-BR, nothing changed',
    async (operation) => {
      const before = await tablesSnapshot(t.deps.db, CODE_TABLES);
      for (const [body, status, message] of bodies) {
        const answer = await ask(operation, body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.body.message).toBe(message);
      }
      expect(await tablesSnapshot(t.deps.db, CODE_TABLES)).toEqual(before);
    },
  );

  it('counts every attempt per client IP: the 61st in 10 minutes is 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) {
      const answer = await ask(
        i % 2 ? 'getPromotionType' : 'getPromotionAmount',
        { code: `N${String(i)}` },
        undefined,
        ip,
      );
      expect(answer.status).toBe(404);
    }
    const over = await ask('getPromotionType', { code: 'BEMVINDO10' }, undefined, ip);
    expect(over.status).toBe(429);
    expect((await ask('getPromotionType', { code: 'BEMVINDO10' })).status).toBe(200);
    expect((await t.deps.db.select().from(rateLimits)).length).toBeGreaterThan(0);
  });
});

const MONTHLY = { modalidade: 'monthly', quantidadeCreditos: 1, automaticRenovation: true };
const ANNUAL = { modalidade: 'annual', quantidadeCreditos: 12, automaticRenovation: true };

describe('getRuleActionTypePromotion', () => {
  it('a referral code takes its benefit off the first charge of the club subscription', async () => {
    const answer = await ask('getRuleActionTypePromotion', {
      code: DEMO_REFERRAL_CODE,
      ...MONTHLY,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      code: DEMO_REFERRAL_CODE,
      type: 'REFERRAL',
      actionType: 'SUBSCRIPTION_FIRST_CHARGE_AMOUNT',
      appliesToSubscription: true,
      amount: 50,
      ...MONTHLY,
      message: 'Desconto de R$ 50,00 na primeira cobrança da assinatura (Mensal).',
    });
    const annual = await ask('getRuleActionTypePromotion', { code: DEMO_REFERRAL_CODE, ...ANNUAL });
    expect(annual.body.data.message).toBe(
      'Desconto de R$ 50,00 na primeira cobrança da assinatura (Anual pré-pago).',
    );
  });

  it('a coupon discounts only the products; a certificate pays, the subscription included', async () => {
    const coupon = await ask('getRuleActionTypePromotion', { code: 'BEMVINDO10', ...MONTHLY });
    expect(coupon.body.data).toMatchObject({
      actionType: 'PRODUCTS_PERCENT',
      appliesToSubscription: false,
      percent: 10,
      message: PROMOTION_CODE_TEXTS.couponOnProducts,
    });
    const certificate = await ask('getRuleActionTypePromotion', { code: 'VALE-100', ...ANNUAL });
    expect(certificate.body.data).toMatchObject({
      actionType: 'PAYMENT',
      appliesToSubscription: true,
      amount: 100,
    });
    const empty = await ask('getRuleActionTypePromotion', { code: 'VALE-SEM-SALDO', ...MONTHLY });
    expect(empty.body.data).toMatchObject({ appliesToSubscription: false, amount: 0 });
  });

  it('terms the store does not sell and malformed fields are 422 in pt-BR on their field', async () => {
    const before = await tablesSnapshot(t.deps.db, CODE_TABLES);
    const code = 'BEMVINDO10';
    const cases: [unknown, string, string][] = [
      [{ code, ...MONTHLY, quantidadeCreditos: 12 }, 'quantidadeCreditos', creditsText('monthly')],
      [{ code, ...ANNUAL, quantidadeCreditos: 1 }, 'quantidadeCreditos', creditsText('annual')],
      [
        { code, ...MONTHLY, automaticRenovation: false },
        'automaticRenovation',
        PROMOTION_CODE_TEXTS.noManualRenewal,
      ],
      [{ code, ...MONTHLY, modalidade: 'semanal' }, 'modalidade', PROMOTION_CODE_TEXTS.modalidade],
      [
        { code, ...MONTHLY, quantidadeCreditos: 1.5 },
        'quantidadeCreditos',
        PROMOTION_CODE_TEXTS.credits,
      ],
      [
        { code, ...MONTHLY, quantidadeCreditos: 13 },
        'quantidadeCreditos',
        PROMOTION_CODE_TEXTS.credits,
      ],
      [
        { code, ...MONTHLY, automaticRenovation: 'sim' },
        'automaticRenovation',
        PROMOTION_CODE_TEXTS.renewal,
      ],
      [{ ...MONTHLY }, 'code', PROMOTION_CODE_TEXTS.required],
    ];
    for (const [body, field, message] of cases) {
      const answer = await ask('getRuleActionTypePromotion', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.fields[field]).toBe(message);
    }
    const unknown = await ask('getRuleActionTypePromotion', { code: 'NAOEXISTE', ...MONTHLY });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PROMOTION_CODE_TEXTS.unknown);
    expect(await tablesSnapshot(t.deps.db, CODE_TABLES)).toEqual(before);
  });

  it('a referral code of someone no longer in the club does not apply', async () => {
    await t.deps.db.update(referralCodes).set({ active: false });
    const answer = await ask('getRuleActionTypePromotion', {
      code: DEMO_REFERRAL_CODE,
      ...MONTHLY,
    });
    await t.deps.db.update(referralCodes).set({ active: true });
    expect(answer.body.data).toMatchObject({
      status: 'INACTIVE',
      appliesToSubscription: false,
      message: REFERRAL_TEXTS.inactive,
    });
  });
});

describe('getParceiro', () => {
  it('a visitor gets 401', async () => {
    const answer = await api.rpc(null, 'getParceiro', {});
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
  });

  it('the customer’s own programme: Pass, Prime or none; never another customer’s', async () => {
    const pass = await signUpCustomer(t);
    const prime = await signUpCustomer(t);
    const none = await signUpCustomer(t);
    await insertSubscription(t, pass.customerId, 'parceiro-pass');
    await insertSubscription(t, prime.customerId, 'parceiro-prime', { plan: 'PRIME-MENSAL' });
    const of = async (session: typeof pass) => (await api.rpc(session, 'getParceiro', {})).body;
    expect(await of(pass)).toEqual({ data: { parceiro: 'Pass' } });
    expect(await of(prime)).toEqual({ data: { parceiro: 'Prime' } });
    expect(await of(none)).toEqual({ data: { parceiro: null } });
    // The seeded premium member holds the seeded plan (issue #34): a pass is 'Pass'.
    const seeded = DEMO_SUBSCRIPTIONS.find((s) => s.email === 'premium@adega.dev');
    const plan = SUBSCRIPTIONS.find((p) => p.code === seeded?.sku);
    const demo = await loginAs(t, 'premium@adega.dev', DEMO_PASSWORD, freshIp());
    expect((await api.rpc(demo, 'getParceiro', {})).body.data.parceiro).toBe(
      isPassPlanName(plan?.name ?? '') ? 'Pass' : 'Prime',
    );
    // Marked socioPrime without a subscription on record: 'Prime', as the prices treat them.
    const marked = await signUpCustomer(t);
    await t.deps.db
      .update(customers)
      .set({ socioPrime: true })
      .where(eq(customers.id, marked.customerId));
    expect(await of(marked)).toEqual({ data: { parceiro: 'Prime' } });
  });

  it('an ended subscription is no programme; a body is a 422', async () => {
    const ended = await signUpCustomer(t);
    await insertSubscription(t, ended.customerId, 'parceiro-fim', {
      state: 'CANCELED',
      currentPeriodEnd: '2026-11-01',
    });
    expect((await api.rpc(ended, 'getParceiro', {})).body.data.parceiro).toBeNull();
    const other = await api.rpc(ended, 'getParceiro', { customerId: 1 });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Campo não reconhecido: customerId.');
  });
});

describe('getFlagImpostoZero (the tax-savings banner’s flag)', () => {
  const setDisplay = (body: unknown) =>
    t.request('/api/v1/admin/flags/value/custom_product_display', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify(body),
    });

  it('answers where the banner shows, from value/custom_product_display', async () => {
    const answer = await api.rpc(null, 'getFlagImpostoZero', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      enabled: true,
      productPage: true,
      cart: true,
      taxPercentage: CUSTOM_PRODUCT_DISPLAY.taxPercentage,
      text: CUSTOM_PRODUCT_DISPLAY.taxText,
      textLeft: CUSTOM_PRODUCT_DISPLAY.taxTextLeft,
      textRight: CUSTOM_PRODUCT_DISPLAY.taxTextRight,
    });
  });

  it('follows the operators’ switch of the flag; bad input 422', async () => {
    expect(
      (
        await setDisplay({
          enabled: true,
          value: { ...CUSTOM_PRODUCT_DISPLAY, enabledOncart: false },
        })
      ).status,
    ).toBe(200);
    expect((await api.rpc(null, 'getFlagImpostoZero', {})).body.data).toMatchObject({
      enabled: true,
      productPage: true,
      cart: false,
    });
    expect((await setDisplay({ enabled: false })).status).toBe(200);
    expect((await api.rpc(null, 'getFlagImpostoZero', {})).body.data).toMatchObject({
      enabled: false,
      productPage: false,
      cart: false,
      taxPercentage: 0,
    });
    const bad = await api.rpc(null, 'getFlagImpostoZero', { store: 'OUTLET' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Campo não reconhecido: store.');
    expect((await setDisplay({ enabled: true, value: CUSTOM_PRODUCT_DISPLAY })).status).toBe(200);
    expect((await api.rpc(null, 'getFlagImpostoZero', {})).body.data.cart).toBe(true);
  });
});
