import { describe, expect, it } from 'vitest';
import { AMOUNT, moneyInReais, type MoneyFields } from './money-json.ts';

interface Line {
  sku: string;
  price: number;
  was: number | null;
}
interface Doc {
  name: string;
  total: { amount: number };
  lines: Line[];
  shipping: { price: number } | null;
  count: number;
}

const fields: MoneyFields<Doc> = {
  total: AMOUNT,
  lines: { price: true, was: true },
  shipping: { price: true },
};

describe('moneyInReais', () => {
  const doc: Doc = {
    name: 'x',
    total: { amount: 8990 },
    lines: [
      { sku: 'A', price: 1, was: null },
      { sku: 'B', price: 12345, was: 20000 },
    ],
    shipping: null,
    count: 3,
  };

  it('converts the fields named money, in objects and in arrays, and keeps the others', () => {
    const { total, lines, ...others } = moneyInReais(fields, doc);
    expect(total).toEqual({ amount: 89.9 });
    expect(lines.map((line) => [line.sku, line.price, line.was])).toEqual([
      ['A', 0.01, null],
      ['B', 123.45, 200],
    ]);
    expect(others).toEqual({ name: 'x', shipping: null, count: 3 });
    expect(moneyInReais(fields, { ...doc, shipping: { price: 500 } }).shipping).toEqual({
      price: 5,
    });
  });

  it('keeps the order of the keys and leaves the document as it was', () => {
    const copy = structuredClone(doc);
    expect(Object.keys(moneyInReais(fields, doc))).toEqual(Object.keys(doc));
    expect(doc).toEqual(copy);
  });

  it('converts the elements of a top-level array', () => {
    expect(moneyInReais<Line[]>({ price: true }, [{ sku: 'A', price: 250, was: null }])).toEqual([
      { sku: 'A', price: 2.5, was: null },
    ]);
  });

  it('refuses an amount that is not whole centavos', () => {
    expect(() => moneyInReais(fields, { ...doc, total: { amount: 89.9 } })).toThrow(/inteiro/);
  });

  it('converts a field that is money in some objects only, where its function says so', () => {
    interface Coupon {
      kind: 'PERCENT' | 'FIXED';
      value: number;
    }
    const coupons: MoneyFields<Coupon[]> = { value: (coupon) => coupon.kind === 'FIXED' };
    expect(
      moneyInReais<Coupon[]>(coupons, [
        { kind: 'PERCENT', value: 10 },
        { kind: 'FIXED', value: 2500 },
      ]),
    ).toEqual([
      { kind: 'PERCENT', value: 10 },
      { kind: 'FIXED', value: 25 },
    ]);
    const nested: MoneyFields<Doc> = { lines: (owner) => owner.count > 1 && { price: true } };
    expect(moneyInReais(nested, doc).lines.map((line) => line.price)).toEqual([0.01, 123.45]);
    expect(moneyInReais(nested, { ...doc, count: 1 }).lines).toEqual(doc.lines);
  });
});
