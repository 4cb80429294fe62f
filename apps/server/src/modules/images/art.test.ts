import { describe, expect, it } from 'vitest';
import { initials, productArtSvg, wineInitials, type ArtInput } from './art.ts';
import { bottleShapeOf, WINE_COLOURS } from './bottles.ts';

const wine = (values: Partial<ArtInput>): ArtInput => ({
  code: 'V00001',
  name: 'Casa Silva Reserva Carmenère 2021',
  brand: 'Casa Silva',
  category: 'vinho',
  wineType: 'tinto',
  vintage: 2021,
  kitSize: null,
  grapes: ['carmenere'],
  ...values,
});

/** The outline of the first bottle drawn (its shape). */
const outline = (svg: string) => /<g transform[^>]*>\s*<path d="([^"]+)" fill="([^"]+)"/.exec(svg);

describe('product art (issue #34): bottles by type, colour and shape', () => {
  it('gives each wine type its own glass', () => {
    const glasses = ['tinto', 'branco', 'rose', 'espumante'].map(
      (wineType) => outline(productArtSvg(wine({ wineType })))?.[2],
    );
    expect(glasses).toEqual([
      WINE_COLOURS.tinto?.glass,
      WINE_COLOURS.branco?.glass,
      WINE_COLOURS.rose?.glass,
      WINE_COLOURS.espumante?.glass,
    ]);
    expect(new Set(glasses).size).toBe(4);
  });

  it('shapes the bottle by style: Bordeaux, Burgundy, sparkling, flute and port', () => {
    expect(bottleShapeOf('tinto', 'cabernet-sauvignon')).toBe('bordeaux');
    expect(bottleShapeOf('tinto', 'pinot-noir')).toBe('burgundy');
    expect(bottleShapeOf('branco', 'chardonnay')).toBe('burgundy');
    expect(bottleShapeOf('branco', 'sauvignon-blanc')).toBe('bordeaux');
    expect(bottleShapeOf('espumante', 'chardonnay')).toBe('sparkling');
    expect(bottleShapeOf('branco', 'riesling')).toBe('flute');
    expect(bottleShapeOf('licoroso', 'touriga-nacional')).toBe('fortified');
    const bordeaux = outline(productArtSvg(wine({ grapes: ['cabernet-sauvignon'] })))?.[1];
    const burgundy = outline(productArtSvg(wine({ grapes: ['pinot-noir'] })))?.[1];
    const sparkling = outline(productArtSvg(wine({ wineType: 'espumante', grapes: [] })))?.[1];
    expect(new Set([bordeaux, burgundy, sparkling]).size).toBe(3);
  });

  it("puts the producer's and the wine's initials and the vintage on the label", () => {
    expect(initials('Concha y Toro')).toBe('CT');
    expect(wineInitials('Casa Silva Reserva Carmenère 2021', 'Casa Silva')).toBe('RC');
    const svg = productArtSvg(wine({}));
    expect(svg).toContain('>CS</text>');
    expect(svg).toContain('>RC</text>');
    expect(svg).toContain('>2021</text>');
    // Two producers of the same wine type get different label papers or initials.
    expect(productArtSvg(wine({ brand: 'Montes', name: 'Montes Alpha Carmenère' }))).not.toBe(svg);
  });

  it('draws a kit as a group of bottles, mixed types when the kit mixes them', () => {
    const kit = productArtSvg(
      wine({
        code: 'K00001',
        category: 'kit',
        name: 'Kit 6 Vinhos do Mundo',
        brand: 'Wine',
        wineType: null,
        vintage: null,
        kitSize: 6,
        grapes: [],
      }),
    );
    const bottles = kit.match(/<g transform/g) ?? [];
    expect(bottles).toHaveLength(5);
    const glasses = new Set(
      [...kit.matchAll(/<g transform[^>]*>\s*<path d="[^"]+" fill="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(glasses.size).toBeGreaterThan(1);
    expect(kit).toContain('6 garrafas');
  });

  it('stays light and escapes what it writes', () => {
    const svg = productArtSvg(wine({ brand: '<Bodega>', name: '<Bodega> Tinto & Cia' }));
    expect(svg).not.toContain('<Bodega>');
    expect(svg.length).toBeLessThan(6000);
  });
});
