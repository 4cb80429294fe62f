import { describe, expect, it } from 'vitest';
import { foldAccents } from './text.ts';

describe('foldAccents', () => {
  it('removes accents and cedillas and lowers the case', () => {
    expect(foldAccents('Carmenère')).toBe('carmenere');
    expect(foldAccents('AÇÃO Rosé')).toBe('acao rose');
  });

  it("reads '&' as 'e' and keeps every other character", () => {
    expect(foldAccents('Moët & Chandon')).toBe('moet  e  chandon');
    expect(foldAccents("D'Arenberg – ß")).toBe("d'arenberg – ß");
  });
});
