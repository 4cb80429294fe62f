import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { UFS } from '../brazil-states.ts';
import {
  CEP_RANGES,
  findZoneOfCep,
  SHIPPING_ZONE_TEXTS,
  UF_ZONES,
  ufOfCepDigits,
  zoneOfCep,
} from './shipping-zones.ts';

describe('shipping zones', () => {
  it('covers all 27 UFs with ranges and a zone each', () => {
    expect(UFS).toHaveLength(27);
    for (const uf of UFS) {
      expect(CEP_RANGES.some(([, , rangeUf]) => rangeUf === uf)).toBe(true);
      expect(UF_ZONES[uf]).toMatch(/^Z[1-4]$/);
    }
  });

  it('ranges are ordered and never overlap', () => {
    for (let i = 1; i < CEP_RANGES.length; i += 1) {
      const previous = CEP_RANGES[i - 1];
      const current = CEP_RANGES[i];
      expect(previous && current && previous[1] < current[0]).toBe(true);
    }
  });

  it.each([
    ['05435-010', 'SP', 'Z1'],
    ['20040-020', 'RJ', 'Z2'],
    ['70040010', 'DF', 'Z3'],
    ['69301-000', 'RR', 'Z4'],
    ['69900-000', 'AC', 'Z4'],
    ['73700-000', 'GO', 'Z3'],
    ['90000-000', 'RS', 'Z2'],
    ['99999-999', 'RS', 'Z2'],
  ])('%s → %s (%s)', (cep, uf, zone) => {
    expect(zoneOfCep(cep)).toEqual({ cep: cep.replace('-', ''), uf, zone });
    expect(findZoneOfCep(cep)?.zone).toBe(zone);
  });

  it('a malformed CEP and a CEP in no range are refused in pt-BR', () => {
    expect(() => zoneOfCep('1234')).toThrow(
      new AppError('VALIDATION', SHIPPING_ZONE_TEXTS.invalidCep),
    );
    expect(() => zoneOfCep('00999-999')).toThrow(SHIPPING_ZONE_TEXTS.unknownCep);
    expect(findZoneOfCep('abc')).toBeNull();
    expect(findZoneOfCep('00000-000')).toBeNull();
    expect(ufOfCepDigits('00000000')).toBeNull();
  });
});
