/**
 * Issue #6 / ADR 0010: gift packaging through the HTTP app on a real database — the options as
 * data, eligibility (WINE store with a wine line; never in the outlet, SPEC §6), choosing one puts
 * its price in the total, removing it takes it out; bad input and another visitor's cart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_PACKAGING_TEXTS } from '@adega/domain/cart/gift-packaging';
import { fromReais, toReais } from '@adega/domain/money';
import { signUpCustomer } from './support/auth.ts';
import { cartOf, client, PLAIN_WINE, type Visitor } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let wine: { code: string };
let oil: { code: string };
let outletWine: { code: string };
const OUTLET = 'outlet.localhost';

const t = useTestApp({ products: 200 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(PLAIN_WINE);
  oil = await api.productWhere(
    `p.in_wine and p.available and p.list_price > 0 and p.stock > 5 and p.promotion is null
     and p.category not in ('vinho', 'kit', 'assinatura')`,
  );
  outletWine = await api.productWhere(
    `p.in_outlet and p.available and p.list_price > 0 and p.stock > 5 and p.promotion is null
     and p.category = 'vinho'`,
  );
});

const choose = (who: Visitor, sku: unknown, host?: string) =>
  api.send(who, 'POST', '/api/v1/giftPackaging/giftPackaging', { skuGiftPackaging: sku }, {}, host);

describe('GET /api/v1/giftPackaging and isEligible', () => {
  it('lists the options as data with nothing selected; a visitor without wine is not eligible', async () => {
    const visitor: Visitor = { cookie: null };
    const list = await api.send(visitor, 'GET', '/api/v1/giftPackaging');
    expect(list.status).toBe(200);
    expect(list.response.headers.get('cache-control')).toBe('no-store');
    expect(list.body.selected).toBeNull();
    expect(list.body.eligible).toBe(false);
    expect(list.body.options.length).toBeGreaterThanOrEqual(3);
    expect(list.body.options[0]).toEqual({
      sku: 'EMB-CAIXA-1',
      name: 'Caixa presente para 1 garrafa',
      price: 19.9,
      image: '/api/v1/giftPackaging/image/EMB-CAIXA-1',
    });
    const image = await t.request(list.body.options[0].image as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
    expect((await t.request('/api/v1/giftPackaging/image/%3Cx%3E')).status).toBe(404);
    const eligible = await api.send(visitor, 'GET', '/api/v1/giftPackaging/isEligible');
    expect(eligible.body).toEqual({ eligible: false, message: GIFT_PACKAGING_TEXTS.noWine });
  });

  it('a wine line makes the cart eligible; a non-wine line alone does not', async () => {
    const visitor: Visitor = { cookie: null };
    await api.addItem(visitor, oil.code, 1);
    expect((await api.send(visitor, 'GET', '/api/v1/giftPackaging/isEligible')).body.eligible).toBe(
      false,
    );
    await api.addItem(visitor, wine.code, 1);
    expect((await api.send(visitor, 'GET', '/api/v1/giftPackaging/isEligible')).body).toEqual({
      eligible: true,
      message: null,
    });
  });

  it('the outlet has no options and nothing is eligible (SPEC §6)', async () => {
    const visitor: Visitor = { cookie: null };
    expect((await api.addItem(visitor, outletWine.code, 1, OUTLET)).status).toBe(200);
    const list = await api.send(visitor, 'GET', '/api/v1/giftPackaging', undefined, {}, OUTLET);
    expect(list.body).toEqual({ options: [], selected: null, eligible: false });
    const eligible = await api.send(
      visitor,
      'GET',
      '/api/v1/giftPackaging/isEligible',
      undefined,
      {},
      OUTLET,
    );
    expect(eligible.body).toEqual({ eligible: false, message: GIFT_PACKAGING_TEXTS.otherStore });
    const before = await api.getCart(visitor, OUTLET);
    const answer = await choose(visitor, 'EMB-CAIXA-1', OUTLET);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(GIFT_PACKAGING_TEXTS.otherStore);
    expect(await api.getCart(visitor, OUTLET)).toEqual(before);
  });
});

describe('POST /api/v1/giftPackaging/giftPackaging and DELETE /api/v1/giftPackaging', () => {
  it('the chosen packaging is selected and its price enters the total; DELETE removes it', async () => {
    const visitor: Visitor = { cookie: null };
    await api.addItem(visitor, wine.code, 1);
    const before = await api.getCart(visitor);
    const answer = await choose(visitor, 'EMB-CAIXA-2');
    expect(answer.status).toBe(200);
    const cart = cartOf(answer);
    expect(cart.giftPackaging).toMatchObject({ sku: 'EMB-CAIXA-2', price: 29.9, applies: true });
    expect(cart.giftPackagingMoney.amount).toBe(29.9);
    expect(cart.total).toBe(toReais(fromReais(before.total) + 2_990));
    const list = await api.send(visitor, 'GET', '/api/v1/giftPackaging');
    expect(list.body.selected).toMatchObject({ sku: 'EMB-CAIXA-2' });
    // Another option replaces it.
    expect(cartOf(await choose(visitor, 'EMB-SACOLA')).giftPackaging?.sku).toBe('EMB-SACOLA');
    const removed = await api.send(visitor, 'DELETE', '/api/v1/giftPackaging');
    expect(removed.status).toBe(200);
    expect(cartOf(removed)).toMatchObject({ giftPackaging: null, total: before.total });
    const again = await api.send(visitor, 'DELETE', '/api/v1/giftPackaging');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(GIFT_PACKAGING_TEXTS.notSelected);
  });

  it('losing the last wine keeps the packaging listed but free, and says why', async () => {
    const visitor: Visitor = { cookie: null };
    await api.addItem(visitor, wine.code, 1);
    await api.addItem(visitor, oil.code, 1);
    await choose(visitor, 'EMB-CAIXA-1');
    const answer = await api.send(visitor, 'DELETE', `/api/v1/cart/items/${wine.code}`);
    const cart = cartOf(answer);
    expect(cart.giftPackaging).toMatchObject({
      sku: 'EMB-CAIXA-1',
      applies: false,
      message: GIFT_PACKAGING_TEXTS.noWine,
    });
    expect(cart.giftPackagingMoney.amount).toBe(0);
  });

  it('without a wine line, an unknown option, bad input: 4xx with a message, nothing changed', async () => {
    const visitor: Visitor = { cookie: null };
    await api.addItem(visitor, oil.code, 1);
    const before = await api.getCart(visitor);
    const noWine = await choose(visitor, 'EMB-CAIXA-1');
    expect(noWine.status).toBe(422);
    expect(noWine.body.message).toBe(GIFT_PACKAGING_TEXTS.noWine);
    const unknown = await choose(visitor, 'NAO-EXISTE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(GIFT_PACKAGING_TEXTS.unknown);
    for (const sku of ['', 5, null, 'a b']) {
      const bad = await choose(visitor, sku);
      expect(bad.status).toBe(422);
      expect(typeof bad.body.message).toBe('string');
    }
    expect(await api.getCart(visitor)).toEqual(before);
  });

  it("another visitor's or customer's packaging is not theirs to remove", async () => {
    const owner: Visitor = { cookie: null };
    await api.addItem(owner, wine.code, 1);
    const mine = cartOf(await choose(owner, 'EMB-CAIXA-1'));
    const stranger: Visitor = { cookie: null };
    expect((await api.send(stranger, 'DELETE', '/api/v1/giftPackaging')).status).toBe(404);
    const customer = await signUpCustomer(t);
    const theirs = await t.request('/api/v1/giftPackaging', {
      method: 'DELETE',
      headers: customer.headers,
    });
    expect(theirs.status).toBe(404);
    expect((await api.send(stranger, 'GET', '/api/v1/giftPackaging')).body.selected).toBeNull();
    expect(await api.getCart(owner)).toEqual(mine);
  });
});
