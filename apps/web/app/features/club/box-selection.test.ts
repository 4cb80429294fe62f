import { describe, expect, it } from 'vitest';
import type { BoxWineDto, NextBoxDto } from '@adega/server/contract';
import {
  canPickMore,
  canSave,
  initialSelection,
  missingText,
  selectionCounter,
  toggleBottle,
} from './box-selection';
import { formatIsoDay } from './dates';

const wine = (sku: string): BoxWineDto => ({
  sku,
  name: `Vinho ${sku}`,
  href: `/prod${sku}.html`,
  image: null,
  type: 'Tinto',
  country: 'Chile',
});

function box(overrides: Partial<NextBoxDto> = {}): NextBoxDto {
  return {
    assinaturaUid: '7',
    clubeUid: 'essenciais',
    lineName: 'Essenciais',
    boxDate: '2026-12-15',
    bottlesPerBox: 2,
    skipped: false,
    changeable: true,
    custom: false,
    chosen: [wine('A'), wine('B')],
    selection: ['A', 'B', 'C', 'D'].map(wine),
    ...overrides,
  };
}

describe('choosing the next box', () => {
  it('adds and removes wines, never beyond the bottles per box', () => {
    expect(toggleBottle([], 'A', 2)).toEqual(['A']);
    expect(toggleBottle(['A'], 'B', 2)).toEqual(['A', 'B']);
    expect(toggleBottle(['A', 'B'], 'C', 2)).toEqual(['A', 'B']);
    expect(toggleBottle(['A', 'B'], 'A', 2)).toEqual(['B']);
    expect(canPickMore(['A'], 2)).toBe(true);
    expect(canPickMore(['A', 'B'], 2)).toBe(false);
  });

  it('counts the bottles and says what is missing', () => {
    expect(selectionCounter(1, 3)).toBe('1 de 3 garrafas escolhidas');
    expect(missingText(1, 3)).toBe('Faltam escolher 2 garrafas.');
    expect(missingText(2, 3)).toBe('Falta escolher 1 garrafa.');
    expect(missingText(3, 3)).toBeNull();
  });

  it('starts from the chosen wines that are in the selection', () => {
    expect(initialSelection(box())).toEqual(['A', 'B']);
    expect(initialSelection(box({ chosen: [wine('A'), wine('Z')] }))).toEqual(['A']);
  });

  it('saves exactly the bottles per box, a changed choice, on a box that can change', () => {
    expect(canSave(['A', 'B'], box())).toBe(false); // what is saved already
    expect(canSave(['B', 'A'], box())).toBe(false);
    expect(canSave(['A', 'C'], box())).toBe(true);
    expect(canSave(['A'], box())).toBe(false);
    expect(canSave(['A', 'C'], box({ changeable: false }))).toBe(false);
    expect(canSave(['A', 'C'], box({ skipped: true }))).toBe(false);
    expect(canSave(['C', 'D'], box({ chosen: [wine('A')] }))).toBe(true);
  });

  it('writes the box date as pt-BR', () => {
    expect(formatIsoDay('2026-12-05')).toBe('05/12/2026');
    expect(formatIsoDay('amanhã')).toBe('amanhã');
  });
});
