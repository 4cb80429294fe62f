import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRAPE_COLOURS, grapeColour } from './grape-colour.ts';
import { itReturns } from '../test-support/examples.ts';

describe('grapeColour (SPEC §9)', () => {
  itReturns('%s → %s', grapeColour, [
    ['tinto', 'red'],
    ['Tinto', 'red'],
    ['fortificado', 'red'],
    ['rosso', 'red'],
    ['doce', 'red'],
    ['porto', 'red'],
    ['Porto', 'red'],
    ['branco', 'white'],
    ['espumante', 'white'],
    ['frisante', 'white'],
    ['branco doce', 'white'],
    ['Branco  Doce', 'white'],
    ['rose', 'rose'],
    ['Rosé', 'rose'],
    ['ROSÉ', 'rose'],
    [' rosé ', 'rose'],
    ['laranja', 'white'],
    ['', 'white'],
    ['constructor', 'white'],
    ['toString', 'white'],
    ['__proto__', 'white'],
  ]);

  it('defaults to white without a type', () => {
    expect(grapeColour(null)).toBe('white');
    expect(grapeColour(undefined)).toBe('white');
  });

  it('property: always one of the colours', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        expect(GRAPE_COLOURS).toContain(grapeColour(type));
      }),
    );
  });

  it('property: case-insensitive for the spec types', () => {
    const types = ['tinto', 'fortificado', 'rosso', 'doce', 'porto', 'branco', 'espumante'];
    const known = fc.constantFrom(...types, 'frisante', 'branco doce', 'rose', 'rosé');
    fc.assert(
      fc.property(fc.mixedCase(known), (type) => {
        expect(grapeColour(type)).toBe(grapeColour(type.toLowerCase()));
      }),
    );
  });
});
