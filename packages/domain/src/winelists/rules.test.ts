import { describe, expect, it } from 'vitest';
import {
  alertStep,
  canAddToList,
  checkWinelistName,
  otherVintageOf,
  productCountText,
  WINELIST_TEXTS,
  wineNameWithoutVintage,
  type VintageCandidate,
} from './rules.ts';
import { itReturns } from '../test-support/examples.ts';

describe('checkWinelistName (SPEC §5)', () => {
  it('trims and keeps a name of 1 to 30 characters', () => {
    expect(checkWinelistName('  Tintos  do   verão ')).toEqual({
      ok: true,
      name: 'Tintos do verão',
    });
    expect(checkWinelistName('a'.repeat(30))).toEqual({ ok: true, name: 'a'.repeat(30) });
  });
  it('refuses an empty name and one of 31 characters, in pt-BR', () => {
    expect(checkWinelistName('   ')).toEqual({ ok: false, message: WINELIST_TEXTS.nameRequired });
    expect(checkWinelistName('a'.repeat(31))).toEqual({
      ok: false,
      message: 'O nome da Winelist deve ter no máximo 30 caracteres.',
    });
  });
  it('counts characters as the customer sees them (emoji is one)', () => {
    expect(checkWinelistName('🍷'.repeat(30)).ok).toBe(true);
    expect(checkWinelistName('🍷'.repeat(31)).ok).toBe(false);
  });
});

describe('productCountText (SPEC §2)', () => {
  itReturns('says 0 Produtos, 1 Produto, N Produtos: %j → %j', productCountText, [
    [0, '0 Produtos'],
    [1, '1 Produto'],
    [7, '7 Produtos'],
  ]);
});

describe('canAddToList (SPEC §5)', () => {
  it('refuses a product already in the list with Produto já adicionado', () => {
    expect(canAddToList(['A', 'B'], 'B')).toEqual({
      ok: false,
      conflict: true,
      message: 'Produto já adicionado',
    });
    expect(canAddToList(['A'], 'B')).toEqual({ ok: true });
  });
  it('refuses beyond the list size', () => {
    expect(canAddToList(['A', 'B'], 'C', 2)).toMatchObject({ ok: false, conflict: false });
  });
});

describe('otherVintageOf (ADR 0027)', () => {
  const listed: VintageCandidate = {
    id: 1,
    name: 'Casa Alta Malbec Reserva 2019',
    producerId: 7,
    category: 'vinho',
    vintage: 2019,
    available: false,
  };
  const candidate = (over: Partial<VintageCandidate>): VintageCandidate => ({
    ...listed,
    id: 2,
    name: 'Casa Alta Malbec Reserva 2021',
    vintage: 2021,
    available: true,
    ...over,
  });
  it('strips the year from the name', () => {
    expect(wineNameWithoutVintage('Casa Alta Malbec 2019 Reserva')).toBe(
      'casa alta malbec reserva',
    );
    expect(wineNameWithoutVintage('Vinho 12000')).toBe('vinho 12000');
  });
  it('finds the newest available vintage of the same wine and producer', () => {
    const a = candidate({ id: 2, name: 'Casa Alta Malbec Reserva 2020', vintage: 2020 });
    const b = candidate({ id: 3 });
    expect(otherVintageOf(listed, [a, b])?.id).toBe(3);
  });
  it('ignores other producers, other wines, unavailable ones and the same vintage', () => {
    expect(
      otherVintageOf(listed, [
        candidate({ producerId: 8 }),
        candidate({ name: 'Casa Alta Cabernet Reserva 2021' }),
        candidate({ available: false }),
        candidate({ vintage: 2019, name: 'Casa Alta Malbec Reserva 2019' }),
        candidate({ category: 'kit' }),
      ]),
    ).toBeNull();
  });
  it('says nothing while the listed vintage is on sale', () => {
    expect(otherVintageOf({ ...listed, available: true }, [candidate({})])).toBeNull();
  });
});

describe('alertStep (issue #16 alerts)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('PRICE_DROP notifies below the price at signup, one key per price', () => {
    const alert = {
      id: 9,
      kind: 'PRICE_DROP' as const,
      priceAtSignup: 10000,
      unavailableSince: null,
    };
    expect(alertStep(alert, { available: true, price: 10000 }, now)).toEqual({ action: 'none' });
    expect(alertStep(alert, { available: true, price: 9000 }, now)).toEqual({
      action: 'notify',
      changeKey: 'PRICE_DROP:9:9000',
      clearUnavailable: false,
    });
    expect(alertStep(alert, { available: false, price: 9000 }, now)).toEqual({ action: 'none' });
  });
  it('BACK_IN_STOCK watches a stock-out, then notifies once per stock-out', () => {
    const alert = {
      id: 4,
      kind: 'BACK_IN_STOCK' as const,
      priceAtSignup: null,
      unavailableSince: null,
    };
    expect(alertStep(alert, { available: true, price: 100 }, now)).toEqual({ action: 'none' });
    expect(alertStep(alert, { available: false, price: 100 }, now)).toEqual({
      action: 'watch',
      unavailableSince: now.toISOString(),
    });
    const watching = { ...alert, unavailableSince: '2026-11-20T00:00:00.000Z' };
    expect(alertStep(watching, { available: false, price: 100 }, now)).toEqual({ action: 'none' });
    expect(alertStep(watching, { available: true, price: 100 }, now)).toEqual({
      action: 'notify',
      changeKey: 'BACK_IN_STOCK:4:2026-11-20T00:00:00.000Z',
      clearUnavailable: true,
    });
  });
});
