/**
 * Issue #34 'Calcular frete': `GET /api/v1/products/{sku}/shipping?cep=…` answers the checkout's
 * levels for one unit (money in reais), to visitors and customers alike, never cached; premium
 * (on the record or the prime line in the caller's own cart) gets the checkout's free Normal; bad
 * input is a 422 in pt-BR that counts nothing; valid calls are throttled per IP.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_ZONE_TEXTS } from '@adega/domain/checkout/shipping-zones';
import { CEP, REQUIRED } from '@adega/domain/validation/messages';
import { queryRows } from '../src/db/client.ts';
import { customers } from '../src/db/schema.ts';
import { SHIPPING_QUOTE_RATE_RULE } from '../src/modules/checkout/routes.ts';
import { freshIp } from './support/auth.ts';
import { client, MID_PRICED_WINE, type Who } from './support/cart-client.ts';
import { oneCustomer } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';
import { SAO_PAULO_LEVELS } from './support/address.ts';

const t = useTestApp({ products: 120 });
const api = client(t);
let wine: { code: string };
let kit: { code: string; kit_size: number };
let prime: { code: string };

beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  prime = await api.productWhere(`p.product_type = 'ClubePrime' and p.in_wine and p.available`);
  const [row] = await queryRows<{ code: string; kit_size: number }>(
    t.deps.db,
    sql`select code, kit_size from products where kit_size > 1 and in_wine order by id limit 1`,
  );
  if (!row) throw new Error('no seeded kit');
  kit = row;
});

function quote(who: Who, sku: string, cep: string, ip = freshIp()) {
  return api.send(
    who,
    'GET',
    `/api/v1/products/${sku}/shipping?cep=${encodeURIComponent(cep)}`,
    undefined,
    {
      'x-forwarded-for': ip,
    },
  );
}

const pricesOf = (body: { levels: { code: string; price: number }[] }) =>
  body.levels.map((level) => [level.code, level.price]);

async function rateRows(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from rate_limits where key like ${`${SHIPPING_QUOTE_RATE_RULE.name}:%`}`,
  );
  return row?.n ?? 0;
}

describe('a visitor', () => {
  it('gets the levels with price and delivery days, never cached', async () => {
    const answer = await quote({ cookie: null }, wine.code, '01310-100');
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      sku: wine.code,
      quantity: 1,
      destination: { cep: '01310100', uf: 'SP' },
      levels: SAO_PAULO_LEVELS,
    });
  });

  it('gets the zone of the CEP (no Expressa in the North) and a kit priced by its bottles', async () => {
    const north = await quote(null, wine.code, '69010000');
    expect(pricesOf(north.body)).toEqual([['NORMAL', 49.9]]);
    const boxes = Math.ceil(kit.kit_size / 6);
    const rio = await quote(null, kit.code, '20040-020');
    expect(rio.body.levels[0].price).toBeCloseTo(24.9 + 12.9 * (boxes - 1), 2);
  });
});

describe('bad input changes nothing', () => {
  it('answers 422 in pt-BR for a malformed, empty, overlong or unknown CEP, and counts none', async () => {
    const before = await rateRows();
    const cases: [string, string][] = [
      ['1234-567', CEP],
      ['01310--100', CEP],
      ['', REQUIRED],
      ['9'.repeat(5000), CEP],
      ['00999-999', SHIPPING_ZONE_TEXTS.unknownCep],
    ];
    for (const [cep, message] of cases) {
      const answer = await quote(null, wine.code, cep);
      expect(answer.status, cep.slice(0, 20)).toBe(422);
      expect(answer.body.message).toBe(message);
      expect(answer.body.fields).toEqual({ cep: message });
    }
    // The unknown CEP passed the input rule: it was counted (one row), the others were not.
    expect(await rateRows()).toBe(before + 1);
  });

  it('answers 422 for a malformed sku and 404 for one that is not sold here', async () => {
    expect((await quote(null, 'a b;c', '01310-100')).status).toBe(422);
    expect((await quote(null, 'X'.repeat(65), '01310-100')).status).toBe(422);
    const missing = await quote(null, 'NAOEXISTE1', '01310-100');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Produto não encontrado.');
  });
});

describe('premium is the caller’s own', () => {
  it('a premium customer gets free Normal; another customer does not', async () => {
    const premium = await oneCustomer(t);
    await t.deps.db
      .update(customers)
      .set({ socioPrime: true })
      .where(eq(customers.id, premium.customerId));
    const free = await quote(premium, wine.code, '01310-100');
    expect(free.body.levels[0]).toMatchObject({
      price: 0,
      fullPrice: 14.9,
      freeShippingReason: 'Frete grátis para assinantes premium',
    });
    const other = await oneCustomer(t);
    expect(pricesOf((await quote(other, wine.code, '01310-100')).body)).toEqual([
      ['NORMAL', 14.9],
      ['EXPRESSA', 29.9],
    ]);
    expect(pricesOf((await quote(null, wine.code, '01310-100')).body)[0]).toEqual(['NORMAL', 14.9]);
  });

  it('the prime line in the caller’s cart counts, as at the checkout', async () => {
    const buyer = await oneCustomer(t);
    expect(pricesOf((await quote(buyer, wine.code, '01310-100')).body)[0]).toEqual([
      'NORMAL',
      14.9,
    ]);
    expect((await api.addItem(buyer, prime.code, 1)).status).toBe(200);
    expect(pricesOf((await quote(buyer, wine.code, '01310-100')).body)[0]).toEqual(['NORMAL', 0]);
    // Another customer (no prime line) pays.
    const other = await oneCustomer(t);
    expect(pricesOf((await quote(other, wine.code, '01310-100')).body)[0]).toEqual([
      'NORMAL',
      14.9,
    ]);
  });
});

describe('throttle', () => {
  it('refuses the IP past the limit with 429 and a pt-BR message', async () => {
    const ip = freshIp();
    for (let i = 0; i < SHIPPING_QUOTE_RATE_RULE.limit; i += 1) {
      expect((await quote(null, wine.code, '01310-100', ip)).status).toBe(200);
    }
    const refused = await quote(null, wine.code, '01310-100', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Aguarde/);
    expect((await quote(null, wine.code, '01310-100')).status).toBe(200);
  });
});
