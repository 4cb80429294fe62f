import { describe, expect, it } from 'vitest';
import {
  BOX_NO_REPEATS,
  BOX_ONLY_SELECTION,
  BOX_SELECTION_SIZE,
  boxSelection,
  defaultChoice,
  exactBottlesMessage,
  fitsBoxLine,
  validateChoice,
  type BoxCandidate,
} from './box.ts';
import { CLUB_LINES } from './plans.ts';

function wine(sku: string, fields: Partial<BoxCandidate> = {}): BoxCandidate {
  return {
    sku,
    wineType: 'tinto',
    countryCode: 'chile',
    grapes: ['merlot'],
    salePrice: 5000,
    rating: 4,
    attributes: {},
    ...fields,
  };
}

describe('fitsBoxLine (ADR 0022 criteria)', () => {
  it('essenciais: reds and whites of R$ 40 to R$ 60', () => {
    expect(fitsBoxLine(wine('a', { salePrice: 4000 }), 'essenciais')).toBe(true);
    expect(fitsBoxLine(wine('a', { salePrice: 6000, wineType: 'branco' }), 'essenciais')).toBe(
      true,
    );
    expect(fitsBoxLine(wine('a', { salePrice: 3999 }), 'essenciais')).toBe(false);
    expect(fitsBoxLine(wine('a', { salePrice: 6001 }), 'essenciais')).toBe(false);
    expect(fitsBoxLine(wine('a', { wineType: 'rose' }), 'essenciais')).toBe(false);
  });

  it('surpreendentes: an uncommon grape or country, still, up to R$ 150', () => {
    expect(fitsBoxLine(wine('a', { grapes: ['tannat'] }), 'surpreendentes')).toBe(true);
    expect(fitsBoxLine(wine('a', { countryCode: 'africa-do-sul' }), 'surpreendentes')).toBe(true);
    expect(fitsBoxLine(wine('a'), 'surpreendentes')).toBe(false);
    expect(fitsBoxLine(wine('a', { grapes: ['tannat'], salePrice: 15001 }), 'surpreendentes')).toBe(
      false,
    );
    expect(
      fitsBoxLine(wine('a', { grapes: ['tannat'], wineType: 'espumante' }), 'surpreendentes'),
    ).toBe(false);
  });

  it('notaveis: a critic score ≥ 92 or a rating ≥ 4.5, R$ 80 to R$ 400', () => {
    const priced = { salePrice: 12000, rating: 4 };
    expect(fitsBoxLine(wine('a', { ...priced, attributes: { PNT_RP: '92' } }), 'notaveis')).toBe(
      true,
    );
    expect(fitsBoxLine(wine('a', { ...priced, attributes: { PNT_RP: '91' } }), 'notaveis')).toBe(
      false,
    );
    expect(fitsBoxLine(wine('a', { salePrice: 12000, rating: 4.5 }), 'notaveis')).toBe(true);
    expect(fitsBoxLine(wine('a', { salePrice: 5000, rating: 4.9 }), 'notaveis')).toBe(false);
  });

  it('singulares from R$ 200; refrescantes whites and rosés; espumantes sparkling', () => {
    expect(fitsBoxLine(wine('a', { salePrice: 20000 }), 'singulares')).toBe(true);
    expect(fitsBoxLine(wine('a', { salePrice: 19999 }), 'singulares')).toBe(false);
    expect(fitsBoxLine(wine('a', { wineType: 'rose' }), 'refrescantes')).toBe(true);
    expect(fitsBoxLine(wine('a', { wineType: 'branco', salePrice: 12001 }), 'refrescantes')).toBe(
      false,
    );
    expect(fitsBoxLine(wine('a'), 'refrescantes')).toBe(false);
    expect(fitsBoxLine(wine('a', { wineType: 'espumante' }), 'espumantes')).toBe(true);
    expect(fitsBoxLine(wine('a', { wineType: 'frisante' }), 'espumantes')).toBe(false);
  });
});

describe('boxSelection', () => {
  const many = Array.from({ length: 30 }, (_, i) => wine(`V${String(i).padStart(3, '0')}`));
  const strangers = [wine('X1', { wineType: 'espumante' }), wine('X2', { salePrice: 90000 })];

  it('up to 8 wines of the line only, deterministic', () => {
    const first = boxSelection([...many, ...strangers], 'essenciais', '2027-03-10');
    expect(first).toHaveLength(BOX_SELECTION_SIZE);
    expect(first.every((w) => w.sku.startsWith('V'))).toBe(true);
    expect(new Set(first.map((w) => w.sku)).size).toBe(BOX_SELECTION_SIZE);
    // Same input in another order: same answer.
    expect(boxSelection([...many].reverse(), 'essenciais', '2027-03-10')).toEqual(first);
    // Any day of the same month: the same box.
    expect(boxSelection(many, 'essenciais', '2027-03-28')).toEqual(first);
  });

  it('rotates with the box month: consecutive months differ, across a year end too', () => {
    const months = ['2027-11-05', '2027-12-05', '2028-01-05', '2028-02-05'];
    const picks = months.map((d) => boxSelection(many, 'essenciais', d).map((w) => w.sku));
    for (let i = 1; i < picks.length; i += 1) {
      expect(picks[i]).not.toEqual(picks[i - 1]);
      const overlap = picks[i]!.filter((sku) => picks[i - 1]!.includes(sku));
      expect(overlap).toHaveLength(0);
    }
  });

  it('a line with 8 wines or fewer offers them all; none when nothing fits', () => {
    const few = many.slice(0, 5);
    expect(
      boxSelection(few, 'essenciais', '2027-01-01')
        .map((w) => w.sku)
        .sort(),
    ).toEqual(few.map((w) => w.sku));
    expect(boxSelection(many, 'espumantes', '2027-01-01')).toEqual([]);
  });

  it('every line has a selection from a catalogue of each kind', () => {
    const catalogue = [
      ...many,
      ...Array.from({ length: 10 }, (_, i) =>
        wine(`S${String(i)}`, { grapes: ['tannat'], countryCode: 'uruguai', salePrice: 9000 }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        wine(`N${String(i)}`, { salePrice: 25000, attributes: { PNT_WS: '95' } }),
      ),
      ...Array.from({ length: 10 }, (_, i) => wine(`B${String(i)}`, { wineType: 'branco' })),
      ...Array.from({ length: 10 }, (_, i) => wine(`E${String(i)}`, { wineType: 'espumante' })),
    ];
    for (const line of CLUB_LINES) {
      const selection = boxSelection(catalogue, line.slug, '2027-06-01');
      expect(selection.length, line.slug).toBeGreaterThanOrEqual(line.bottlesPerBox);
    }
  });
});

describe('defaultChoice and validateChoice', () => {
  const selection = ['A', 'B', 'C', 'D'].map((sku) => wine(sku));

  it('the default is the first bottlesPerBox of the selection', () => {
    expect(defaultChoice(selection, 2).map((w) => w.sku)).toEqual(['A', 'B']);
    expect(defaultChoice(selection.slice(0, 1), 3).map((w) => w.sku)).toEqual(['A']);
  });

  it('accepts exactly N different wines of the selection, as the catalogue writes them', () => {
    expect(validateChoice(['C', ' a '], selection, 2)).toEqual({ ok: true, skus: ['C', 'A'] });
  });

  it('refuses a wrong count, a repeat and a wine outside the selection, in pt-BR', () => {
    expect(validateChoice(['A'], selection, 2)).toEqual({
      ok: false,
      message: 'Escolha exatamente 2 garrafas.',
    });
    expect(validateChoice(['A', 'B', 'C'], selection, 2)).toEqual({
      ok: false,
      message: exactBottlesMessage(2),
    });
    expect(exactBottlesMessage(1)).toBe('Escolha exatamente 1 garrafa.');
    expect(validateChoice(['A', 'a'], selection, 2)).toEqual({
      ok: false,
      message: BOX_NO_REPEATS,
    });
    expect(validateChoice(['A', 'Z'], selection, 2)).toEqual({
      ok: false,
      message: BOX_ONLY_SELECTION,
    });
  });
});
