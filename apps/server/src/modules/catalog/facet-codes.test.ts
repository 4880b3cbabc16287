import { searchFilterKeys } from '@feedmarket/contract/catalog/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { decodeFacet, encodeFacet, isicCode, isicNumber, isicWithAncestors } from './facet-codes';

describe('facet codes', () => {
  it.each(['A', 'U', '01', '011', '0111', '99', '990', '9900'])('round-trips ISIC code %s', (code) => {
    expect(isicCode(isicNumber(code))).toBe(code);
  });

  it('keeps ISIC codes of different levels apart', () => {
    const numbers = ['01', '011', '0111', '1', 'A'].filter((code) => code !== '1').map(isicNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('round-trips a value of every filter and keeps filters apart', () => {
    const codes = searchFilterKeys.map((key) => encodeFacet(key, key === 'isicCode' ? '0111' : 130));
    expect(new Set(codes).size).toBe(searchFilterKeys.length);
    codes.forEach((code, index) => {
      const key = searchFilterKeys[index]!;
      expect(decodeFacet(code)).toEqual({ key, value: key === 'isicCode' ? '0111' : 130 });
    });
    expect(Math.max(...codes)).toBeLessThan(2 ** 31);
  });

  it('refuses values it cannot encode', () => {
    expect(() => encodeFacet('country', -1)).toThrow(RangeError);
    expect(() => encodeFacet('country', 1.5)).toThrow(RangeError);
  });

  it('lists an ISIC code with its ancestors', () => {
    const parents: Record<string, string> = { '0111': '011', '011': '01', '01': 'A' };
    expect(isicWithAncestors('0111', (code) => parents[code])).toEqual(['0111', '011', '01', 'A']);
  });
});
