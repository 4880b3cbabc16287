import { describe, expect, it } from 'vitest';

import { ZFeedBody, type TFeedInput } from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';

import {
  applyPreset,
  emptyFeedValues,
  emptyPoint,
  emptyRelation,
  feedFingerprint,
  feedToValues,
  valuesToFeed,
  type FeedFormValues,
} from './feed-form-values';

/** A feed with every section filled, as the server answers it. */
const savedFeed: TFeedInput = ZFeedBody.parse({
  typeId: 2,
  meta: {
    name: 'Harbour wind',
    description: 'Wind at the pier',
    version: '1.2',
    imageUrl: 'https://example.org/a.png',
  },
  identifier: { extId: 'HW-1', urn: 'urn:x:1', uri: 'https://example.org/hw' },
  categoryId: 101,
  isicCodes: ['3600'],
  requireLegalReview: true,
  updateIntervalType: 3,
  sourceCategoryId: 2601,
  ownership: { originators: [{ originatorId: 101, name: 'NOAA', type: 602 }], owners: [{ name: 'Port' }] },
  environment: { containerNameId: 2101, environmentInfos: [1602], interactors: [1801] },
  containers: [
    {
      locationCategory: 1701,
      locationType: 130,
      locationSubType: 10008,
      location: {
        countryId: 840,
        stateTerritory: 84053,
        altitude: 12.5,
        latLonInfo: [
          { latitude: 47.1, longitude: -122.1 },
          { latitude: 47.2, longitude: -122.2, label: 'B' },
        ],
      },
    },
  ],
  dataset: [{ sensorInfo: { type: 401, make: 'Acme' }, schemaInfo: { format: 501, type: 801, body: '{}' } }],
  legal: { licence: 1001, terms: 'Be nice', customEntries: [104] },
  regulatory: [1401],
  relations: [{ type: 1101, target: 'urn:x:0' }],
  gradings: [1201],
  citation: { text: 'Cite me' },
});

describe('feed form values', () => {
  it('turn a saved feed into the form and back without losing anything', () => {
    const { feed, problems } = valuesToFeed(feedToValues(savedFeed));
    expect(problems).toEqual([]);
    expect(feed).toEqual(savedFeed);
  });

  it('give a new feed one empty dataset and one fixed location, and blank texts as none', () => {
    const values = emptyFeedValues();
    values.meta.name = '  Draft  ';
    const { feed } = valuesToFeed(values);
    expect(feed.meta.name).toBe('Draft');
    expect(feed.meta.version).toBeNull();
    expect(feed.dataset).toHaveLength(1);
    expect(feed.containers).toEqual([expect.objectContaining({ type: 130, locationType: null })]);
    expect(ZFeedBody.safeParse(feed).success).toBe(true);
  });

  it('report coordinates and numbers that cannot be read, at their fields', () => {
    const values = feedToValues(savedFeed);
    const location = values.containers[0]!.location;
    location.latitude = '47.5.1';
    location.altitude = 'high';
    location.latLonInfo = [
      emptyPoint({ latitude: '91', longitude: '10' }),
      emptyPoint({ latitude: '', longitude: '1' }),
    ];
    const { feed, problems } = valuesToFeed(values);
    expect(problems).toEqual([
      { field: 'containers.0.location.latLonInfo.0.latitude', message: messages.invalid },
      { field: 'containers.0.location.latLonInfo.1.latitude', message: messages.required },
      { field: 'containers.0.location.latitude', message: messages.invalid },
      { field: 'containers.0.location.altitude', message: messages.number },
    ]);
    expect(feed.containers[0]!.location.latLonInfo).toEqual([]);
  });

  it('read a decimal comma as a decimal point (consumer spec §5)', () => {
    const values = feedToValues(savedFeed);
    const location = values.containers[0]!.location;
    location.latitude = '47,5';
    location.longitude = '-122,25';
    location.radius = '2,5';
    const { feed, problems } = valuesToFeed(values);
    expect(problems).toEqual([]);
    expect(feed.containers[0]!.location).toMatchObject({ latitude: 47.5, longitude: -122.25, radius: 2.5 });
  });

  it('drop empty relation rows and ask for the missing half of the others', () => {
    const values = emptyFeedValues();
    values.relations = [emptyRelation(), { ...emptyRelation(), target: 'urn:x' }];
    const { feed, problems } = valuesToFeed(values);
    expect(feed.relations).toHaveLength(1);
    expect(problems).toEqual([{ field: 'relations.1.type', message: messages.required }]);
  });

  it('keep no update interval for a file-based feed', () => {
    const values: FeedFormValues = { ...feedToValues(savedFeed), typeId: 1 };
    expect(valuesToFeed(values).feed.updateIntervalType).toBeNull();
  });

  it('apply a preset over the later steps but keep the name, description and identifiers', () => {
    const values = emptyFeedValues();
    values.meta.name = 'Mine';
    values.identifier.extId = 'M-1';
    const preset = { body: { typeId: 2 as const, categoryId: 102, meta: undefined, legal: savedFeed.legal } };
    const applied = applyPreset(values, preset);
    expect(applied.meta.name).toBe('Mine');
    expect(applied.identifier.extId).toBe('M-1');
    expect(applied.typeId).toBe(2);
    expect(applied.categoryId).toBe(102);
    expect(applied.legal.licence).toBe(1001);
    // Sections the preset leaves out stay as they were.
    expect(applied.dataset).toHaveLength(1);
  });

  it('fingerprint the feed, not the list keys React uses', () => {
    expect(feedFingerprint(feedToValues(savedFeed))).toBe(feedFingerprint(feedToValues(savedFeed)));
    const changed = feedToValues(savedFeed);
    changed.meta.name = 'Other';
    expect(feedFingerprint(changed)).not.toBe(feedFingerprint(feedToValues(savedFeed)));
  });
});
