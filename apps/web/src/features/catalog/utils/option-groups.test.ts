import { describe, expect, it } from 'vitest';

import { filterByPrefix, groupAlphabetically, groupLetter } from './option-groups';

const option = (name: string) => ({ name, value: name.length, count: 1 });

describe('groupAlphabetically', () => {
  it('sorts options and files them under their first letter', () => {
    const groups = groupAlphabetically([
      option('Radar'),
      option('accelerometer'),
      option('Rain gauge'),
      option('Anemometer'),
    ]);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'R']);
    expect(groups[0]?.options.map((item) => item.name)).toEqual(['accelerometer', 'Anemometer']);
    expect(groups[1]?.options.map((item) => item.name)).toEqual(['Radar', 'Rain gauge']);
  });

  it('files digits and signs under # first, and accented letters under their base letter', () => {
    const groups = groupAlphabetically([option('Écran'), option('3D scanner'), option('(other)'), option('Zeta')]);
    expect(groups.map((group) => [group.letter, group.options.map((item) => item.name)])).toEqual([
      ['#', ['(other)', '3D scanner']],
      ['E', ['Écran']],
      ['Z', ['Zeta']],
    ]);
    expect(groupLetter('  öl')).toBe('O');
  });

  it('gives no groups for no options', () => {
    expect(groupAlphabetically([])).toEqual([]);
  });
});

describe('filterByPrefix', () => {
  it('matches the start of names, ignoring case and accents', () => {
    const countries = [option('United States'), option('United Kingdom'), option('Åland Islands'), option('Tunisia')];
    expect(filterByPrefix(countries, 'uni').map((item) => item.name)).toEqual(['United States', 'United Kingdom']);
    expect(filterByPrefix(countries, 'al').map((item) => item.name)).toEqual(['Åland Islands']);
    expect(filterByPrefix(countries, ' ')).toHaveLength(4);
  });
});
