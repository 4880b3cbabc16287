import { describe, expect, it } from 'vitest';

import type { TFeedInput } from '@feedmarket/contract/catalog/metadata.schemas';

import { joinWords, summarisePreset } from './preset-summary';

// The seeded "Weather station" preset (apps/server/src/db/seed/reference/feed-presets.json), as stored.
const weatherStation = {
  typeId: 2,
  categoryId: 101,
  isicCodes: ['8413'],
  updateIntervalType: 3,
  sourceCategoryId: 2601,
  environment: { containerNameId: null, environmentInfos: [1602], interactors: [] },
  dataset: [
    {
      sensorInfo: { type: 401, sourceNameId: 2202, sourceTypeId: 2301, manufacturerId: 2503 },
      schemaInfo: { format: 501, type: 801, unitOfMeasureId: 1901, property: 'air_temperature' },
    },
  ],
  legal: { licence: 1001, terms: null, customEntries: [104] },
} as unknown as Partial<TFeedInput>;

describe('summarisePreset', () => {
  it('lists what a preset fills, step by step in the wizard order', () => {
    expect(summarisePreset(weatherStation)).toEqual([
      { step: 'describe', title: 'Describe', fills: 'Continuous feed, category and 1 ISIC code' },
      { step: 'continuous', title: 'Continuous', fills: 'Update interval' },
      { step: 'source', title: 'Source', fills: 'Source category, source name and source type' },
      { step: 'environment', title: 'Environment', fills: '1 environment' },
      { step: 'legal', title: 'Legal', fills: 'Licence and 1 custom list entry' },
      { step: 'schema', title: 'Schema', fills: 'Format, schema type, unit of measure and property' },
      { step: 'datasets', title: 'Datasets', fills: 'Sensor type and manufacturer' },
    ]);
  });

  it('leaves out empty sections and counts lists', () => {
    const archive = {
      typeId: 1,
      dataset: [{ sensorInfo: {}, schemaInfo: { format: 501, type: 801 } }],
      legal: { licence: 1001, terms: '  ', customEntries: [] },
      regulatory: [1401, 1402],
      ownership: { originators: [], owners: [{ name: 'Northwind Sensors' }, { name: 'Cascadia Hydrology' }] },
    } as unknown as Partial<TFeedInput>;
    expect(summarisePreset(archive).map(({ title, fills }) => `${title}: ${fills}`)).toEqual([
      'Describe: File-based feed',
      'Ownership: 2 owners',
      'Legal: Licence and 2 regulations',
      'Schema: Format and schema type',
    ]);
  });

  it('lists nothing for an empty preset', () => {
    expect(summarisePreset({})).toEqual([]);
  });
});

describe('joinWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
